import { ArrowRight, AudioLines, Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import { SkipLink } from '@/components/layout/SkipLink';
import { Button } from '@/components/ui/button';
import { AudienceGrid } from '@/features/landing/components/AudienceGrid';
import { ClosingCta } from '@/features/landing/components/ClosingCta';
import { FeatureGrid } from '@/features/landing/components/FeatureGrid';
import { HeroArt } from '@/features/landing/components/HeroArt';
import { PlansTeaser } from '@/features/landing/components/PlansTeaser';
import { PublicFooter } from '@/features/landing/components/PublicFooter';
import { PublicHeader } from '@/features/landing/components/PublicHeader';
import { ROUTES } from '@/routes';

export type LandingIntent = 'home' | 'login' | 'register';

const TITLES: Record<LandingIntent, string> = {
  home: 'Stave · The professional network for the UK music industry',
  login: 'Sign in · Stave',
  register: 'Join Stave · The professional network for the UK music industry',
};

// Signed-out home (spec §2). The sign-in and registration forms arrive with the identity issue;
// until then /login and /register show this page under their own titles.
export function LandingPage({ intent = 'home' }: { intent?: LandingIntent }) {
  return (
    <div className="min-h-dvh bg-background">
      <title>{TITLES[intent]}</title>
      <SkipLink />
      <PublicHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <section aria-labelledby="hero-title" className="relative overflow-hidden">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,var(--color-brand-soft),transparent_70%)]"
          />
          <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-20 sm:px-6 sm:pt-16 lg:grid-cols-[1.05fr_1fr] lg:gap-16 lg:pt-20 lg:pb-28">
            <div>
              <p className="inline-flex items-center gap-2 rounded-full border bg-card/80 py-1 pr-3.5 pl-1.5 text-xs font-medium shadow-card backdrop-blur sm:text-[13px]">
                <span className="grid size-5 place-items-center rounded-full bg-ink text-brand">
                  <AudioLines className="size-3" aria-hidden="true" />
                </span>
                The professional network for UK music
              </p>
              <h1
                id="hero-title"
                className="mt-6 text-display-sm font-semibold text-balance sm:text-display lg:text-display-lg"
              >
                Where the UK music industry <span className="text-brand-strong">works together.</span>
              </h1>
              <p className="mt-6 max-w-xl text-lg leading-relaxed text-pretty text-muted-foreground">
                Musicians, producers, engineers, labels, venues, educators and manufacturers meet on Stave to grow
                their network, find work, fill events, collaborate and trade equipment.
              </p>
              <div className="mt-9 flex flex-col gap-3 xs:flex-row">
                <Button asChild size="lg" variant="brand">
                  <Link to={ROUTES.register}>
                    Join Stave, it's free
                    <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
                <Button asChild size="lg" variant="outline">
                  <Link to={ROUTES.login}>Sign in</Link>
                </Button>
              </div>
              <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
                {['Free plan, no card needed', 'Every role in music', 'GDPR-compliant data protection'].map((point) => (
                  <li key={point} className="flex items-center gap-2">
                    <Check className="size-4 text-brand-strong" aria-hidden="true" />
                    {point}
                  </li>
                ))}
              </ul>
            </div>
            <HeroArt />
          </div>
        </section>
        <FeatureGrid />
        <AudienceGrid />
        <PlansTeaser />
        <ClosingCta />
      </main>
      <PublicFooter />
    </div>
  );
}
