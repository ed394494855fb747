/**
 * The company's settings (issue 28): who we are, where the agency is, how to reach it, when it
 * opens, and the pickup and return times a booking gets when none is chosen. Pure rules, no zod
 * (pages that only show a time or a phone link read these); the contract is in
 * company-settings-contracts.ts.
 */
import { formatDate } from './dates.ts';

/** 1 = Monday … 7 = Sunday (ISO 8601). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_NAMES: Record<number, string> = {
  1: 'Lunes',
  2: 'Martes',
  3: 'Miércoles',
  4: 'Jueves',
  5: 'Viernes',
  6: 'Sábado',
  7: 'Domingo',
};

/** One open day; a closed day is simply absent from the list. */
export interface OpeningDay {
  day: number;
  opens: string;
  closes: string;
}

export interface CompanySettings {
  companyName: string;
  /** Número de Identificación Tributaria, as printed on invoices (0614-250521-101-2). */
  nit: string | null;
  address: string;
  /** 8 digits as 2222-3333; null when the company gives none. */
  phone: string | null;
  whatsapp: string | null;
  openingHours: OpeningDay[];
  defaultPickupTime: string;
  defaultReturnTime: string;
}

/** What a new database starts with (migration 0023 writes the same row). */
export const DEFAULT_COMPANY_SETTINGS: CompanySettings = {
  companyName: 'ELITE DRIVE',
  nit: '0614-250521-101-2',
  address: 'Boulevard del Hipódromo 450, Colonia San Benito, San Salvador',
  phone: '2250-7700',
  whatsapp: '7788-9900',
  openingHours: [
    { day: 1, opens: '08:00', closes: '18:00' },
    { day: 2, opens: '08:00', closes: '18:00' },
    { day: 3, opens: '08:00', closes: '18:00' },
    { day: 4, opens: '08:00', closes: '18:00' },
    { day: 5, opens: '08:00', closes: '18:00' },
    { day: 6, opens: '08:00', closes: '18:00' },
    { day: 7, opens: '09:00', closes: '13:00' },
  ],
  defaultPickupTime: '09:00',
  defaultReturnTime: '17:00',
};

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export const SETTINGS_MESSAGES = {
  adminOnly: 'Solo los administradores pueden cambiar la configuración',
  companyNameRequired: 'El nombre de la empresa es requerido',
  companyNameLong: 'El nombre de la empresa no puede tener más de 80 caracteres',
  nitInvalid: 'El NIT debe tener 14 dígitos (0614-250521-101-2)',
  addressRequired: 'La dirección de la agencia es requerida',
  addressShort: 'La dirección de la agencia debe tener al menos 5 caracteres',
  addressLong: 'La dirección de la agencia no puede tener más de 300 caracteres',
  phoneDigits: 'El teléfono debe tener 8 dígitos',
  whatsappDigits: 'El número de WhatsApp debe tener 8 dígitos',
  hoursRequired: 'El horario de atención es requerido',
  hoursEmpty: 'La agencia debe abrir al menos un día',
  dayInvalid: 'El día debe ser un número del 1 (lunes) al 7 (domingo)',
  dayRepeated: 'Cada día puede aparecer una sola vez en el horario',
  timeInvalid: 'La hora debe tener el formato HH:MM (por ejemplo 08:30)',
  opensBeforeCloses: 'La hora de apertura debe ser anterior a la de cierre',
  defaultPickupRequired: 'La hora de recogida predeterminada es requerida',
  defaultReturnRequired: 'La hora de devolución predeterminada es requerida',
} as const;

export const BOOKING_TIME_MESSAGES = {
  pickupInvalid: 'La hora de recogida debe tener el formato HH:MM (por ejemplo 09:30)',
  returnInvalid: 'La hora de devolución debe tener el formato HH:MM (por ejemplo 17:00)',
} as const;

