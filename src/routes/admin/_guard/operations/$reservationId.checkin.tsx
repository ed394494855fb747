import { createFileRoute } from '@tanstack/react-router';
import { CheckinPage } from '../../../../features/handover/checkin-page.tsx';

function CheckinRoute() {
  const { reservationId } = Route.useParams();
  return <CheckinPage key={reservationId} reservationId={reservationId} />;
}

export const Route = createFileRoute('/admin/_guard/operations/$reservationId/checkin')({
  params: {
    parse: ({ reservationId }) => ({ reservationId: Number(reservationId) }),
    stringify: ({ reservationId }) => ({ reservationId: String(reservationId) }),
  },
  component: CheckinRoute,
});
