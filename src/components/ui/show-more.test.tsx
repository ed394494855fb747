import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { firstShown, ShowMore, useFirstPaintLimit, useShownCount } from './show-more.tsx';

const ITEMS = Array.from({ length: 25 }, (_, i) => ({ id: i + 1 }));

/** A list of 25 drawn 10 at a time; a filter key and a kept item as the screens use them. */
function List({ keepId }: { keepId?: number }) {
  const [filter, setFilter] = useState('a');
  const { count, showMore } = useShownCount(10, filter);
  const shown = firstShown(ITEMS, count, (item) => item.id === keepId);
  return (
    <>
      <button type="button" onClick={() => setFilter('b')}>
        Filtrar
      </button>
      <ul>
        {shown.map((item) => (
          <li key={item.id}>Vehículo {item.id}</li>
        ))}
      </ul>
      <ShowMore shown={count} total={ITEMS.length} step={10} noun="vehículos" onMore={showMore} />
    </>
  );
}

/** A list whose items may still be loading, drawing four in its first render with them. */
function FirstPaintList({
  items,
  onRender,
}: {
  items?: typeof ITEMS;
  onRender(drawn: number): void;
}) {
  const limit = useFirstPaintLimit(4, items !== undefined);
  const shown = firstShown(items ?? [], Math.min(25, limit));
  onRender(shown.length);
  return (
    <ul>
      {shown.map((item) => (
        <li key={item.id}>Vehículo {item.id}</li>
      ))}
    </ul>
  );
}

describe('drawing a long list in steps', () => {
  afterEach(cleanup);

  it('draws the first step, more on request, and starts again on a new filter', () => {
    render(<List />);
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('Mostrando 10 de 25 vehículos')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar más' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
  });

  it('moves the focus to the count when the last ones arrive and the button goes', async () => {
    render(<List />);
    const more = screen.getByRole('button', { name: 'Mostrar más' });
    more.focus();
    fireEvent.click(more);
    expect(document.activeElement).toBe(more);
    fireEvent.click(more);
    expect(screen.getAllByRole('listitem')).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Mostrar más' })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByText('Mostrando 25 de 25 vehículos')),
    );
  });

  it('keeps an item drawn past the step when the screen asks (a card just moved)', () => {
    render(<List keepId={22} />);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toHaveLength(11);
    expect(items.at(-1)).toBe('Vehículo 22');
  });
  it('draws only what a first screen holds in the first render, the rest right after', () => {
    const drawn: number[] = [];
    const { rerender } = render(<FirstPaintList onRender={(n) => drawn.push(n)} />);
    expect(drawn).toEqual([0]);
    // The first render with the items holds four; the effect then asks for the rest.
    rerender(<FirstPaintList items={ITEMS} onRender={(n) => drawn.push(n)} />);
    expect(drawn.slice(0, 2)).toEqual([0, 4]);
    expect(screen.getAllByRole('listitem')).toHaveLength(25);
  });
});
