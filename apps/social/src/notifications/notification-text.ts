// The words of a notification line. The stored `action` is what happened ('liked your post “…”');
// who did it is put in front when the line is read, from the members' current names, so a
// grouped line says 'Ben and 10 others liked your post “…”'.

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

// 'your post “Booking a drummer…”', or 'your post' when the post is gone.
export function namedPost(content: string | null): string {
  return content === null ? 'your post' : `your post “${postExcerpt(content)}”`;
}

// 'Ben', 'Ben and 1 other', 'Ben and 10 others'.
export function actorsPhrase(latestName: string, count: number): string {
  if (count <= 1) return latestName;
  const others = count - 1;
  return `${latestName} and ${others} ${others === 1 ? 'other' : 'others'}`;
}
