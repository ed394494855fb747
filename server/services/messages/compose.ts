import { PLACE_LABELS, type PlaceKind } from '#domain/company-settings.ts';
import { formatDate } from '#domain/dates.ts';
import { formatFuel } from '#domain/handover.ts';
import type { MessageKind } from '#domain/messages.ts';
import { formatDays, formatUsd } from '#domain/money.ts';
import { formatKilometers } from '#domain/number-format.ts';
import { rentalDays } from '#domain/reservation.ts';
import type { MessageContent } from './content.ts';

/** What every message about a reservation may say, read in the event's transaction. */
export interface ReservationFacts {
  id: number;
  vehicleId: number;
  vehicleName: string;
  plate: string | null;
  startDate: string;
  endDate: string;
  pickupTime: string;
  returnTime: string;
  totalPrice: number;
  place: { kind: PlaceKind; address: string };
  customerName: string;
  customerPhone: string;
  documentType: 'dui' | 'passport';
  company: MessageContent['company'];
}

export interface DamageFact {
  area: string;
  note: string;
}

export interface DueCar {
  vehicleId: number;
  name: string;
  plate: string | null;
  overdue: boolean;
  /** 'faltan 300 km', 'vencido hace 5 días'. */
  detail: string;
}

/** Each kind's facts: the compiler checks that every kind has its composer. */
export interface MessageFacts {
  'reservation-confirmed': { reservation: ReservationFacts };
  'reservation-cancelled': { reservation: ReservationFacts; byCustomer: boolean; staff: boolean };
  'pickup-reminder': { reservation: ReservationFacts };
  'checkout-record': {
    reservation: ReservationFacts;
    odometer: number;
    fuel: number;
    photos: number;
  };
  'checkin-record': {
    reservation: ReservationFacts;
    odometer: number;
    kmDriven: number | null;
    fuel: number;
    damages: DamageFact[];
  };
  'overdue-return': { reservation: ReservationFacts };
  'service-digest': { date: string; cars: DueCar[]; company: MessageContent['company'] };
  'new-damage': { reservation: ReservationFacts; damages: DamageFact[] };
}

/** Where a customer's message leads: their reservations, this one picked out. */
export const customerReservationPath = (id: number) => `/customer/my-reservations?reserva=${id}`;
export const STAFF_PATHS = {
  operations: '/admin/operations',
  maintenance: '/admin/maintenance',
  reservations: '/admin/reservation',
} as const;

const vehicleLabel = (r: ReservationFacts) =>
  r.plate ? `${r.vehicleName} (${r.plate})` : r.vehicleName;
const number = (r: ReservationFacts) => `#${r.id}`;

function reservationDetails(r: ReservationFacts): [string, string][] {
  return [
    ['Reserva', number(r)],
    ['Vehículo', vehicleLabel(r)],
    ['Recogida', `${formatDate(r.startDate)} a las ${r.pickupTime}`],
    ['Devolución', `${formatDate(r.endDate)} a las ${r.returnTime}`],
    ['Días', formatDays(rentalDays(r.startDate, r.endDate))],
    ['Total', formatUsd(r.totalPrice)],
    [PLACE_LABELS[r.place.kind], r.place.address],
  ];
}

const damageLine = (damage: DamageFact) => `${damage.area}: ${damage.note}`;

const SEE_RESERVATION = 'Ver mi reserva';

type Composer<K extends MessageKind> = (facts: MessageFacts[K]) => Omit<MessageContent, 'company'>;

