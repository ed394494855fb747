import { formatDate } from './dates.ts';
import { formatKilometers } from './number-format.ts';
import type { ReservationStatus } from './reservation.ts';
import { STATUS_LABELS, type VehicleStatus } from './vehicle.ts';

/**
 * The counter and the lot (issue 11): handing a car over (check-out, 'Entrega') and taking it
 * back (check-in, 'Devolución'). Pure rules shared by the server, the page and the service
 * worker; the zod contracts are in handover-contracts.ts.
 */

/** DESIGN 9: the handover, kept apart from the stored active | cancelled status. */
export const RENTAL_STATUSES = ['booked', 'inProgress', 'returned'] as const;
export type RentalStatus = (typeof RENTAL_STATUSES)[number];

export const RENTAL_STATUS_LABELS: Record<RentalStatus, string> = {
  booked: 'Reservada',
  inProgress: 'En curso',
  returned: 'Devuelta',
};

/** The six walk-around photos, in the order the guided flow asks for them. */
export const PHOTO_ANGLES = ['front', 'rear', 'left', 'right', 'interior', 'dashboard'] as const;
export type PhotoAngle = (typeof PHOTO_ANGLES)[number];

export const PHOTO_ANGLE_LABELS: Record<PhotoAngle, string> = {
  front: 'Frente',
  rear: 'Trasera',
  left: 'Lateral izquierdo',
  right: 'Lateral derecho',
  interior: 'Interior',
  dashboard: 'Tablero',
};

/** Where an odometer reading came from (the per-vehicle log, DESIGN 9). */
export const ODOMETER_SOURCES = ['initial', 'edit', 'checkout', 'checkin'] as const;
export type OdometerSource = (typeof ODOMETER_SOURCES)[number];

export const ODOMETER_SOURCE_LABELS: Record<OdometerSource, string> = {
  initial: 'Alta del vehículo',
  edit: 'Edición',
  checkout: 'Entrega',
  checkin: 'Devolución',
};

/** Fuel is read in eighths of a tank, as the gauge shows it. */
export const FUEL_EIGHTHS = 8;

/** The server refuses a larger upload. */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/webp', 'image/png'] as const;
export type PhotoContentType = (typeof PHOTO_CONTENT_TYPES)[number];

/** A SHA-256 written as 64 lower-case hex digits, the name of a photo. */
export const SHA256_PATTERN = /^[0-9a-f]{64}$/;

export const HANDOVER_MESSAGES = {
  odometerRequired: 'El odómetro es requerido',
  odometerInvalid: 'El odómetro debe ser un número entero de kilómetros, 0 o mayor',
  odometerTooHigh: `El odómetro no puede ser mayor a ${formatKilometers(5_000_000)}`,
  odometerBelowLast: (km: number) => `El odómetro no puede ser menor a ${formatKilometers(km)}`,
  fuelRequired: 'El nivel de combustible es requerido',
  fuelInvalid: `El combustible debe estar entre 0 y ${FUEL_EIGHTHS} octavos`,
  notesTooLong: 'Las notas no pueden tener más de 1000 caracteres',
  photosRequired: 'Las fotos son requeridas',
  photoAngleInvalid: 'El ángulo de la foto no es válido',
  photoAngleRepeated: 'Cada ángulo puede tener una sola foto',
  sha256Invalid: 'La huella SHA-256 de la foto no es válida',
  damageAreaRequired: 'El área del daño es requerida',
  damageAreaTooLong: 'El área del daño no puede tener más de 80 caracteres',
  damageNoteRequired: 'La descripción del daño es requerida',
  damageNoteTooLong: 'La descripción del daño no puede tener más de 500 caracteres',
  damageCostInvalid: 'El costo estimado del daño no es válido',
  damagesTooMany: 'No se pueden registrar más de 30 daños',
  reservationCancelled: 'No se puede entregar una reserva cancelada',
  alreadyDelivered: 'La reserva ya fue entregada',
  alreadyReturned: 'La reserva ya fue devuelta',
  tooEarly: (startDate: string) =>
    `La reserva no se puede entregar antes de su fecha de inicio (${formatDate(startDate)})`,
  completed: 'No se puede entregar una reserva completada',
  vehicleNotReady: (status: VehicleStatus) =>
    `El vehículo no se puede entregar: su estado es "${STATUS_LABELS[status]}". Debe estar en "${STATUS_LABELS.maintenanceCompleted}".`,
  notDelivered: 'La reserva aún no fue entregada: no se puede recibir',
  vehicleStillOut: 'El vehículo aún no fue devuelto de otra reserva en curso',
  photosMissing: (labels: string[]) => `Faltan por subir fotos: ${labels.join(', ')}`,
  photoNotFound: 'Foto no encontrada',
  photoHashMismatch: 'La foto no coincide con su huella SHA-256',
  photoTooLarge: 'La foto no puede superar 2 MB',
  photoEmpty: 'La foto está vacía',
  photoNotImage: 'Solo se aceptan imágenes JPEG, WebP o PNG',
  adminOnly: 'Solo el personal puede registrar entregas y devoluciones',
} as const;

const M = HANDOVER_MESSAGES;

