import { describe, expect, it } from 'vitest';
import { arrangeCatalogue, readMinCapacity } from './catalogue-order.ts';

const car = (id: number, name: string, capacity: number, pricePerDay: number) => ({
  id,
  name,
  capacity,
  pricePerDay,
});
const fleet = [
  car(1, 'Corolla', 5, 45),
  car(2, 'Hilux', 5, 80),
  car(3, 'Fortuner', 7, 95),
  car(4, 'Rio', 5, 35),
  car(5, 'Explorer', 7, 92),
  car(6, 'Navara', 2, 80),
];
const ids = (list: { id: number }[]) => list.map((v) => v.id);

describe('arrangeCatalogue', () => {
  it('keeps the server order when nothing is chosen', () => {
    expect(ids(arrangeCatalogue(fleet, {}))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('sorts by price both ways, ties by name', () => {
    expect(ids(arrangeCatalogue(fleet, { sort: 'price-asc' }))).toEqual([4, 1, 2, 6, 5, 3]);
    expect(ids(arrangeCatalogue(fleet, { sort: 'price-desc' }))).toEqual([3, 5, 2, 6, 1, 4]);
  });

  it('puts the most seats first, the cheaper first among equals', () => {
    expect(ids(arrangeCatalogue(fleet, { sort: 'capacity' }))).toEqual([5, 3, 4, 1, 2, 6]);
  });

  it('drops vehicles below the minimum capacity, then sorts', () => {
    expect(ids(arrangeCatalogue(fleet, { minCapacity: 7 }))).toEqual([3, 5]);
    expect(ids(arrangeCatalogue(fleet, { minCapacity: 5, sort: 'price-desc' }))).toEqual([
      3, 5, 2, 1, 4,
    ]);
  });

  it('never reorders the list it was given', () => {
    const copy = [...fleet];
    arrangeCatalogue(fleet, { sort: 'price-asc' });
    expect(fleet).toEqual(copy);
  });
});

describe('readMinCapacity', () => {
  it.each([
    ['7', 7],
    [4, 4],
    ['0', undefined],
    ['51', undefined],
    ['2.5', undefined],
    ['siete', undefined],
    [undefined, undefined],
  ])('reads %j as %j', (value, expected) => {
    expect(readMinCapacity(value)).toBe(expected);
  });
});
