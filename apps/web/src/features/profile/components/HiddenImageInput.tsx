import type { RefObject } from 'react';
import { HiddenFileInput } from '@/components/forms/HiddenFileInput';

// The file picker behind an "upload" button: out of sight and out of the tab order (the button is
// the control), named for tests and screen readers.
export function HiddenImageInput({
  inputRef,
  onPick,
  label,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  onPick: (file: File | undefined) => void;
  label: string;
}) {
  return <HiddenFileInput inputRef={inputRef} accept="image/*" aria-label={label} onPick={([file]) => onPick(file)} />;
}
