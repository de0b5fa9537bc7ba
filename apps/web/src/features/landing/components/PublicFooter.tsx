import { Link } from 'react-router-dom';
import { StaveLogo } from '@/components/brand/StaveLogo';
import { ROUTES } from '@/routes';

export function PublicFooter() {
  return (
    <footer className="border-t">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="max-w-sm">
          <StaveLogo markClassName="size-7" />
          <p className="mt-3 text-sm text-muted-foreground">The professional network and equipment marketplace for the UK music industry.</p>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
          <Link to={ROUTES.login} className="text-muted-foreground hover:text-foreground">
            Sign in
          </Link>
          <Link to={ROUTES.register} className="text-muted-foreground hover:text-foreground">
            Join Stave
          </Link>
          <Link to={ROUTES.advertise} className="text-muted-foreground hover:text-foreground">
            Advertise with Stave
          </Link>
          <span className="text-muted-foreground">© {new Date().getFullYear()} Stave</span>
        </nav>
      </div>
    </footer>
  );
}
