import type { JobView } from '@stave/contracts';
import { Bookmark } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useSaveJobMutation } from '../api/jobs.queries';
import { saveFailedToast, savedToast } from './job-toasts';

// A toggle: the bookmark fills at once; the server's answer settles it.
export function SaveJobButton({ job }: { job: JobView }) {
  const mutation = useSaveJobMutation();
  const toggle = () =>
    mutation.mutate(job, {
      onSuccess: (answer) => savedToast(answer.saved, answer.message),
      onError: saveFailedToast,
    });
  return (
    <Button variant="outline" onClick={toggle} disabled={mutation.isPending} aria-label={`${job.isSaved ? 'Saved' : 'Save'}: ${job.title}`}>
      <Bookmark aria-hidden="true" className={cn(job.isSaved && 'fill-current text-brand-strong')} />
      <span>{job.isSaved ? 'Saved' : 'Save'}</span>
    </Button>
  );
}
