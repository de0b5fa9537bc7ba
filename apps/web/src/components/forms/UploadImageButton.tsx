import { ImageUp } from 'lucide-react';
import { useRef } from 'react';
import { HiddenFileInput } from '@/components/forms/HiddenFileInput';
import { BusyButton } from '@/components/ui/busy-button';

interface UploadImageButtonProps {
  // The file picker's name for screen readers ('Event image file').
  label: string;
  onPick: (file: File | undefined) => void;
  uploading: boolean;
  disabled?: boolean;
  accept?: string;
}

// "Upload image" beside an image field: opens the file picker, and says Uploading... while the file goes up.
export function UploadImageButton({ label, onPick, uploading, disabled = false, accept = 'image/*' }: UploadImageButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const browse = () => input.current?.click();
  return (
    <>
      <HiddenFileInput inputRef={input} accept={accept} aria-label={label} onPick={([file]) => onPick(file)} />
      <BusyButton
        type="button"
        size="sm"
        variant="outline"
        onClick={browse}
        busy={uploading}
        busyLabel="Uploading..."
        icon={ImageUp}
        disabled={disabled || uploading}
      >
        Upload image
      </BusyButton>
    </>
  );
}
