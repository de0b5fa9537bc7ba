import { CreateJobSchema, JOB_MAX_LIFETIME_DAYS, JOB_TYPES, lastJobClosingDay } from '@stave/contracts';
import { useState, type FormEvent } from 'react';
import { FormDialogFooter } from '@/components/forms/FormDialogFooter';
import { FormStatusAlerts } from '@/components/forms/FormStatusAlerts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { PostAsField, usePostAs } from '@/features/teams';
import { useFormFields } from '@/hooks/useFormFields';
import { commaList } from '@/lib/comma-list';
import { useOnlineStatus } from '@/hooks/useOnlineStatus';
import { toast } from '@/hooks/useToast';
import { useCreateJobMutation } from '../api/jobs.queries';
import { jobTypeLabel } from '../job-filters';
import { MAJOR_CITIES, UK_CITIES } from '../job-locations';

// Job form: type full-time, remote off, every other field empty.
const EMPTY = {
  title: '',
  companyName: '',
  location: '',
  type: 'full-time',
  salaryRange: '',
  contactEmail: '',
  skills: '',
  description: '',
  requirements: '',
  expiresAt: '',
};
type Values = typeof EMPTY;

// A closing date is the end of that day where the poster is.
const endOfDay = (date: string) => (date ? new Date(`${date}T23:59:59`).toISOString() : undefined);
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

// Post a Job dialog (rules, 'Job Posted' / the server's message).
export function PostJobDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const online = useOnlineStatus();
  const [remote, setRemote] = useState(false);
  const { values, errors, failure, fail, bind, formRef, check } = useFormFields<Values>(EMPTY);
  const mutation = useCreateJobMutation();
  const postAs = usePostAs();
  const busy = mutation.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !online) return;
    const candidate = { ...values, remote, skills: commaList(values.skills), expiresAt: endOfDay(values.expiresAt) };
    const checked = check(CreateJobSchema.safeParse(candidate));
    if (!checked) return;
    const business = postAs.team?.business.name;
    mutation.mutate(
      { input: checked, actAs: postAs.actAs },
      {
        onSuccess: (job) => {
          toast({ title: 'Job Posted', description: `“${job.title}” is now on the job board${business ? ` as ${business}` : ''}.`, variant: 'success' });
          onOpenChange(false);
        },
        onError: (error) => toast({ title: 'Error', description: fail(error, 'Failed to post job'), variant: 'destructive' }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-2xl">
        <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5">
          <DialogHeader>
            <DialogTitle>Post a Job</DialogTitle>
            <DialogDescription>Put a role in front of musicians, engineers and producers across the UK.</DialogDescription>
          </DialogHeader>
          <FormStatusAlerts online={online} offlineAction="Posting" failure={failure} failureTitle={"Your job wasn't posted"} />
          <fieldset disabled={busy || !online} className="grid gap-4 sm:grid-cols-2">
            <legend className="sr-only">Job details</legend>
            <PostAsField postAs={postAs} className="sm:col-span-2" />
            <FormField label="Job title" error={errors.title} className="sm:col-span-2">
              <Input {...bind('title')} placeholder="e.g. Session bassist for a six-date UK tour" maxLength={150} />
            </FormField>
            <FormField label="Company" optional error={errors.companyName}>
              <Input {...bind('companyName')} autoComplete="organization" placeholder="e.g. Northbank Records" />
            </FormField>
            <FormField label="Location" optional error={errors.location}>
              <Input {...bind('location')} list="job-location-options" placeholder="e.g. Manchester, UK" />
            </FormField>
            <datalist id="job-location-options">
              {[...UK_CITIES, ...MAJOR_CITIES].map((option) => (
                <option key={option.label} value={option.label} />
              ))}
            </datalist>
            <FormField label="Job type" error={errors.type}>
              <Select {...bind('type')}>
                {JOB_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {jobTypeLabel(type)}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField label="Salary or rate" optional error={errors.salaryRange}>
              <Input {...bind('salaryRange')} placeholder="e.g. £250 a day" />
            </FormField>
            <label className="flex w-fit items-center gap-2 text-sm font-medium sm:col-span-2">
              <input
                type="checkbox"
                name="remote"
                className="size-4 accent-[var(--color-brand-strong)]"
                checked={remote}
                onChange={(e) => setRemote(e.target.checked)}
              />
              Remote work possible
            </label>
            <FormField label="Description" optional error={errors.description} className="sm:col-span-2">
              <Textarea {...bind('description')} rows={3} className="min-h-20" placeholder="The project, the dates, who you'll work with." />
            </FormField>
            <FormField label="Requirements" optional error={errors.requirements} className="sm:col-span-2">
              <Textarea {...bind('requirements')} rows={2} className="min-h-16" placeholder="Experience, gear, availability." />
            </FormField>
            <FormField
              label="Skills"
              optional
              error={errors.skills}
              hint="Separate with commas: Bass guitar, Sight-reading, Pro Tools"
              className="sm:col-span-2"
            >
              <Input {...bind('skills')} />
            </FormField>
            <FormField label="Contact email" optional error={errors.contactEmail} hint="Applicants can also email you here.">
              <Input {...bind('contactEmail')} type="email" autoComplete="email" placeholder="e.g. jobs@northbank.co.uk" />
            </FormField>
            <FormField
              label="Closing date"
              optional
              error={errors.expiresAt}
              hint={`30 days from today if left empty; at most ${JOB_MAX_LIFETIME_DAYS} days ahead.`}
            >
              <Input {...bind('expiresAt')} type="date" min={today()} max={lastJobClosingDay(new Date())} />
            </FormField>
          </fieldset>
          <FormDialogFooter onOpenChange={onOpenChange} busy={busy} busyLabel="Posting..." disabled={!online}>
            Post Job
          </FormDialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
