import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { UploadImageButton } from '@/components/forms/UploadImageButton';
import { isDisplayableImage, mediaUrl } from '@/lib/media-url';

type ImageUrlFieldProps = {
  name: string;
  label: string;
  value: string;
  placeholder?: string;
  hint?: string;
  error?: string;
  uploading: boolean;
  onChange: (value: string) => void;
  // Without it the field takes a link only.
  onPick?: (file: File | undefined) => void;
};

// An entry's image: upload one (stored on our origin, so the CSP lets it show, with a preview) or
// paste a link. The text box holds whichever it is: the uploaded file's /uploads/ path, or the link.
export function ImageUrlField({ name, label, value, placeholder, hint, error, uploading, onChange, onPick }: ImageUrlFieldProps) {
  const preview = isDisplayableImage(value) ? mediaUrl(value) : null;

  return (
    <div className="grid gap-3 sm:col-span-2">
      <FormField
        label={label}
        error={error}
        hint={hint}
        labelAction={onPick ? <UploadImageButton label={`${label} file`} onPick={onPick} uploading={uploading} /> : null}
      >
        <Input name={name} value={value} placeholder={placeholder} inputMode="url" disabled={uploading} onChange={(e) => onChange(e.target.value)} />
      </FormField>
      <p role="status" className="sr-only">
        {uploading ? 'Uploading image...' : ''}
      </p>
      {preview ? (
        <div className="aspect-[16/10] w-full max-w-xs overflow-hidden rounded-lg border bg-ink">
          <img src={preview} alt={`${label} preview`} className="size-full object-cover" />
        </div>
      ) : null}
    </div>
  );
}
