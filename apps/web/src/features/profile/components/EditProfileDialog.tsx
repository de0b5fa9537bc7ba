import { IDENTITY_MESSAGES, UpdateProfileSchema, type SelfUser, type UpdateProfile } from '@stave/contracts';
import { useMutation } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { type FormEvent } from 'react';
import { FormDialogFooter } from '@/components/forms/FormDialogFooter';
import { ProfessionalTypeSelect } from '@/components/forms/ProfessionalTypeSelect';
import { FormStatusAlerts } from '@/components/forms/FormStatusAlerts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Textarea } from '@/components/ui/textarea';
import { useAuth } from '@/features/auth';
import { updateProfile } from '@/features/profile/api/profile.api';
import { useFormFields } from '@/hooks/useFormFields';
import { useOnlineStatus } from '@/hooks/useOnlineStatus';
import { toast } from '@/hooks/useToast';
import { commaList } from '@/lib/comma-list';
import { validate, type FieldErrors } from '@/lib/form-errors';

type Values = {
  name: string;
  username: string;
  email: string;
  currentPassword: string;
  type: string;
  location: string;
  bio: string;
  websiteUrl: string;
  skills: string;
  genres: string;
};
type Field = keyof Values;

function initialValues(user: SelfUser): Values {
  return {
    name: user.name,
    username: user.username,
    email: user.email,
    currentPassword: '',
    type: user.type,
    location: user.location ?? '',
    bio: user.bio ?? '',
    websiteUrl: user.websiteUrl ?? '',
    skills: user.skills.join(', '),
    genres: user.genres.join(', '),
  };
}

// Edit Profile. Changing the email asks for the current password (docs/reliability.md#decision-email-change-password).
export function EditProfileDialog({ user, open, onOpenChange }: { user: SelfUser; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { replaceUser } = useAuth();
  const online = useOnlineStatus();
  const { values, errors, change, formRef, showErrors, clearErrors, failure, setFailure, fail } = useFormFields<Values>(() => initialValues(user));
  const emailChanged = values.email.trim().toLowerCase() !== user.email.toLowerCase();

  const mutation = useMutation({
    mutationFn: updateProfile,
    onSuccess: (updated) => {
      replaceUser(updated);
      toast({ title: 'Profile Updated', description: 'Your profile has been saved.', variant: 'success' });
      onOpenChange(false);
    },
    onError: (error) => toast({ title: 'Error', description: fail(error, 'Failed to update profile'), variant: 'destructive' }),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending || !online) return;
    setFailure(null);
    const candidate = {
      name: values.name,
      username: values.username,
      email: values.email,
      type: values.type,
      location: values.location,
      bio: values.bio,
      websiteUrl: values.websiteUrl,
      skills: commaList(values.skills),
      genres: commaList(values.genres),
    };
    const result = validate(UpdateProfileSchema.safeParse(candidate));
    const found: FieldErrors<Field> = { ...(result.errors ?? {}) };
    if (emailChanged && !values.currentPassword) found.currentPassword = IDENTITY_MESSAGES.currentPasswordRequired;
    if (Object.keys(found).length > 0 || !result.data) {
      showErrors(found);
      return;
    }
    clearErrors();
    const { email, ...rest } = result.data;
    const patch: UpdateProfile = emailChanged ? { ...rest, email, currentPassword: values.currentPassword } : rest;
    mutation.mutate(patch);
  };

  const busy = mutation.isPending;

  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-2xl">
        <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5">
          <DialogHeader>
            <DialogTitle>Edit Profile</DialogTitle>
            <DialogDescription>This is what other members see on your profile.</DialogDescription>
          </DialogHeader>
          <FormStatusAlerts online={online} offlineAction="Editing" failure={failure} failureTitle={"Your changes weren't saved"} />
          <fieldset disabled={busy || !online} className="grid gap-4 sm:grid-cols-2">
            <legend className="sr-only">Profile details</legend>
            <FormField label="Name" error={errors.name}>
              <Input name="name" autoComplete="name" value={values.name} onChange={change('name')} />
            </FormField>
            <FormField label="Username" error={errors.username}>
              <Input name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} value={values.username} onChange={change('username')} />
            </FormField>
            <FormField label="Email" error={errors.email} className={emailChanged ? undefined : 'sm:col-span-2'}>
              <Input type="email" name="email" autoComplete="email" value={values.email} onChange={change('email')} />
            </FormField>
            {emailChanged ? (
              <FormField
                label={
                  <span className="inline-flex items-center gap-1.5">
                    <Lock className="size-3.5" aria-hidden="true" />
                    Current password
                  </span>
                }
                error={errors.currentPassword}
                hint="Needed to change your email."
              >
                <PasswordInput name="currentPassword" autoComplete="current-password" value={values.currentPassword} onChange={change('currentPassword')} />
              </FormField>
            ) : null}
            <FormField label="Professional type" error={errors.type}>
              <ProfessionalTypeSelect name="type" value={values.type} onChange={change('type')} />
            </FormField>
            <FormField label="Location" optional error={errors.location}>
              <Input name="location" autoComplete="address-level2" placeholder="Bristol, UK" value={values.location} onChange={change('location')} />
            </FormField>
            <FormField label="Bio" optional error={errors.bio} className="sm:col-span-2">
              <Textarea
                name="bio"
                rows={4}
                placeholder="What you do, who you've worked with, what you're looking for."
                value={values.bio}
                onChange={change('bio')}
              />
            </FormField>
            <FormField label="Website" optional error={errors.websiteUrl} className="sm:col-span-2">
              <Input
                type="url"
                name="websiteUrl"
                inputMode="url"
                placeholder="https://yourband.co.uk"
                value={values.websiteUrl}
                onChange={change('websiteUrl')}
              />
            </FormField>
            <FormField label="Skills & instruments" optional error={errors.skills} hint="Separate with commas: Mixing, Bass guitar, Pro Tools">
              <Input name="skills" value={values.skills} onChange={change('skills')} />
            </FormField>
            <FormField label="Genres" optional error={errors.genres} hint="Separate with commas: Jazz, Soul, Drum & Bass">
              <Input name="genres" value={values.genres} onChange={change('genres')} />
            </FormField>
          </fieldset>
          <FormDialogFooter onOpenChange={onOpenChange} busy={busy} busyLabel="Saving..." disabled={!online}>
            Save changes
          </FormDialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
