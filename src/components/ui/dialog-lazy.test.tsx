import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog.tsx';

/** Whether Radix's dialog code has been asked for (its module evaluated). */
const panels = vi.hoisted(() => ({ loaded: false }));
vi.mock('./dialog-panels.tsx', async (importOriginal) => {
  panels.loaded = true;
  return importOriginal();
});

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Ver detalle
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Detalle">
        <p>Toyota Corolla</p>
      </Dialog>
    </main>
  );
}

describe('Dialog (issue 32)', () => {
  it("loads Radix's window only when it first opens, and then shows it", async () => {
    render(<Page />);
    expect(panels.loaded).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Ver detalle' }));

    expect(await screen.findByRole('dialog', { name: 'Detalle' })).toBeTruthy();
    expect(panels.loaded).toBe(true);
    expect(screen.getByText('Toyota Corolla')).toBeTruthy();
  });
});
