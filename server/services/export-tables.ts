import { todayInElSalvador } from '#domain/dates.ts';
import { DELIVERY_LABELS, type DeliveryMode } from '#domain/delivery.ts';
import type { ExportTable } from '#domain/export-columns.ts';
import { RENTAL_STATE_LABELS, type RentalState } from '#domain/rental-state.ts';
import { rentalDays } from '#domain/reservation.ts';
import { STATUS_LABELS } from '#domain/vehicle-kinds.ts';
import type { vehicles } from '../db/schema.ts';

/**
 * The three exports' columns (issues 18 and 30): the one place that says what the CSV and the
 * spreadsheet hold, in which order, under which Spanish header.
 */

/** A timestamp's calendar day in El Salvador, as the exports date it. */
const dayOf = (timestamp: Date) => todayInElSalvador(timestamp);

export interface ReservationExportRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  dui: string;
  vehicle: string;
  brand: string;
  model: string;
  type: string;
  startDate: string;
  endDate: string;
  pricePerDay: number;
  totalPrice: number;
  deliveryMode: DeliveryMode;
  deliveryAddress: string | null;
  createdAt: Date;
  /** Worked out for the day of the export (domain/rental-state.ts). */
  state: RentalState;
}

export const RESERVATION_TABLE: ExportTable<ReservationExportRow> = {
  subject: 'reservas',
  sheet: 'Reservas',
  columns: [
    { header: 'ID', kind: 'id', value: (r) => r.id },
    { header: 'Cliente', kind: 'text', value: (r) => `${r.firstName} ${r.lastName}` },
    { header: 'Correo', kind: 'text', value: (r) => r.email },
    { header: 'DUI', kind: 'text', value: (r) => r.dui },
    { header: 'Vehículo', kind: 'text', value: (r) => r.vehicle },
    { header: 'Marca', kind: 'text', value: (r) => r.brand },
    { header: 'Modelo', kind: 'text', value: (r) => r.model },
    { header: 'Tipo', kind: 'text', value: (r) => r.type },
    { header: 'Fecha de inicio', kind: 'date', value: (r) => r.startDate },
    { header: 'Fecha de fin', kind: 'date', value: (r) => r.endDate },
    { header: 'Días', kind: 'integer', value: (r) => rentalDays(r.startDate, r.endDate) },
    { header: 'Precio por día', kind: 'money', value: (r) => r.pricePerDay },
    { header: 'Total', kind: 'money', value: (r) => r.totalPrice },
    { header: 'Estado', kind: 'text', value: (r) => RENTAL_STATE_LABELS[r.state] },
    { header: 'Entrega', kind: 'text', value: (r) => DELIVERY_LABELS[r.deliveryMode] },
    { header: 'Dirección de entrega', kind: 'text', value: (r) => r.deliveryAddress },
    { header: 'Fecha de creación', kind: 'date', value: (r) => dayOf(r.createdAt) },
  ],
};

export type VehicleExportRow = typeof vehicles.$inferSelect;

export const VEHICLE_TABLE: ExportTable<VehicleExportRow> = {
  subject: 'vehiculos',
  sheet: 'Vehículos',
  columns: [
    { header: 'ID', kind: 'id', value: (v) => v.id },
    { header: 'Nombre', kind: 'text', value: (v) => v.name },
    { header: 'Marca', kind: 'text', value: (v) => v.brand },
    { header: 'Modelo', kind: 'text', value: (v) => v.model },
    { header: 'Tipo', kind: 'text', value: (v) => v.vehicleType },
    { header: 'Capacidad', kind: 'integer', value: (v) => v.capacity },
    { header: 'Precio por día', kind: 'money', value: (v) => v.pricePerDay },
    { header: 'Kilometraje', kind: 'integer', value: (v) => v.kilometers },
    { header: 'Km entre servicios', kind: 'integer', value: (v) => v.kmForMaintenance },
    { header: 'Meses entre servicios', kind: 'integer', value: (v) => v.monthsForMaintenance },
    { header: 'Estado', kind: 'text', value: (v) => STATUS_LABELS[v.status] },
    { header: 'Teléfono del seguro', kind: 'text', value: (v) => v.insurancePhone },
    { header: 'Fecha de alta', kind: 'date', value: (v) => dayOf(v.createdAt) },
  ],
};

export interface MaintenanceExportRow {
  id: number;
  vehicleId: number;
  vehicle: string;
  date: string;
  km: number;
  description: string | null;
  cost: number | null;
}

export const MAINTENANCE_TABLE: ExportTable<MaintenanceExportRow> = {
  subject: 'mantenimiento',
  sheet: 'Mantenimiento',
  columns: [
    { header: 'ID', kind: 'id', value: (m) => m.id },
    { header: 'ID del vehículo', kind: 'id', value: (m) => m.vehicleId },
    { header: 'Vehículo', kind: 'text', value: (m) => m.vehicle },
    { header: 'Fecha', kind: 'date', value: (m) => m.date },
    { header: 'Kilometraje', kind: 'integer', value: (m) => m.km },
    { header: 'Descripción', kind: 'text', value: (m) => m.description },
    { header: 'Costo', kind: 'money', value: (m) => m.cost },
  ],
};
