import { ArrowRight, BarChart3, Briefcase, Compass, Rocket, Sparkles, Store, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PostcodeAttribution } from '@/components/legal/PostcodeAttribution';
import { StaveMark } from '@/components/brand/StaveMark';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { ROUTES } from '@/routes';

type LinkCard = { title: string; body: string; to: string; cta: string; icon: LucideIcon };

const PREMIUM: readonly LinkCard[] = [
  { title: 'AI Matching', body: 'Collaborators matched on genre, skills and location.', to: ROUTES.aiMatching, cta: 'See your matches', icon: Sparkles },
  { title: 'Boost Posts', body: 'Put your next release or opening in front of more people.', to: ROUTES.boostPosts, cta: 'Boost a post', icon: Rocket },
  { title: 'Analytics', body: 'Profile views, network growth and messages over time.', to: ROUTES.analytics, cta: 'Open analytics', icon: BarChart3 },
];

const PROMOS: readonly LinkCard[] = [
  {
    title: 'Expand Your Network',
    body: 'Producers, engineers, labels and venues across the UK.',
    to: `${ROUTES.network}?tab=discover`,
    cta: 'Discover people',
    icon: Compass,
  },
  { title: 'Find Opportunities', body: 'Sessions, tours, studio roles and teaching posts.', to: ROUTES.jobs, cta: 'Browse jobs', icon: Briefcase },
  { title: 'Music Marketplace', body: 'Buy and sell gear with people in the industry.', to: ROUTES.marketplace, cta: 'Visit the marketplace', icon: Store },
];

// A link card's icon, title, line and call to action (`iconClassName` colours the icon's tile, `ctaClassName` spaces the
// call to action).
function LinkCardBody({ card, iconClassName, ctaClassName }: { card: LinkCard; iconClassName: string; ctaClassName: string }) {
  const Icon = card.icon;
  return (
    <>
      <span className={cn('grid size-10 shrink-0 place-items-center rounded-xl', iconClassName)}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0">
        <span className="block text-sm font-semibold">{card.title}</span>
        <span className="block text-[13px] text-muted-foreground">{card.body}</span>
        <span className={cn('inline-flex items-center gap-1 text-[13px] font-medium text-brand-strong', ctaClassName)}>
          {card.cta}
          <ArrowRight className="size-3.5 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
        </span>
      </span>
    </>
  );
}

function LinkRow({ card }: { card: LinkCard }) {
  return (
    <li>
      <Link to={card.to} className="group flex gap-3 rounded-xl p-3 transition-colors hover:bg-accent">
        <LinkCardBody card={card} iconClassName="bg-brand-soft text-brand-strong" ctaClassName="mt-1" />
      </Link>
    </li>
  );
}

// Premium Features (AI Matching, Boost Posts, Analytics) for pro and business only.
export function PremiumFeatures({ tier }: { tier: 'pro' | 'business' }) {
  return (
    <Card className="overflow-hidden" data-testid="premium-features">
      <div className="flex items-center justify-between gap-2 bg-ink px-4 py-3 text-ink-foreground">
        <h2 className="text-sm font-semibold">Premium Features</h2>
        <Badge variant="brand" className="bg-brand text-brand-foreground">
          {tier === 'pro' ? 'PRO' : 'BUSINESS'}
        </Badge>
      </div>
      <ul className="grid grid-cols-1 gap-1 p-2">
        {PREMIUM.map((card) => (
          <LinkRow key={card.title} card={card} />
        ))}
      </ul>
    </Card>
  );
}

// Three promo cards.
export function PromoCards() {
  return (
    <section aria-labelledby="promo-title" className="grid grid-cols-1 gap-3" data-testid="promo-cards">
      <h2 id="promo-title" className="px-1 text-sm font-semibold">
        Make the most of Stave
      </h2>
      {PROMOS.map((card) => (
        <Card key={card.title} className="group relative overflow-hidden transition-shadow focus-within:shadow-raised hover:shadow-raised">
          <Link to={card.to} className="flex gap-3 rounded-xl p-4 focus-visible:outline-offset-0">
            <LinkCardBody card={card} iconClassName="bg-ink text-brand shadow-card dark:bg-secondary" ctaClassName="mt-1.5" />
          </Link>
        </Card>
      ))}
    </section>
  );
}

const BUSINESS_EMAIL = (import.meta.env.VITE_BUSINESS_EMAIL ?? '').trim() || 'business@stave.co.uk';

// Footer: about text, data protection (GDPR) and a business-contact mail link, across the
// page below both columns.
export function DashboardFooter() {
  return (
    <footer
      className="mt-10 grid grid-cols-1 gap-6 border-t pt-8 text-xs leading-relaxed text-muted-foreground md:grid-cols-[minmax(0,1.2fr)_minmax(0,1.2fr)_minmax(0,0.8fr)] md:gap-10"
      data-testid="dashboard-footer"
    >
      <div className="grid grid-cols-1 content-start gap-2">
        <p className="flex items-center gap-2 text-foreground">
          <StaveMark className="size-5" />
          <span className="text-sm font-semibold">About Stave</span>
        </p>
        <p>
          Stave is the professional network and equipment marketplace for the UK music industry: musicians, producers, engineers, labels, venues, educators and
          manufacturers, working together.
        </p>
      </div>
      <div className="grid grid-cols-1 content-start gap-2">
        <p className="text-sm font-semibold text-foreground">Data protection</p>
        <p>
          We process your personal data in line with the UK GDPR and the Data Protection Act 2018. You can ask for a copy of your data, or for it to be deleted,
          at any time.
        </p>
      </div>
      <div className="grid grid-cols-1 content-start gap-2">
        <p className="text-sm font-semibold text-foreground">Business enquiries</p>
        <p>
          <a href={`mailto:${BUSINESS_EMAIL}`} className="font-medium text-brand-strong hover:underline">
            {BUSINESS_EMAIL}
          </a>
        </p>
        {/* Companies can also write to the partnerships team through the form. */}
        <p>
          <Link to={ROUTES.advertise} className="font-medium text-brand-strong hover:underline">
            Advertise with Stave
          </Link>
        </p>
        {/* Common answers, email support, and VIP support for Business members. */}
        <p>
          <Link to={ROUTES.support} className="font-medium text-brand-strong hover:underline">
            Help and support
          </Link>
        </p>
        <p>© {new Date().getFullYear()} Stave</p>
        <PostcodeAttribution className="text-xs" />
      </div>
    </footer>
  );
}
