import { House } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { forgetRememberedPath } from '@/lib/navigation-cache';
import { ROUTES } from '@/routes';

// An empty bar: clef, a whole rest hanging from the fourth line, and a final barline.
function EmptyBar() {
  const lines = [8, 22, 36, 50, 64];
  return (
    <svg viewBox="0 0 240 72" className="h-[72px] w-60" aria-hidden="true" fill="none">
      {lines.map((y) => (
        <line key={y} x1="0" x2="240" y1={y} y2={y} className="stroke-border" strokeWidth="1.5" />
      ))}
      <path d="M34 16c-5-7-19-6-19 4 0 11 20 9 20 22 0 11-14 13-21 7" className="stroke-brand" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="34" cy="16" r="3.5" className="fill-brand" />
      <rect x="110" y="22" width="22" height="9" rx="1" className="fill-foreground" />
      <line x1="228" x2="228" y1="8" y2="64" className="stroke-muted-foreground" strokeWidth="1.5" />
      <line x1="235" x2="235" y1="8" y2="64" className="stroke-muted-foreground" strokeWidth="4" />
    </svg>
  );
}

// Signed-in unknown paths.
export function NotFoundPage() {
  const navigate = useNavigate();

  const goHome = () => {
    forgetRememberedPath();
    void navigate(ROUTES.home);
  };

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center py-12 text-center sm:py-20" aria-labelledby="not-found-title">
      <title>Page Not Found · Stave</title>
      <EmptyBar />
      <p className="mt-10 text-xs font-semibold tracking-[0.2em] text-brand-strong uppercase">Error 404</p>
      <h1 id="not-found-title" className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">
        Page Not Found
      </h1>
      <p className="mt-3 text-[15px] text-muted-foreground">The page you're looking for doesn't exist.</p>
      <Button size="lg" className="mt-8" onClick={goHome}>
        <House aria-hidden="true" />
        Go Home
      </Button>
    </section>
  );
}
