import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LoginForm } from '@/features/auth/components/LoginForm';
import { ReferralBanner } from '@/features/auth/components/ReferralBanner';
import { Skeleton } from '@/components/ui/skeleton';
import { useReferralInvite } from '@/features/auth/components/useReferralInvite';
import { ROUTES } from '@/routes';

export type AuthTab = 'login' | 'register';

// The first paint needs only the login form (docs/performance.md#web-budgets: 170 KiB gz for the first route);
// the registration form, the reset dialogs (Radix Dialog) and the debug tool load on demand,
// and the registration form is fetched in the background once the page is up.
const loadRegisterForm = () => import('@/features/auth/components/RegisterForm');
const RegisterForm = lazy(() => loadRegisterForm().then((m) => ({ default: m.RegisterForm })));
const loadResetDialog = () => import('@/features/auth/components/PasswordResetDialog');
const PasswordResetDialog = lazy(() => loadResetDialog().then((m) => ({ default: m.PasswordResetDialog })));
const MobileAuthDebugTool = lazy(() => import('@/features/auth/components/MobileAuthDebugTool').then((m) => ({ default: m.MobileAuthDebugTool })));
const prefetch = (load: () => Promise<unknown>) => () => void load().catch(() => undefined);

function RegisterFormSkeleton() {
  return (
    <div className="grid gap-4" aria-busy="true" aria-label="Loading the registration form">
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className="grid gap-2">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
      <Skeleton className="h-12 w-full" />
    </div>
  );
}

// Landing/auth screen: Login and Register tabs; ?ref= switches to Register and checks
// the invitation; 'Forgot your password' opens the reset dialogs (also at /reset-password and
// from a mailed /auth?reset=<token> link); ?debug=mobile adds the debug tool.
export function AuthPanel({ openReset = false, onTabChange }: { openReset?: boolean; onTabChange?: (tab: AuthTab) => void }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const referralToken = params.get('ref')?.trim() || null;
  const mailedResetToken = params.get('reset')?.trim() || params.get('token')?.trim() || '';
  const debug = params.get('debug') === 'mobile';

  const [tab, setTab] = useState<AuthTab>(referralToken ? 'register' : 'login');
  const [resetOpen, setResetOpen] = useState(openReset || Boolean(mailedResetToken));
  const [loginEmail, setLoginEmail] = useState('');
  const invite = useReferralInvite(referralToken);
  const invitedEmail = invite.state === 'valid' ? invite.email : null;

  useEffect(() => {
    const timer = window.setTimeout(prefetch(loadRegisterForm), 1500);
    return () => window.clearTimeout(timer);
  }, []);

  const chooseTab = (next: string) => {
    const value: AuthTab = next === 'register' ? 'register' : 'login';
    setTab(value);
    onTabChange?.(value);
  };

  const closeReset = (open: boolean) => {
    setResetOpen(open);
    // Leave /reset-password (or the mailed link) once the dialog is done with.
    if (!open && (openReset || mailedResetToken)) void navigate(ROUTES.auth, { replace: true });
  };

  return (
    <div className="grid gap-4">
      <Card className="overflow-hidden shadow-raised">
        <Tabs value={tab} onValueChange={chooseTab}>
          <div className="border-b bg-muted/40 px-6 pt-6 pb-5">
            <h2 className="text-xl font-semibold tracking-tight">{tab === 'login' ? 'Sign in to Stave' : 'Join Stave'}</h2>
            <p className="mt-1 text-sm text-muted-foreground">
              {tab === 'login' ? 'Pick up where you left off.' : 'Create your professional profile in a minute.'}
            </p>
            <TabsList className="mt-5 grid w-full grid-cols-2">
              <TabsTrigger value="login">Login</TabsTrigger>
              <TabsTrigger value="register" onPointerEnter={prefetch(loadRegisterForm)} onFocus={prefetch(loadRegisterForm)}>
                Register
              </TabsTrigger>
            </TabsList>
          </div>
          <TabsContent value="login" forceMount className="mt-0 p-6 data-[state=inactive]:hidden" tabIndex={-1}>
            <LoginForm
              key={loginEmail}
              idPrefix="auth-login"
              defaultEmail={loginEmail}
              passwordAction={
                <button
                  type="button"
                  onClick={() => setResetOpen(true)}
                  onPointerEnter={prefetch(loadResetDialog)}
                  onFocus={prefetch(loadResetDialog)}
                  className="rounded-sm text-[13px] font-medium text-brand-strong underline-offset-4 hover:underline"
                >
                  Forgot your password?
                </button>
              }
            />
          </TabsContent>
          <TabsContent value="register" forceMount className="mt-0 grid gap-5 p-6 data-[state=inactive]:hidden" tabIndex={-1}>
            <ReferralBanner invite={invite} />
            <Suspense fallback={<RegisterFormSkeleton />}>
              <RegisterForm invitedEmail={invitedEmail} referralToken={invite.state === 'valid' ? referralToken : null} />
            </Suspense>
          </TabsContent>
        </Tabs>
      </Card>
      {debug ? (
        <Suspense fallback={null}>
          <MobileAuthDebugTool />
        </Suspense>
      ) : null}
      {resetOpen ? (
        <Suspense fallback={null}>
          <PasswordResetDialog
            open={resetOpen}
            onOpenChange={closeReset}
            initialStep={mailedResetToken ? 'reset' : 'email'}
            initialToken={mailedResetToken}
            onReturnToLogin={(email) => {
              closeReset(false);
              setLoginEmail(email);
              chooseTab('login');
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
