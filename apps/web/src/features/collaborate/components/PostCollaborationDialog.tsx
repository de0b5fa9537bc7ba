import { COLLABORATION_MESSAGES, CreateCollaborationSchema } from '@stave/contracts';
import { useState, type FormEvent } from 'react';
import { FormDialogFooter } from '@/components/forms/FormDialogFooter';
import { FormStatusAlerts } from '@/components/forms/FormStatusAlerts';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { PostAsField, usePostAs } from '@/features/teams';
import { useFormFields } from '@/hooks/useFormFields';
import { commaList } from '@/lib/comma-list';
import { useOnlineStatus } from '@/hooks/useOnlineStatus';
import { toast } from '@/hooks/useToast';
import { useCreateCollaborationMutation } from '../api/collaborations.queries';
import { DemoField, type DemoMode } from './DemoField';
import { useDemoUpload } from './useDemoUpload';

// Collaboration form: everything empty, remote and paid off (defaults).
const EMPTY = { title: '', description: '', projectType: '', lookingFor: '', genres: '', location: '', demoUrl: '' };
type Values = typeof EMPTY;

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="flex w-fit items-center gap-2 text-sm font-medium">
      <input type="checkbox" className="size-4 accent-[var(--color-brand-strong)]" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}

// Post Collaboration dialog (rules; 'Collaboration Posted', else 'Error' with the message).
export function PostCollaborationDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const online = useOnlineStatus();
  const [remote, setRemote] = useState(false);
  const [paid, setPaid] = useState(false);
  const [demoMode, setDemoMode] = useState<DemoMode>('upload');
  const demo = useDemoUpload();
  const { values, errors, failure, fail, bind, formRef, check } = useFormFields<Values>(EMPTY);
  const mutation = useCreateCollaborationMutation();
  const postAs = usePostAs();
  const busy = mutation.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !online || demo.uploading) return;
    const demoUrl = demoMode === 'link' ? values.demoUrl.trim() : (demo.demo?.upload?.demoUrl ?? '');
    const candidate = { ...values, remote, paid, demoUrl, lookingFor: commaList(values.lookingFor), genres: commaList(values.genres) };
    const checked = check(CreateCollaborationSchema.safeParse(candidate));
    if (!checked) return;
    const business = postAs.team?.business.name;
    mutation.mutate(
      { input: checked, actAs: postAs.actAs },
      {
        onSuccess: (call) => {
          toast({
            title: COLLABORATION_MESSAGES.posted,
            description: `“${call.title}” is now in the Collaboration Hub${business ? ` as ${business}` : ''}.`,
            variant: 'success',
          });
          onOpenChange(false);
        },
        onError: (error) => toast({ title: 'Error', description: fail(error, 'Failed to post collaboration'), variant: 'destructive' }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-2xl">
        <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5">
          <DialogHeader>
            <DialogTitle>Post Collaboration</DialogTitle>
            <DialogDescription>Say what you're making and who you need. Members answer by message.</DialogDescription>
          </DialogHeader>
          <FormStatusAlerts online={online} offlineAction="Posting" failure={failure} failureTitle={"Your collaboration wasn't posted"} />
          <fieldset disabled={busy || !online} className="grid gap-4 sm:grid-cols-2">
            <legend className="sr-only">Collaboration details</legend>
            <PostAsField postAs={postAs} className="sm:col-span-2" />
            <FormField label="Title" error={errors.title} className="sm:col-span-2">
              <Input {...bind('title')} placeholder="e.g. Vocalist wanted for a dream-pop EP" maxLength={150} />
            </FormField>
            <FormField label="Description" optional error={errors.description} className="sm:col-span-2">
              <Textarea {...bind('description')} rows={3} className="min-h-20" placeholder="The project, the sound, the timeline." />
            </FormField>
            <FormField label="Looking for" optional error={errors.lookingFor} hint="Separate with commas: Vocalist, Mix engineer">
              <Input {...bind('lookingFor')} />
            </FormField>
            <FormField label="Project type" optional error={errors.projectType} hint="A single, an EP, a live set, a remix…">
              <Input {...bind('projectType')} />
            </FormField>
            <FormField label="Genres" optional error={errors.genres} hint="Separate with commas: Indie, Electronic" className="sm:col-span-2">
              <Input {...bind('genres')} />
            </FormField>
            <div className="flex flex-wrap gap-x-6 gap-y-2 sm:col-span-2">
              <Check label="Remote collaboration" checked={remote} onChange={setRemote} />
              <Check label="Paid opportunity" checked={paid} onChange={setPaid} />
            </div>
            <FormField
              label="Location"
              optional={remote}
              error={errors.location}
              hint={remote ? 'Where you are based, if it helps.' : 'Needed for in-person collaborations.'}
              className="sm:col-span-2"
            >
              <Input {...bind('location')} placeholder="e.g. Manchester, UK" />
            </FormField>
            <DemoField mode={demoMode} onMode={setDemoMode} upload={demo} link={bind('demoUrl')} linkError={errors.demoUrl} />
          </fieldset>
          <FormDialogFooter onOpenChange={onOpenChange} busy={busy} busyLabel="Posting..." disabled={!online || demo.uploading}>
            {demo.uploading ? 'Uploading…' : 'Post Collaboration'}
          </FormDialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
