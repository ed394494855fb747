import { lazy, Suspense } from 'react';
import type { AuditEntity } from '#domain/audit.ts';
import { Loading } from '../ui/loading.tsx';

const AuditTrail = lazy(() =>
  import('./audit-trail.tsx').then((module) => ({ default: module.AuditTrail })),
);

/** The 'Historial' tab's content: its code and its data load only when the tab is opened. */
export function LazyAuditTrail({ entity, id }: { entity: AuditEntity; id: number }) {
  return (
    <Suspense fallback={<Loading text="Cargando historial..." />}>
      <AuditTrail entity={entity} id={id} />
    </Suspense>
  );
}
