// The words of a query as every section matches them: lower-cased runs of letters and digits.
export function searchWords(query: string): string[] {
  return [
    ...new Set(
      query
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    ),
  ];
}

export interface TextPart {
  text: string;
  match: boolean;
}

// `text` cut into parts, those that start a word with one of the query's words marked (the sections match
// at word starts: 'strat' marks 'Stratocaster', not 'Astrat'). The longest word wins where two start at the
// same place. Lengths are kept, so joining the parts gives the text back.
export function highlightParts(text: string, query: string): TextPart[] {
  const words = searchWords(query).sort((a, b) => b.length - a.length);
  if (words.length === 0 || !text) return text ? [{ text, match: false }] : [];
  const lower = text.toLowerCase();
  // toLowerCase keeps the length of nearly every string; where it does not (a few Unicode letters) the
  // offsets would drift, so nothing is marked.
  if (lower.length !== text.length) return [{ text, match: false }];
  const parts: TextPart[] = [];
  let plainFrom = 0;
  let index = 0;
  while (index < text.length) {
    const startsWord = index === 0 || !/[\p{L}\p{N}]/u.test(text[index - 1]!);
    const word = startsWord ? words.find((candidate) => lower.startsWith(candidate, index)) : undefined;
    if (!word) {
      index++;
      continue;
    }
    if (plainFrom < index) parts.push({ text: text.slice(plainFrom, index), match: false });
    parts.push({ text: text.slice(index, index + word.length), match: true });
    index += word.length;
    plainFrom = index;
  }
  if (plainFrom < text.length) parts.push({ text: text.slice(plainFrom), match: false });
  return parts;
}

// Up to `length` characters of `text` around its first matched word, cut at spaces, with an ellipsis where
// something was left out: what a result shows of a long post or description.
export function snippetAround(text: string, query: string, length = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const parts = highlightParts(flat, query);
  const firstMatch = parts.findIndex((part) => part.match);
  const offset = firstMatch <= 0 ? 0 : parts.slice(0, firstMatch).reduce((sum, part) => sum + part.text.length, 0);
  let start = Math.max(0, Math.min(offset - Math.floor(length / 3), flat.length - length));
  if (start > 0) {
    const space = flat.indexOf(' ', start);
    start = space >= 0 && space < offset ? space + 1 : start;
  }
  let end = Math.min(flat.length, start + length);
  if (end < flat.length) {
    const space = flat.lastIndexOf(' ', end);
    end = space > start ? space : end;
  }
  return `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`;
}
