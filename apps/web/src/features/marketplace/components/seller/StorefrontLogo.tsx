import { useState } from 'react';
import { cn } from '@/lib/cn';
import { mediaUrl } from '@/lib/media-url';
import { initials } from './seller-format';

// A business's logo (uploaded, served from our origin), or its initials on a brass tile when it has none or the
// image fails to load. Decorative: the business's name is always beside it.
export function StorefrontLogo({ logoUrl, businessName, className }: { logoUrl: string | null; businessName: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = logoUrl && failed !== logoUrl ? mediaUrl(logoUrl) : null;
  return (
    <span
      className={cn('grid shrink-0 place-items-center overflow-hidden rounded-xl bg-brand-soft text-sm text-brand-strong', className)}
      data-testid="storefront-logo"
    >
      {url ? (
        <img src={url} alt="" decoding="async" onError={() => setFailed(logoUrl)} className="size-full object-cover" />
      ) : (
        <span aria-hidden="true" className="font-semibold tracking-tight">
          {initials(businessName)}
        </span>
      )}
    </span>
  );
}
