import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useState } from 'react';
import {
  NOTIFICATION_PREFERENCE_GROUPS,
  NOTIFICATION_PREFERENCE_LABELS,
  type NotificationPreferenceGroup,
  type NotificationPreferences,
} from '@stave/contracts';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/hooks/useToast';
import { errorText } from '@/lib/form-errors';
import { setNotificationPreferences } from '../api/notification-preferences.api';
import { notificationPreferenceKeys, useNotificationPreferencesQuery } from '../api/notification-preferences.queries';
import { SettingsCard } from './SettingsCard';

type Choice = { group: NotificationPreferenceGroup; on: boolean };

const key = notificationPreferenceKeys.root;

// Settings › Notifications: one switch per kind of notification. Off means none of that kind is written
// from then on; what concerns the account itself is always sent.
export function NotificationPreferencesCard() {
  const preferences = useNotificationPreferencesQuery();
  const queryClient = useQueryClient();
  // For the live region: the last choice saved.
  const [announcement, setAnnouncement] = useState('');
  // A switch shows the choice at once (as the sign-in alerts' box does); a failure puts the saved one back.
  const [choosing, setChoosing] = useState<Partial<Record<NotificationPreferenceGroup, boolean>>>({});
  const save = useMutation({
    mutationKey: key,
    mutationFn: ({ group, on }: Choice) => setNotificationPreferences({ [group]: on }),
    onSuccess: (saved, { group }) => {
      // Several changes may be on their way: the answer to the last one has them all; an earlier one's is trusted for
      // its own switch only.
      if (queryClient.isMutating({ mutationKey: key }) === 1) queryClient.setQueryData(key, saved);
      else queryClient.setQueryData<NotificationPreferences>(key, (current) => current && { ...current, [group]: saved[group] });
      setAnnouncement(`${NOTIFICATION_PREFERENCE_LABELS[group].label}: ${saved[group] ? 'on' : 'off'}`);
    },
    onError: (error) => toast({ title: 'Could not save', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
    onSettled: (_saved, _error, { group, on }) => {
      // Unless the switch was flipped again meanwhile: that change is still on its way.
      setChoosing((current) => (current[group] === on ? { ...current, [group]: undefined } : current));
      if (queryClient.isMutating({ mutationKey: key }) === 1) void queryClient.invalidateQueries({ queryKey: key });
    },
  });

  // Set in the event itself, so the box never flips back while the change is on its way.
  const choose = (choice: Choice) => {
    setChoosing((current) => ({ ...current, [choice.group]: choice.on }));
    save.mutate(choice);
  };

  return (
    <SettingsCard
      titleId="notification-preferences-title"
      title="What you're notified about"
      icon={BellRing}
      description="Turn off what you don't want in your notifications. Nothing of that kind is sent from then on."
      contentClassName="grid gap-4"
    >
      <QueryState
        query={preferences}
        loadingLabel="Loading your notification choices"
        loading={<Skeleton className="h-40 w-full" />}
        error={{ title: 'Failed to load your notification choices', variant: 'inline' }}
      >
        {(saved) => (
          <fieldset>
            <legend className="sr-only">What you&apos;re notified about</legend>
            <ul className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
              {NOTIFICATION_PREFERENCE_GROUPS.map((group) => (
                <PreferenceSwitch key={group} group={group} on={choosing[group] ?? saved[group]} onChange={(on) => choose({ group, on })} />
              ))}
            </ul>
          </fieldset>
        )}
      </QueryState>
      <p className="border-t pt-4 text-xs text-muted-foreground">Notices about your account — a listing hidden, billing, achievements — are always sent.</p>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </SettingsCard>
  );
}

// The same box as the sign-in alerts' (SignInAlertsToggle); its name is the label, the description is read after it.
function PreferenceSwitch({ group, on, onChange }: { group: NotificationPreferenceGroup; on: boolean; onChange: (on: boolean) => void }) {
  const { label, description } = NOTIFICATION_PREFERENCE_LABELS[group];
  const id = `notify-${group}`;
  return (
    <li className="flex items-start gap-3 text-sm">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 accent-primary"
        checked={on}
        aria-describedby={`${id}-description`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <span id={`${id}-description`} className="block text-muted-foreground">
          {description}
        </span>
      </span>
    </li>
  );
}
