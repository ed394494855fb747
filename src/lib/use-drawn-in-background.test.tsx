import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(cleanup);

/** The hook from a fresh copy of its module: a new visit, whose first screen is still to draw. */
let useHook: () => boolean = () => true;
const renders: boolean[] = [];

function Screen() {
  const drawn = useHook();
  renders.push(drawn);
  return drawn ? <p>listo</p> : <p>cargando</p>;
}

describe('useDrawnInBackground', () => {
  it('draws the first screen of a visit in a second, background render; later screens at once', async () => {
    vi.resetModules();
    useHook = (await import('./use-drawn-in-background.ts')).useDrawnInBackground;
    const first = render(<Screen />);
    expect(first.getByText('listo')).toBeTruthy();
    expect(renders[0]).toBe(false);
    expect(renders.at(-1)).toBe(true);
    first.unmount();

    renders.length = 0;
    const next = render(<Screen />);
    expect(next.getByText('listo')).toBeTruthy();
    expect(renders.every(Boolean)).toBe(true);
  });
});
