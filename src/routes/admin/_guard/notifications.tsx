import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../../../features/notifications/notifications-page.tsx';

/** The staff's choices: the same screen, with each staff kind (issue 29). */
export const Route = createFileRoute('/admin/_guard/notifications')({
  component: () => <NotificationsPage />,
});
