import type { ReservationView } from '#domain/reservation-contracts.ts';

/** A reservation view as the API sends it, with whatever a test needs changed. */
export function testReservation(
  id: number,
  overrides: Partial<Omit<ReservationView, 'user' | 'vehicle'>> & {
    user?: Partial<ReservationView['user']>;
    vehicle?: Partial<ReservationView['vehicle']>;
  } = {},
): ReservationView {
  const { user, vehicle, ...rest } = overrides;
  return {
    id,
    startDate: '2026-04-14',
    endDate: '2026-04-16',
    createdAt: `2026-04-0${(id % 9) + 1}T10:00:00.000Z`,
    days: 2,
    pricePerDay: 45,
    totalPrice: 90,
    status: 'active',
    displayStatus: 'active',
    cancelledAt: null,
    rentalStatus: 'booked',
    checkout: null,
    checkin: null,
    state: 'out',
    cancellation: null,
    userId: 1,
    vehicleId: 1,
    delivery: { mode: 'pickup', address: null, phone: null },
    pickupTime: '09:00',
    returnTime: '17:00',
    place: {
      kind: 'agency',
      address: 'Boulevard del Hipódromo 450, Colonia San Benito, San Salvador',
    },
    user: {
      id: 1,
      firstName: 'Carlos',
      lastName: 'Hernández',
      name: 'Carlos Hernández',
      email: 'cliente@elitedrive.sv',
      dui: '04567891-2',
      phoneNumber: '7000-1234',
      ...user,
    },
    vehicle: {
      id: 1,
      name: 'Corolla',
      brand: 'Toyota',
      model: 'LE 2024',
      type: 'Sedan',
      vehicleType: { type: 'Sedan' },
      capacity: 5,
      mainImageUrl: null,
      pricePerDay: 45,
      ...vehicle,
    },
    ...rest,
  };
}
