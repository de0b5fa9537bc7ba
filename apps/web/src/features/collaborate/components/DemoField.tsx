import { Link2, Music, Upload, X } from 'lucide-react';
import { useId, useRef, type ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { DemoPlayer } from './DemoPlayer';
import { DEMO_ACCEPT, type useDemoUpload } from './useDemoUpload';

export type DemoMode = 'upload' | 'link';

type DemoFieldProps = {
  mode: DemoMode;
  onMode: (mode: DemoMode) => void;
  upload: ReturnType<typeof useDemoUpload>;
  link: ComponentProps<typeof Input>;
  linkError?: string;
};

const MODES: { value: DemoMode; label: string; icon: typeof Upload }[] = [
  { value: 'upload', label: 'Upload audio', icon: Upload },
  { value: 'link', label: 'Paste a link', icon: Link2 },
];

// A demo: an audio file uploaded here, or a link to one elsewhere (http or https).
export function DemoField({ mode, onMode, upload, link, linkError }: DemoFieldProps) {
  const fileRef = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const { demo, error } = upload;
  return (
    <fieldset className="grid gap-3 sm:col-span-2">
      <legend className="mb-2 text-sm font-medium">
        Demo
        <span className="ml-1.5 text-xs font-normal text-muted-foreground">Optional</span>
      </legend>
      <div role="radiogroup" aria-label="Demo source" className="inline-flex w-fit rounded-lg bg-muted p-1">
        {MODES.map(({ value, label, icon: Icon }) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={mode === value}
            onClick={() => onMode(value)}
            className={cn(
              'inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-[13px] font-medium text-muted-foreground transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
              mode === value && 'bg-card text-foreground shadow-card',
            )}
          >
            <Icon className="size-3.5" aria-hidden="true" />
            {label}
          </button>
        ))}
      </div>
      {mode === 'link' ? (
        <FormField label="Demo link" error={linkError} hint="SoundCloud, Bandcamp, Dropbox… starting http:// or https://">
          <Input {...link} type="url" inputMode="url" placeholder="https://soundcloud.com/you/rough-mix" />
        </FormField>
      ) : demo ? (
        <div className="grid gap-2 rounded-xl border p-2" data-testid="demo-upload" data-state={demo.upload ? 'ready' : 'uploading'}>
          <div className="flex min-w-0 items-center gap-2 pl-1 text-[13px]">
            <Music className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="min-w-0 flex-1 truncate font-medium">{demo.name}</span>
            {demo.upload ? null : (
              <span className="flex shrink-0 items-center gap-1.5 text-muted-foreground" role="status">
                <Spinner className="size-3.5 text-current" />
                Uploading…
              </span>
            )}
            <Button type="button" variant="ghost" size="icon-sm" aria-label="Remove demo" onClick={upload.clear}>
              <X aria-hidden="true" />
            </Button>
          </div>
          <DemoPlayer src={demo.previewUrl} durationSeconds={demo.upload?.durationSeconds ?? null} label={`demo preview: ${demo.name}`} className="border-0" />
        </div>
      ) : (
        <div className="grid gap-1.5">
          <input
            ref={fileRef}
            id={fileId}
            type="file"
            accept={DEMO_ACCEPT}
            className="sr-only"
            aria-label="Choose an audio file"
            onChange={(event) => {
              void upload.pick(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button type="button" variant="outline" className="w-fit" onClick={() => fileRef.current?.click()}>
            <Upload aria-hidden="true" />
            Choose an audio file
          </Button>
          <p className={cn('text-[13px]', error ? 'text-destructive' : 'text-muted-foreground')} role={error ? 'alert' : undefined}>
            {error ?? 'MP3, WAV, OGG, FLAC, AAC or M4A, up to 20 MB.'}
          </p>
        </div>
      )}
    </fieldset>
  );
}
