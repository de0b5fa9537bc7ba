import { Crown } from 'lucide-react';
import { ActionLink } from '@/components/ui/action-button';
import { Card } from '@/components/ui/card';
import { useAuth } from '@/features/auth';
import { ROUTES } from '@/routes';
import { useApplicationUsageQuery } from '../api/jobs.queries';
import { UPGRADE_FOR_APPLICATIONS } from './job-toasts';

// Free members have 5 applications a calendar month; this shows where they stand.
export function ApplicationUsageCard() {
  const { user } = useAuth();
  const free = user?.subscriptionTier === 'free';
  const usage = useApplicationUsageQuery(free);
  if (!free || !usage.data || usage.data.limit < 0) return null;
  const { currentCount, limit } = usage.data;
  const left = Math.max(0, limit - currentCount);
  return (
    <Card className="grid gap-3 p-5" data-testid="application-usage">
      <div>
        <p className="text-sm font-semibold">Applications this month</p>
        <p className="mt-0.5 text-[13px] text-muted-foreground">
          {currentCount}/{limit} used · {left} left
        </p>
      </div>
      <div
        className="h-2 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label="Applications used this month"
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={currentCount}
      >
        <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${Math.min(100, (currentCount / limit) * 100)}%` }} />
      </div>
      {left === 0 ? (
        <>
          <p className="text-[13px] text-muted-foreground">{UPGRADE_FOR_APPLICATIONS}</p>
          <ActionLink icon={Crown} size="sm" variant="brand" className="justify-self-start" to={ROUTES.subscription} label="Upgrade to Pro" />
        </>
      ) : null}
    </Card>
  );
}
