import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import RotateCw from 'lucide-react/icons/rotate-cw';
import X from 'lucide-react/icons/x';
import { Button } from '../../components/ui/button.tsx';

interface LoadErrorBannerProps {
  title: string;
  message: string;
  onRetry(): void;
  onClose(): void;
  retrying?: boolean;
}

/** The red banner of SPEC 8 ('Error al cargar las reservas') with 'Cerrar' and 'Reintentar'. */
export function LoadErrorBanner({
  title,
  message,
  onRetry,
  onClose,
  retrying,
}: LoadErrorBannerProps) {
  return (
    <div
      role="alert"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-red-400/50 bg-red-500/15 p-4 text-red-100 sm:flex-row sm:items-center"
    >
      <CircleAlert aria-hidden="true" className="size-6 shrink-0 text-red-300" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-white">{title}</p>
        <p className="text-sm">{message}</p>
      </div>
      <div className="flex gap-2">
        <Button variant="ghost" onClick={onClose}>
          <X aria-hidden="true" className="size-4" />
          Cerrar
        </Button>
        <Button variant="primary" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" className="size-4" />
          Reintentar
        </Button>
      </div>
    </div>
  );
}
