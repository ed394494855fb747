import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SelectField } from './select.tsx';

/** Whether Radix's Select has been asked for (its module evaluated). */
const menu = vi.hoisted(() => ({ loaded: false }));
vi.mock('./select-menu.tsx', async (importOriginal) => {
  menu.loaded = true;
  return importOriginal();
});

const OPTIONS = [
  { value: 'all', label: 'Todos los tipos' },
  { value: 'SUV', label: 'SUV' },
  { value: 'Sedan', label: 'Sedán' },
] as const;

describe('SelectField', () => {
  afterEach(cleanup);

  function renderSelect(value: '' | 'all' | 'SUV' | 'Sedan', onValueChange = vi.fn()) {
    render(
      <SelectField
        label="Tipo"
        value={value}
        onValueChange={onValueChange}
        options={OPTIONS}
        placeholder="Elige un tipo"
      />,
    );
    return screen.getByRole('combobox', { name: 'Tipo' });
  }

  it("loads Radix's list only when first opened; a mouse press opens it", async () => {
    const trigger = renderSelect('SUV');
    expect(menu.loaded).toBe(false);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');

    await act(async () => {
      fireEvent.pointerDown(trigger, { pointerType: 'mouse', button: 0 });
    });

    expect(await screen.findByRole('listbox')).toBeTruthy();
    expect(menu.loaded).toBe(true);
    // Radix's own trigger now, with the same id (the page behind the list is hidden meanwhile).
    expect(document.getElementById(trigger.id)?.getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the chosen label, or the placeholder, with its list closed', () => {
    expect(renderSelect('Sedan').textContent).toBe('Sedán');
    cleanup();
    expect(renderSelect('').textContent).toBe('Elige un tipo');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens from the keyboard with its options and passes the pick on', async () => {
    const onValueChange = vi.fn();
    const trigger = renderSelect('all', onValueChange);
    trigger.focus();
    await act(async () => {
      fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    });
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Todos los tipos',
      'SUV',
      'Sedán',
    ]);
    await act(async () => {
      fireEvent.click(screen.getByRole('option', { name: 'SUV' }));
    });
    expect(onValueChange).toHaveBeenCalledWith('SUV');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