/** The ISO weekday (1 = Monday) of a YYYY-MM-DD date, whatever the machine's time zone. */
export function weekdayOf(isoDate: string): number {
  const day = new Date(`${isoDate}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

export function hoursOn(settings: Pick<CompanySettings, 'openingHours'>, isoDate: string) {
  const day = weekdayOf(isoDate);
  return settings.openingHours.find((open) => open.day === day);
}

/** Opening and closing times included: a car may be picked up at opening and returned at closing. */
export function withinHours(time: string, open: OpeningDay): boolean {
  return time >= open.opens && time <= open.closes;
}

const weekdayLower = (day: number) => (WEEKDAY_NAMES[day] ?? '').toLowerCase();

export type BookingTimeKind = 'pickup' | 'return';

const KIND_TEXT: Record<BookingTimeKind, { time: string; date: string }> = {
  pickup: { time: 'La hora de recogida', date: 'la fecha de inicio' },
  return: { time: 'La hora de devolución', date: 'la fecha de fin' },
};

/**
 * The time a booking stores for its pickup or return: the one chosen, which must fall inside
 * that day's opening hours (else the Spanish refusal), or the company's default, moved inside
 * that day's hours when it falls outside them (Sunday closes early), so a booking that chooses
 * no time is never refused for it.
 */
export function bookingTime(
  kind: BookingTimeKind,
  chosen: string | undefined,
  isoDate: string,
  settings: CompanySettings,
): { time: string } | { error: string } {
  const open = hoursOn(settings, isoDate);
  const fallback = kind === 'pickup' ? settings.defaultPickupTime : settings.defaultReturnTime;
  const text = KIND_TEXT[kind];
  if (chosen === undefined) {
    if (!open) return { time: fallback };
    if (fallback < open.opens) return { time: open.opens };
    if (fallback > open.closes) return { time: open.closes };
    return { time: fallback };
  }
  const day = weekdayOf(isoDate);
  if (!open) {
    return {
      error: `La agencia no abre el ${weekdayLower(day)} ${formatDate(isoDate)}: elige otra ${text.date.slice(3)}`,
    };
  }
  if (!withinHours(chosen, open)) {
    return {
      error: `${text.time} debe estar dentro del horario del ${weekdayLower(day)} ${formatDate(isoDate)}: de ${open.opens} a ${open.closes}`,
    };
  }
  return { time: chosen };
}

/** The choosable times of a day, every half hour from opening to closing. */
export function timeChoices(open: OpeningDay | undefined, stepMinutes = 30): string[] {
  if (!open) return [];
  const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const first = toMinutes(open.opens);
  const last = toMinutes(open.closes);
  const choices: string[] = [];
  for (let at = Math.ceil(first / stepMinutes) * stepMinutes; at <= last; at += stepMinutes) {
    choices.push(
      `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`,
    );
  }
  if (choices[0] !== open.opens) choices.unshift(open.opens);
  if (choices.at(-1) !== open.closes) choices.push(open.closes);
  return choices;
}

/** 'Lunes a sábado: 08:00 – 18:00' lines, consecutive days with the same hours joined. */
export function describeOpeningHours(hours: OpeningDay[]): string[] {
  const sorted = [...hours].sort((a, b) => a.day - b.day);
  const lines: string[] = [];
  let index = 0;
  while (index < sorted.length) {
    const first = sorted[index] as OpeningDay;
    let last = first;
    while (
      index + 1 < sorted.length &&
      (sorted[index + 1] as OpeningDay).day === last.day + 1 &&
      (sorted[index + 1] as OpeningDay).opens === first.opens &&
      (sorted[index + 1] as OpeningDay).closes === first.closes
    ) {
      index += 1;
      last = sorted[index] as OpeningDay;
    }
    const days =
      first.day === last.day
        ? WEEKDAY_NAMES[first.day]
        : `${WEEKDAY_NAMES[first.day]} a ${weekdayLower(last.day)}`;
    lines.push(`${days}: ${first.opens} – ${last.closes}`);
    index += 1;
  }
  return lines;
}

/** A phone anyone can call from a phone: El Salvador's +503 and the 8 digits. */
export function phoneHref(phone: string): string {
  return `tel:+503${phone.replace(/\D/g, '')}`;
}

/** A WhatsApp chat with the number (wa.me wants the country code and digits only). */
export function whatsappHref(phone: string): string {
  return `https://wa.me/503${phone.replace(/\D/g, '')}`;
}

/** Where the car is handed over: the agency, or the address it is delivered to. */
export const PLACE_KINDS = ['agency', 'delivery'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];
export const PLACE_LABELS: Record<PlaceKind, string> = {
  agency: 'Agencia',
  delivery: 'Entrega a domicilio',
};

/** What a reservation view says about when and where (issue 28). */
export interface WhenWhere {
  pickupTime: string;
  returnTime: string;
  place: { kind: PlaceKind; address: string };
}

/**
 * The times and place of a reservation view; a view kept from before they existed (the offline
 * cache) reads the company's defaults, as the server answers for old bookings.
 */
export function whenWhereOf(
  view: {
    pickupTime?: string | undefined;
    returnTime?: string | undefined;
    place?: { kind: PlaceKind; address: string } | undefined;
    delivery?: { mode: string; address: string | null } | undefined;
  },
  settings?: Pick<CompanySettings, 'defaultPickupTime' | 'defaultReturnTime' | 'address'>,
): WhenWhere {
  const known = settings ?? DEFAULT_COMPANY_SETTINGS;
  const delivered = view.delivery?.mode === 'delivery' && view.delivery.address;
  return {
    pickupTime: view.pickupTime ?? known.defaultPickupTime,
    returnTime: view.returnTime ?? known.defaultReturnTime,
    place:
      view.place ??
      (delivered
        ? { kind: 'delivery', address: view.delivery?.address ?? '' }
        : { kind: 'agency', address: known.address }),
  };
}
