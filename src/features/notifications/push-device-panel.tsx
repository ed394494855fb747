import { useEffect, useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Notice } from '../../components/ui/notice.tsx';
import { apiErrorMessage, type ErrorTexts } from '../../lib/api-error.ts';
import { type PushDevice, PushDeviceError, type PushState } from '../../lib/push-device.ts';

export const PUSH_PANEL_TEXTS = {
  title: 'Notificaciones push en este dispositivo',
  checking: 'Comprobando este dispositivo...',
  on: 'Activadas en este dispositivo.',
  off: 'Desactivadas en este dispositivo.',
  enable: 'Activar notificaciones push',
  disable: 'Desactivar notificaciones push',
  enabling: 'Activando...',
  disabling: 'Desactivando...',
  enabled: 'Notificaciones push activadas en este dispositivo.',
  disabled: 'Notificaciones push desactivadas en este dispositivo.',
  unsupported:
    'Este navegador no admite notificaciones push. En iPhone o iPad, agrega ELITE DRIVE a tu pantalla de inicio y ábrela desde allí.',
  denied:
    'Las notificaciones están bloqueadas para este sitio. Permítelas en la configuración del navegador y vuelve a intentarlo.',
} as const;

const DEVICE_ERROR_TEXTS: ErrorTexts = {
  byStatus: { 401: 'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.' },
  otherStatus: (status) => `Error del servidor (${status})`,
  fallback: 'No se pudo cambiar la notificación push de este dispositivo. Inténtalo de nuevo.',
};

function deviceErrorMessage(error: unknown): string {
  return error instanceof PushDeviceError
    ? error.message
    : apiErrorMessage(error, DEVICE_ERROR_TEXTS);
}

type Busy = 'enabling' | 'disabling' | null;

interface PushDevicePanelProps {
  device: PushDevice;
  online: boolean;
  /** After this device was subscribed (the screen makes sure push is on for the account). */
  onEnabled: () => void;
}

/**
 * Push on this device: the browser asks for permission only after the button is pressed, never
 * when the screen opens.
 */
export function PushDevicePanel({ device, online, onEnabled }: PushDevicePanelProps) {
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    let current = true;
    device
      .state()
      .then((found) => current && setState(found))
      .catch(() => current && setState('off'));
    return () => {
      current = false;
    };
  }, [device]);

  async function toggle() {
    const enabling = state !== 'on';
    setBusy(enabling ? 'enabling' : 'disabling');
    setOutcome(null);
    try {
      if (enabling) {
        const next = await device.enable();
        setState(next);
        if (next === 'on') {
          setOutcome({ ok: true, text: PUSH_PANEL_TEXTS.enabled });
          onEnabled();
        }
      } else {
        await device.disable();
        setState('off');
        setOutcome({ ok: true, text: PUSH_PANEL_TEXTS.disabled });
      }
    } catch (error) {
      setOutcome({ ok: false, text: deviceErrorMessage(error) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="push-device-title" className={PANEL}>
      <h2 id="push-device-title" className="text-lg font-semibold text-white">
        {PUSH_PANEL_TEXTS.title}
      </h2>
      <p className="text-sm text-navy-200">
        Avisos en este teléfono o computadora aunque la app esté cerrada.
      </p>
      {state === null ? (
        <p role="status" className="text-navy-200">
          {PUSH_PANEL_TEXTS.checking}
        </p>
      ) : state === 'unsupported' ? (
        <Notice tone="warning">{PUSH_PANEL_TEXTS.unsupported}</Notice>
      ) : state === 'denied' ? (
        <Notice tone="warning">{PUSH_PANEL_TEXTS.denied}</Notice>
      ) : (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
          <p data-testid="push-device-state" className="font-medium text-white">
            {state === 'on' ? PUSH_PANEL_TEXTS.on : PUSH_PANEL_TEXTS.off}
          </p>
          <Button
            variant={state === 'on' ? 'secondary' : 'primary'}
            // Not `disabled` while busy: the button keeps the keyboard's focus through the change.
            onClick={() => {
              if (busy === null) void toggle();
            }}
            aria-disabled={busy !== null || undefined}
            disabled={!online}
          >
            {busy
              ? PUSH_PANEL_TEXTS[busy]
              : PUSH_PANEL_TEXTS[state === 'on' ? 'disable' : 'enable']}
          </Button>
        </div>
      )}
      {outcome ? <Alert tone={outcome.ok ? 'success' : 'error'}>{outcome.text}</Alert> : null}
    </section>
  );
}

export const PANEL =
  'flex flex-col gap-3 rounded-2xl border border-navy-700 bg-navy-800/60 p-5 sm:p-6';
