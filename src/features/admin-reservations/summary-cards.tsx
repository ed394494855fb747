import type { LucideIcon } from 'lucide-react';
import AlarmClock from 'lucide-react/icons/alarm-clock';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import CalendarX from 'lucide-react/icons/calendar-x';
import CircleCheckBig from 'lucide-react/icons/circle-check-big';
import DollarSign from 'lucide-react/icons/dollar-sign';
import ListChecks from 'lucide-react/icons/list-checks';
import UserX from 'lucide-react/icons/user-x';
import { formatUsd } from '#domain/money.ts';
import { formatNumber } from '#domain/number-format.ts';
import type { ReservationCounts } from '#domain/reservation-stats.ts';

interface SummaryCardsProps {
  counts: ReservationCounts;
  revenue: number;
}

interface Card {
  label: string;
  value: string;
  icon: LucideIcon;
  tone: string;
}

/** Totals of the reservations the filters select, summed by the server (SPEC 2.12, issue 14). */
export function SummaryCards({ counts, revenue }: SummaryCardsProps) {
  const cards: Card[] = [
    {
      label: 'Total de reservas',
      value: formatNumber(counts.total),
      icon: ListChecks,
      tone: 'text-gold-300',
    },
    {
      label: 'Activas',
      value: formatNumber(counts.active),
      icon: CalendarCheck,
      tone: 'text-emerald-300',
    },
    {
      label: 'Próximas',
      value: formatNumber(counts.upcoming),
      icon: CalendarClock,
      tone: 'text-sky-300',
    },
    {
      label: 'Completadas',
      value: formatNumber(counts.completed),
      icon: CircleCheckBig,
      tone: 'text-navy-100',
    },
    {
      label: 'Atrasadas',
      value: formatNumber(counts.overdue),
      icon: AlarmClock,
      tone: 'text-red-300',
    },
    {
      label: 'No se presentaron',
      value: formatNumber(counts.noShow),
      icon: UserX,
      tone: 'text-amber-300',
    },
    {
      label: 'Canceladas',
      value: formatNumber(counts.cancelled),
      icon: CalendarX,
      tone: 'text-navy-200',
    },
    {
      label: 'Ingresos totales',
      value: formatUsd(revenue),
      icon: DollarSign,
      tone: 'text-gold-300',
    },
  ];
  return (
    <section aria-label="Resumen de reservas" className="mb-6">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {cards.map(({ label, value, icon: Icon, tone }) => (
          <li
            key={label}
            className="flex items-center gap-3 rounded-xl border border-navy-700 bg-navy-800/60 p-4"
          >
            <Icon aria-hidden="true" className={`size-8 shrink-0 ${tone}`} />
            <div className="min-w-0">
              <p className="text-xs font-medium text-navy-200">{label}</p>
              <p className={`text-xl font-bold break-words ${tone}`}>{value}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
