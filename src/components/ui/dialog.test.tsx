import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmDialog, Dialog } from './dialog.tsx';

/** A list whose items open a dialog; the confirm one can remove its own opener. */
function Page() {
  const [items, setItems] = useState(['Uno', 'Dos']);
  const [viewing, setViewing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  return (
    <main>
      {items.map((item) => (
        <div key={item}>
          <button type="button" onClick={() => setViewing(item)}>
            Ver {item}
          </button>
          <button type="button" onClick={() => setDeleting(item)}>
            Eliminar {item}
          </button>
        </div>
      ))}
      <Dialog open={viewing !== null} onOpenChange={() => setViewing(null)} title="Detalle">
        <p>{viewing}</p>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={() => setDeleting(null)}
        title="Confirmar Eliminación"
        description="¿Seguro?"
        confirmLabel="Eliminar"
        onConfirm={() => {
          setItems((all) => all.filter((item) => item !== deleting));
          setDeleting(null);
        }}
      />
    </main>
  );
}

const button = (name: string) => screen.getByRole('button', { name });

async function openWith(name: string) {
  const opener = button(name);
  act(() => opener.focus());
  fireEvent.click(opener);
  await waitFor(() => expect(document.activeElement?.closest('[role$="dialog"]')).toBeTruthy());
  return opener;
}

describe('dialogs give the focus back', () => {
  afterEach(cleanup);

  it('to the opener after Escape and after Cerrar', async () => {
    render(<Page />);
    let opener = await openWith('Ver Dos');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(document.activeElement).toBe(opener));

    opener = await openWith('Ver Uno');
    fireEvent.click(button('Cerrar'));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('to the nearest control when the opener is gone', async () => {
    render(<Page />);
    await openWith('Eliminar Uno');
    fireEvent.click(button('Eliminar'));
    await waitFor(() => expect(document.activeElement).toBe(button('Ver Dos')));
  });
});
