import { Link } from 'react-router-dom';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { AuthSplitLayout } from '@/features/auth/components/AuthSplitLayout';
import { SimpleRegisterForm } from '@/features/auth/components/SimpleRegisterForm';
import { ROUTES } from '@/routes';

const linkClass = 'font-medium text-brand-strong underline-offset-4 hover:underline focus-visible:rounded-sm';

// Simple registration screen (/register).
export function SimpleRegisterPage() {
  return (
    <AuthSplitLayout
      title="Join Stave · The professional network for the UK music industry"
      headline={
        <>
          Your career in music, <span className="text-brand">all on one page.</span>
        </>
      }
      lead="Create a profile in a minute: show your work, find collaborators, get hired and trade gear with people who know it."
      footer="By creating an account you agree to keep Stave a professional, respectful place."
    >
      <Card className="shadow-raised">
        <CardHeader className="pb-5">
          <h1 className="text-2xl leading-snug font-semibold tracking-tight">Create your account</h1>
          <CardDescription>Join the professional network for the UK music industry. It's free.</CardDescription>
        </CardHeader>
        <CardContent>
          <SimpleRegisterForm />
        </CardContent>
        <CardFooter className="justify-center border-t pt-5">
          <p className="text-sm text-muted-foreground">
            Already have an account?{' '}
            <Link to={ROUTES.home} className={linkClass}>
              Sign in
            </Link>
          </p>
        </CardFooter>
      </Card>
    </AuthSplitLayout>
  );
}
