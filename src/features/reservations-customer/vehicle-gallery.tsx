import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Expand from 'lucide-react/icons/expand';
import X from 'lucide-react/icons/x';
import * as DialogPrimitive from 'radix-ui/dialog';
import { type KeyboardEvent, useState } from 'react';
import { useFocusReturn } from '../../components/ui/use-focus-return.ts';
import { galleryImages, stepIndex } from './gallery-images.ts';

interface VehicleGalleryProps {
  title: string;
  vehicle: { mainImageUrl: string | null; imageUrls: readonly string[] };
}

const ARROW_BUTTON =
  'absolute top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-navy-950/75 ' +
  'text-white shadow-lg ring-1 ring-white/20 hover:bg-navy-950';

/**
 * SPEC 2.7: main picture with previous/next arrows and thumbnails; a click opens it full screen,
 * where the arrow keys move between pictures and Escape closes (a Radix dialog traps focus).
 */
export function VehicleGallery({ title, vehicle }: VehicleGalleryProps) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const returnFocus = useFocusReturn(zoomed);
  const images = galleryImages(vehicle, failed);
  const count = images.length;
  const current = Math.min(index, count - 1);
  const src = images[current] ?? '';
  const position = `imagen ${current + 1} de ${count}`;

  const step = (by: number) => setIndex(stepIndex(current, by, count));
  const markFailed = (url: string) => setFailed((set) => new Set(set).add(url));
  const onArrowKeys = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      step(event.key === 'ArrowLeft' ? -1 : 1);
    }
  };

  return (
    <section
      aria-roledescription="galería"
      aria-label={`Imágenes de ${title}`}
      onKeyDown={onArrowKeys}
      className="flex flex-col gap-3"
    >
      <div className="relative">
        <button
          type="button"
          onClick={() => setZoomed(true)}
          aria-label={`Ampliar ${position}`}
          className="group relative block w-full overflow-hidden rounded-2xl border border-navy-700 bg-navy-950"
        >
          <img
            src={src}
            alt=""
            width={800}
            height={500}
            onError={() => markFailed(src)}
            className="aspect-[8/5] w-full object-cover"
          />
          <span className="absolute top-3 right-3 grid size-9 place-items-center rounded-full bg-navy-950/75 text-white ring-1 ring-white/20 group-hover:bg-navy-950">
            <Expand aria-hidden="true" className="size-4" />
          </span>
        </button>
        {count > 1 ? <GalleryArrows onStep={step} inset="3" /> : null}
        <p
          aria-live="polite"
          className="absolute bottom-3 left-3 rounded-full bg-navy-950/80 px-3 py-1 text-xs text-white"
        >
          <span className="sr-only">{title}, </span>
          {current + 1} / {count}
        </p>
      </div>

      {count > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {images.map((url, i) => (
            <li key={url} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Ver imagen ${i + 1} de ${count}`}
                aria-current={i === current ? 'true' : undefined}
                className={`block overflow-hidden rounded-lg border-2 ${
                  i === current
                    ? 'border-gold-400'
                    : 'border-transparent opacity-70 hover:opacity-100'
                }`}
              >
                <img
                  src={url}
                  alt=""
                  width={96}
                  height={60}
                  loading="lazy"
                  onError={() => markFailed(url)}
                  className="h-15 w-24 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <DialogPrimitive.Root open={zoomed} onOpenChange={setZoomed}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/95" />
          <DialogPrimitive.Content
            onKeyDown={onArrowKeys}
            onCloseAutoFocus={returnFocus}
            className="fixed inset-0 z-50 flex flex-col text-white focus:outline-none"
          >
            <div className="flex items-center justify-between gap-4 px-4 py-3">
              <DialogPrimitive.Title className="text-sm font-semibold sm:text-base">
                {title}: {position}
              </DialogPrimitive.Title>
              <DialogPrimitive.Close
                aria-label="Cerrar"
                className="grid size-11 place-items-center rounded-full bg-white/10 hover:bg-white/20"
              >
                <X aria-hidden="true" className="size-6" />
              </DialogPrimitive.Close>
            </div>
            <DialogPrimitive.Description className="sr-only">
              Usa las flechas izquierda y derecha para cambiar de imagen y Escape para cerrar.
            </DialogPrimitive.Description>
            <div className="relative flex min-h-0 flex-1 items-center justify-center px-4 pb-6">
              <img
                src={src}
                alt={`${title}, ${position}`}
                onError={() => markFailed(src)}
                className="max-h-full max-w-full object-contain"
              />
              {count > 1 ? <GalleryArrows onStep={step} inset="4" /> : null}
            </div>
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
    </section>
  );
}

/** Previous / next buttons over an image; `inset` keeps them off the edge (Tailwind spacing). */
function GalleryArrows({ onStep, inset }: { onStep(delta: number): void; inset: '3' | '4' }) {
  return (
    <>
      <button
        type="button"
        aria-label="Imagen anterior"
        onClick={() => onStep(-1)}
        className={`${ARROW_BUTTON} ${inset === '3' ? 'left-3' : 'left-4'}`}
      >
        <ChevronLeft aria-hidden="true" className="size-6" />
      </button>
      <button
        type="button"
        aria-label="Imagen siguiente"
        onClick={() => onStep(1)}
        className={`${ARROW_BUTTON} ${inset === '3' ? 'right-3' : 'right-4'}`}
      >
        <ChevronRight aria-hidden="true" className="size-6" />
      </button>
    </>
  );
}
