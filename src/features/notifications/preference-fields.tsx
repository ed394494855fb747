import {
  MESSAGE_KIND_LABELS,
  STAFF_KINDS,
  type StaffKind,
  type StaffPreferences,
} from '#domain/messages.ts';
import type { PreferencesChange } from './api/notification-preferences.ts';
import { PANEL } from './push-device-panel.tsx';

export const PREFERENCE_TEXTS = {
  remindersTitle: 'Correo electrónico',
  reminders: 'Recordatorio de recogida por correo',
  remindersHint: 'El día antes de la recogida, a las 08:00: qué traer, dónde y a qué hora.',
  always:
    'Las confirmaciones de reserva, las cancelaciones y las constancias de entrega y devolución siempre te llegan por correo electrónico.',
  staffTitle: 'Avisos del personal',
  staffHint: 'Elige por dónde te llega cada aviso.',
  email: 'Correo electrónico',
  push: 'Push',
} as const;

/** When each staff kind comes, in the words of the counter. */
export const STAFF_KIND_HINTS: Record<StaffKind, string> = {
  'overdue-return':
    'Un vehículo no volvió: desde las 09:00 del día siguiente al fin de la reserva.',
  'service-digest':
    'A las 07:00, los vehículos con servicio vencido o próximo (solo si hay alguno).',
  'new-damage': 'Una devolución registró daño nuevo.',
  'reservation-cancelled': 'Un cliente canceló a menos de 48 horas de la recogida.',
};

interface CheckboxProps {
  label: string;
  hint?: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

function Checkbox({ label, hint, checked, disabled, onChange }: CheckboxProps) {
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 py-2 has-[:disabled]:cursor-not-allowed">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-5 shrink-0 accent-gold-400"
      />
      <span className="flex flex-col">
        <span className="font-medium text-white">{label}</span>
        {hint ? <span className="text-sm text-navy-200">{hint}</span> : null}
      </span>
    </label>
  );
}

interface FieldsProps {
  disabled: boolean;
  onChange: (change: PreferencesChange) => void;
}

/** A customer's one choice: the pickup reminder; the rest always goes by e-mail. */
export function ReminderFields({
  emailReminders,
  disabled,
  onChange,
}: FieldsProps & { emailReminders: boolean }) {
  return (
    <section aria-labelledby="email-prefs-title" className={PANEL}>
      <h2 id="email-prefs-title" className="text-lg font-semibold text-white">
        {PREFERENCE_TEXTS.remindersTitle}
      </h2>
      <Checkbox
        label={PREFERENCE_TEXTS.reminders}
        hint={PREFERENCE_TEXTS.remindersHint}
        checked={emailReminders}
        disabled={disabled}
        onChange={(checked) => onChange({ emailReminders: checked })}
      />
      <p className="text-sm text-navy-200">{PREFERENCE_TEXTS.always}</p>
    </section>
  );
}

/** Each staff kind by e-mail and/or push: one group per kind, so it reads on a phone too. */
export function StaffFields({
  staff,
  disabled,
  onChange,
}: FieldsProps & { staff: StaffPreferences }) {
  return (
    <section aria-labelledby="staff-prefs-title" className={PANEL}>
      <h2 id="staff-prefs-title" className="text-lg font-semibold text-white">
        {PREFERENCE_TEXTS.staffTitle}
      </h2>
      <p className="text-sm text-navy-200">{PREFERENCE_TEXTS.staffHint}</p>
      <div className="grid gap-4 md:grid-cols-2">
        {STAFF_KINDS.map((kind) => (
          <fieldset key={kind} className="rounded-xl border border-navy-700 p-4">
            <legend className="px-1 font-semibold text-gold-300">
              {MESSAGE_KIND_LABELS[kind]}
            </legend>
            <p className="text-sm text-navy-200">{STAFF_KIND_HINTS[kind]}</p>
            <div className="mt-1 flex flex-wrap gap-x-6">
              {(['email', 'push'] as const).map((channel) => (
                <Checkbox
                  key={channel}
                  label={PREFERENCE_TEXTS[channel]}
                  checked={staff[kind][channel]}
                  disabled={disabled}
                  onChange={(checked) => onChange({ staff: { [kind]: { [channel]: checked } } })}
                />
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </section>
  );
}
