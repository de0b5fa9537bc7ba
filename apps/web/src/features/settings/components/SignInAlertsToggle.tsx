import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/hooks/useToast';
import { errorText } from '@/lib/form-errors';
import { setSignInAlerts } from '../api/sessions.api';
import { sessionKeys, useSignInAlertsQuery } from '../api/sessions.queries';

// The mail about a sign-in from a new device or address (on unless turned off).
export function SignInAlertsToggle() {
  const alerts = useSignInAlertsQuery();
  const queryClient = useQueryClient();
  // The box shows the choice at once; a failure puts the saved one back.
  const [choosing, setChoosing] = useState<boolean | null>(null);
  const change = useMutation({
    mutationFn: setSignInAlerts,
    onSuccess: (enabled) => {
      queryClient.setQueryData(sessionKeys.alerts, enabled);
      toast({ title: enabled ? 'Sign-in alerts on' : 'Sign-in alerts off' });
    },
    onError: (error) => toast({ title: 'Could not save', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
    onSettled: () => setChoosing(null),
  });
  const checked = choosing ?? alerts.data ?? true;
  return (
    <label className="flex items-start gap-3 text-sm">
      <input
        type="checkbox"
        className="mt-0.5 size-4 accent-primary"
        checked={checked}
        disabled={alerts.isPending || change.isPending || alerts.isError}
        onChange={(event) => {
          setChoosing(event.target.checked);
          change.mutate(event.target.checked);
        }}
      />
      <span>
        <span className="font-medium">Email me about new sign-ins</span>
        <span className="block text-muted-foreground">When your account is signed in to from a device or address it hasn&apos;t used before.</span>
      </span>
    </label>
  );
}
