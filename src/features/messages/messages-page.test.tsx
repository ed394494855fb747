import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MessageView } from '#domain/message-contracts.ts';
import { api } from '../../lib/api-client.ts';
import { apiFailure } from '../../test/api-failure.ts';
import { messagePageQuery, NO_MESSAGE_FILTERS } from './api/messages.ts';
import { RESERVATION_FILTER_ERROR } from './message-filters.tsx';
import { MESSAGES_TEXTS, MessagesPage } from './messages-page.tsx';

vi.mock('../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/api-client.ts')>()),
  api: vi.fn(),
}));
const mockedApi = vi.mocked(api);

function message(id: number, fields: Partial<MessageView> = {}): MessageView {
  return {
    id,
    kind: 'reservation-confirmed',
    channel: 'email',
    to: 'cliente@elitedrive.sv',
    subject: `Reserva #${id} confirmada`,
    status: 'sent',
    attempts: 1,
    lastError: null,
    createdAt: '2026-11-26T15:05:00.000Z',
    sentAt: '2026-11-26T15:05:02.000Z',
    reservationId: id,
    vehicleId: 3,
    ...fields,
  };
}

interface Call {
  path: string;
  query?: Record<string, string | number>;
  method?: string;
}

/** GET /api/messages in pages of two (cursor = the next index), and the resend. */
function serveMessages(list: MessageView[], resend?: (id: number) => Promise<unknown>) {
  const calls: Call[] = [];
  mockedApi.mockImplementation((async (
    path: string,
    options: { query?: Record<string, string | number>; method?: string } = {},
  ) => {
    calls.push({ path, ...options });
    const resent = /^\/messages\/(\d+)\/resend$/.exec(path);
    if (resent && options.method === 'POST') {
      const id = Number(resent[1]);
      if (resend) return resend(id);
      const row = list.find((item) => item.id === id);
      if (row) Object.assign(row, { status: 'pending', lastError: null });
      return null;
    }
    if (path !== '/messages') throw new Error(`unexpected ${path}`);
    const query = options.query ?? {};
    const matching = list.filter(
      (item) =>
        (!query.status || item.status === query.status) &&
        (!query.reservationId || item.reservationId === Number(query.reservationId)),
    );
    const start = Number(query.cursor ?? 0);
    const items = matching.slice(start, start + 2).map((item) => ({ ...item }));
    return { items, nextCursor: start + 2 < matching.length ? String(start + 2) : null };
  }) as never);
  return calls;
}

function renderPage() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MessagesPage />
    </QueryClientProvider>,
  );
}

const cards = () => within(screen.getByRole('list', { name: 'Mensajes' })).getAllByRole('article');

afterEach(cleanup);

describe("'Mensajes'", () => {
  it('lists messages with their Spanish state, the reason of a failure, and pages on', async () => {
    serveMessages([
      message(5, {
        status: 'failed',
        lastError: '550 5.1.1 Buzón inexistente',
        sentAt: null,
        attempts: 1,
      }),
      message(4, { status: 'no-mail-server', sentAt: null, attempts: 0 }),
      message(3, { channel: 'push', kind: 'new-damage', status: 'retrying', lastError: 'timeout' }),
      message(2, { status: 'pending', sentAt: null }),
    ]);
    renderPage();

    expect(await screen.findByText('fallido')).toBeTruthy();
    expect(screen.getByText('sin servidor de correo')).toBeTruthy();
    expect(screen.getByText('Motivo: 550 5.1.1 Buzón inexistente')).toBeTruthy();
    expect(screen.getAllByText('26/11/2026 09:05').length).toBeGreaterThan(0);
    expect(cards()).toHaveLength(2);
    // Only a failed message can be sent again.
    expect(screen.getAllByRole('button', { name: 'Reenviar' })).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: MESSAGES_TEXTS.more }));
    expect(await screen.findByText('reintentando')).toBeTruthy();
    expect(screen.getByText('pendiente')).toBeTruthy();
    expect(screen.getByText('Daño nuevo')).toBeTruthy();
    expect(cards()).toHaveLength(4);
    expect(screen.queryByRole('button', { name: MESSAGES_TEXTS.more })).toBeNull();
  });

  it("'Reenviar' puts a failed message back in the queue and says so", async () => {
    const calls = serveMessages([
      message(9, { status: 'failed', lastError: '550 rechazado', sentAt: null }),
    ]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Reenviar' }));

    const done = await screen.findByText(MESSAGES_TEXTS.resent(9));
    expect(document.activeElement).toBe(done);
    expect(screen.getByText('pendiente')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reenviar' })).toBeNull();
    expect(calls).toContainEqual({ path: '/messages/9/resend', method: 'POST' });
  });

  it('tells why a message cannot be sent again (409) in Spanish', async () => {
    const conflict = await apiFailure(409, {
      error: 'CONFLICT',
      message: 'Solo se puede reenviar un mensaje fallido.',
    });
    serveMessages([message(9, { status: 'failed', lastError: '550', sentAt: null })], () =>
      Promise.reject(conflict),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Reenviar' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Solo se puede reenviar un mensaje fallido.',
    );
  });

  it('filters by reservation, refuses a number that is not one, and says when nothing matches', async () => {
    const calls = serveMessages([message(1), message(2)]);
    renderPage();
    await screen.findAllByRole('article');

    const reservation = screen.getByRole('textbox', { name: 'Reserva' });
    fireEvent.change(reservation, { target: { value: 'abc' } });
    expect(screen.getByText(RESERVATION_FILTER_ERROR)).toBeTruthy();

    fireEvent.change(reservation, { target: { value: '#2' } });
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(calls.at(-1)?.query).toMatchObject({ reservationId: '2' });

    fireEvent.change(reservation, { target: { value: '77' } });
    expect(await screen.findByText(MESSAGES_TEXTS.noneFiltered)).toBeTruthy();
  });

  it('says when there are no messages at all', async () => {
    serveMessages([]);
    renderPage();
    expect(await screen.findByText(MESSAGES_TEXTS.none)).toBeTruthy();
  });

  it('sends only the filters in use', () => {
    expect(messagePageQuery(NO_MESSAGE_FILTERS, null)).toEqual({ limit: 25 });
    expect(
      messagePageQuery({ status: 'failed', kind: 'pickup-reminder', reservationId: ' 12 ' }, 'c1'),
    ).toEqual({
      limit: 25,
      status: 'failed',
      kind: 'pickup-reminder',
      reservationId: '12',
      cursor: 'c1',
    });
  });
});
