import { Crown } from 'lucide-react';
import { ActionLink } from '@/components/ui/action-button';
import { useAuth } from '@/features/auth';
import { ROUTES } from '@/routes';
import { useUsageQuery } from '../api/messages.queries';
import { useMessageInbox } from './inbox-context';
import { UPGRADE_FOR_MESSAGES } from './message-toasts';

const RESET_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'Europe/London' });

// Free members: how many new conversations are left this month and when the count resets; once
// none are left, the upgrade. Replies never count, so it says "new conversations". In a business's inbox, the
// business's allowance (unlimited on its Business plan, so nothing shows).
export function UsageLine() {
  const { user } = useAuth();
  const inbox = useMessageInbox();
  const counted = inbox.id !== null || user?.subscriptionTier === 'free';
  const usage = useUsageQuery(counted, inbox.id);
  if (!counted || !usage.data || usage.data.limit < 0) return null;
  const { remaining, limit, resetsAt } = usage.data;
  const resets = RESET_DATE.format(new Date(resetsAt));
  if (remaining === 0) {
    return (
      <div className="grid gap-2 border-t bg-muted/40 px-4 py-3 text-sm" data-testid="usage-line">
        <p>
          You've started your {limit} free conversations this month. Replies are always free; new conversations open again on {resets}.
        </p>
        <p className="text-muted-foreground">{UPGRADE_FOR_MESSAGES}</p>
        <ActionLink icon={Crown} size="sm" variant="brand" className="justify-self-start rounded-full" to={ROUTES.subscription} label="Upgrade to Pro" />
      </div>
    );
  }
  return (
    <p className="border-t px-4 py-2.5 text-xs text-muted-foreground" data-testid="usage-line">
      {remaining} of {limit} free new conversations left this month · resets {resets}
    </p>
  );
}
