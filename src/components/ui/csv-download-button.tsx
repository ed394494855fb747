import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { DOWNLOAD_TEXTS, downloadApiFile } from '../../lib/download-file.ts';
import { Button } from './button.tsx';

interface CsvDownloadButtonProps {
  /** The API path with its query ('/exports/reservations.csv?status=active'). */
  path: string;
  /** Saved under this name if the server gives none. */
  fileName: string;
  label?: string;
  className?: string;
}

/** 'Descargar CSV' (issue 18): the export as the page shows it, with a toast when it fails. */
export function CsvDownloadButton({
  path,
  fileName,
  label = 'Descargar CSV',
  className = '',
}: CsvDownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      toast.success(DOWNLOAD_TEXTS.done(await downloadApiFile(path, fileName)));
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
      className={className}
    >
      <Download aria-hidden="true" className="size-4" />
      {busy ? 'Preparando archivo…' : label}
    </Button>
  );
}
