import { StaffLines } from '@/components/brand/StaffLines';
import { Waveform } from '@/components/brand/Waveform';
import { cn } from '@/lib/cn';
import { isDisplayableImage, mediaUrl } from '@/lib/media-url';

// The cover image, or the Stave stave-and-waveform artwork when there is none.
export function ProfileBanner({ coverImage, className }: { coverImage: string | null; className?: string }) {
  const src = isDisplayableImage(coverImage) ? mediaUrl(coverImage) : null;
  return (
    <div className={cn('relative h-32 overflow-hidden bg-ink sm:h-44 lg:h-52', className)} data-testid="profile-banner">
      {src ? (
        <img src={src} alt="" className="absolute inset-0 size-full object-cover" />
      ) : (
        <div aria-hidden="true" className="absolute inset-0">
          <div className="absolute -top-24 -right-16 size-80 rounded-full bg-brand/25 blur-3xl" />
          <div className="absolute -bottom-32 left-10 size-72 rounded-full bg-[oklch(0.55_0.12_268)]/30 blur-3xl" />
          <StaffLines className="absolute inset-x-0 top-1/2 -translate-y-1/2 text-ink-foreground/12" gap={16} />
          <Waveform className="absolute right-6 bottom-4 h-10 w-1/2 text-brand/50 sm:w-2/5" bars={56} />
        </div>
      )}
    </div>
  );
}
