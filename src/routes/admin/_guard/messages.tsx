import { createFileRoute } from '@tanstack/react-router';
import { MessagesPage } from '../../../features/messages/messages-page.tsx';

/** Only a component, split out by the router plugin like the other admin screens (issue 29). */
export const Route = createFileRoute('/admin/_guard/messages')({
  component: MessagesPage,
});
