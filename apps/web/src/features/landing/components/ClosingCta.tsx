import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { StaffLines } from '@/components/brand/StaffLines';
import { Button } from '@/components/ui/button';
import { ROUTES } from '@/routes';

export function ClosingCta() {
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-20 sm:px-6 sm:pb-24">
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-3xl bg-ink px-6 py-14 text-center dark:border dark:border-white/10 dark:bg-card text-ink-foreground sm:px-12 sm:py-20">
        <StaffLines
          className="absolute inset-x-0 top-1/2 -translate-y-1/2 text-ink-foreground/10 [mask-image:linear-gradient(to_right,black,transparent_32%,transparent_68%,black)]"
          gap={22}
        />
        <div aria-hidden="true" className="pointer-events-none absolute -bottom-32 left-1/2 size-96 -translate-x-1/2 rounded-full bg-brand/20 blur-3xl" />
        <div className="relative">
          <h2 id="cta-title" className="mx-auto max-w-2xl text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
            Your next session, gig or hire is one connection away.
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-base text-ink-foreground/70 sm:text-lg">
            Join the professional network made for the UK music industry. It takes a minute and it's free.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 xs:flex-row">
            <Button asChild size="lg" variant="brand">
              <Link to={ROUTES.register}>
                Create your profile
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="ghost" className="border border-ink-foreground/20 text-ink-foreground hover:bg-ink-foreground/10">
              <Link to={ROUTES.login}>Sign in</Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
