// What a thread list shows of a thread's text: about this many characters.
export const FORUM_EXCERPT_LENGTH = 200;

// The text's first words: whitespace flattened, cut at the last space within `length` characters, with an ellipsis
// where something was left out. Counted in code points, so an emoji is never cut in half; a first word longer than
// half the excerpt (a long link) is cut where the length runs out rather than leaving a word or two.
export function excerptOf(text: string, length = FORUM_EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  if (chars.length <= length) return flat;
  const head = chars.slice(0, length).join('');
  const space = head.lastIndexOf(' ');
  return `${space > head.length / 2 ? head.slice(0, space) : head}…`;
}
