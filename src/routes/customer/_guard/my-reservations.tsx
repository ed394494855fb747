import { createFileRoute } from '@tanstack/react-router';
import { MyReservationsPage } from '../../../features/reservations-customer/my-reservations-page.tsx';
import {
  MyReservationsError,
  MyReservationsLoading,
} from '../../../features/reservations-customer/my-reservations-states.tsx';

export const Route = createFileRoute('/customer/_guard/my-reservations')({
  loader: async ({ context }) => {
    // Imported lazily: loaders stay in the first download, which must not carry the API client.
    const { myReservationsQueryOptions } = await import(
      '../../../features/reservations-customer/api/get-my-reservations.ts'
    );
    const userId = context.session.getSnapshot().user?.id;
    await context.queryClient.ensureInfiniteQueryData(myReservationsQueryOptions(userId));
  },
  pendingComponent: MyReservationsLoading,
  errorComponent: MyReservationsError,
  component: MyReservationsPage,
});
