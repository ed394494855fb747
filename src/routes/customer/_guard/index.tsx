import { createFileRoute } from '@tanstack/react-router';
import { CustomerHomePage } from '../../../features/home/customer-home-page.tsx';
import { AccountPanel } from '../../../features/reservations-customer/account-panel.tsx';
import { NextReservationPanel } from '../../../features/reservations-customer/next-reservation-panel.tsx';

export const Route = createFileRoute('/customer/_guard/')({
  component: () => (
    <CustomerHomePage nextReservation={<NextReservationPanel />} account={<AccountPanel />} />
  ),
});
