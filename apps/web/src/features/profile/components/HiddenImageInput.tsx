import type { RefObject } from 'react';

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
  return (
    <input
      ref={inputRef}
      type="file"
      accept="image/*"
      className="sr-only"
      tabIndex={-1}
      aria-label={label}
      onChange={(event) => {
        onPick(event.target.files?.[0]);
        event.target.value = ''; // choosing the same file again still fires
      }}
    />
  );
}