/** A refused handover: the HTTP status, a stable code for programs, Spanish for people. */
export interface HandoverRefusal {
  status: 409;
  code:
    | 'RESERVATION_CANCELLED'
    | 'RESERVATION_DELIVERED'
    | 'RESERVATION_RETURNED'
    | 'RESERVATION_NOT_STARTED'
    | 'RESERVATION_COMPLETED'
    | 'VEHICLE_NOT_READY'
    | 'VEHICLE_STILL_OUT'
    | 'RESERVATION_NOT_DELIVERED'
    | 'ODOMETER_BELOW_LAST';
  message: string;
}

const refuse = (code: HandoverRefusal['code'], message: string): HandoverRefusal => ({
  status: 409,
  code,
  message,
});

export interface HandoverReservation {
  status: ReservationStatus;
  rentalStatus: RentalStatus;
  startDate: string;
  endDate: string;
}

/**
 * Whether the car of an active reservation can be handed over today (El Salvador): its dates
 * include today, it was not handed over before, the car is ready ('Mantenimiento al día') and
 * back from any earlier rental, and the odometer has not gone down. Null means yes.
 */
export function checkOutRefusal(
  reservation: HandoverReservation,
  vehicle: { status: VehicleStatus; kilometers: number; outOnAnotherRental: boolean },
  odometer: number,
  today: string,
): HandoverRefusal | null {
  if (reservation.rentalStatus === 'inProgress') {
    return refuse('RESERVATION_DELIVERED', M.alreadyDelivered);
  }
  if (reservation.rentalStatus === 'returned') {
    return refuse('RESERVATION_RETURNED', M.alreadyReturned);
  }
  if (reservation.status === 'cancelled') {
    return refuse('RESERVATION_CANCELLED', M.reservationCancelled);
  }
  if (today < reservation.startDate) {
    return refuse('RESERVATION_NOT_STARTED', M.tooEarly(reservation.startDate));
  }
  if (today > reservation.endDate) return refuse('RESERVATION_COMPLETED', M.completed);
  if (vehicle.status !== 'maintenanceCompleted') {
    return refuse('VEHICLE_NOT_READY', M.vehicleNotReady(vehicle.status));
  }
  if (vehicle.outOnAnotherRental) return refuse('VEHICLE_STILL_OUT', M.vehicleStillOut);
  return odometerRefusal(vehicle.kilometers, odometer);
}

/** Whether a car that was handed over can be taken back. Null means yes. */
export function checkInRefusal(
  reservation: HandoverReservation,
  lastKm: number,
  odometer: number,
): HandoverRefusal | null {
  if (reservation.rentalStatus === 'returned') {
    return refuse('RESERVATION_RETURNED', M.alreadyReturned);
  }
  if (reservation.rentalStatus !== 'inProgress') {
    return refuse('RESERVATION_NOT_DELIVERED', M.notDelivered);
  }
  return odometerRefusal(lastKm, odometer);
}

/** DESIGN 9: an odometer never goes down; `lastKm` is the newest reading of the vehicle. */
export function odometerRefusal(lastKm: number, odometer: number): HandoverRefusal | null {
  return odometer < lastKm ? refuse('ODOMETER_BELOW_LAST', M.odometerBelowLast(lastKm)) : null;
}

/** A delivered (or returned) reservation cannot be cancelled: the car left the lot. */
export function cancelRefusal(reservation: { rentalStatus: RentalStatus }): HandoverRefusal | null {
  return reservation.rentalStatus === 'booked'
    ? null
    : refuse('RESERVATION_DELIVERED', M.alreadyDelivered);
}

/** Kilometres driven between the two readings. */
export function kmDriven(checkout: { odometer: number }, checkin: { odometer: number }): number {
  return checkin.odometer - checkout.odometer;
}

/** Eighths of a tank gained (positive) or missing (negative) at the return. */
export function fuelDifference(checkout: { fuel: number }, checkin: { fuel: number }): number {
  return checkin.fuel - checkout.fuel;
}

/** '6/8', with the two ends named as a gauge reads them. */
export function formatFuel(eighths: number): string {
  if (eighths <= 0) return 'Vacío (0/8)';
  if (eighths >= FUEL_EIGHTHS) return 'Lleno (8/8)';
  return `${eighths}/${FUEL_EIGHTHS}`;
}

/** '+2/8', '-3/8', 'Sin cambio': the fuel difference in the return summary. */
export function formatFuelDifference(eighths: number): string {
  if (eighths === 0) return 'Sin cambio';
  return `${eighths > 0 ? '+' : '-'}${Math.abs(eighths)}/${FUEL_EIGHTHS}`;
}

/** Every photo a record names: the walk-around, the signature and the damage photos. */
export function namedPhotos(record: {
  photos: readonly { sha256: string }[];
  signature?: string | null;
  damages?: readonly { sha256?: string | null }[];
}): string[] {
  const names = [
    ...record.photos.map((photo) => photo.sha256),
    ...(record.signature ? [record.signature] : []),
    ...(record.damages ?? []).flatMap((damage) => (damage.sha256 ? [damage.sha256] : [])),
  ];
  return [...new Set(names)];
}

/** True when the bytes start as a JPEG, PNG or WebP file does, whatever the request claimed. */
export function sniffImageType(bytes: Uint8Array): PhotoContentType | null {
  const at = (index: number) => bytes[index];
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  if (at(0) === 0x89 && at(1) === 0x50 && at(2) === 0x4e && at(3) === 0x47) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}
