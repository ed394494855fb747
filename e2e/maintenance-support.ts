import { type APIRequestContext, expect, type Locator } from '@playwright/test';
import {
  availableVehicles,
  type Customer,
  daysFromToday,
  registerCustomer,
  reserve,
  shownDate,
} from './customer-fixtures.ts';

/** Issue 12's stage: a new customer books the first free car of a type for days ahead. */
export async function bookFreeCar(
  request: APIRequestContext,
  lastName: string,
  type: string,
  days: { from: number; to: number },
) {
  const customer: Customer = await registerCustomer(request, lastName);
  const range = { start: daysFromToday(days.from), end: daysFromToday(days.to) };
  const [car] = await availableVehicles(request, range, type);
  if (!car) throw new Error(`no free ${type} in the demo fleet`);
  const booking = await reserve(request, customer, {
    vehicleId: car.id,
    startDate: range.start,
    endDate: range.end,
  });
  return { customer, range, car, booking };
}

/** Fills 'Programar servicio' for days ahead and asks for it. */
export async function askForWindow(
  dialog: Locator,
  days: { from: number; to: number },
  reason: string,
) {
  await dialog.getByLabel('Desde').fill(shownDate(daysFromToday(days.from)));
  await dialog.getByLabel('Hasta').fill(shownDate(daysFromToday(days.to)));
  await dialog.getByLabel('Motivo').fill(reason);
  await dialog.getByRole('button', { name: 'Programar', exact: true }).click();
}

/** The car a 'Reasignar' row offers ('Pasaría a RAV4'), read from the screen. */
export async function offeredCar(row: Locator) {
  const offer = row.getByText(/^Pasaría a /);
  await expect(offer).toBeVisible();
  return ((await offer.textContent()) ?? '').replace('Pasaría a ', '').trim();
}
