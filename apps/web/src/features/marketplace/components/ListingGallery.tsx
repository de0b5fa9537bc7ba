import type { ListingView } from '@stave/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { mediaUrl } from '@/lib/media-url';
import { ListingImage } from './ListingImage';

// The listing's photos: the chosen one large, the others as thumbnails. Arrow keys on the large
// photo step through them; each thumbnail is a button.
export function ListingGallery({ listing }: { listing: ListingView }) {
  const [index, setIndex] = useState(0);
  const photos = listing.photos;
  const count = photos.length;
  const shown = photos[Math.min(index, Math.max(0, count - 1))];
  const step = (delta: number) => setIndex((current) => (current + delta + count) % count);
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };

  return (
    <div className="grid min-w-0 content-start gap-3" data-testid="listing-gallery">
      <div
        className="relative overflow-hidden rounded-xl border bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        tabIndex={count > 1 ? 0 : undefined}
        role={count > 1 ? 'group' : undefined}
        aria-roledescription={count > 1 ? 'gallery' : undefined}
        aria-label={count > 1 ? `Photos of ${listing.title}: use the arrow keys to move between them` : undefined}
        onKeyDown={onKey}
      >
        <ListingImage src={shown?.url} alt={shown ? `${listing.title}, photo ${index + 1} of ${count}` : ''} className="aspect-[4/3] w-full" eager />
        {count > 1 ? (
          <>
            <Button
              variant="outline"
              size="icon-sm"
              className="absolute top-1/2 left-2 -translate-y-1/2 rounded-full"
              onClick={() => step(-1)}
              aria-label="Previous photo"
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button
              variant="outline"
              size="icon-sm"
              className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full"
              onClick={() => step(1)}
              aria-label="Next photo"
            >
              <ChevronRight aria-hidden="true" />
            </Button>
            <span
              className="absolute right-2 bottom-2 rounded-full bg-ink/75 px-2 py-0.5 text-xs font-medium text-ink-foreground tabular-nums"
              aria-hidden="true"
            >
              {index + 1} / {count}
            </span>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="grid grid-cols-5 gap-2" aria-label="Photos">
          {photos.map((photo, i) => (
            <li key={photo.id}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show photo ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                className={cn(
                  'block w-full overflow-hidden rounded-lg border-2 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  i === index ? 'border-brand' : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                <img src={mediaUrl(photo.cardUrl) ?? photo.cardUrl} alt="" loading="lazy" className="aspect-square w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
