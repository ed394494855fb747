import { createFileRoute } from '@tanstack/react-router';
import { MyReservationsPage } from '../../../features/reservations-customer/my-reservations-page.tsx';
import {
  MyReservationsError,
  MyReservationsLoading,
} from '../../../features/reservations-customer/my-reservations-states.tsx';
import { preloadImage } from '../../../lib/preload-image.ts';

export const Route = createFileRoute('/customer/_guard/my-reservations')({
  loader: async ({ context }) => {
    // Imported lazily: loaders stay in the first download, which must not carry the API client.
    const { myReservationsQueryOptions } = await import(
      '../../../features/reservations-customer/api/get-my-reservations.ts'
    );
    const userId = context.session.getSnapshot().user?.id;
    const data = await context.queryClient.ensureInfiniteQueryData(
      myReservationsQueryOptions(userId),
    );
    // The first card's photo, the largest paint of a phone's first screen (issue 32).
    const { firstCardPhoto } = await import(
      '../../../features/reservations-customer/reservation-order.ts'
    );
    const photo = firstCardPhoto(data.pages.flatMap((page) => page.items));
    if (photo) preloadImage(photo);
  },
  pendingComponent: MyReservationsLoading,
  errorComponent: MyReservationsError,
  component: MyReservationsPage,
});
