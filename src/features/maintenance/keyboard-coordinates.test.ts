import type { ClientRect } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { nextColumn, nextInColumn } from './keyboard-coordinates.ts';

const rect = (left: number, top: number, width = 200, height = 400): ClientRect => ({
  left,
  top,
  width,
  height,
  right: left + width,
  bottom: top + height,
});

const ids = ['a', 'b', 'c', 'd'];
const layout = (positions: [number, number][]) =>
  positions.map(([left, top], i) => ({ id: ids[i] as string, rect: rect(left, top) }));

describe('nextColumn', () => {
  const row = layout([
    [0, 0],
    [220, 0],
    [440, 0],
    [660, 0],
  ]);
  const grid = layout([
    [0, 0],
    [220, 0],
    [0, 420],
    [220, 420],
  ]);
  const stack = layout([
    [0, 0],
    [0, 420],
    [0, 840],
    [0, 1260],
  ]);

  it('follows the arrows across a row', () => {
    expect(nextColumn(row, 'b', 'right')?.id).toBe('c');
    expect(nextColumn(row, 'b', 'left')?.id).toBe('a');
  });

  it('follows the arrows around a two by two grid', () => {
    expect(nextColumn(grid, 'a', 'right')?.id).toBe('b');
    expect(nextColumn(grid, 'a', 'down')?.id).toBe('c');
    expect(nextColumn(grid, 'd', 'up')?.id).toBe('b');
    expect(nextColumn(grid, 'd', 'left')?.id).toBe('c');
  });

  it('follows up and down in a stack', () => {
    expect(nextColumn(stack, 'b', 'down')?.id).toBe('c');
    expect(nextColumn(stack, 'b', 'up')?.id).toBe('a');
  });

  it('walks the board order when nothing lies that way', () => {
    expect(nextColumn(row, 'b', 'down')?.id).toBe('c');
    expect(nextColumn(row, 'b', 'up')?.id).toBe('a');
    expect(nextColumn(stack, 'b', 'right')?.id).toBe('c');
  });

  it('stays put at the ends', () => {
    expect(nextColumn(row, 'd', 'right')).toBeNull();
    expect(nextColumn(row, 'a', 'left')).toBeNull();
  });
});

describe('nextInColumn (issue 26: the workshop order by keyboard)', () => {
  it('steps one card up or down from where the held card stands, and stops at the ends', () => {
    const items = [11, 12, 13];
    expect(nextInColumn(items, 11, 'down')).toBe(12);
    expect(nextInColumn(items, 12, 'down')).toBe(13);
    expect(nextInColumn(items, 13, 'down')).toBeNull();
    expect(nextInColumn(items, 12, 'up')).toBe(11);
    expect(nextInColumn(items, 11, 'up')).toBeNull();
    expect(nextInColumn(items, 99, 'up')).toBeNull();
  });
});
