import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { useOnline } from '../../lib/offline.ts';
import { browserPushDevice, type PushDevice } from '../../lib/push-device.ts';
import { useSession } from '../../lib/use-session.ts';
import {
  type PreferencesChange,
  preferencesLoadError,
  preferencesQueryOptions,
  preferencesSaveError,
  useSavePreferences,
} from './api/notification-preferences.ts';
import { ReminderFields, StaffFields } from './preference-fields.tsx';
import { PushDevicePanel } from './push-device-panel.tsx';

export const NOTIFICATIONS_TEXTS = {
  title: 'Notificaciones',
  subtitle: 'Elige qué avisos te llegan y por dónde.',
  offline: 'Sin conexión: conéctate a internet para cambiar tus notificaciones.',
  loading: 'Cargando tus preferencias...',
  saving: 'Guardando...',
  saved: 'Preferencias guardadas.',
  retry: 'Reintentar',
} as const;

/**
 * 'Notificaciones' for customers and staff (issue 29): push on this device, and the e-mail
 * choices of the account (a customer's reminders, or each staff kind by e-mail and/or push).
 */
export function NotificationsPage({ device = browserPushDevice }: { device?: PushDevice }) {
  const { user } = useSession();
  const online = useOnline();
  const query = useQuery({ ...preferencesQueryOptions(user?.id), enabled: user !== null });
  const save = useSavePreferences(user?.id);
  const isStaff = user?.routeRole === 'admin';

  const change = (next: PreferencesChange) => save.mutate(next);
  const preferences = query.data;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <PageHeading title={NOTIFICATIONS_TEXTS.title} subtitle={NOTIFICATIONS_TEXTS.subtitle} />
      {online ? null : <Notice tone="warning">{NOTIFICATIONS_TEXTS.offline}</Notice>}

      <PushDevicePanel
        device={device}
        online={online}
        // Subscribing a device means wanting push: an account that had it off gets it back.
        onEnabled={() => {
          if (preferences && !preferences.push) change({ push: true });
        }}
      />

      {preferences ? (
        isStaff && preferences.staff ? (
          <StaffFields staff={preferences.staff} disabled={!online} onChange={change} />
        ) : (
          <ReminderFields
            emailReminders={preferences.emailReminders}
            disabled={!online}
            onChange={change}
          />
        )
      ) : query.isError ? (
        <div className="flex flex-col items-start gap-3">
          <Alert tone="error">{preferencesLoadError(query.error)}</Alert>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {NOTIFICATIONS_TEXTS.retry}
          </Button>
        </div>
      ) : (
        <p role="status" className="text-navy-200">
          {NOTIFICATIONS_TEXTS.loading}
        </p>
      )}

      {save.isError ? (
        <Alert tone="error">{preferencesSaveError(save.error)}</Alert>
      ) : (
        <p role="status" className="min-h-5 text-sm text-navy-200">
          {save.isPending
            ? NOTIFICATIONS_TEXTS.saving
            : save.isSuccess
              ? NOTIFICATIONS_TEXTS.saved
              : ''}
        </p>
      )}
    </div>
  );
}
