import Car from 'lucide-react/icons/car';
import { useState } from 'react';

export const PLACEHOLDER_IMAGE = '/images/vehicle-placeholder.svg';

/** The photo, the placeholder drawing when it fails to load, or an icon when there is none. */
export function VehicleImage({ src, className = '' }: { src: string | null; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = src && failed !== src ? src : src ? PLACEHOLDER_IMAGE : null;
  if (!shown || failed === PLACEHOLDER_IMAGE) {
    return (
      <div className={`grid place-items-center bg-navy-800 text-navy-400 ${className}`}>
        <Car aria-hidden="true" className="size-12" />
      </div>
    );
  }
  return (
    <img
      src={shown}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(shown)}
      className={`bg-navy-800 object-cover ${className}`}
    />
  );
}
