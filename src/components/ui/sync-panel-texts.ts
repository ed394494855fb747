import type { Persistence } from '../../lib/outbox-view.ts';

// Apart from the panel, so the top bar can name it without loading it (first-load budget).
export const SYNC_PANEL_TEXTS = {
  title: 'Cambios pendientes',
  // The replay's order (readyToSend in domain/outbox-policy.ts): per vehicle, not one queue.
  description:
    'Se envían en cuanto hay conexión. Los cambios de un mismo vehículo se envían en el orden ' +
    'en que los hiciste; los de vehículos distintos pueden enviarse a la vez. Las ' +
    'cancelaciones, fotos, entregas y devoluciones esperan a que se envíe todo lo anterior.',
  empty: 'No hay cambios pendientes.',
  retry: 'Reintentar',
  discard: 'Descartar',
  discardTitle: 'Descartar cambio',
  discardQuestion: (label: string) =>
    `¿Descartar "${label}"? El cambio no se enviará y no se puede deshacer.`,
  queuedAt: (time: string) => `En cola desde ${time}`,
  lastError: {
    network: 'Último intento: sin conexión',
    server: 'Último intento: el servidor no respondió',
    busy: 'Último intento: el servidor aún procesaba el cambio',
  },
  conflicts: 'Últimos conflictos',
  othersWaiting: (count: number) =>
    `${count} ${count === 1 ? 'cambio de otro usuario espera' : 'cambios de otro usuario esperan'}`,
  persistence: {
    persisted: 'Almacenamiento persistente: los cambios no se borrarán',
    'best-effort': 'Almacenamiento no persistente: el navegador podría borrar los cambios',
    unsupported: 'Este navegador no permite reservar el almacenamiento',
    unknown: 'Almacenamiento: sin consultar',
  } satisfies Record<Persistence, string>,
} as const;
