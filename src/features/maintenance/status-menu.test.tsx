import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatusMenu } from './status-menu.tsx';

describe('StatusMenu', () => {
  afterEach(cleanup);

  function renderMenu(onSelect = vi.fn()) {
    render(<StatusMenu vehicleName="Auto 1" current="maintenanceRequired" onSelect={onSelect} />);
    return screen.getByRole('button', { name: 'Cambiar estado de Auto 1' });
  }

  it('holds no menu until asked, and reads as a closed menu button meanwhile', () => {
    const button = renderMenu();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens from the keyboard on its first move, and a pick is passed on', async () => {
    const onSelect = vi.fn();
    const button = renderMenu(onSelect);
    button.focus();
    await act(async () => {
      fireEvent.keyDown(button, { key: 'Enter' });
    });
    const menu = await screen.findByRole('menu');
    expect(menu).toBeTruthy();
    // The current status is there but cannot be picked; the focus is on the first move.
    const items = screen.getAllByRole('menuitem');
    expect(items[0]?.getAttribute('data-disabled')).not.toBeNull();
    expect(document.activeElement).toBe(items[1]);
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitem', { name: 'En mantenimiento' }));
    });
    expect(onSelect).toHaveBeenCalledWith('underMaintenance');
  });

  it('opens from a click, then works as the menu it stands for', async () => {
    const button = renderMenu();
    await act(async () => {
      fireEvent.click(button, { detail: 1 });
    });
    await screen.findByRole('menu');
    const trigger = screen.getByRole('button', { name: 'Cambiar estado de Auto 1' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
  });
});
