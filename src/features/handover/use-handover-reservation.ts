import { useQuery, useQueryClient } from '@tanstack/react-query';
import { reservationQuery } from '../../lib/operations-api.ts';
import { usePendingHandovers } from './pending-handover.ts';

/** The reservation a flow works on, and whatever of its handover still waits in the outbox. */
export function useHandoverReservation(id: number) {
  const queryClient = useQueryClient();
  const query = useQuery(reservationQuery(queryClient, id));
  const pending = usePendingHandovers().get(id);
  return { query, pending };
}