const COMPOSERS: { [K in MessageKind]: Composer<K> } = {
  'reservation-confirmed': ({ reservation: r }) => ({
    subject: `Reserva ${number(r)} confirmada: ${r.vehicleName}`,
    heading: '¡Tu reserva está confirmada!',
    paragraphs: [
      `Hola, ${r.customerName}. Reservaste el ${vehicleLabel(r)} del ${formatDate(r.startDate)} al ${formatDate(r.endDate)}.`,
      'Adjuntamos la reserva como archivo de calendario (.ics).',
    ],
    details: reservationDetails(r),
    items: [],
    action: { label: SEE_RESERVATION, path: customerReservationPath(r.id) },
    pushBody: `${r.vehicleName}, del ${formatDate(r.startDate)} al ${formatDate(r.endDate)}. Total ${formatUsd(r.totalPrice)}.`,
  }),
  'reservation-cancelled': ({ reservation: r, byCustomer, staff }) => {
    const who = byCustomer ? 'el cliente' : 'la empresa';
    return {
      subject: `Reserva ${number(r)} cancelada`,
      heading: staff
        ? `Cancelación a menos de 48 horas: reserva ${number(r)}`
        : 'Tu reserva fue cancelada',
      paragraphs: staff
        ? [
            `${r.customerName} canceló la reserva ${number(r)} del ${vehicleLabel(r)}, que empezaba el ${formatDate(r.startDate)} a las ${r.pickupTime}.`,
          ]
        : [
            `Hola, ${r.customerName}. La reserva ${number(r)} del ${vehicleLabel(r)} fue cancelada por ${byCustomer ? 'ti' : 'la empresa'}.`,
            ...(byCustomer
              ? []
              : [
                  `Si tienes preguntas, llámanos${r.company.phone ? ` al ${r.company.phone}` : ''}.`,
                ]),
          ],
      details: [['Cancelada por', who], ...reservationDetails(r)],
      items: [],
      action: staff
        ? { label: 'Ver reservas', path: STAFF_PATHS.reservations }
        : { label: SEE_RESERVATION, path: customerReservationPath(r.id) },
      pushBody: `${r.vehicleName}, del ${formatDate(r.startDate)} al ${formatDate(r.endDate)}. Cancelada por ${who}.`,
    };
  },
  'pickup-reminder': ({ reservation: r }) => {
    const where =
      r.place.kind === 'delivery'
        ? `Te lo llevamos a ${r.place.address}`
        : `Te esperamos en ${r.place.address}`;
    return {
      subject: `Mañana recoges tu ${r.vehicleName}`,
      heading: 'Mañana empieza tu alquiler',
      paragraphs: [
        `Hola, ${r.customerName}. ${where} el ${formatDate(r.startDate)} a las ${r.pickupTime}.`,
        'No olvides traer:',
      ],
      details: reservationDetails(r),
      items: [
        r.documentType === 'passport' ? 'Tu pasaporte' : 'Tu DUI',
        'Tu licencia de conducir vigente',
      ],
      action: { label: SEE_RESERVATION, path: customerReservationPath(r.id) },
      pushBody: `${formatDate(r.startDate)} a las ${r.pickupTime}, ${r.place.address}. Trae ${r.documentType === 'passport' ? 'pasaporte' : 'DUI'} y licencia.`,
    };
  },
  'checkout-record': ({ reservation: r, odometer, fuel, photos }) => ({
    subject: `Constancia de entrega: reserva ${number(r)}`,
    heading: 'Recibiste tu vehículo',
    paragraphs: [
      `Hola, ${r.customerName}. Esta es la constancia de la entrega del ${vehicleLabel(r)}.`,
      'Adjuntamos tu contrato de arrendamiento en PDF.',
    ],
    details: [
      ['Reserva', number(r)],
      ['Vehículo', vehicleLabel(r)],
      ['Kilometraje', formatKilometers(odometer)],
      ['Combustible', formatFuel(fuel)],
      ['Fotos', `${photos} ${photos === 1 ? 'foto' : 'fotos'}`],
      ['Devolución', `${formatDate(r.endDate)} a las ${r.returnTime}`],
    ],
    items: [],
    action: { label: SEE_RESERVATION, path: customerReservationPath(r.id) },
    pushBody: `${r.vehicleName}: ${formatKilometers(odometer)}, combustible ${formatFuel(fuel)}.`,
  }),
  'checkin-record': ({ reservation: r, odometer, kmDriven, fuel, damages }) => ({
    subject: `Constancia de devolución: reserva ${number(r)}`,
    heading: 'Devolviste tu vehículo',
    paragraphs: [
      `Hola, ${r.customerName}. Esta es la constancia de la devolución del ${vehicleLabel(r)}.`,
      'Adjuntamos tu liquidación en PDF.',
      damages.length > 0 ? 'Se registraron estos daños nuevos:' : 'No se registraron daños nuevos.',
    ],
    details: [
      ['Reserva', number(r)],
      ['Vehículo', vehicleLabel(r)],
      ['Kilometraje', formatKilometers(odometer)],
      ...(kmDriven === null
        ? []
        : ([['Recorrido', formatKilometers(kmDriven)]] as [string, string][])),
      ['Combustible', formatFuel(fuel)],
    ],
    items: damages.map(damageLine),
    action: { label: SEE_RESERVATION, path: customerReservationPath(r.id) },
    pushBody: `${r.vehicleName}: ${kmDriven === null ? formatKilometers(odometer) : `${formatKilometers(kmDriven)} recorridos`}, ${damages.length > 0 ? `${damages.length} daño(s) nuevo(s)` : 'sin daños nuevos'}.`,
  }),
  'overdue-return': ({ reservation: r }) => ({
    subject: `Devolución atrasada: ${r.vehicleName}`,
    heading: `El ${vehicleLabel(r)} no ha vuelto`,
    paragraphs: [
      `La reserva ${number(r)} terminaba el ${formatDate(r.endDate)} a las ${r.returnTime} y el vehículo no se ha devuelto.`,
    ],
    details: [
      ['Vehículo', vehicleLabel(r)],
      ['Cliente', r.customerName],
      ['Teléfono', r.customerPhone],
      ['Devolución prevista', `${formatDate(r.endDate)} a las ${r.returnTime}`],
    ],
    items: [],
    action: { label: 'Ver operaciones', path: STAFF_PATHS.operations },
    pushBody: `${r.customerName} (${r.customerPhone}) debía devolverlo el ${formatDate(r.endDate)}.`,
  }),
  'service-digest': ({ date, cars }) => {
    const overdue = cars.filter((car) => car.overdue).length;
    return {
      subject: `Servicios del ${formatDate(date)}: ${overdue} vencido(s), ${cars.length - overdue} próximo(s)`,
      heading: 'Vehículos con servicio vencido o próximo',
      paragraphs: [`Resumen del ${formatDate(date)}.`],
      details: [],
      items: cars.map(
        (car) =>
          `${car.overdue ? 'Vencido' : 'Próximo'}: ${car.plate ? `${car.name} (${car.plate})` : car.name}, ${car.detail}`,
      ),
      action: { label: 'Ver mantenimiento', path: STAFF_PATHS.maintenance },
      pushBody: `${overdue} vencido(s), ${cars.length - overdue} próximo(s).`,
    };
  },
  'new-damage': ({ reservation: r, damages }) => ({
    subject: `Daño nuevo: ${r.vehicleName}`,
    heading: `Daño nuevo en el ${vehicleLabel(r)}`,
    paragraphs: [
      `Al devolver la reserva ${number(r)}, ${r.customerName} dejó el vehículo con daños nuevos. Las fotos están en el vehículo.`,
    ],
    details: [
      ['Vehículo', vehicleLabel(r)],
      ['Cliente', r.customerName],
    ],
    items: damages.map(damageLine),
    action: { label: 'Ver fotos y mantenimiento', path: STAFF_PATHS.maintenance },
    pushBody: damages.map(damageLine).join('; '),
  }),
};

/** The content of a message of `kind` from its facts. */
export function composeMessage<K extends MessageKind>(
  kind: K,
  facts: MessageFacts[K],
): MessageContent {
  const company =
    'reservation' in facts
      ? facts.reservation.company
      : (facts as MessageFacts['service-digest']).company;
  return { ...COMPOSERS[kind](facts), company };
}
