import { EVENT_IMAGE_MAX_BYTES } from '@stave/contracts';
import { useMutation } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { UploadImageButton } from '@/components/forms/UploadImageButton';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/useToast';
import { errorText } from '@/lib/form-errors';
import { isDisplayableImage, mediaUrl } from '@/lib/media-url';
import { UploadError } from '@/lib/upload';
import { uploadEventImage } from '../api/events.api';

type EventImageFieldProps = {
  value: string;
  error?: string;
  disabled: boolean;
  onChange: (value: string) => void;
  onUploadingChange: (uploading: boolean) => void;
};

// The event's image: upload one (POST /api/events/image, stored on our origin so it shows) or
// paste a link. The text box holds whichever it is.
export function EventImageField({ value, error, disabled, onChange, onUploadingChange }: EventImageFieldProps) {
  const upload = useMutation({
    mutationFn: uploadEventImage,
    onMutate: () => onUploadingChange(true),
    onSuccess: onChange,
    onError: (failure) => {
      const description = failure instanceof UploadError ? failure.message : `Upload failed: ${errorText(failure, 'please try again.')}`;
      toast({ title: 'Upload Failed', description, variant: 'destructive' });
    },
    onSettled: () => onUploadingChange(false),
  });
  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast({ title: 'Invalid File Type', description: 'Please select an image file.', variant: 'destructive' });
      return;
    }
    if (file.size > EVENT_IMAGE_MAX_BYTES) {
      toast({ title: 'File Too Large', description: 'Please select an image under 10MB.', variant: 'destructive' });
      return;
    }
    upload.mutate(file);
  };
  const uploading = upload.isPending;
  const preview = isDisplayableImage(value) ? mediaUrl(value) : null;

  return (
    <div className="grid gap-3 sm:col-span-2">
      <FormField
        label="Image"
        optional
        error={error}
        hint="Upload a JPEG, PNG, GIF or WebP under 10MB, or paste a link. Left empty, a default image is shown."
        labelAction={
          <UploadImageButton
            label="Event image file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            onPick={pick}
            uploading={uploading}
            disabled={disabled}
          />
        }
      >
        <Input name="imageUrl" value={value} placeholder="https://…" inputMode="url" disabled={uploading} onChange={(event) => onChange(event.target.value)} />
      </FormField>
      <p role="status" className="sr-only">
        {uploading ? 'Uploading image...' : ''}
      </p>
      {preview ? (
        <div className="relative aspect-[16/9] w-full max-w-xs overflow-hidden rounded-lg border bg-ink">
          <img src={preview} alt="Event image preview" className="size-full object-cover" />
          <Button type="button" size="icon-sm" variant="secondary" className="absolute top-2 right-2" onClick={() => onChange('')} aria-label="Remove image">
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </div>
  );
}
