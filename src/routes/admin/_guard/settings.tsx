import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../../features/settings/settings-page.tsx';

/** Only a component, split out by the router plugin like the other admin screens (issue 28). */
export const Route = createFileRoute('/admin/_guard/settings')({
  component: SettingsPage,
});
