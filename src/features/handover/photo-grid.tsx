import { PHOTO_ANGLE_LABELS, PHOTO_ANGLES, type PhotoAngle } from '#domain/handover.ts';
import { ProtectedPhoto } from '../../components/ui/protected-photo.tsx';
import { PhotoTile } from './photo-tile.tsx';

interface PhotoGridProps {
  photos: Partial<Record<PhotoAngle, string>>;
  onChange(angle: PhotoAngle, sha256: string): void;
  errors?: Partial<Record<PhotoAngle, string>> | undefined;
  /** On a return: the pickup photo of each angle, shown beside the new one. */
  pickup?: Partial<Record<PhotoAngle, string>>;
}

/** The six walk-around photos; on a return each one sits next to its pickup photo. */
export function PhotoGrid({ photos, onChange, errors, pickup }: PhotoGridProps) {
  if (!pickup) {
    return (
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        {PHOTO_ANGLES.map((angle) => (
          <PhotoTile
            key={angle}
            label={PHOTO_ANGLE_LABELS[angle]}
            sha256={photos[angle] ?? null}
            error={errors?.[angle]}
            onChange={(sha256) => onChange(angle, sha256)}
          />
        ))}
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-4">
      {PHOTO_ANGLES.map((angle) => {
        const before = pickup[angle];
        return (
          <li key={angle} className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold text-navy-50">{PHOTO_ANGLE_LABELS[angle]}</h3>
            <div className="grid grid-cols-2 gap-3">
              <div className="flex flex-col gap-2">
                {before ? (
                  <ProtectedPhoto
                    sha256={before}
                    alt={`Foto de entrega: ${PHOTO_ANGLE_LABELS[angle]}`}
                  />
                ) : (
                  <div className="grid aspect-[4/3] place-items-center rounded-lg border border-dashed border-navy-600 text-xs text-navy-300">
                    Sin foto de entrega
                  </div>
                )}
                <p className="text-center text-xs text-navy-300">Entrega</p>
              </div>
              <PhotoTile
                label={PHOTO_ANGLE_LABELS[angle]}
                sha256={photos[angle] ?? null}
                error={errors?.[angle]}
                onChange={(sha256) => onChange(angle, sha256)}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
