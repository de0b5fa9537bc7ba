import { InviteTeamMemberSchema, TEAM_MESSAGES, TEAM_ROLES, TEAM_ROLE_DESCRIPTIONS, TEAM_ROLE_LABELS, type TeamRole } from '@stave/contracts';
import { Info, UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FailureAlert } from '@/components/forms/FailureAlert';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { BusyButton } from '@/components/ui/busy-button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useFormFields } from '@/hooks/useFormFields';
import { useOnlineStatus } from '@/hooks/useOnlineStatus';
import { toast } from '@/hooks/useToast';
import { isApiError } from '@/lib/api-client';
import { errorText, showErrorsAndFocus } from '@/lib/form-errors';
import { useInviteMutation } from '../api/teams.queries';
import { inviteRefusal } from '../invite-refusal';

type Values = { identifier: string; role: TeamRole };

// The owner invites someone by email or username, as an admin or a member (the chosen role's description under it).
// Checked here with the API's own schema; a refusal about the person (nobody by that name, themself, already on the
// team) shows on the field, anything else (the team is full, Business only, too many invitations) above the form.
export function InviteForm({ full }: { full: boolean }) {
  const online = useOnlineStatus();
  const [banner, setBanner] = useState<string | null>(null);
  const { values, setValues, errors, setServerErrors, bind, formRef, check } = useFormFields<Values>({ identifier: '', role: 'member' });
  const invite = useInviteMutation();
  const busy = invite.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !online || full) return;
    setBanner(null);
    const checked = check(InviteTeamMemberSchema.safeParse(values));
    if (!checked) return;
    invite.mutate(checked, {
      onSuccess: (row) => {
        toast({
          title: TEAM_MESSAGES.invited,
          description: `We've emailed ${row.member.name}. They accept from their Team page.`,
          variant: 'success',
        });
        // The role stays as chosen: several people are often invited alike.
        setValues((current) => ({ ...current, identifier: '' }));
      },
      onError: (error) => {
        if (!isApiError(error)) {
          setBanner(errorText(error, 'The invitation was not sent. Please try again.'));
          return;
        }
        const refusal = inviteRefusal(error);
        if (refusal.banner) setBanner(refusal.banner);
        else showErrorsAndFocus(() => setServerErrors(refusal.fields), formRef.current);
      },
    });
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4" aria-labelledby="team-invite-heading" data-testid="team-invite-form">
      <h3 id="team-invite-heading" className="text-base font-semibold">
        Invite someone
      </h3>
      {full ? (
        <Alert variant="info">
          <Info aria-hidden="true" />
          <AlertDescription className="text-foreground">{TEAM_MESSAGES.full}</AlertDescription>
        </Alert>
      ) : null}
      <FailureAlert title="The invitation wasn't sent" failure={banner} data-testid="team-invite-refusal" />
      <fieldset disabled={busy || full} className="grid items-start gap-4 sm:grid-cols-[minmax(0,1fr)_12rem_auto]">
        <legend className="sr-only">Who to invite, and their role</legend>
        <FormField label="Email or username" error={errors.identifier} hint="They must already be a Stave member. We email them the invitation.">
          <Input
            {...bind('identifier')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={254}
            placeholder="e.g. sam@studio.co.uk or samjones"
          />
        </FormField>
        <FormField label="Role" error={errors.role} hint={TEAM_ROLE_DESCRIPTIONS[values.role]}>
          <Select {...bind('role')}>
            {TEAM_ROLES.map((role) => (
              <option key={role} value={role}>
                {TEAM_ROLE_LABELS[role]}
              </option>
            ))}
          </Select>
        </FormField>
        {/* Level with the inputs: the label row's height above it. */}
        <BusyButton
          type="submit"
          variant="brand"
          className="sm:mt-[1.375rem]"
          title={online ? undefined : 'You are offline'}
          busy={busy}
          busyLabel="Inviting..."
          icon={UserPlus}
          disabled={busy || !online || full}
        >
          Send invitation
        </BusyButton>
      </fieldset>
    </form>
  );
}
