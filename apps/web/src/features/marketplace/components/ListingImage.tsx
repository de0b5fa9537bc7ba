import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { mediaUrl } from '@/lib/media-url';

// A listing photo that fails to load (or a listing without one) shows the 'No image'
// placeholder.
export function ListingImage({
  src,
  alt = '',
  className,
  eager = false,
}: {
  src: string | null | undefined;
  alt?: string;
  className?: string;
  eager?: boolean;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = src && failed !== src ? mediaUrl(src) : null;
  return (
    <div className={cn('relative overflow-hidden bg-muted', className)}>
      {url ? (
        <img
          src={url}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailed(src ?? null)}
          className="size-full object-cover"
        />
      ) : (
        <div className="grid size-full place-items-center text-muted-foreground" data-testid="no-image">
          <span className="grid justify-items-center gap-1.5 text-xs font-medium">
            <ImageOff className="size-6" aria-hidden="true" />
            No image
          </span>
        </div>
      )}
    </div>
  );
}
