import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { WEEKDAY_NAMES, WEEKDAYS } from '#domain/company-settings.ts';
import {
  type CompanySettingsView,
  companySettingsInput,
} from '#domain/company-settings-contracts.ts';
import { fieldErrorsOf } from '#domain/user.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { api } from '../../lib/api-client.ts';
import { apiErrorBody, apiErrorMessage, type ErrorTexts } from '../../lib/api-error.ts';
import { SETTINGS_KEY, settingsQuery } from '../../lib/company-settings.ts';
import { toast } from '../../lib/toast.ts';
import {
  type MoneyDraft,
  MoneySettingsFields,
  moneyDraftOf,
  moneyPayloadOf,
} from './money-settings-fields.tsx';

const SAVE_TEXTS: ErrorTexts = {
  byStatus: {
    401: 'Tu sesión ha expirado. Por favor, inicia sesión nuevamente.',
    403: 'Solo los administradores pueden cambiar la configuración',
    500: 'Error interno del servidor. Intenta más tarde.',
  },
  otherStatus: (status) => `Error del servidor (${status})`,
  fallback: 'Error al guardar la configuración',
};

interface DayDraft {
  open: boolean;
  opens: string;
  closes: string;
}

interface Draft {
  companyName: string;
  nit: string;
  address: string;
  phone: string;
  whatsapp: string;
  days: Record<number, DayDraft>;
  defaultPickupTime: string;
  defaultReturnTime: string;
  money: MoneyDraft;
}

function draftOf(settings: CompanySettingsView): Draft {
  const days: Record<number, DayDraft> = {};
  for (const day of WEEKDAYS) {
    const open = settings.openingHours.find((hours) => hours.day === day);
    days[day] = open
      ? { open: true, opens: open.opens, closes: open.closes }
      : { open: false, opens: '08:00', closes: '18:00' };
  }
  return {
    companyName: settings.companyName,
    nit: settings.nit ?? '',
    address: settings.address,
    phone: settings.phone ?? '',
    whatsapp: settings.whatsapp ?? '',
    days,
    defaultPickupTime: settings.defaultPickupTime,
    defaultReturnTime: settings.defaultReturnTime,
    money: moneyDraftOf(settings.money),
  };
}

function payloadOf(draft: Draft) {
  const { days, money, ...rest } = draft;
  return {
    ...rest,
    money: moneyPayloadOf(money),
    openingHours: WEEKDAYS.filter((day) => days[day]?.open).map((day) => ({
      day,
      opens: days[day]?.opens ?? '',
      closes: days[day]?.closes ?? '',
    })),
  };
}

/** 'openingHours.2.closes' names the third open day: the error goes to that day's row. */
function dayErrors(fields: Record<string, string>, payload: ReturnType<typeof payloadOf>) {
  const byDay: Record<number, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const match = /^openingHours\.(\d+)/.exec(path);
    const day = match ? payload.openingHours[Number(match[1])]?.day : undefined;
    if (day !== undefined && !byDay[day]) byDay[day] = message;
  }
  return byDay;
}

/** Issue 28: '/admin/settings', the company's data, opening hours and default times. */
export function SettingsPage() {
  const query = useQuery(settingsQuery);
  if (query.data) return <SettingsForm settings={query.data} />;
  if (query.isError) {
    return <Alert tone="error">No se pudo cargar la configuración. Intenta más tarde.</Alert>;
  }
  return <Loading />;
}

