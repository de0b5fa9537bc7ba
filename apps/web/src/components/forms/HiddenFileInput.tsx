import type { ComponentProps, RefObject } from 'react';

type HiddenFileInputProps = Omit<ComponentProps<'input'>, 'type' | 'ref' | 'onChange'> & {
  inputRef: RefObject<HTMLInputElement | null>;
  onPick: (files: File[]) => void;
};

// The file picker behind an upload button (the button clicks it): out of sight and out of the tab order. Choosing the
// same file again still fires.
export function HiddenFileInput({ inputRef, onPick, ...props }: HiddenFileInputProps) {
  return (
    <input
      ref={inputRef}
      type="file"
      className="sr-only"
      tabIndex={-1}
      {...props}
      onChange={(event) => {
        onPick([...(event.target.files ?? [])]);
        event.target.value = '';
      }}
    />
  );
}
