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
