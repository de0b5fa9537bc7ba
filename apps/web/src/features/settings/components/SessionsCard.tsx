import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { useState } from 'react';
import type { Session } from '@stave/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useNow } from '@/hooks/useNow';
import { toast } from '@/hooks/useToast';
import { errorText } from '@/lib/form-errors';
import { fullDateTime, relativeTime } from '@/lib/relative-time';
import { endOtherSessions, endSession } from '../api/sessions.api';
import { sessionKeys, useSessionsQuery } from '../api/sessions.queries';
import { SignInAlertsToggle } from './SignInAlertsToggle';
import { SettingsCard } from './SettingsCard';

const MOBILE = /iOS|Android/;

// Settings › Security: where the member is signed in, and signing devices out.
export function SessionsCard() {
  const sessions = useSessionsQuery();
  const queryClient = useQueryClient();
  const [confirmOthers, setConfirmOthers] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionKeys.list });
  const failed = (error: unknown) => toast({ title: 'Could not sign out', description: errorText(error, 'Please try again.'), variant: 'destructive' });
  const endOne = useMutation({
    mutationFn: (session: Session) => endSession(session.id),
    onSuccess: (_answer, session) => {
      toast({ title: 'Signed out', description: `${session.device} is signed out.` });
      void refresh();
    },
    onError: failed,
  });
  const endOthers = useMutation({
    mutationFn: endOtherSessions,
    onSuccess: ({ ended }) => {
      setConfirmOthers(false);
      toast({ title: 'Signed out everywhere else', description: ended === 1 ? '1 other session was signed out.' : `${ended} other sessions were signed out.` });
      void refresh();
    },
    onError: failed,
  });
  const now = useNow();

  return (
    <SettingsCard
      titleId="sessions-title"
      title="Where you're signed in"
      description="Sign out of a device you don't recognise or no longer use. Its sign-in stops working at once."
    >
      <QueryState
        query={sessions}
        loadingLabel="Loading your sessions"
        loading={<Skeleton className="h-24 w-full" />}
        error={{ title: 'Failed to load your sessions', variant: 'inline' }}
      >
        {(list) => (
          <div className="grid gap-4">
            <ul className="divide-y rounded-lg border" aria-label="Sessions">
              {list.map((session) => {
                const Icon = MOBILE.test(session.device) ? Smartphone : Monitor;
                return (
                  <li key={session.id} className="flex flex-wrap items-center gap-3 p-3 sm:flex-nowrap">
                    <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                    <div className="min-w-0 flex-1 basis-52">
                      <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                        {session.device}
                        {session.current ? <Badge variant="brand">This device</Badge> : null}
                      </p>
                      <p className="text-xs text-muted-foreground">
                        {[session.place, session.ipAddress].filter(Boolean).map((part) => `${part} · `)}
                        Signed in{' '}
                        <time dateTime={session.createdAt} title={fullDateTime(session.createdAt)}>
                          {relativeTime(session.createdAt, now).toLowerCase()}
                        </time>
                        {' · '}last active{' '}
                        <time dateTime={session.lastSeenAt} title={fullDateTime(session.lastSeenAt)}>
                          {relativeTime(session.lastSeenAt, now).toLowerCase()}
                        </time>
                      </p>
                    </div>
                    {session.current ? null : (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => endOne.mutate(session)}
                        disabled={endOne.isPending && endOne.variables?.id === session.id}
                        aria-label={`Sign out ${session.device}`}
                      >
                        <LogOut aria-hidden="true" /> Sign out
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
            {list.some((session) => session.place) ? (
              <p className="text-xs text-muted-foreground">
                Countries from{' '}
                <a className="underline underline-offset-2" href="https://db-ip.com" target="_blank" rel="noreferrer">
                  IP Geolocation by DB-IP
                </a>
                .
              </p>
            ) : null}
            {list.some((session) => !session.current) ? (
              <div>
                <Button variant="outline" onClick={() => setConfirmOthers(true)}>
                  <LogOut aria-hidden="true" /> Sign out everywhere else
                </Button>
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">You&apos;re signed in on this device only.</p>
            )}
          </div>
        )}
      </QueryState>
      <div className="mt-5 border-t pt-5">
        <SignInAlertsToggle />
      </div>
      <ConfirmDialog
        open={confirmOthers}
        onOpenChange={setConfirmOthers}
        title="Sign out everywhere else?"
        description="Every other device signed in to your account is signed out. This one stays signed in."
        onConfirm={() => endOthers.mutate()}
        pending={endOthers.isPending}
        icon={LogOut}
        confirmLabel="Sign out"
        busyLabel="Signing out..."
      />
    </SettingsCard>
  );
}
