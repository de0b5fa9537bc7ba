import { useState } from 'react';
import { PLANS, formatPlanPrice, planHasFeature } from '@stave/contracts';
import { Sparkles } from 'lucide-react';
import { SignInPrompt } from '@/components/layout/SignInPrompt';
import { PageHeader } from '@/components/layout/PageHeader';
import { ActionLink } from '@/components/ui/action-button';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import { toast } from '@/hooks/useToast';
import { ROUTES } from '@/routes';
import { useContactMutation, usePreferencesQuery, useSuggestionsQuery } from '../api/matching.queries';
import { MatchCard } from '../components/MatchCard';
import { PreferencesPanel } from '../components/PreferencesPanel';

// AI Matching (/ai-matching), its texts.
export function AiMatchingPage() {
  const { user } = useAuth();
  const premium = Boolean(user && planHasFeature(user.subscriptionTier, 'aiMatching'));
  const suggestions = useSuggestionsQuery(premium);
  const [adjusting, setAdjusting] = useState(false);
  const preferences = usePreferencesQuery(premium && adjusting);
  const contact = useContactMutation();

  if (!user) {
    return <SignInPrompt page="AI Matching" title="Please log in" actionLabel="Log In" />;
  }

  const connect = (matchedUserId: number) =>
    contact.mutate(matchedUserId, {
      onSuccess: () => toast({ title: 'Connection request sent!', description: "They'll be notified about your interest.", variant: 'success' }),
      onError: () => toast({ title: 'Failed to send request', description: 'Please try again later.', variant: 'destructive' }),
    });

  return (
    <>
      <title>AI Matching · Stave</title>
      <PageHeader icon={Sparkles} title="AI Matching" description="Collaborators and opportunities matched to your genres and skills." />
      {!premium ? (
        <Card className="grid gap-3 border-brand/50 bg-brand-soft/50 p-5" data-testid="matching-upsell">
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <Sparkles className="size-5 text-brand-strong" aria-hidden="true" />
            AI-Powered Matching
          </h2>
          <p className="text-sm text-muted-foreground">Exclusive to Pro and Business members.</p>
          <p className="font-medium">Upgrade to Pro - {formatPlanPrice(PLANS.pro)}/month</p>
          <p className="text-sm text-brand-strong">Includes 3-month free trial</p>
          <ActionLink variant="brand" className="justify-self-start" to={ROUTES.subscription} label="Upgrade to Pro" />
        </Card>
      ) : (
        <div className="grid gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-base font-semibold">Your Matches</h2>
            <Button variant="outline" size="sm" aria-expanded={adjusting} onClick={() => setAdjusting((value) => !value)}>
              {adjusting ? 'Hide Preferences' : 'Adjust Preferences'}
            </Button>
          </div>
          {adjusting && preferences.data ? <PreferencesPanel preferences={preferences.data} skills={user.skills} /> : null}
          {suggestions.isPending ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
              <Spinner /> Finding your perfect matches...
            </p>
          ) : suggestions.isError ? (
            <Alert variant="destructive">
              <AlertTitle>Could not load your matches</AlertTitle>
              <AlertDescription>Please refresh the page to try again.</AlertDescription>
            </Alert>
          ) : suggestions.data.length === 0 ? (
            <EmptyState icon={Sparkles} title="No matches found yet. Update your profile with genres and skills to get better matches!" />
          ) : (
            <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {suggestions.data.map((match) => (
                <li key={match.id}>
                  <MatchCard match={match} connecting={contact.isPending && contact.variables === match.user.id} onConnect={() => connect(match.user.id)} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </>
  );
}
