import { deferred } from '../ui/deferred.tsx';

/**
 * 'Programar servicio' (issue 12) on the board's and the fleet's cards, loaded once the screen is
 * drawn or when first opened: its form and the contracts' schemas are not needed to show a card.
 */
export const ScheduleWindowDialog = deferred(
  () => import('./schedule-window-dialog.tsx').then((module) => module.ScheduleWindowDialog),
  { isOpen: ({ vehicle }) => vehicle !== null, close: ({ onClose }) => onClose() },
);
