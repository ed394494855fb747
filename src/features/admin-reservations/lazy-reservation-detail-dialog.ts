import { deferred } from '../../components/ui/deferred.tsx';

/**
 * 'Detalle de Reserva' on the dashboard's calendar and the management list, loaded once the
 * screen is drawn or when first opened: its tabs (Radix), money summary and audit trail are 11 kB
 * br the dashboard's first paint waited for (issue 32).
 */
export const ReservationDetailDialog = deferred(
  () => import('./reservation-detail-dialog.tsx').then((module) => module.ReservationDetailDialog),
  { isOpen: ({ reservation }) => reservation !== null, close: ({ onClose }) => onClose() },
);
