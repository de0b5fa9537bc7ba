import type { Storefront, StorefrontImageKind } from '@stave/contracts';
import { ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { HiddenFileInput } from '@/components/forms/HiddenFileInput';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/hooks/useToast';
import { cn } from '@/lib/cn';
import { errorText } from '@/lib/form-errors';
import { useStorefrontImageMutations } from '../api/storefronts.queries';
import { IMAGE_ACCEPT, IMAGE_LABELS, imageProblem } from '../storefront-format';
import { StorefrontBanner } from './StorefrontHeader';
import { StorefrontLogo } from '@/features/marketplace';

type ImageFieldProps = {
  kind: StorefrontImageKind;
  storefront: Storefront;
};

// The logo or the banner: upload (checked here for type and size first; the server reads the bytes and decides), a
// preview of the chosen file while it goes up, then the server's cropped image; Replace and Remove. A refusal is said
// under the field and read out.
export function StorefrontImageField({ kind, storefront }: ImageFieldProps) {
  const { name, hint } = IMAGE_LABELS[kind];
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const { upload, remove } = useStorefrontImageMutations(kind);
  const busy = upload.isPending || remove.isPending;
  const current = kind === 'logo' ? storefront.logoUrl : storefront.bannerUrl;
  const lower = name.toLowerCase();

  // The chosen file's preview is the browser's own (a blob: URL), let go once the server's image is shown.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const pick = (file: File | undefined) => {
    if (!file || busy) return;
    const refused = imageProblem(file);
    setProblem(refused);
    if (refused) return;
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: () => toast({ title: `${name} uploaded`, description: 'It shows on your storefront now.', variant: 'success' }),
      onError: (error) => setProblem(errorText(error, `Your ${lower} was not uploaded. Please try again.`)),
      onSettled: () => setPreview(null),
    });
  };

  const clear = () => {
    setProblem(null);
    remove.mutate(undefined, {
      onSuccess: () => toast({ title: `${name} removed`, variant: 'success' }),
      onError: (error) => setProblem(errorText(error, `Your ${lower} was not removed. Please try again.`)),
    });
  };

  const shown = preview ?? current;
  return (
    <div className="grid gap-3" data-testid={`storefront-${kind}-field`}>
      <div className={cn('grid gap-4', kind === 'logo' ? 'grid-cols-[auto_minmax(0,1fr)] items-center' : '')}>
        <div className="relative">
          {kind === 'logo' ? (
            preview ? (
              <img src={preview} alt="" className="size-24 rounded-2xl border object-cover" />
            ) : (
              <StorefrontLogo logoUrl={current} businessName={storefront.businessName} className="size-24 rounded-2xl border text-2xl" />
            )
          ) : preview ? (
            <div className="aspect-[4/1] w-full overflow-hidden rounded-lg border">
              <img src={preview} alt="" className="size-full object-cover" />
            </div>
          ) : (
            <StorefrontBanner bannerUrl={current} className="rounded-lg border" />
          )}
          {upload.isPending ? (
            <div className="absolute inset-0 grid place-items-center rounded-[inherit] bg-ink/55 text-ink-foreground">
              <Spinner className="size-5 text-current" />
            </div>
          ) : null}
        </div>
        <div className="grid min-w-0 gap-2">
          <div className="grid gap-0.5">
            <p id={`${id}-label`} className="text-sm font-medium">
              {name}
            </p>
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              {hint} JPEG, PNG, GIF or WebP, up to 5MB.
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <HiddenFileInput
              inputRef={input}
              accept={IMAGE_ACCEPT}
              aria-label={`${name} file`}
              data-testid={`storefront-${kind}-input`}
              onPick={([file]) => pick(file)}
            />
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => input.current?.click()}
              disabled={busy}
              aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
            >
              {upload.isPending ? <Spinner className="size-4 text-current" /> : <ImageUp aria-hidden="true" />}
              {upload.isPending ? 'Uploading...' : shown ? `Replace ${lower}` : `Upload ${lower}`}
            </Button>
            {current ? (
              <BusyButton
                type="button"
                size="sm"
                variant="ghost"
                className="text-destructive"
                onClick={clear}
                busy={remove.isPending}
                icon={Trash2}
                disabled={busy}
              >
                Remove {lower}
              </BusyButton>
            ) : null}
          </div>
        </div>
      </div>
      <p id={`${id}-problem`} role="alert" className="text-[13px] font-medium text-destructive empty:hidden" data-testid={`storefront-${kind}-problem`}>
        {problem ?? ''}
      </p>
    </div>
  );
}
