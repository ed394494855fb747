import { EXPORT_FORMATS, EXPORT_MEDIA_TYPES, type ExportFormat } from '#domain/export-columns.ts';
import { DownloadButton } from './download-button.tsx';

const LABELS: Record<ExportFormat, string> = {
  csv: 'Descargar CSV',
  xlsx: 'Descargar Excel (.xlsx)',
};

const SHORT_LABELS: Record<ExportFormat, string> = { csv: 'CSV', xlsx: 'Excel' };

interface ExportDownloadsProps {
  /** The export's API path without its extension ('/exports/reservations'). */
  path: string;
  /** The list's filters and order as a query string: both files hold the same rows. */
  query?: string;
  /** The file's name without extension, used if the server gives none ('reservas'). */
  fileName: string;
}

/** 'Descargar CSV' and 'Descargar Excel (.xlsx)' (issues 18 and 30): the list as the page shows it. */
export function ExportDownloads({ path, query = '', fileName }: ExportDownloadsProps) {
  return EXPORT_FORMATS.map((format) => (
    <DownloadButton
      key={format}
      path={`${path}.${format}${query ? `?${query}` : ''}`}
      fileName={`${fileName}.${format}`}
      label={LABELS[format]}
      shortLabel={SHORT_LABELS[format]}
      accept={EXPORT_MEDIA_TYPES[format]}
    />
  ));
}
