import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { MessagePreferences } from '@stave/contracts';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/hooks/useToast';
import { errorText } from '@/lib/form-errors';
import { fetchMessagePreferences, setMessagePreferences } from '../api/message-preferences.api';
import { SettingsCard } from './SettingsCard';

const preferencesKey = ['message-preferences'] as const;

const CHOICES: Array<{ value: MessagePreferences['allowFrom']; label: string; hint: string }> = [
  { value: 'everyone', label: 'Anyone on Stave', hint: "Members you aren't connected with land in your message requests." },
  { value: 'connections', label: 'Only my connections', hint: 'Anyone else is told you only take messages from your connections.' },
];

// Settings › Privacy: who may start a conversation with the member (conversations under way are kept).
export function WhoCanMessageCard() {
  const preferences = useQuery({ queryKey: preferencesKey, queryFn: ({ signal }) => fetchMessagePreferences(signal) });
  const queryClient = useQueryClient();
  // The choice shows at once; a failure puts the saved one back.
  const [choosing, setChoosing] = useState<MessagePreferences['allowFrom'] | null>(null);
  const change = useMutation({
    mutationFn: setMessagePreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(preferencesKey, saved);
      toast({ title: saved.allowFrom === 'connections' ? 'Only your connections can message you now' : 'Anyone can message you now' });
    },
    onError: (error) => toast({ title: 'Could not save', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
    onSettled: () => setChoosing(null),
  });

  return (
    <SettingsCard
      titleId="who-can-message-title"
      title="Who can message you"
      description="Conversations you already have are kept, and you can always start one yourself."
    >
      <QueryState
        query={preferences}
        loadingLabel="Loading your messaging choice"
        loading={<Skeleton className="h-16 w-full" />}
        error={{ title: 'Failed to load your messaging choice', variant: 'inline' }}
      >
        {(saved) => (
          <fieldset className="grid gap-3" disabled={change.isPending}>
            <legend className="sr-only">Who can message you</legend>
            {CHOICES.map((choice) => (
              <label key={choice.value} className="flex items-start gap-3 text-sm">
                <input
                  type="radio"
                  name="allow-from"
                  className="mt-0.5 size-4 accent-primary"
                  value={choice.value}
                  checked={(choosing ?? saved.allowFrom) === choice.value}
                  onChange={() => {
                    setChoosing(choice.value);
                    change.mutate({ allowFrom: choice.value });
                  }}
                />
                <span>
                  <span className="font-medium">{choice.label}</span>
                  <span className="block text-muted-foreground">{choice.hint}</span>
                </span>
              </label>
            ))}
          </fieldset>
        )}
      </QueryState>
    </SettingsCard>
  );
}
