import { textParts } from '@/lib/text-parts';

// Forum text is plain text (as posts are): web addresses in it become links. A sentence's full stop, a comma
// or a closing bracket that the address did not open is not part of the address.
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_LIKE = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/giu;
const TRAILING = new Set(['.', ',', ';', ':', '!', '?', "'", '"', '’', '”', ')', ']', '}', '>']);
const OPENERS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

const count = (text: string, char: string) => text.split(char).length - 1;

function trimEnd(text: string): string {
  let end = text.length;
  while (end > 0) {
    const char = text.charAt(end - 1);
    if (!TRAILING.has(char)) break;
    const open = OPENERS[char];
    // A closing bracket the address itself opened stays (https://en.wikipedia.org/wiki/Mix_(music)).
    if (open) {
      const head = text.slice(0, end);
      if (count(head, open) >= count(head, char)) break;
    }
    end -= 1;
  }
  return text.slice(0, end);
}

function hrefOf(text: string): string | null {
  const candidate = /^www\./i.test(text) ? `https://${text}` : text;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function splitLinks(content: string): TextPart[] {
  const { parts, pushText } = textParts<TextPart>();
  let index = 0;
  for (const match of content.matchAll(URL_LIKE)) {
    const start = match.index ?? 0;
    const text = trimEnd(match[0]);
    const href = hrefOf(text);
    pushText(content.slice(index, start));
    if (href && text.length > 'www.'.length) parts.push({ kind: 'link', text, href });
    else pushText(text);
    index = start + text.length;
  }
  pushText(content.slice(index));
  return parts;
}
