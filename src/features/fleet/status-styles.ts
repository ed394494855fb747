import type { LucideIcon } from 'lucide-react';
import Ban from 'lucide-react/icons/ban';
import CalendarCheck from 'lucide-react/icons/calendar-check';
import Car from 'lucide-react/icons/car';
import CircleCheck from 'lucide-react/icons/circle-check';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import Wrench from 'lucide-react/icons/wrench';
import type { StatusFilter } from './fleet-filters.ts';

interface StatusStyle {
  icon: LucideIcon;
  /** Badge and tile accent: text, border and tint, readable on the navy background. */
  tone: string;
}

export const STATUS_STYLES: Record<StatusFilter, StatusStyle> = {
  all: { icon: Car, tone: 'text-gold-300 border-gold-400/50 bg-gold-400/10' },
  maintenanceCompleted: {
    icon: CircleCheck,
    tone: 'text-emerald-300 border-emerald-400/50 bg-emerald-500/10',
  },
  reserved: { icon: CalendarCheck, tone: 'text-sky-300 border-sky-400/50 bg-sky-500/10' },
  outOfService: { icon: Ban, tone: 'text-red-300 border-red-400/50 bg-red-500/10' },
  maintenanceRequired: {
    icon: TriangleAlert,
    tone: 'text-amber-300 border-amber-400/50 bg-amber-500/10',
  },
  underMaintenance: { icon: Wrench, tone: 'text-violet-300 border-violet-400/50 bg-violet-500/10' },
};
