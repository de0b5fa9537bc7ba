import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Archive, Download, Info } from 'lucide-react';
import { useState } from 'react';
import { EXPORT_LINK_DAYS, PRIVACY_MESSAGES, type DataExport } from '@stave/contracts';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { apiUrl } from '@/lib/api-client';
import { formatDayMonthYear } from '@/lib/format';
import { errorText } from '@/lib/form-errors';
import { fullDateTime } from '@/lib/relative-time';
import { requestDataExport } from '../api/privacy.api';
import { privacyKeys, useDataExportsQuery } from '../api/privacy.queries';
import { SettingsCard } from './SettingsCard';

type DataExportStatus = DataExport['status'];

const STATUS_BADGES: Record<DataExportStatus, { label: string; variant: BadgeProps['variant'] }> = {
  gathering: { label: 'Preparing', variant: 'outline' },
  ready: { label: 'Ready', variant: 'brand' },
  failed: { label: 'Failed', variant: 'destructive' },
  expired: { label: 'Expired', variant: 'secondary' },
};

// What the live region says when the archive being watched changes (a screen reader hears it once).
const ANNOUNCEMENTS: Record<DataExportStatus, string> = {
  gathering: PRIVACY_MESSAGES.exportStarted,
  ready: 'Your archive is ready to download.',
  failed: 'Your archive could not be prepared. Ask for a new one.',
  expired: 'Your archive has expired.',
};

const SIZE = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${SIZE.format(value)} ${units[unit]}`;
}

// Settings › Your data: a copy of everything the member put into Stave, as one zip gathered in the background
// . The list is asked again every few seconds while one is being prepared.
export function DataExportCard() {
  const archives = useDataExportsQuery();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const request = useMutation({
    mutationFn: requestDataExport,
    onMutate: () => setRefusal(null),
    onSuccess: (created) => {
      // Shown at once (and polled from now on), then read again.
      queryClient.setQueryData<DataExport[]>(privacyKeys.exports, (list = []) => [created, ...list.filter((item) => item.id !== created.id)]);
      void queryClient.invalidateQueries({ queryKey: privacyKeys.exports });
    },
    // 429 EXPORT_TOO_SOON: the server's words (one a day).
    onError: (error) => setRefusal(errorText(error, 'Your archive could not be requested. Please try again.')),
  });

  // The archive followed by the live region: the newest one being gathered, kept once it is done, so its
  // outcome is announced. Adjusted while rendering (React's "storing information from previous renders").
  const [watchedId, setWatchedId] = useState<string | null>(null);
  const gathering = archives.data?.find((item) => item.status === 'gathering');
  if (gathering && gathering.id !== watchedId) setWatchedId(gathering.id);
  const watched = archives.data?.find((item) => item.id === watchedId);

  return (
    <SettingsCard
      titleId="data-export-title"
      title="Download your data"
      icon={Archive}
      description="A copy of everything you have put into Stave: your profile, posts, comments, connections, messages, jobs, applications, events, collaborations, listings, the reports you made, your subscription and invoices, and the files you uploaded. It comes as one zip, with each part as JSON and CSV."
      contentClassName="grid gap-4"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button onClick={() => request.mutate()} disabled={request.isPending || Boolean(gathering)}>
          {request.isPending ? <Spinner className="size-4 text-current" /> : <Archive aria-hidden="true" />}
          Request archive
        </Button>
        <p className="text-xs text-muted-foreground">
          We email you when it is ready. The download link works for {EXPORT_LINK_DAYS} days; you can ask for one archive a day.
        </p>
      </div>
      {refusal ? (
        <Alert variant="info" role="alert" data-testid="export-refusal">
          <Info aria-hidden="true" />
          <AlertDescription className="col-start-2 text-foreground">{refusal}</AlertDescription>
        </Alert>
      ) : null}
      <p role="status" aria-live="polite" className="sr-only">
        {watched ? ANNOUNCEMENTS[watched.status] : ''}
      </p>
      <QueryState
        query={archives}
        loadingLabel="Loading your archives"
        loading={<Skeleton className="h-16 w-full" />}
        error={{ title: 'Failed to load your archives', variant: 'inline' }}
        isEmpty={(list) => list.length === 0}
        empty={<p className="text-sm text-muted-foreground">You haven&apos;t asked for an archive yet.</p>}
      >
        {(list) => (
          <ul className="divide-y rounded-lg border" aria-label="Your archives">
            {list.map((archive) => (
              <ArchiveRow key={archive.id} archive={archive} />
            ))}
          </ul>
        )}
      </QueryState>
    </SettingsCard>
  );
}

function ArchiveRow({ archive }: { archive: DataExport }) {
  const badge = STATUS_BADGES[archive.status];
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 p-3" data-testid="data-export" data-status={archive.status}>
      <div className="min-w-0 flex-1 basis-56 grid gap-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          Archive requested <time dateTime={archive.requestedAt}>{fullDateTime(archive.requestedAt)}</time>
          <Badge variant={badge.variant}>{badge.label}</Badge>
        </p>
        <ArchiveDetail archive={archive} />
      </div>
      {archive.status === 'ready' && archive.downloadUrl ? (
        // A plain link: the signed address works without the session's token, and the browser saves the zip.
        <Button asChild variant="outline" size="sm">
          <a href={apiUrl(archive.downloadUrl)} download>
            <Download aria-hidden="true" />
            Download{archive.size === null ? '' : ` (${formatBytes(archive.size)})`}
          </a>
        </Button>
      ) : null}
    </li>
  );
}

function ArchiveDetail({ archive }: { archive: DataExport }) {
  const detail = 'text-xs text-muted-foreground';
  switch (archive.status) {
    case 'gathering':
      return (
        <p className={`flex items-center gap-1.5 ${detail}`}>
          <Spinner className="size-3.5" />
          Preparing… we&apos;ll email you when it&apos;s ready.
        </p>
      );
    case 'ready':
      return archive.expiresAt ? (
        <p className={detail}>
          Expires on <time dateTime={archive.expiresAt}>{formatDayMonthYear(archive.expiresAt)}</time>.
        </p>
      ) : null;
    case 'failed':
      return <p className={detail}>Something went wrong while gathering it. Ask for a new archive.</p>;
    case 'expired':
      return archive.expiresAt ? (
        <p className={detail}>
          Expired on <time dateTime={archive.expiresAt}>{formatDayMonthYear(archive.expiresAt)}</time>. Ask for a new archive to download your data.
        </p>
      ) : (
        <p className={detail}>Ask for a new archive to download your data.</p>
      );
  }
}
