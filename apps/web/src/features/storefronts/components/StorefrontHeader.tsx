import type { Storefront } from '@stave/contracts';
import { ExternalLink, Globe, Mail, MapPin, Pencil, Phone } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ActionLink } from '@/components/ui/action-button';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { displayHost } from '@/lib/format';
import { mediaUrl } from '@/lib/media-url';
import { ROUTES } from '@/routes';
import { itemsForSale, telHref } from '../storefront-format';
import { StorefrontLogo, VerifiedBadge } from '@/features/marketplace';

// The banner (uploaded, 4:1), or the brand's gradient when there is none or it fails to load.
export function StorefrontBanner({ bannerUrl, className }: { bannerUrl: string | null; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = bannerUrl && failed !== bannerUrl ? mediaUrl(bannerUrl) : null;
  return (
    <div
      className={cn('relative aspect-[4/1] w-full overflow-hidden bg-gradient-to-br from-ink via-ink/90 to-brand/70', className)}
      data-testid="storefront-banner"
      data-empty={url ? undefined : 'true'}
    >
      {url ? <img src={url} alt="" decoding="async" onError={() => setFailed(bannerUrl)} className="size-full object-cover" /> : null}
    </div>
  );
}

type HeaderProps = {
  storefront: Storefront;
  counts: { jobs: number; events: number };
  own: boolean;
};

// The top of a storefront's page: banner, logo, name with the Verified badge, what it has on Stave, and the quickest
// ways to reach it (its website first, as a business page's visitors expect).
export function StorefrontHeader({ storefront, counts, own }: HeaderProps) {
  const facts = [
    itemsForSale(storefront.activeListings),
    counts.jobs > 0 ? `${counts.jobs} open ${counts.jobs === 1 ? 'job' : 'jobs'}` : null,
    counts.events > 0 ? `${counts.events} upcoming ${counts.events === 1 ? 'event' : 'events'}` : null,
  ].filter(Boolean);
  return (
    <Card className="overflow-visible" data-testid="storefront-header">
      <StorefrontBanner bannerUrl={storefront.bannerUrl} className="aspect-[3/1] rounded-t-xl sm:aspect-[4/1]" />
      <div className="grid gap-4 px-4 pb-5 sm:px-6 sm:pb-6">
        <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
          <StorefrontLogo
            logoUrl={storefront.logoUrl}
            businessName={storefront.businessName}
            className="relative z-10 -mt-10 size-20 rounded-2xl border-4 border-card text-2xl shadow-card sm:-mt-14 sm:size-28 sm:text-3xl"
          />
          <div className="flex flex-wrap gap-2">
            {own ? <ActionLink icon={Pencil} variant="outline" to={ROUTES.storefrontEditor} label="Edit storefront" /> : null}
            {storefront.websiteUrl ? (
              <Button asChild variant="brand">
                <a href={storefront.websiteUrl} target="_blank" rel="noopener noreferrer nofollow">
                  <ExternalLink aria-hidden="true" />
                  Visit website
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </Button>
            ) : null}
          </div>
        </div>
        <div className="grid gap-1.5">
          <div className="flex flex-wrap items-center gap-x-2.5 gap-y-1.5">
            <h1 className="min-w-0 text-2xl font-semibold tracking-tight text-balance break-words sm:text-3xl">{storefront.businessName}</h1>
            {storefront.verified ? <VerifiedBadge verifiedAt={storefront.verifiedAt} /> : null}
          </div>
          <p className="text-sm text-muted-foreground" data-testid="storefront-facts">
            {facts.join(' · ')}
          </p>
        </div>
      </div>
    </Card>
  );
}

function ContactItem({ icon: Icon, label, children }: { icon: typeof Globe; label: string; children: ReactNode }) {
  return (
    <div className="relative grid min-h-8 min-w-0 content-center gap-0.5 pl-11">
      <dt className="text-xs text-muted-foreground">
        <span className="absolute top-0.5 left-0 grid size-8 place-items-center rounded-lg bg-muted text-muted-foreground">
          <Icon className="size-4" aria-hidden="true" />
        </span>
        {label}
      </dt>
      <dd className="text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

const linkClass =
  'rounded-sm text-brand-strong underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

// About: the business's own words, then how to reach it (each a link that does what it says).
export function StorefrontAbout({ storefront }: { storefront: Storefront }) {
  const { description, websiteUrl, phone, email, address } = storefront;
  const hasContact = Boolean(websiteUrl || phone || email || address);
  if (!description && !hasContact) return null;
  return (
    <section aria-labelledby="storefront-about-heading" className="grid gap-3" data-testid="storefront-about">
      <h2 id="storefront-about-heading" className="text-lg font-semibold tracking-tight">
        About
      </h2>
      <Card className="grid gap-5 p-5 sm:p-6">
        {description ? (
          <p className="max-w-3xl text-[15px] leading-relaxed whitespace-pre-line text-foreground/90">{description}</p>
        ) : (
          <p className="text-sm text-muted-foreground">{storefront.businessName} hasn&apos;t written about itself yet.</p>
        )}
        {hasContact ? (
          <dl className="grid gap-4 border-t pt-5 sm:grid-cols-2 lg:grid-cols-4" aria-label="Contact details" data-testid="storefront-contact">
            {websiteUrl ? (
              <ContactItem icon={Globe} label="Website">
                <a href={websiteUrl} target="_blank" rel="noopener noreferrer nofollow" className={linkClass}>
                  {displayHost(websiteUrl)}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </ContactItem>
            ) : null}
            {phone ? (
              <ContactItem icon={Phone} label="Phone">
                <a href={telHref(phone)} className={linkClass}>
                  {phone}
                </a>
              </ContactItem>
            ) : null}
            {email ? (
              <ContactItem icon={Mail} label="Email">
                <a href={`mailto:${email}`} className={`${linkClass} break-all`}>
                  {email}
                </a>
              </ContactItem>
            ) : null}
            {address ? (
              <ContactItem icon={MapPin} label="Address">
                <span className="font-normal whitespace-pre-line">{address}</span>
              </ContactItem>
            ) : null}
          </dl>
        ) : null}
      </Card>
    </section>
  );
}
