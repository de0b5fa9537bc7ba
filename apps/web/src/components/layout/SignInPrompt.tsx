import { Link } from 'react-router-dom';
import { LogIn } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ROUTES } from '@/routes';

type SignInPromptProps = {
  // The page's name in the tab title: 'AI Matching' → 'AI Matching · Stave'.
  page: string;
  // The spec's text for this page ('Please log in to view your analytics').
  title: string;
  description?: string;
  // The spec writes the button 'Login' on some pages and 'Log In' on others.
  actionLabel: 'Login' | 'Log In';
};

// What a members-only page shows a visitor who is signed out: the page's own text and a way to the sign-in form.
export function SignInPrompt({ page, title, description, actionLabel }: SignInPromptProps) {
  return (
    <>
      <title>{`${page} · Stave`}</title>
      <EmptyState
        icon={LogIn}
        titleAs="h1"
        title={title}
        description={description}
        action={
          <Button asChild>
            <Link to={ROUTES.login}>{actionLabel}</Link>
          </Button>
        }
      />
    </>
  );
}
