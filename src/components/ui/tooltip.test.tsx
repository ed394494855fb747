import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip } from './tooltip.tsx';

describe('Tooltip', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  function renderHint(onClick = vi.fn(), onKeyDown = vi.fn(), outer = vi.fn()) {
    render(
      // biome-ignore lint/a11y/noStaticElementInteractions: a card that listens for keys, as the board's do
      <div onKeyDown={outer}>
        <Tooltip content="Programar servicio">
          <button
            type="button"
            aria-label="Programar servicio de Auto 1"
            onClick={onClick}
            onKeyDown={onKeyDown}
          >
            icono
          </button>
        </Tooltip>
      </div>,
    );
    return screen.getByRole('button', { name: 'Programar servicio de Auto 1' });
  }

  it('is not in the page until a mouse rests on the trigger, then describes it', () => {
    const button = renderHint();
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(button.getAttribute('aria-describedby')).toBeNull();

    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const hint = screen.getByRole('tooltip');
    expect(hint.textContent).toBe('Programar servicio');
    expect(button.getAttribute('aria-describedby')).toBe(hint.id);

    fireEvent.pointerLeave(button, { pointerType: 'mouse' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(button.getAttribute('aria-describedby')).toBeNull();
  });

  it('a finger never opens it; a rest that ends before the delay shows nothing', () => {
    const button = renderHint();
    fireEvent.pointerEnter(button, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByRole('tooltip')).toBeNull();

    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    fireEvent.pointerLeave(button, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('Escape hides it without reaching what is around; the trigger keeps its own handlers', () => {
    const onClick = vi.fn();
    const onKeyDown = vi.fn();
    const outer = vi.fn();
    const button = renderHint(onClick, onKeyDown, outer);
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(300));
    expect(screen.getByRole('tooltip')).toBeTruthy();

    fireEvent.keyDown(button, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(onKeyDown).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
    // With no hint showing, Escape goes on to the dialog or menu around the button.
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(outer).toHaveBeenCalledTimes(1);

    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
