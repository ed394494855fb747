import { describe, expect, it } from 'vitest';
import { typeContentFor } from './vehicle-types.ts';

const capacity = (slug: string) =>
  typeContentFor(slug)?.specs.find((spec) => spec.label === 'Capacidad')?.value;

describe('vehicle type pages', () => {
  it('carries the passenger capacities of SPEC 2.5', () => {
    expect(capacity('sedan')).toBe('5 pasajeros');
    expect(capacity('suv')).toBe('7-8 pasajeros');
    expect(capacity('pickup')).toBe('2-5 pasajeros');
  });

  it('reads the type from the URL in any case and knows no other type', () => {
    expect(typeContentFor('PickUp')?.type).toBe('PickUp');
    expect(typeContentFor('camion')).toBeNull();
    expect(typeContentFor('constructor')).toBeNull();
  });
});
