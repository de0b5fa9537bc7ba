// SQL building shared by repositories: values always travel as placeholders, never in the text.

// Numbered placeholders made as the SQL is written: `param(value)` answers `$n` for it (Postgres refuses
// a statement with a placeholder it does not use, so none is made ahead).
export function placeholders(initial: unknown[] = []) {
  const params = [...initial];
  return {
    params,
    param: (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    },
  };
}

// A LIKE pattern's wildcards and escape taken literally.
export const likeEscape = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

// `column = $n` for each field a change names (undefined: left as it is). Only the fields `columns`
// maps are written, whatever else the object holds.
export function assignments<F extends string>(columns: Record<F, string>, changes: Partial<Record<F, unknown>>, param: (value: unknown) => string): string[] {
  return (Object.keys(columns) as F[]).filter((field) => changes[field] !== undefined).map((field) => `${columns[field]} = ${param(changes[field])}`);
}

// The column list and the placeholders of an INSERT for every field `columns` maps.
export function insertion<F extends string>(columns: Record<F, string>, values: Record<F, unknown>, param: (value: unknown) => string) {
  const fields = Object.keys(columns) as F[];
  return { columns: fields.map((field) => columns[field]).join(', '), values: fields.map((field) => param(values[field])).join(', ') };
}

// A search's words (letters and digits only: `searchWords` in contracts) as two pattern lists for a lower-cased
// text column: `col LIKE ALL(contains)` lets a trigram index find the candidates, `col ~ ALL(wordStarts)` keeps
// those where each word starts a word, as the web's highlighting marks them.
export function wordStartPatterns(words: string[]): { contains: string[]; wordStarts: string[] } {
  const safe = words.filter((word) => /^[\p{L}\p{N}]+$/u.test(word));
  return { contains: safe.map((word) => `%${word}%`), wordStarts: safe.map((word) => `\\m${word}`) };
}
