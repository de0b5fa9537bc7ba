import type { JobView } from '@stave/contracts';
import { Building2, Clock, MapPin, PoundSterling } from 'lucide-react';
import { MetaItem, MetaList } from '@/components/lists/MetaList';
import { useNow } from '@/hooks/useNow';
import { fullDateTime, relativeTime } from '@/lib/relative-time';

// Company, place, pay and when it was posted.
export function JobMeta({ job }: { job: JobView }) {
  const now = useNow();
  return (
    <MetaList>
      {job.companyName ? <MetaItem icon={Building2}>{job.companyName}</MetaItem> : null}
      <MetaItem icon={MapPin}>{job.location || (job.remote ? 'Anywhere' : 'Location not specified')}</MetaItem>
      {job.salaryRange ? <MetaItem icon={PoundSterling}>{job.salaryRange}</MetaItem> : null}
      <MetaItem icon={Clock}>
        <time dateTime={job.createdAt} title={fullDateTime(job.createdAt)}>
          {relativeTime(job.createdAt, now)}
        </time>
      </MetaItem>
    </MetaList>
  );
}
