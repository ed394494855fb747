import ChevronDown from 'lucide-react/icons/chevron-down';
import Info from 'lucide-react/icons/info';
import { useState } from 'react';

const STORAGE_KEY = 'elite-drive:board-instructions';

/**
 * Open the first time on a wide screen, folded on a phone (where open it pushed the cards below
 * the first screen); whichever way the admin leaves it is remembered.
 */
function initiallyOpen(): boolean {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved === 'open' || saved === 'folded') return saved === 'open';
  } catch {
    // Storage refused (private mode): fall back to the screen size.
  }
  return window.matchMedia('(min-width: 48rem)').matches;
}

/** How to move a card, for admins; a <details> so it folds away once read. */
export function BoardInstructions() {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <details
      open={open}
      onToggle={(event) => {
        const now = event.currentTarget.open;
        setOpen(now);
        try {
          localStorage.setItem(STORAGE_KEY, now ? 'open' : 'folded');
        } catch {
          // Not remembered then; it still folds for this visit.
        }
      }}
      className="group rounded-xl border border-sky-400/40 bg-sky-500/10 text-sm text-sky-100"
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-3 px-4 py-2 [&::-webkit-details-marker]:hidden">
        <Info aria-hidden="true" className="size-5 shrink-0 text-sky-300" />
        <h2 className="flex-1 font-semibold text-white">Cómo cambiar el estado de un vehículo</h2>
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-sky-300 transition-transform group-open:rotate-180"
        />
      </summary>
      <ul className="list-disc space-y-0.5 px-4 pb-4 pl-12">
        <li>
          Arrastra la tarjeta a otra columna con el ratón, o mantenla pulsada en una pantalla
          táctil; cerca del borde de la pantalla, el tablero pasa a la columna siguiente.
        </li>
        <li>
          Con el teclado: enfoca el asa de la tarjeta, pulsa Espacio, muévela con las flechas,
          suelta con Espacio o cancela con Escape.
        </li>
        <li>O usa el menú «Cambiar estado» de la tarjeta.</li>
        <li>
          En «Requiere mantenimiento» y «En mantenimiento», arrastra la tarjeta arriba o abajo
          dentro de su columna para decidir qué vehículo atiende primero el taller (con el teclado,
          flechas arriba y abajo). El orden es el mismo para todo el personal.
        </li>
        <li>Los cambios hacia o desde «Fuera de servicio» piden confirmación.</li>
      </ul>
    </details>
  );
}