function SettingsForm({ settings }: { settings: CompanySettingsView }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [fields, setFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    setDraft(draftOf(settings));
  }, [settings]);

  const mutation = useMutation({
    mutationFn: (payload: ReturnType<typeof payloadOf>) =>
      api<CompanySettingsView>('/settings', { method: 'PUT', body: payload }),
    onSuccess: (saved) => {
      queryClient.setQueryData(SETTINGS_KEY, saved);
      toast.success('Configuración guardada');
    },
    onError: (error) => {
      setFields(apiErrorBody(error)?.fields ?? {});
      const message = apiErrorMessage(error, SAVE_TEXTS);
      setFailure(message);
      toast.error(message);
    },
  });

  const payload = payloadOf(draft);
  const byDay = dayErrors(fields, payload);
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const setDay = (day: number, change: Partial<DayDraft>) =>
    setDraft((current) => ({
      ...current,
      days: { ...current.days, [day]: { ...(current.days[day] as DayDraft), ...change } },
    }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const checked = companySettingsInput.safeParse(payload);
    if (!checked.success) {
      const errors = fieldErrorsOf(checked.error);
      setFields(errors);
      const first = Object.values(errors)[0];
      setFailure(first ?? 'Verifica los campos del formulario');
      // The first field in error (the errors are drawn only on the next render).
      const firstField = Object.keys(errors)[0] ?? '';
      event.currentTarget.querySelector<HTMLElement>(`[name="${firstField}"]`)?.focus();
      return;
    }
    setFields({});
    mutation.mutate(payload);
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col">
      <PageHeading
        title="Configuración"
        subtitle="Los datos de la empresa que ven los clientes, el horario, las horas predeterminadas, el contrato y los cargos."
      />
      <form noValidate onSubmit={submit} className="flex flex-col gap-6">
        <fieldset className="flex flex-col gap-4 rounded-2xl border border-navy-700 bg-navy-800/60 p-5">
          <legend className="px-1 font-semibold text-white">Empresa</legend>
          <TextField
            label="Nombre de la empresa"
            name="companyName"
            value={draft.companyName}
            onChange={(event) => set({ companyName: event.target.value })}
            error={fields.companyName}
          />
          <TextField
            label="NIT"
            name="nit"
            inputMode="numeric"
            hint="14 dígitos, por ejemplo 0614-250521-101-2"
            value={draft.nit}
            onChange={(event) => set({ nit: event.target.value })}
            error={fields.nit}
          />
          <TextField
            label="Dirección de la agencia"
            name="address"
            value={draft.address}
            onChange={(event) => set({ address: event.target.value })}
            error={fields.address}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Teléfono"
              name="phone"
              type="tel"
              inputMode="tel"
              hint="8 dígitos; vacío si no hay línea de atención"
              value={draft.phone}
              onChange={(event) => set({ phone: event.target.value })}
              error={fields.phone}
            />
            <TextField
              label="WhatsApp"
              name="whatsapp"
              type="tel"
              inputMode="tel"
              hint="8 dígitos"
              value={draft.whatsapp}
              onChange={(event) => set({ whatsapp: event.target.value })}
              error={fields.whatsapp}
            />
          </div>
        </fieldset>

        <fieldset className="flex flex-col gap-3 rounded-2xl border border-navy-700 bg-navy-800/60 p-5">
          <legend className="px-1 font-semibold text-white">Horario de atención</legend>
          {fields.openingHours ? (
            <p className="text-sm text-red-300">{fields.openingHours}</p>
          ) : null}
          {WEEKDAYS.map((day) => {
            const value = draft.days[day] as DayDraft;
            const name = WEEKDAY_NAMES[day] ?? '';
            return (
              <div
                key={day}
                className="grid grid-cols-2 items-end gap-3 border-t border-navy-700 pt-3 sm:grid-cols-[10rem_1fr_1fr]"
              >
                <label className="col-span-2 flex min-h-11 items-center gap-3 text-white sm:col-span-1">
                  <input
                    type="checkbox"
                    className="size-5 accent-gold-400"
                    checked={value.open}
                    onChange={(event) => setDay(day, { open: event.target.checked })}
                  />
                  {name}
                </label>
                {value.open ? (
                  <>
                    <TextField
                      label={`Abre (${name})`}
                      type="time"
                      value={value.opens}
                      onChange={(event) => setDay(day, { opens: event.target.value })}
                      error={undefined}
                    />
                    <TextField
                      label={`Cierra (${name})`}
                      type="time"
                      value={value.closes}
                      onChange={(event) => setDay(day, { closes: event.target.value })}
                      error={byDay[day]}
                    />
                  </>
                ) : (
                  <p className="text-sm text-navy-200 sm:col-span-2">Cerrado</p>
                )}
              </div>
            );
          })}
        </fieldset>

        <fieldset className="grid gap-4 rounded-2xl border border-navy-700 bg-navy-800/60 p-5 sm:grid-cols-2">
          <legend className="px-1 font-semibold text-white">Horas predeterminadas</legend>
          <TextField
            label="Hora de recogida predeterminada"
            name="defaultPickupTime"
            type="time"
            value={draft.defaultPickupTime}
            onChange={(event) => set({ defaultPickupTime: event.target.value })}
            error={fields.defaultPickupTime}
          />
          <TextField
            label="Hora de devolución predeterminada"
            name="defaultReturnTime"
            type="time"
            value={draft.defaultReturnTime}
            onChange={(event) => set({ defaultReturnTime: event.target.value })}
            error={fields.defaultReturnTime}
          />
        </fieldset>

        <MoneySettingsFields
          value={draft.money}
          fields={fields}
          onChange={(money) => set({ money })}
        />

        {failure ? (
          <p
            role="alert"
            className="rounded-lg border border-red-400/40 bg-red-500/10 px-4 py-3 text-sm text-red-200"
          >
            {failure}
          </p>
        ) : null}
        <Button
          type="submit"
          disabled={mutation.isPending}
          className="w-full sm:w-auto sm:self-end"
        >
          {mutation.isPending ? 'Guardando...' : 'Guardar configuración'}
        </Button>
      </form>
    </div>
  );
}
