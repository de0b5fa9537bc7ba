import { highlightParts } from '@stave/contracts';
import { Fragment } from 'react';

// The words of `query` marked where they start a word of `text` (as every section matches them).
export function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded-[3px] bg-brand/30 px-px font-semibold text-foreground dark:bg-brand/25">
            {part.text}
          </mark>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
