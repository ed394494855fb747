import { expect, type Page, test } from '@playwright/test';
import { formatKilometers } from '../domain/number-format.ts';
import { STATE_FILTER_STATES, type StateFilter } from '../domain/rental-state.ts';
import {
  adminToken,
  allReservations,
  bookableVehicles,
  createReservation,
  daysFromToday,
  listVehicles,
  registerCustomer,
} from './admin-reservations-fixtures.ts';
import { ADMIN, expectNoSeriousA11yViolations, saveScreenshot, signIn } from './support.ts';

const title = (r: { vehicle: { name: string }; user: { name: string } }) =>
  `${r.vehicle.name} - ${r.user.name}`;

async function openDashboard(page: Page) {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Calendario de Reservas' })).toBeVisible();
}

const calendar = (page: Page) => page.getByRole('region', { name: 'Calendario de Reservas' });
const alerts = (page: Page) => page.getByRole('region', { name: 'Alertas de Mantenimiento' });

test('the maintenance alerts list the seeded vehicles that need a service', async ({
  page,
  request,
}) => {
  const due = (await listVehicles(request, await adminToken(request))).filter(
    (v) => v.status === 'maintenanceRequired',
  );
  expect(due.length).toBe(2);
  await openDashboard(page);

  await expect(alerts(page).getByText('Vehículos requieren mantenimiento')).toBeVisible();
  await expect(alerts(page).getByText('2', { exact: true })).toBeVisible();
  for (const vehicle of due) {
    const card = alerts(page).getByRole('article', { name: vehicle.name });
    await expect(card.getByRole('heading', { name: vehicle.name })).toBeVisible();
    await expect(card.getByText(`${vehicle.brand} ${vehicle.model}`)).toBeVisible();
    await expect(card.getByText(formatKilometers(vehicle.kilometers))).toBeVisible();
    await expect(card.getByText(vehicle.type, { exact: true })).toBeVisible();
    await expect(card.getByText('Requiere atención inmediata')).toBeVisible();
    if (vehicle.lastMaintenanceDate) {
      await expect(
        card.getByText(vehicle.lastMaintenanceDate.split('-').reverse().join('/')),
      ).toBeVisible();
    }
  }
});

