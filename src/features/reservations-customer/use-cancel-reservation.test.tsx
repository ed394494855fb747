import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api-client.ts';
import { CANCEL_QUEUED } from '../../lib/outbox-page-kinds.ts';
import { toast } from '../../lib/toast.ts';
import { myReservationsQueryOptions, type Reservation } from './api/get-my-reservations.ts';
import { useCancelReservation } from './use-cancel-reservation.ts';

vi.mock('../../lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/api-client.ts')>()),
  api: Object.assign(vi.fn(), { raw: vi.fn() }),
}));
vi.mock('../../lib/toast.ts', () => ({
  toast: Object.assign(vi.fn(), {
    success: vi.fn(),
    error: vi.fn(),
    info: vi.fn(),
    dismiss: vi.fn(),
  }),
}));
const mockedRaw = vi.mocked(api.raw);
const mockedToast = vi.mocked(toast);

const reservation = (id: number) =>
  ({
    id,
    startDate: '2030-01-10',
    endDate: '2030-01-12',
    vehicle: { brand: 'Toyota', name: 'Corolla' },
  }) as Reservation;

function setup() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  const key = myReservationsQueryOptions(5).queryKey;
  queryClient.setQueryData(key, {
    pages: [
      { items: [reservation(1)], nextCursor: 'c1' },
      { items: [reservation(2)], nextCursor: null },
    ],
    pageParams: [null, 'c1'],
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useCancelReservation(5), { wrapper });
  const idsInCache = () =>
    queryClient.getQueryData(key)?.pages.flatMap((page) => page.items.map((item) => item.id));
  return { result, idsInCache };
}

/** Asks about the reservation and answers 'Sí, cancelar' in the question toast. */
function confirmCancel(cancel: ReturnType<typeof setup>['result']['current'], id: number) {
  cancel.askToCancel(reservation(id));
  const options = mockedToast.mock.lastCall?.[1] as unknown as { action: { onClick(): void } };
  act(() => options.action.onClick());
}

describe('useCancelReservation', () => {
  beforeEach(() => {
    mockedRaw.mockReset();
    vi.clearAllMocks();
  });

  it('cancels with its key and label, and removes the card', async () => {
    mockedRaw.mockResolvedValue({ status: 200, _data: { success: true } } as never);
    const { result, idsInCache } = setup();
    confirmCancel(result.current, 1);
    await waitFor(() => expect(mockedToast.success).toHaveBeenCalledWith('Reserva cancelada'));
    expect(idsInCache()).toEqual([2]);
    expect(mockedRaw).toHaveBeenCalledWith('/reservations/1', {
      method: 'DELETE',
      headers: {
        'Idempotency-Key': expect.stringMatching(/^[0-9a-f-]{32,36}$/),
        'X-Outbox-Label': encodeURIComponent('Cancelar reserva de Toyota Corolla'),
      },
    });
  });

  it('keeps the card when the service worker queued the cancellation, and says so', async () => {
    mockedRaw.mockResolvedValue({ status: 202, _data: { queued: true, id: 'entry-1' } } as never);
    const { result, idsInCache } = setup();
    confirmCancel(result.current, 1);
    await waitFor(() => expect(mockedToast.info).toHaveBeenCalledWith(CANCEL_QUEUED));
    expect(mockedToast.success).not.toHaveBeenCalled();
    expect(idsInCache()).toEqual([1, 2]);
  });
});
