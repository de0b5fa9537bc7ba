import { PRIVACY_MESSAGES } from '@stave/contracts';
import { CalendarClock, LogIn } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { AuthSplitLayout } from '@/features/auth/public-screens';
import { formatDayMonthYear } from '@/lib/format';
import { ROUTES } from '@/routes';
import { DELETION_DATE_PARAM } from '../account-deleted-path';

// /account-deleted: where a member lands, signed out everywhere, once they asked for their account to be
// deleted: the day it happens, and that signing in before then keeps it.
export function AccountDeletedPage() {
  const [params] = useSearchParams();
  const on = params.get(DELETION_DATE_PARAM);
  const scheduled = on && !Number.isNaN(Date.parse(on)) ? on : null;
  return (
    <AuthSplitLayout
      title="Account deletion scheduled · Stave"
      headline={
        <>
          Thanks for being part of <span className="text-brand">Stave.</span>
        </>
      }
      lead="Changed your mind? Sign in before the day your account is deleted and it stays."
    >
      <Card className="shadow-raised">
        <CardHeader className="gap-3 pb-5">
          <span className="grid size-11 place-items-center rounded-xl bg-destructive/10 text-destructive">
            <CalendarClock className="size-5" aria-hidden="true" />
          </span>
          <h1 className="text-2xl leading-snug font-semibold tracking-tight">Your account is scheduled for deletion</h1>
        </CardHeader>
        <CardContent className="grid gap-3 text-[15px]">
          <p data-testid="deletion-date">
            {scheduled ? (
              <>
                Your account will be deleted on <time dateTime={scheduled}>{formatDayMonthYear(scheduled)}</time>. Sign in before then to keep it.
              </>
            ) : (
              PRIVACY_MESSAGES.deletionScheduled
            )}
          </p>
          <p className="text-sm text-muted-foreground">You have been signed out on every device.</p>
        </CardContent>
        <CardFooter className="border-t pt-5">
          <Button asChild>
            <Link to={ROUTES.home}>
              <LogIn aria-hidden="true" />
              Sign in
            </Link>
          </Button>
        </CardFooter>
      </Card>
    </AuthSplitLayout>
  );
}
