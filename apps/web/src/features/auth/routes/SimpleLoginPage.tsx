import { Link } from 'react-router-dom';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { AuthSplitLayout } from '@/features/auth/components/AuthSplitLayout';
import { ClearStoredDataButton } from '@/features/auth/components/ClearStoredDataButton';
import { LoginForm } from '@/features/auth/components/LoginForm';
import { ROUTES } from '@/routes';

const linkClass = 'font-medium text-brand-strong underline-offset-4 hover:underline focus-visible:rounded-sm';

// Login screen: what signed-out visitors see at /, /simple-login and any unknown path.
export function SimpleLoginPage() {
  return (
    <AuthSplitLayout
      title="Sign in · Stave"
      headline={
        <>
          Where the UK music industry <span className="text-brand">works together.</span>
        </>
      }
      lead="Your network, your next gig, your next hire and the gear to play it on, in one place."
      footer={
        <>
          New to Stave?{' '}
          <Link to={ROUTES.auth} className={linkClass}>
            See what's inside
          </Link>
        </>
      }
    >
      <Card className="shadow-raised">
        <CardHeader className="pb-5">
          <h1 className="text-2xl leading-snug font-semibold tracking-tight">Welcome back</h1>
          <CardDescription>Enter your credentials to access your account</CardDescription>
        </CardHeader>
        <CardContent>
          <LoginForm
            idPrefix="simple-login"
            passwordAction={
              <Link to={ROUTES.resetPassword} className={`text-[13px] ${linkClass}`}>
                Forgot your password?
              </Link>
            }
          />
        </CardContent>
        <CardFooter className="flex-col gap-4 border-t pt-5">
          <p className="text-sm text-muted-foreground">
            Don't have an account?{' '}
            <Link to={ROUTES.register} className={linkClass}>
              Sign up
            </Link>
          </p>
        </CardFooter>
      </Card>
      <div className="mt-4 flex justify-center">
        <ClearStoredDataButton />
      </div>
    </AuthSplitLayout>
  );
}
