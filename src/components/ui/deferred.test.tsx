import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFERRED_LOAD_FAILED, deferred } from './deferred.tsx';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('../../lib/toast.ts', () => ({ toast: { error: toastError } }));

interface PanelProps {
  open: boolean;
  label: string;
  onClose?(): void;
}

const asDialog = {
  isOpen: ({ open }: PanelProps) => open,
  close: ({ onClose }: PanelProps) => onClose?.(),
};

function Panel({ open, label }: PanelProps) {
  return <p>{`${label}: ${open ? 'abierto' : 'cerrado'}`}</p>;
}

/** requestIdleCallback run by hand: the test says when the browser is idle. */
let idle: Array<() => void> = [];

beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  toastError.mockReset();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const flush = () => act(async () => undefined);

describe('deferred', () => {
  it('loads the module once when the browser is idle, however many copies, and draws nothing', async () => {
    const load = vi.fn(async () => Panel);
    const Deferred = deferred(load, asDialog);
    render(
      <>
        <Deferred open={false} label="uno" />
        <Deferred open={false} label="dos" />
      </>,
    );
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      for (const callback of idle) callback();
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/uno|dos/)).toBeNull();
  });

  it('loads at once when wanted before the idle moment, then stays drawn when closed', async () => {
    const load = vi.fn(async () => Panel);
    const Deferred = deferred(load, asDialog);
    const { rerender } = render(<Deferred open={false} label="Historial" />);
    rerender(<Deferred open label="Historial" />);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Historial: abierto')).toBeTruthy();
    // Closed, it is still the component (a dialog closes and returns the focus itself).
    rerender(<Deferred open={false} label="Historial" />);
    expect(screen.getByText('Historial: cerrado')).toBeTruthy();
  });

  it('draws a copy made after the module arrived at once', async () => {
    const Deferred = deferred(async () => Panel, asDialog);
    const first = render(<Deferred open label="primero" />);
    await flush();
    first.unmount();
    render(<Deferred open label="segundo" />);
    expect(screen.getByText('segundo: abierto')).toBeTruthy();
  });

  it('says so in Spanish when the module cannot be loaded, closes, and tries again when asked again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<typeof Panel>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Panel);
    const Deferred = deferred(load, asDialog);
    const onClose = vi.fn();
    const { rerender } = render(<Deferred open label="Programar" onClose={onClose} />);
    await flush();
    await flush();
    expect(toastError).toHaveBeenCalledWith(DEFERRED_LOAD_FAILED);
    // The screen is told, so its state says closed and the next click is a new request.
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/Programar/)).toBeNull();
    rerender(<Deferred open={false} label="Programar" />);
    rerender(<Deferred open label="Programar" />);
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Programar: abierto')).toBeTruthy();
  });
});
