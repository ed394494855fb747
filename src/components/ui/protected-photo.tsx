import ImageOff from 'lucide-react/icons/image-off';
import { useEffect, useState } from 'react';
import { photoBlob } from '../../lib/photos-api.ts';

interface ProtectedPhotoProps {
  sha256: string;
  alt: string;
  className?: string;
}

type PhotoState = { kind: 'loading' } | { kind: 'ready'; url: string } | { kind: 'failed' };

/** A counter photo, fetched with the session (or read from the device) and shown as a blob URL. */
export function ProtectedPhoto({ sha256, alt, className = '' }: ProtectedPhotoProps) {
  const [state, setState] = useState<PhotoState>({ kind: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    setState({ kind: 'loading' });
    photoBlob(sha256, controller.signal)
      .then((blob) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setState({ kind: 'ready', url });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: 'failed' });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [sha256]);

  const box = `aspect-[4/3] w-full rounded-lg border border-navy-600 bg-navy-950/60 ${className}`;
  if (state.kind === 'ready') {
    return <img src={state.url} alt={alt} className={`${box} object-cover`} />;
  }
  return (
    <div role="img" aria-label={alt} className={`${box} grid place-items-center text-navy-300`}>
      {state.kind === 'failed' ? (
        <span className="flex flex-col items-center gap-1 text-xs">
          <ImageOff aria-hidden="true" className="size-5" />
          Foto no disponible
        </span>
      ) : (
        <span className="text-xs">Cargando foto...</span>
      )}
    </div>
  );
}
