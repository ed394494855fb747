import HardDrive from 'lucide-react/icons/hard-drive';
import { useEffect, useState } from 'react';
import { type OutboxStore, openOutboxStore } from '../../lib/outbox-store.ts';
import { useOutbox } from '../../lib/outbox-view.ts';
import { prunePhotos, type StorageUse, storageUse } from '../../lib/photo-store.ts';
import { formatMegabytes } from './handover-format.ts';
import { photosNeededBy } from './pending-handover.ts';

let outbox: OutboxStore | null = null;

/**
 * Drops the photos the server already has, then measures. What is still needed is read from the
 * queue in IndexedDB itself, never from the page's copy of it: that copy is empty for a moment
 * after a reload, and pruning against it would delete photos still waiting to be sent.
 */
async function pruneAndMeasure(): Promise<StorageUse> {
  try {
    outbox ??= openOutboxStore();
    await prunePhotos(photosNeededBy(await outbox.list()));
  } catch {
    // The queue cannot be read: keep every photo.
  }
  return storageUse();
}

/** What the counter's photos take on this device (issue 11), refreshed as the queue changes. */
export function StorageUseLine() {
  const { pending } = useOutbox();
  const [use, setUse] = useState<StorageUse | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measured whenever the queue changes.
  useEffect(() => {
    let live = true;
    void pruneAndMeasure().then((next) => {
      if (live) setUse(next);
    });
    return () => {
      live = false;
    };
  }, [pending]);

  // The line keeps its place (two lines on a phone) while it is measured: appearing later, it
  // pushed the day's lists down (issue 32: CLS 0.043 on /admin/operations).
  if (!use) return <p aria-hidden="true" className="min-h-10 sm:min-h-5" />;
  const photos =
    use.photos === 1
      ? '1 foto guardada en este dispositivo'
      : `${use.photos} fotos guardadas en este dispositivo`;
  return (
    <p
      className="flex min-h-10 items-center gap-2 text-sm text-navy-200 sm:min-h-5"
      data-testid="storage-use"
    >
      <HardDrive aria-hidden="true" className="size-4 shrink-0" />
      <span>
        {photos} ({formatMegabytes(use.photoBytes)})
        {use.usage !== null && use.quota !== null
          ? ` · Almacenamiento usado: ${formatMegabytes(use.usage)} de ${formatMegabytes(use.quota)}`
          : ''}
      </span>
    </p>
  );
}
