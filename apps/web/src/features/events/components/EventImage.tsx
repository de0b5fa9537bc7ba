import { useState } from 'react';
import { cn } from '@/lib/cn';
import { isDisplayableImage, mediaUrl } from '@/lib/media-url';

// A default image when an event has none. A link to another site's image is refused by
// the CSP, and a broken one fails to load: both show the default too.
export const DEFAULT_EVENT_IMAGE = '/event-default.svg';

export function EventImage({ imageUrl, className }: { imageUrl: string | null; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const own = isDisplayableImage(imageUrl) && failed !== imageUrl ? mediaUrl(imageUrl) : null;
  return (
    <div className={cn('overflow-hidden bg-ink', className)}>
      <img
        src={own ?? DEFAULT_EVENT_IMAGE}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => setFailed(imageUrl)}
        className="size-full object-cover"
        data-default-image={own ? undefined : 'true'}
      />
    </div>
  );
}
