import Camera from 'lucide-react/icons/camera';
import { useId, useState } from 'react';
import { ProtectedPhoto } from '../../components/ui/protected-photo.tsx';
import { hashed, PhotoReadError, resizePhoto } from '../../lib/photo-processing.ts';
import { savePhoto } from '../../lib/photo-store.ts';

interface PhotoTileProps {
  /** 'Frente', 'Trasera'... or 'Foto del daño'. */
  label: string;
  sha256: string | null;
  onChange(sha256: string): void;
  error?: string | undefined;
}

/**
 * One photo from the camera (`capture` opens it directly on a phone; a desktop gets a file
 * picker). The file is resized and hashed on the device, then kept in IndexedDB right away so a
 * lost connection or a reload loses nothing.
 */
export function PhotoTile({ label, sha256, onChange, error }: PhotoTileProps) {
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [readError, setReadError] = useState<string | null>(null);
  const shownError = readError ?? error;

  async function take(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setReadError(null);
    try {
      const photo = await hashed(await resizePhoto(file));
      await savePhoto(photo.sha256, photo.blob);
      onChange(photo.sha256);
    } catch (caught) {
      setReadError(
        caught instanceof PhotoReadError
          ? caught.message
          : 'No se pudo guardar la foto. Intenta de nuevo.',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      {sha256 ? (
        <ProtectedPhoto sha256={sha256} alt={`Foto: ${label}`} />
      ) : (
        <div className="grid aspect-[4/3] w-full place-items-center rounded-lg border border-dashed border-navy-500 text-xs text-navy-300">
          {busy ? 'Procesando foto...' : 'Sin foto'}
        </div>
      )}
      <label
        htmlFor={inputId}
        className={`relative inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border px-3 text-sm font-semibold ${
          shownError
            ? 'border-red-400 text-red-200'
            : 'border-gold-400/60 text-gold-300 hover:bg-gold-400/10'
        }`}
      >
        <Camera aria-hidden="true" className="size-4" />
        <span>
          {sha256 ? 'Cambiar' : 'Tomar'} <span className="sr-only">foto </span>
          {label}
        </span>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          capture="environment"
          className="choice-input sr-only"
          aria-label={`Foto ${label}`}
          aria-invalid={shownError ? true : undefined}
          disabled={busy}
          onChange={(event) => {
            void take(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <span aria-hidden="true" className="choice-ring" />
      </label>
      {shownError ? <p className="text-sm text-red-300">{shownError}</p> : null}
    </div>
  );
}