test('the calendar shows the reservations by month and by week and opens their detail', async ({
  page,
  request,
}) => {
  const reservations = await allReservations(request, await adminToken(request));
  // Counted by the one rental state (issue 27), as the server's summary counts them.
  const inFilter = (filter: StateFilter) =>
    reservations.filter((r) => STATE_FILTER_STATES[filter].includes(r.state));
  const actives = inFilter('active');
  if (actives.length === 0) throw new Error('the seed has reservations running today');
  const counts = {
    Total: reservations.length,
    Activas: inFilter('active').length,
    Completadas: inFilter('completed').length,
    Próximas: inFilter('upcoming').length,
    Atrasadas: inFilter('overdue').length,
    'No se presentaron': inFilter('no-show').length,
  };
  await openDashboard(page);

  const summary = calendar(page).getByRole('list', { name: 'Resumen de reservas' });
  for (const [label, count] of Object.entries(counts)) {
    await expect(summary.getByRole('listitem').filter({ hasText: label })).toContainText(
      String(count),
    );
  }

  // Month view: the current month, titled in Spanish, with today's reservation on it.
  const monthName = new Intl.DateTimeFormat('es-ES', {
    month: 'long',
    year: 'numeric',
    timeZone: 'America/El_Salvador',
  }).format(new Date());
  const period = calendar(page).getByText(new RegExp(`^${monthName}$`, 'i'));
  await expect(period).toBeVisible();
  await expect(calendar(page).getByRole('button', { name: 'Mes' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // A crowded day hides some under '+N más': take a running reservation the month grid shows.
  await expect(calendar(page).locator('.sx__month-grid-event').first()).toBeVisible();
  const shown = await calendar(page).locator('.sx__month-grid-event').allInnerTexts();
  const active = actives.find((r) => shown.some((text) => text.includes(title(r))));
  if (!active) throw new Error('the month grid shows a reservation running today');
  const event = calendar(page)
    .locator('.sx__month-grid-event', { hasText: title(active) })
    .first();
  await expect(event).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreenshot(page, 'admin-dashboard');

  await event.click();
  const detail = page.getByRole('dialog', { name: 'Detalle de Reserva' });
  await expect(detail).toBeVisible();
  await expect(detail.getByText(`#${active.id}`)).toBeVisible();
  await expect(detail.getByText(active.user.email)).toBeVisible();
  await expect(detail.getByText(active.user.dui)).toBeVisible();
  await expect(detail.getByText('Activa')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await detail.getByRole('button', { name: 'Cerrar' }).click();
  await expect(detail).toBeHidden();

  // Navigation: another month and back to today.
  await calendar(page).getByRole('button', { name: 'Siguiente' }).click();
  await expect(period).toBeHidden();
  await calendar(page).getByRole('button', { name: 'Anterior' }).click();
  await expect(period).toBeVisible();
  await calendar(page).getByRole('button', { name: 'Siguiente' }).click();
  await calendar(page).getByRole('button', { name: 'Hoy' }).click();
  await expect(period).toBeVisible();

  // Week view: the same reservation, as an all-day event of this week.
  await calendar(page).getByRole('button', { name: 'Semana' }).click();
  await expect(calendar(page).getByRole('button', { name: 'Semana' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(
    calendar(page).getByText(/^\d{1,2}( de \p{L}+)?\s?[–-]\s?\d{1,2} de \p{L}+ de \d{4}$/u),
  ).toBeVisible();
  const weekEvent = calendar(page)
    .locator('.sx__date-grid-event', { hasText: title(active) })
    .first();
  await expect(weekEvent).toBeVisible();
  await saveScreenshot(page, 'admin-dashboard-week');
  await weekEvent.click();
  await expect(detail.getByText(`#${active.id}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
});

test('a crowded day shows "+N más", which opens its week with every reservation', async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request, 'Calendario');
  const day = daysFromToday(190);
  const vehicles = (await bookableVehicles(request)).slice(-4);
  const created = [];
  for (const vehicle of vehicles) {
    created.push(
      await createReservation(request, customer.token, {
        vehicleId: vehicle.id,
        startDate: day,
        endDate: daysFromToday(191),
      }),
    );
  }
  await openDashboard(page);

  const monthOf = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7));
  const steps = monthOf(day) - monthOf(daysFromToday(0));
  const next = calendar(page).getByRole('button', { name: 'Siguiente' });
  for (let i = 0; i < steps; i++) await next.click();
  const target = new Intl.DateTimeFormat('es-ES', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
  await expect(calendar(page).getByText(new RegExp(`^${target}$`, 'i'))).toBeVisible();

  // Its name starts with what it shows (axe: label-content-name-mismatch), then says whose day.
  const more = calendar(page)
    .getByRole('button', { name: /^\+1 más: reservas? del / })
    .first();
  await expect(more).toHaveText('+1 más');
  await expectNoSeriousA11yViolations(page);
  await more.click();
  await expect(calendar(page).getByRole('button', { name: 'Semana' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  for (const reservation of created) {
    await expect(
      calendar(page)
        .locator('.sx__date-grid-event', { hasText: title(reservation) })
        .first(),
    ).toBeVisible();
  }
});

test.describe('without a network for its lists', () => {
  // The service worker would answer the vehicle list from its cache instead.
  test.use({ serviceWorkers: 'block' });

  test('the dashboard says so when it cannot load its data', async ({ page }) => {
    // The network fails for these two lists only (a fresh browser has no cached copy of them).
    await page.route(
      (url) => url.pathname === '/api/reservations',
      (route) => route.abort(),
    );
    await page.route(
      (url) => url.pathname === '/api/vehicles',
      (route) => route.abort(),
    );
    await openDashboard(page);
    await expect(page.getByText(/^Error al cargar las reservaciones: /)).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText(/^Error al cargar alertas: /)).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the calendar becomes an agenda of the month or the week', async ({ page, request }) => {
    const reservations = await allReservations(request, await adminToken(request));
    const today = daysFromToday(0);
    const running = reservations.find((r) => r.startDate <= today && r.endDate >= today);
    if (!running) throw new Error('the seed has reservations running today');
    await openDashboard(page);
    // Below the side column on a phone: drawn once it is scrolled into view (issue 32), not before.
    await expect(calendar(page).locator('.sx__calendar-wrapper')).toHaveCount(0);
    await calendar(page).getByText('Cargando calendario...').scrollIntoViewIfNeeded();

    const agendaEvent = calendar(page).locator('.sx__month-agenda-event', {
      hasText: title(running),
    });
    await expect(agendaEvent).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'admin-dashboard');
    await agendaEvent.click();
    await expect(page.getByRole('dialog', { name: 'Detalle de Reserva' })).toContainText(
      running.user.email,
    );
    await page.keyboard.press('Escape');

    await calendar(page).getByRole('button', { name: 'Semana' }).click();
    await expect(calendar(page).locator('.sx__week-agenda-wrapper')).toBeVisible();
    await expect(agendaEvent).toBeVisible();
  });
});
