import { Link } from 'react-router-dom';
import { StaveHomeLink } from '@/components/brand/StaveLogo';
import { Button } from '@/components/ui/button';
import { ThemeToggle } from '@/features/theme';
import { ROUTES } from '@/routes';

export function PublicHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/80 backdrop-blur-md supports-[backdrop-filter]:bg-background/65">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-1.5 px-4 sm:gap-2 sm:px-6">
        <StaveHomeLink to={ROUTES.home} className="mr-auto" />
        <ThemeToggle />
        <Button asChild variant="ghost" className="px-3">
          <Link to={ROUTES.login}>Sign in</Link>
        </Button>
        <Button asChild className="px-3.5 sm:px-4">
          <Link to={ROUTES.register}>Join Stave</Link>
        </Button>
      </div>
    </header>
  );
}
