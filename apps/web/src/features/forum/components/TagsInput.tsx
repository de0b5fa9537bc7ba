import { FORUM_TAGS_MAX } from '@stave/contracts';
import { X } from 'lucide-react';
import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { addTags } from '../forum-tags';

type TagsInputProps = {
  // From FormField: the label's target and the hint or error it reads.
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  tags: string[];
  draft: string;
  disabled?: boolean;
  onChange: (next: { tags: string[]; draft: string; error: string | null }) => void;
};

// Tags as chips in a box that looks like a text field: Enter, a comma, a space or leaving the field adds what was
// typed; Backspace in the empty field takes the last chip back to edit; each chip has its own remove button.
export function TagsInput({ id, tags, draft, disabled = false, onChange, ...aria }: TagsInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const [said, setSaid] = useState('');
  const full = tags.length >= FORUM_TAGS_MAX;

  const commit = (text: string, rest = '') => {
    if (!text.trim()) {
      onChange({ tags, draft: rest, error: null });
      return;
    }
    const result = addTags(tags, text);
    const added = result.tags.filter((tag) => !tags.includes(tag));
    if (added.length > 0) setSaid(`Added ${added.map((tag) => `#${tag}`).join(', ')}`);
    // A refused tag stays in the field to be corrected.
    onChange({ tags: result.tags, draft: result.error ? text.trim() : rest, error: result.error });
  };

  const remove = (tag: string) => {
    onChange({ tags: tags.filter((t) => t !== tag), draft, error: null });
    setSaid(`Removed #${tag}`);
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit(draft);
    } else if (event.key === 'Backspace' && draft === '' && tags.length > 0) {
      event.preventDefault();
      const last = tags.at(-1) ?? '';
      onChange({ tags: tags.slice(0, -1), draft: last, error: null });
      setSaid(`Editing #${last}`);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (!/[\s,]/.test(text)) return;
    event.preventDefault();
    commit(`${draft}${text}`);
  };

  return (
    <div
      className={cn(
        'flex min-h-10 w-full flex-wrap items-center gap-1.5 rounded-lg border border-input bg-card px-2 py-1.5 shadow-card transition-colors',
        'focus-within:border-ring focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-ring/60',
        aria['aria-invalid'] && 'border-destructive',
        disabled && 'cursor-not-allowed opacity-50',
      )}
      onClick={() => input.current?.focus()}
    >
      {tags.length > 0 ? (
        <ul className="contents" aria-label="Tags added">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex h-7 items-center gap-0.5 rounded-full bg-secondary pr-0.5 pl-2.5 text-xs font-medium text-secondary-foreground"
            >
              <span aria-hidden="true" className="text-muted-foreground">
                #
              </span>
              {tag}
              <button
                type="button"
                className="ml-0.5 grid size-6 place-items-center rounded-full text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={`Remove tag ${tag}`}
                onClick={(event) => {
                  event.stopPropagation();
                  remove(tag);
                }}
                disabled={disabled}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        ref={input}
        id={id}
        {...aria}
        type="text"
        name="tags"
        value={draft}
        onChange={(event) => {
          const value = event.target.value;
          // A space or a comma ends a tag as it is typed.
          if (/[\s,]$/.test(value)) commit(value);
          else onChange({ tags, draft: value, error: null });
        }}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onBlur={() => commit(draft)}
        placeholder={full ? '' : tags.length === 0 ? 'e.g. mixing, vocals, home-studio' : 'Add a tag'}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        enterKeyHint="done"
        disabled={disabled}
        readOnly={full}
        className="h-7 min-w-24 flex-1 bg-transparent px-1 text-sm outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed"
      />
      <span className="sr-only" aria-live="polite">
        {said}
      </span>
    </div>
  );
}
