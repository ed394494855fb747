/**
 * The audit trail (issue 18): which changes are recorded, how a replayed change's time is
 * trusted, and how an entry reads in Spanish. No I/O here; the server writes, the page reads.
 */
import { formatDate } from './dates.ts';
import { formatKilometers, formatUsd } from './number-format.ts';
import { STATUS_LABELS, STATUS_SHORT_LABELS, type VehicleStatus } from './vehicle-kinds.ts';

export const AUDIT_ENTITIES = ['vehicle', 'reservation', 'settings'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const VEHICLE_AUDIT_ACTIONS = [
  'created',
  'updated',
  'statusChanged',
  'maintenanceCompleted',
  'archived',
  'windowCreated',
  'windowDeleted',
  'odometerVoided',
  'workshopReordered',
] as const;
export const RESERVATION_AUDIT_ACTIONS = [
  'created',
  'cancelled',
  'reassigned',
  'delivered',
  'returned',
  'billingCorrected',
] as const;
export type VehicleAuditAction = (typeof VEHICLE_AUDIT_ACTIONS)[number];
export type ReservationAuditAction = (typeof RESERVATION_AUDIT_ACTIONS)[number];

export type AuditSnapshot = Record<string, unknown>;

/** What a service records: the entity, what happened, and the fields before and after. */
export type AuditChange =
  | {
      entity: 'vehicle';
      entityId: number;
      action: VehicleAuditAction;
      before?: AuditSnapshot | null;
      after?: AuditSnapshot | null;
    }
  | {
      entity: 'reservation';
      entityId: number;
      action: ReservationAuditAction;
      before?: AuditSnapshot | null;
      after?: AuditSnapshot | null;
    }
  | {
      /** Issue 28: the company's settings, one row (entityId 1). */
      entity: 'settings';
      entityId: number;
      action: 'updated';
      before?: AuditSnapshot | null;
      after?: AuditSnapshot | null;
    };

/** A device clock a little ahead of the server's is still believed. */
export const ACTED_AT_MAX_SKEW_MS = 2 * 60_000;
/** Older than the outbox would ever keep a change: not believed. */
export const ACTED_AT_MAX_AGE_MS = 30 * 24 * 60 * 60_000;
/** The page shows both times when they are at least this far apart. */
export const ACTED_AT_SHOWN_AFTER_MS = 60_000;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/** The time the user acted: the header when it is a plausible UTC instant, else the arrival. */
export function resolveActedAt(header: unknown, arrival: Date): Date {
  if (typeof header !== 'string' || !ISO_INSTANT.test(header)) return arrival;
  const acted = new Date(header);
  const age = arrival.getTime() - acted.getTime();
  if (Number.isNaN(age) || age < -ACTED_AT_MAX_SKEW_MS || age > ACTED_AT_MAX_AGE_MS) {
    return arrival;
  }
  // A clock slightly ahead still cannot make a change look later than its arrival.
  return age < 0 ? arrival : acted;
}

export const AUDIT_MESSAGES = {
  adminOnly: 'Solo los administradores pueden ver el historial.',
  invalidEntity: 'Indica si el historial es de un vehículo o de una reserva.',
  invalidId: 'El identificador no es válido.',
  idRequired: 'Indica de qué vehículo o reserva quieres el historial.',
} as const;

/** Status names as the fleet shows them ('Disponible' rather than 'Mantenimiento al día'). */
const STATUS_NAMES: Record<VehicleStatus, string> = {
  ...STATUS_LABELS,
  maintenanceCompleted: STATUS_SHORT_LABELS.maintenanceCompleted,
};

const statusName = (value: unknown) =>
  typeof value === 'string' && value in STATUS_NAMES
    ? STATUS_NAMES[value as VehicleStatus]
    : String(value);

const FIELD_LABELS: Record<string, { label: string; show: (value: unknown) => string }> = {
  name: { label: 'Nombre', show: String },
  brand: { label: 'Marca', show: String },
  model: { label: 'Modelo', show: String },
  pricePerDay: { label: 'Precio por día', show: (v) => formatUsd(Number(v)) },
  kilometers: { label: 'Kilometraje', show: (v) => formatKilometers(Number(v)) },
  kmForMaintenance: {
    label: 'Mantenimiento cada',
    show: (v) => (v === null ? 'sin límite' : formatKilometers(Number(v))),
  },
  monthsForMaintenance: {
    label: 'Mantenimiento cada (meses)',
    show: (v) => (v === null ? 'sin límite' : String(v)),
  },
  features: {
    label: 'Características',
    show: (v) => (Array.isArray(v) ? v.join(', ') || 'ninguna' : String(v)),
  },
  mainImageUrl: { label: 'Imagen principal', show: String },
  imageUrls: {
    label: 'Imágenes',
    show: (v) => (Array.isArray(v) ? `${v.length} imagen(es)` : String(v)),
  },
  insurancePhone: { label: 'Teléfono del seguro', show: String },
  status: { label: 'Estado', show: statusName },
};

/** 'Precio por día: $45.50 → $50.00' for each field that changed; unknown fields are skipped. */
export function fieldChanges(before: AuditSnapshot | null, after: AuditSnapshot | null): string[] {
  const lines: string[] = [];
  for (const [field, value] of Object.entries(after ?? {})) {
    const known = FIELD_LABELS[field];
    if (!known || field === 'status') continue;
    const old = before?.[field];
    lines.push(
      old === undefined
        ? `${known.label}: ${known.show(value)}`
        : `${known.label}: ${known.show(old)} → ${known.show(value)}`,
    );
  }
  return lines;
}

const SETTINGS_FIELD_LABELS: Record<string, string> = {
  companyName: 'Nombre de la empresa',
  nit: 'NIT',
  address: 'Dirección',
  phone: 'Teléfono',
  whatsapp: 'WhatsApp',
  openingHours: 'Horario de atención',
  defaultPickupTime: 'Hora de recogida predeterminada',
  defaultReturnTime: 'Hora de devolución predeterminada',
};

const text = (snapshot: AuditSnapshot | null | undefined, field: string) => {
  const value = snapshot?.[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

const days = (snapshot: AuditSnapshot | null | undefined) => {
  const start = text(snapshot, 'startDate');
  const end = text(snapshot, 'endDate');
  return start && end ? `${formatDate(start)} – ${formatDate(end)}` : '';
};

export interface AuditEntryText {
  title: string;
  details: string[];
}

interface DescribedEntry {
  entity: AuditEntity;
  action: string;
  before: AuditSnapshot | null;
  after: AuditSnapshot | null;
}

/** How one entry reads in the 'Historial' tab. */
export function describeAuditEntry(entry: DescribedEntry): AuditEntryText {
  const { title, details } = entryText(entry);
  return { title, details: details.filter((line) => line !== '') };
}

function entryText(entry: DescribedEntry): AuditEntryText {
  const { before, after } = entry;
  const changes = fieldChanges(before, after);
  if (entry.entity === 'settings') {
    const changed = Object.keys(after ?? {}).filter(
      (field) => JSON.stringify(before?.[field]) !== JSON.stringify(after?.[field]),
    );
    return {
      title: 'Configuración de la empresa actualizada',
      details: changed.map((field) => SETTINGS_FIELD_LABELS[field] ?? field),
    };
  }
  if (entry.entity === 'reservation') {
    switch (entry.action) {
      case 'created':
        return { title: 'Reserva creada', details: [days(after), text(after, 'vehicleName')] };
      case 'cancelled':
        return { title: 'Reserva cancelada', details: [] };
      case 'reassigned':
        return {
          title: `Reserva reasignada: ${text(before, 'vehicleName')} → ${text(after, 'vehicleName')}`,
          details: [],
        };
      case 'delivered':
        return {
          title: 'Vehículo entregado al cliente',
          details: [
            `Kilometraje: ${formatKilometers(Number(text(after, 'odometer')))}`,
            after?.overrideReason
              ? `Entregado con avisos. Motivo: ${text(after, 'overrideReason')}`
              : '',
            after?.odometerConfirmed ? 'Lectura alta confirmada por el personal' : '',
          ],
        };
      case 'returned':
        return {
          title: 'Vehículo devuelto',
          details: [
            `Kilometraje: ${formatKilometers(Number(text(after, 'odometer')))}`,
            after?.odometerConfirmed ? 'Lectura alta confirmada por el personal' : '',
          ],
        };
      case 'billingCorrected':
        return {
          title: `Liquidación corregida (sustituye al N.º ${text(before, 'statement')})`,
          details: [`Motivo: ${text(after, 'reason')}`],
        };
    }
  }
  switch (entry.action) {
    case 'created':
      return { title: 'Vehículo creado', details: changes };
    case 'statusChanged':
      return {
        title: `Estado cambiado: ${statusName(before?.status)} → ${statusName(after?.status)}`,
        details: changes,
      };
    case 'maintenanceCompleted':
      return {
        title: 'Mantenimiento completado',
        details: [text(after, 'description'), ...changes],
      };
    case 'archived':
      return { title: 'Vehículo archivado', details: [] };
    case 'windowCreated':
      return {
        title: 'Ventana de servicio programada',
        details: [days(after), text(after, 'reason')],
      };
    case 'windowDeleted':
      return {
        title: 'Ventana de servicio eliminada',
        details: [days(before), text(before, 'reason')],
      };
    case 'odometerVoided':
      return {
        title: `Lectura del odómetro anulada: ${formatKilometers(Number(text(after, 'readingKm')))}`,
        details: [
          `Motivo: ${text(after, 'reason')}`,
          `Kilometraje: ${formatKilometers(Number(text(before, 'kilometers')))} → ${formatKilometers(Number(text(after, 'kilometers')))}`,
        ],
      };
    case 'workshopReordered':
      return {
        title: `Orden del taller cambiado en "${statusName(after?.status)}"`,
        details: [
          after?.beforeName
            ? `Ahora va antes de ${text(after, 'beforeName')}`
            : 'Ahora va al final de la columna',
        ],
      };
    default:
      return { title: 'Vehículo editado', details: changes };
  }
}
