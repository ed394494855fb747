import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../../../features/notifications/notifications-page.tsx';

/** Only a component, split out by the router plugin: nothing of it in the first download. */
export const Route = createFileRoute('/customer/_guard/notifications')({
  component: () => <NotificationsPage />,
});
