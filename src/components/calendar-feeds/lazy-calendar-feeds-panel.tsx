import { type ComponentProps, lazy, Suspense } from 'react';
import { Loading } from '../ui/loading.tsx';

const CalendarFeedsPanel = lazy(() =>
  import('./calendar-feeds-panel.tsx').then((module) => ({ default: module.CalendarFeedsPanel })),
);

/** The 'Calendario' panel sits below a page's main content: its code loads after the page's. */
export function LazyCalendarFeedsPanel(props: ComponentProps<typeof CalendarFeedsPanel>) {
  return (
    <Suspense fallback={<Loading text="Cargando calendarios..." />}>
      <CalendarFeedsPanel {...props} />
    </Suspense>
  );
}
