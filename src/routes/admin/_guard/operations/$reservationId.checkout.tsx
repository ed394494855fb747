import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '../../../../features/handover/checkout-page.tsx';

function CheckoutRoute() {
  const { reservationId } = Route.useParams();
  return <CheckoutPage key={reservationId} reservationId={reservationId} />;
}

export const Route = createFileRoute('/admin/_guard/operations/$reservationId/checkout')({
  params: {
    parse: ({ reservationId }) => ({ reservationId: Number(reservationId) }),
    stringify: ({ reservationId }) => ({ reservationId: String(reservationId) }),
  },
  component: CheckoutRoute,
});
