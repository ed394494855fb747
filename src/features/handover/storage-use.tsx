import { HardDrive } from 'lucide-react';
import { useEffect, useState } from 'react';
import { prunePhotos, type StorageUse, storageUse } from '../../lib/photo-store.ts';
import { formatMegabytes } from './handover-format.ts';
import { usePhotosStillNeeded } from './pending-handover.ts';

/**
 * What the counter's photos take on this device (issue 11): the lot may hold many of them while
 * offline. Photos the server already has are dropped here, each time the queue changes.
 */
export function StorageUseLine() {
  const needed = usePhotosStillNeeded();
  const [use, setUse] = useState<StorageUse | null>(null);

  useEffect(() => {
    let live = true;
    void prunePhotos(needed)
      .then(storageUse)
      .then((next) => {
        if (live) setUse(next);
      });
    return () => {
      live = false;
    };
  }, [needed]);

  if (!use) return null;
  const photos =
    use.photos === 1
      ? '1 foto guardada en este dispositivo'
      : `${use.photos} fotos guardadas en este dispositivo`;
  return (
    <p className="flex items-center gap-2 text-sm text-navy-200" data-testid="storage-use">
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
