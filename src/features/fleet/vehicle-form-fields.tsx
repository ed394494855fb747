import type { HTMLAttributes } from 'react';
import { VEHICLE_TYPES } from '#domain/vehicle.ts';
import { SelectField } from '../../components/ui/select.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { groupDigits } from '../../lib/vehicle-format.ts';
import type {
  VehicleFormErrors,
  VehicleFormField,
  VehicleFormValues,
} from './vehicle-form-values.ts';

interface FieldSpec {
  label: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  type?: string;
  placeholder?: string;
  hint?: string;
  /** Kilometers show their thousands while typed (SPEC 2.15). */
  grouped?: boolean;
  wide?: boolean;
}

const FIELDS: Record<Exclude<VehicleFormField, 'vehicleType'>, FieldSpec> = {
  name: { label: 'Nombre', placeholder: 'Toyota Corolla 2024' },
  brand: { label: 'Marca', placeholder: 'Toyota' },
  model: { label: 'Modelo', placeholder: 'Corolla' },
  plate: {
    label: 'Placa',
    placeholder: 'P 123-456',
    hint: 'Formato de El Salvador, por ejemplo P 123-456.',
  },
  capacity: { label: 'Capacidad (personas)', inputMode: 'numeric', placeholder: '5' },
  pricePerDay: { label: 'Precio por día (USD)', inputMode: 'decimal', placeholder: '45.00' },
  kilometers: { label: 'Kilómetros', inputMode: 'numeric', placeholder: '0', grouped: true },
  kmForMaintenance: {
    label: 'Kilómetros para mantenimiento',
    inputMode: 'numeric',
    placeholder: '5.000',
    hint: 'Cada cuántos kilómetros necesita servicio.',
    grouped: true,
  },
  monthsForMaintenance: {
    label: 'Meses para mantenimiento',
    inputMode: 'numeric',
    placeholder: '6',
    hint: 'Opcional. Cada cuántos meses necesita servicio, aunque no llegue a los kilómetros.',
  },
  features: {
    label: 'Características',
    placeholder: 'Aire acondicionado, Bluetooth, Cámara de reversa',
    hint: 'Separadas por comas.',
    wide: true,
  },
  mainImageUrl: {
    label: 'URL de la imagen principal',
    type: 'url',
    inputMode: 'url',
    placeholder: 'https://…/foto.jpg',
    wide: true,
  },
  imageUrls: {
    label: 'URLs de imágenes adicionales',
    inputMode: 'url',
    placeholder: 'https://…/interior.jpg, https://…/trasera.jpg',
    hint: 'Opcional. Separadas por comas.',
    wide: true,
  },
  insurancePhone: {
    label: 'Teléfono de la aseguradora',
    type: 'tel',
    inputMode: 'tel',
    placeholder: '2222-0000',
  },
};

export const fieldId = (prefix: string, field: VehicleFormField) => `${prefix}-${field}`;

interface VehicleFormFieldsProps {
  /** Distinguishes the ids of the create and edit forms. */
  idPrefix: string;
  fields: readonly VehicleFormField[];
  values: VehicleFormValues;
  errors: VehicleFormErrors;
  onChange(field: VehicleFormField, value: string): void;
  hints?: Partial<Record<VehicleFormField, string>>;
  disabled?: boolean;
}

/** The inputs of the vehicle forms, each error under its own field (SPEC 5.4). */
export function VehicleFormFields({
  idPrefix,
  fields,
  values,
  errors,
  onChange,
  hints = {},
  disabled = false,
}: VehicleFormFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((field) => {
        if (field === 'vehicleType') {
          return (
            <SelectField
              key={field}
              id={fieldId(idPrefix, field)}
              label="Tipo de vehículo"
              placeholder="Selecciona un tipo"
              value={values.vehicleType}
              onValueChange={(value) => onChange(field, value)}
              options={VEHICLE_TYPES.map((type) => ({ value: type, label: type }))}
              error={errors.vehicleType}
            />
          );
        }
        const spec = FIELDS[field];
        return (
          <TextField
            key={field}
            id={fieldId(idPrefix, field)}
            name={field}
            label={spec.label}
            type={spec.type ?? 'text'}
            inputMode={spec.inputMode}
            placeholder={spec.placeholder}
            hint={hints[field] ?? spec.hint}
            error={errors[field]}
            aria-required={field === 'imageUrls' ? undefined : true}
            autoComplete="off"
            disabled={disabled}
            className={spec.wide ? 'sm:col-span-2' : ''}
            value={spec.grouped ? groupDigits(values[field]) : values[field]}
            onChange={(event) => onChange(field, event.target.value)}
          />
        );
      })}
    </div>
  );
}
