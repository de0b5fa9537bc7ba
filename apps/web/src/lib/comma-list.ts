// A comma-separated entry ('Mixing, Bass guitar') as the list the API takes.
export function commaList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
