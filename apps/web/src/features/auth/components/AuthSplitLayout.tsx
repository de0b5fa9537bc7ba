import { Building2, Disc3, GraduationCap, Headphones, Mic, SlidersHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { StaffLines } from '@/components/brand/StaffLines';
import { StaveHomeLink } from '@/components/brand/StaveLogo';
import { StaveMark } from '@/components/brand/StaveMark';
import { Waveform } from '@/components/brand/Waveform';
import { SkipLink } from '@/components/layout/SkipLink';
import { ThemeToggle } from '@/features/theme';
import { ROUTES } from '@/routes';

const ROLES = [
  { label: 'Musicians', icon: Mic },
  { label: 'Producers', icon: SlidersHorizontal },
  { label: 'Sound engineers', icon: Headphones },
  { label: 'Record labels', icon: Disc3 },
  { label: 'Venues', icon: Building2 },
  { label: 'Educators', icon: GraduationCap },
] as const;

// The brand half of the sign-in and sign-up screens (large screens only).
function BrandPanel({ headline, lead }: { headline: ReactNode; lead: string }) {
  return (
    <aside className="relative hidden overflow-hidden bg-ink p-10 text-ink-foreground lg:flex lg:flex-col xl:p-14 dark:border-r dark:border-white/5">
      <div aria-hidden="true" className="pointer-events-none absolute -top-40 -right-40 size-[28rem] rounded-full bg-brand/20 blur-3xl" />
      <StaffLines
        className="absolute inset-x-0 top-[22%] text-ink-foreground/10 [mask-image:linear-gradient(to_right,transparent,black_20%,black_80%,transparent)]"
        gap={26}
      />
      <Link to={ROUTES.auth} className="relative inline-flex w-fit items-center gap-2.5 rounded-lg focus-visible:outline-offset-4">
        <StaveMark className="size-9" />
        <span className="text-[1.35rem] leading-none font-semibold tracking-[-0.03em]">Stave</span>
      </Link>
      <div className="relative mt-auto max-w-lg">
        <p className="text-xs font-semibold tracking-[0.18em] text-brand uppercase">The professional network for UK music</p>
        <h2 className="mt-4 text-4xl leading-[1.08] font-semibold tracking-tight text-balance xl:text-5xl">{headline}</h2>
        <p className="mt-5 text-base leading-relaxed text-ink-foreground/70">{lead}</p>
        <ul className="mt-8 flex flex-wrap gap-2" aria-label="Who is on Stave">
          {ROLES.map(({ label, icon: Icon }) => (
            <li
              key={label}
              className="inline-flex items-center gap-1.5 rounded-full border border-white/10 bg-white/[0.06] py-1 pr-3 pl-1 text-[13px] font-medium"
            >
              <span className="grid size-6 place-items-center rounded-full bg-brand text-brand-foreground">
                <Icon className="size-3.5" aria-hidden="true" />
              </span>
              {label}
            </li>
          ))}
        </ul>
      </div>
      <div className="relative mt-12 rounded-2xl bg-white/[0.04] px-4 py-3">
        <Waveform className="h-9 text-brand/80" bars={64} />
      </div>
    </aside>
  );
}

type AuthSplitLayoutProps = {
  title: string;
  headline: ReactNode;
  lead: string;
  footer?: ReactNode;
  children: ReactNode;
};

// Simple login and simple registration: brand panel beside a single card.
export function AuthSplitLayout({ title, headline, lead, footer, children }: AuthSplitLayoutProps) {
  return (
    <div className="grid min-h-dvh bg-background lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)]">
      <title>{title}</title>
      <SkipLink />
      <BrandPanel headline={headline} lead={lead} />
      <div className="flex min-w-0 flex-col">
        <header className="flex h-16 items-center justify-between gap-2 px-4 sm:px-6">
          <StaveHomeLink to={ROUTES.auth} className="lg:invisible" />
          <ThemeToggle />
        </header>
        <main id="main" tabIndex={-1} className="flex flex-1 items-start justify-center px-4 pt-4 pb-10 outline-none sm:items-center sm:px-6 sm:py-10">
          <div className="w-full max-w-md">{children}</div>
        </main>
        {footer ? <footer className="px-4 pb-6 text-center text-[13px] text-muted-foreground sm:px-6">{footer}</footer> : null}
      </div>
    </div>
  );
}
