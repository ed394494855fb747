import { useQuery } from '@tanstack/react-query';
import { ACTED_AT_SHOWN_AFTER_MS, type AuditEntity, describeAuditEntry } from '#domain/audit.ts';
import type { AuditEntryView } from '#domain/audit-contracts.ts';
import { formatDateTime } from '../../lib/format-date-time.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Loading } from '../ui/loading.tsx';
import { auditTrailQuery } from './audit-query.ts';

/** 'Historial': who changed what and when, newest first (issue 18). Loads when shown. */
export function AuditTrail({ entity, id }: { entity: AuditEntity; id: number }) {
  const { data, isPending, isError, refetch, isFetching } = useQuery(auditTrailQuery(entity, id));
  if (isPending) return <Loading text="Cargando historial..." />;
  if (isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert tone="error">No se pudo cargar el historial.</Alert>
        <Button variant="secondary" onClick={() => refetch()} disabled={isFetching}>
          Reintentar
        </Button>
      </div>
    );
  }
  if (data.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-navy-600 p-6 text-center text-navy-200">
        Aún no hay cambios registrados
      </p>
    );
  }
  return (
    <ol aria-label="Historial de cambios" className="flex flex-col gap-3">
      {data.map((entry) => (
        <AuditItem key={entry.id} entry={entry} />
      ))}
    </ol>
  );
}

function AuditItem({ entry }: { entry: AuditEntryView }) {
  const { title, details } = describeAuditEntry(entry);
  const replayed = Date.parse(entry.at) - Date.parse(entry.actedAt) >= ACTED_AT_SHOWN_AFTER_MS;
  return (
    <li className="rounded-xl border border-navy-700 bg-navy-800/60 p-4 text-sm">
      <p className="font-semibold text-white">{title}</p>
      {details.length > 0 ? (
        <ul className="mt-1 text-navy-100">
          {details.map((line) => (
            <li key={line} className="break-words">
              {line}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-2 text-xs text-navy-200">
        {entry.actor ? `${entry.actor.name} (${entry.actor.email})` : 'Sistema'} ·{' '}
        {replayed
          ? `Hecho sin conexión el ${formatDateTime(entry.actedAt)}, recibido el ${formatDateTime(entry.at)}`
          : formatDateTime(entry.at)}
      </p>
    </li>
  );
}
