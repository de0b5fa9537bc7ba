import { AudioLines } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { SkipLink } from '@/components/layout/SkipLink';
import { CheckList } from '@/components/marketing/CheckList';
import { AuthPanel, type AuthTab } from '@/features/auth/public-screens';
import { PublicFooter } from '@/features/landing/components/PublicFooter';
import { PublicHeader } from '@/features/landing/components/PublicHeader';

// Below the fold, so not part of the first route's budget (docs/performance.md#web-budgets).
const LandingSections = lazy(() => import('@/features/landing/components/LandingSections').then((m) => ({ default: m.LandingSections })));

const TITLES: Record<AuthTab, string> = {
  login: 'Sign in · Stave',
  register: 'Join Stave · The professional network for the UK music industry',
};

// Landing/auth screen (/login, /auth, /reset-password): what Stave is, beside the
// Login/Register card, then the tour of the product.
export function LandingPage({ openReset = false }: { openReset?: boolean }) {
  const [tab, setTab] = useState<AuthTab>(() => (new URLSearchParams(window.location.search).has('ref') ? 'register' : 'login'));

  return (
    <div className="min-h-dvh bg-background">
      <title>{TITLES[tab]}</title>
      <SkipLink />
      <PublicHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <section aria-labelledby="hero-title" className="relative overflow-hidden">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,var(--color-brand-soft),transparent_70%)]"
          />
          <div className="relative mx-auto grid max-w-6xl items-start gap-10 px-4 pt-10 pb-16 sm:px-6 sm:pt-14 lg:grid-cols-[1fr_minmax(0,27rem)] lg:gap-16 lg:pt-20 lg:pb-24">
            <div className="lg:pt-6">
              <p className="inline-flex items-center gap-2 rounded-full border bg-card/80 py-1 pr-3.5 pl-1.5 text-xs font-medium shadow-card backdrop-blur sm:text-[13px]">
                <span className="grid size-5 place-items-center rounded-full bg-ink text-brand">
                  <AudioLines className="size-3" aria-hidden="true" />
                </span>
                The professional network for UK music
              </p>
              <h1 id="hero-title" className="mt-6 text-display-sm font-semibold text-balance sm:text-display lg:text-display-lg">
                Where the UK music industry <span className="text-brand-strong">works together.</span>
              </h1>
              <p className="mt-6 max-w-xl text-lg leading-relaxed text-pretty text-muted-foreground">
                Musicians, producers, engineers, labels, venues, educators and manufacturers meet on Stave to grow their network, find work, fill events,
                collaborate and trade equipment.
              </p>
              <CheckList
                items={[
                  'A professional profile with your work, credits and training',
                  'Jobs, events and collaborations from across the UK',
                  'An equipment marketplace run by people who play it',
                ]}
                className="mt-8 grid gap-3 text-[15px] sm:max-w-md"
                itemClassName="flex items-start gap-3"
                mark="bg-brand-soft text-brand-strong"
              />
              <p className="mt-8 text-sm text-muted-foreground">Free plan, no card needed · GDPR-compliant data protection</p>
            </div>
            {/* Phones show the form first (it is why most people open /login); the pitch follows. */}
            <div className="order-first lg:order-none">
              <AuthPanel openReset={openReset} onTabChange={setTab} />
            </div>
          </div>
        </section>
        <Suspense fallback={<div className="min-h-[60dvh]" aria-hidden="true" />}>
          <LandingSections />
        </Suspense>
      </main>
      <PublicFooter />
    </div>
  );
}
