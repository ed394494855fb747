import Download from 'lucide-react/icons/download';
import { useState } from 'react';
import { DOWNLOAD_TEXTS, downloadApiFile } from '../../lib/download-file.ts';
import { toast } from '../../lib/toast.ts';
import { Button } from './button.tsx';

interface DownloadButtonProps {
  /** The API path with its query ('/exports/reservations.csv?status=active'). */
  path: string;
  /** Saved under this name if the server gives none. */
  fileName: string;
  /** What the button says ('Descargar CSV'). */
  label: string;
  /** What it shows on a phone ('CSV'), where the long labels took a row of their own and
   * pushed the board's first card below the first screen; its name stays `label`. */
  shortLabel?: string;
  /** The media type asked for ('text/csv'). */
  accept: string;
  className?: string;
}

/** Downloads a file of the API (it needs the session), with a toast when it fails. */
export function DownloadButton({
  path,
  fileName,
  label,
  shortLabel,
  accept,
  className = '',
}: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      toast.success(DOWNLOAD_TEXTS.done(await downloadApiFile(path, fileName, accept)));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : DOWNLOAD_TEXTS.fallback);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      variant="secondary"
      onClick={() => void download()}
      disabled={busy}
      aria-busy={busy}
      aria-label={busy || !shortLabel ? undefined : label}
      className={className}
    >
      <Download aria-hidden="true" className="size-4" />
      {busy ? (
        'Preparando archivo…'
      ) : shortLabel ? (
        <>
          <span className="sm:hidden">{shortLabel}</span>
          <span className="hidden sm:inline">{label}</span>
        </>
      ) : (
        label
      )}
    </Button>
  );
}
