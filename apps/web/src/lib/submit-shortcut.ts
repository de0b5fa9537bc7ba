import type { KeyboardEvent } from 'react';

// Ctrl+Enter (⌘+Enter on a Mac) in a text area sends its form, as in the feed's composer (the forum's and support's
// reply boxes and new-thread/new-ticket dialogs): `onKeyDown={submitFormOnModEnter}`. The form's own submit handler
// runs, as for its button.
export function submitFormOnModEnter(event: KeyboardEvent<HTMLTextAreaElement>): void {
  if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  }
}
