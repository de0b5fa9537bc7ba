// A post's (or a title's) first words, as notifications and boosts quote them.

export const POST_EXCERPT_MAX = 40;

// The post's first line, cut at a word within POST_EXCERPT_MAX characters, with '…' when anything
// was left out. Counted in code points, so an emoji is never split.
export function postExcerpt(content: string, max = POST_EXCERPT_MAX): string {
  const text = content.trim();
  const [rawFirst = '', ...rest] = text.split('\n');
  const firstLine = rawFirst.replace(/\s+/g, ' ').trim();
  const chars = Array.from(firstLine);
  if (chars.length <= max) return rest.join('').trim() ? `${firstLine}…` : firstLine;
  const cut = chars.slice(0, max).join('');
  const atWord = cut.lastIndexOf(' ');
  // A word longer than half the room is cut mid-word rather than leaving a stub.
  const kept = atWord >= max / 2 ? cut.slice(0, atWord) : cut;
  return `${kept.replace(/[\s,;:.!?-]+$/, '')}…`;
}
