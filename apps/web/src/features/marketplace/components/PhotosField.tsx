import type { ListingView } from '@stave/contracts';
import { ArrowLeft, ArrowRight, Camera, Star, X, type LucideIcon } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { HiddenFileInput } from '@/components/forms/HiddenFileInput';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { mediaUrl } from '@/lib/media-url';
import { PHOTO_ROOM, PHOTO_TYPES } from '../listing-form';
import type { PendingPhoto } from './usePendingPhotos';

type Photo = ListingView['photos'][number];

type PhotosFieldProps = {
  // The listing's photos (when editing), in order; changes to them are saved at once.
  saved: Photo[];
  pending: PendingPhoto[];
  problem: string | null;
  disabled: boolean;
  onPick: (files: File[]) => void;
  onRemovePending: (key: string) => void;
  onMainPending: (key: string) => void;
  onRemoveSaved: (photo: Photo) => void;
  onOrderSaved: (photoIds: number[]) => void;
};

function Tile({ src, main, label, children, progress }: { src: string; main: boolean; label: string; children: ReactNode; progress?: number | null }) {
  const percent = progress === null || progress === undefined ? null : Math.round(progress * 100);
  return (
    <li className="relative grid overflow-hidden rounded-lg border bg-muted" data-testid="photo-tile">
      <img src={src} alt={label} className="aspect-square w-full object-cover" />
      {main ? (
        <Badge variant="brand" className="absolute top-1.5 left-1.5 shadow-card" data-testid="main-photo">
          Main
        </Badge>
      ) : null}
      {percent !== null ? (
        <div className="absolute inset-x-0 bottom-0 grid gap-1 bg-ink/70 px-2 py-1.5 text-[11px] font-medium text-ink-foreground">
          <span>{percent === 100 ? 'Uploaded' : `Uploading ${percent}%`}</span>
          <div
            className="h-1.5 overflow-hidden rounded-full bg-white/25"
            role="progressbar"
            aria-label={`Upload of ${label}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            data-testid="photo-progress"
          >
            <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
          </div>
        </div>
      ) : (
        <div className="absolute right-1.5 bottom-1.5 flex gap-1">{children}</div>
      )}
    </li>
  );
}

// A small round button on a photo (remove, move, make main), named for what it does.
function TileButton({ icon: Icon, label, disabled, onClick }: { icon: LucideIcon; label: string; disabled: boolean; onClick: () => void }) {
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      className="size-7 rounded-full bg-card/90 shadow-card hover:bg-card"
      disabled={disabled}
      onClick={onClick}
      aria-label={label}
      title={label}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}

// Photos: up to 5, previews kept, the first labelled Main, each removable; saved photos can
// be made the main one or moved (PUT …/images/order).
export function PhotosField({ saved, pending, problem, disabled, onPick, onRemovePending, onMainPending, onRemoveSaved, onOrderSaved }: PhotosFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const count = saved.length + pending.length;
  const ids = saved.map((photo) => photo.id);
  const move = (index: number, delta: number) => {
    const next = [...ids];
    const [moved] = next.splice(index, 1);
    if (moved === undefined) return;
    next.splice(index + delta, 0, moved);
    onOrderSaved(next);
  };

  return (
    <div className="grid gap-3">
      {count > 0 ? (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label="Photos">
          {saved.map((photo, index) => (
            <Tile key={photo.id} src={mediaUrl(photo.cardUrl) ?? photo.cardUrl} main={index === 0} label={`Photo ${index + 1}`}>
              {index > 0 ? (
                <>
                  <TileButton icon={ArrowLeft} label={`Move photo ${index + 1} earlier`} disabled={disabled} onClick={() => move(index, -1)} />
                  <TileButton
                    icon={Star}
                    label={`Make photo ${index + 1} the main photo`}
                    disabled={disabled}
                    onClick={() => onOrderSaved([photo.id, ...ids.filter((id) => id !== photo.id)])}
                  />
                </>
              ) : null}
              {index < saved.length - 1 ? (
                <TileButton icon={ArrowRight} label={`Move photo ${index + 1} later`} disabled={disabled} onClick={() => move(index, 1)} />
              ) : null}
              <TileButton icon={X} label={`Remove photo ${index + 1}`} disabled={disabled} onClick={() => onRemoveSaved(photo)} />
            </Tile>
          ))}
          {pending.map((photo, offset) => {
            const index = saved.length + offset;
            return (
              <Tile key={photo.key} src={photo.preview} main={index === 0} label={`Photo ${index + 1}`} progress={photo.progress}>
                {index > 0 && saved.length === 0 ? (
                  <TileButton icon={Star} label={`Make photo ${index + 1} the main photo`} disabled={disabled} onClick={() => onMainPending(photo.key)} />
                ) : null}
                <TileButton icon={X} label={`Remove photo ${index + 1}`} disabled={disabled} onClick={() => onRemovePending(photo.key)} />
              </Tile>
            );
          })}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" onClick={() => input.current?.click()} disabled={disabled || count >= PHOTO_ROOM} aria-describedby={hintId}>
          <Camera aria-hidden="true" />
          {count === 0 ? 'Choose photos' : 'Add more photos'}
        </Button>
        <span className="text-xs text-muted-foreground tabular-nums">
          {count} of {PHOTO_ROOM}
        </span>
      </div>
      <HiddenFileInput inputRef={input} multiple accept={PHOTO_TYPES.join(',')} aria-label="Listing photos" onPick={onPick} />
      <p id={hintId} className={cn('text-xs', problem ? 'font-medium text-destructive' : 'text-muted-foreground')} data-field-error={problem ? '' : undefined}>
        {problem ?? 'JPG, PNG or GIF, up to 5 MB each and 5 in all. The first photo is the main one.'}
      </p>
    </div>
  );
}
