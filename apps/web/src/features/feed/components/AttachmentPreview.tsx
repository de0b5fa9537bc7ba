import { Film, Image as ImageIcon, Music, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { Attachment } from '@/features/feed/components/usePostAttachment';

const ICONS = { image: ImageIcon, audio: Music, video: Film } as const;

export function formatDuration(seconds: number): string {
  const whole = Math.max(1, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

// The composer's attachment: name, upload state and a remove button above the image or player.
export function AttachmentPreview({ attachment, onRemove, disabled }: { attachment: Attachment; onRemove: () => void; disabled?: boolean }) {
  const Icon = ICONS[attachment.kind];
  const duration = attachment.upload?.durationSeconds;
  return (
    <div data-testid="post-attachment" data-state={attachment.upload ? 'ready' : 'uploading'} className="grid gap-2 rounded-xl border bg-muted/40 p-2">
      <div className="flex min-w-0 items-center gap-2 pl-1 text-[13px]">
        <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className="min-w-0 flex-1 truncate font-medium">{attachment.name}</span>
        {attachment.upload ? (
          duration ? (
            <span className="shrink-0 text-muted-foreground tabular-nums">{formatDuration(duration)}</span>
          ) : null
        ) : (
          <span className="flex shrink-0 items-center gap-1.5 text-muted-foreground" role="status">
            <Spinner className="size-3.5 text-current" />
            Uploading…
          </span>
        )}
        <Button type="button" variant="ghost" size="icon-sm" aria-label="Remove attachment" onClick={onRemove} disabled={disabled}>
          <X aria-hidden="true" />
        </Button>
      </div>
      {attachment.kind === 'image' ? (
        <img src={attachment.previewUrl} alt={`Preview of ${attachment.name}`} className="max-h-72 w-full rounded-lg bg-muted object-contain" />
      ) : attachment.kind === 'video' ? (
        <video
          src={attachment.previewUrl}
          controls
          playsInline
          preload="metadata"
          className="max-h-72 w-full rounded-lg bg-ink"
          aria-label={`Preview of ${attachment.name}`}
        />
      ) : (
        <audio src={attachment.previewUrl} controls preload="metadata" className="w-full" aria-label={`Preview of ${attachment.name}`} />
      )}
    </div>
  );
}
