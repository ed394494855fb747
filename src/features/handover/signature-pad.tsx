import { type Ref, useId, useImperativeHandle, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { canvasToPng } from '../../lib/photo-processing.ts';

export interface SignatureHandle {
  /** The signature as a PNG, or null when nothing was drawn or written. */
  toBlob(): Promise<Blob | null>;
}

interface SignaturePadProps {
  ref: Ref<SignatureHandle>;
  onChange(signed: boolean): void;
  error?: string | undefined;
}

const WIDTH = 600;
const HEIGHT = 200;
const INK = '#0b1a33';

/**
 * The customer's signature, drawn with a finger, pen or mouse (pointer events). Someone who
 * cannot draw (keyboard, switch access) types the customer's name instead and it is written on
 * the same canvas in a script style, so the record always holds a signature image.
 */
export function SignaturePad({ ref, onChange, error }: SignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const [signed, setSigned] = useState(false);
  const [typedName, setTypedName] = useState('');
  const hintId = useId();

  useImperativeHandle(ref, () => ({
    toBlob: async () => (signed && canvasRef.current ? canvasToPng(canvasRef.current) : null),
  }));

  function context() {
    const context = canvasRef.current?.getContext('2d');
    if (context) {
      context.strokeStyle = INK;
      context.fillStyle = INK;
      context.lineWidth = 3;
      context.lineCap = 'round';
      context.lineJoin = 'round';
    }
    return context ?? null;
  }

  function mark(value: boolean) {
    setSigned(value);
    onChange(value);
  }

  function clear() {
    const ctx = context();
    ctx?.clearRect(0, 0, WIDTH, HEIGHT);
    mark(false);
  }

  function point(event: React.PointerEvent<HTMLCanvasElement>) {
    const rect = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - rect.left) / rect.width) * WIDTH,
      y: ((event.clientY - rect.top) / rect.height) * HEIGHT,
    };
  }

  function writeName() {
    const name = typedName.trim();
    const ctx = context();
    if (!name || !ctx) return;
    ctx.clearRect(0, 0, WIDTH, HEIGHT);
    ctx.font = 'italic 48px "Brush Script MT", "Segoe Script", cursive';
    ctx.textBaseline = 'middle';
    ctx.fillText(name, 24, HEIGHT / 2, WIDTH - 48);
    mark(true);
  }

  return (
    <div className="flex flex-col gap-3">
      <p id={hintId} className="text-sm text-navy-200">
        Pide al cliente que firme en el recuadro con el dedo o el lápiz.
      </p>
      <canvas
        ref={canvasRef}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={signed ? 'Firma del cliente registrada' : 'Área de firma (vacía)'}
        aria-describedby={hintId}
        data-testid="signature-canvas"
        className={`w-full touch-none rounded-lg border-2 bg-white ${error ? 'border-red-400' : 'border-navy-500'}`}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          last.current = point(event);
        }}
        onPointerMove={(event) => {
          const from = last.current;
          const ctx = from ? context() : null;
          if (!from || !ctx) return;
          const to = point(event);
          ctx.beginPath();
          ctx.moveTo(from.x, from.y);
          ctx.lineTo(to.x, to.y);
          ctx.stroke();
          last.current = to;
          if (!signed) mark(true);
        }}
        onPointerUp={() => {
          last.current = null;
        }}
        onPointerCancel={() => {
          last.current = null;
        }}
      />
      {error ? <p className="text-sm text-red-300">{error}</p> : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <TextField
          label="O escribe el nombre del cliente como firma"
          value={typedName}
          onChange={(event) => setTypedName(event.target.value)}
          autoComplete="off"
          className="flex-1"
        />
        <Button variant="secondary" onClick={writeName} disabled={typedName.trim() === ''}>
          Firmar con el nombre
        </Button>
        <Button variant="ghost" onClick={clear}>
          Borrar firma
        </Button>
      </div>
    </div>
  );
}
