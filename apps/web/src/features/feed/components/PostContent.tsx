import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { ROUTES, buildRoute } from '@/routes';
import { textParts } from '@/lib/text-parts';

// The same shapes the social service reads out of a post (#tag, @username), so what is
// highlighted is what was indexed. A '#' inside a word (C#, a URL fragment) is not a tag.
const TOKEN = /(^|[^\p{L}\p{N}_&#])#([\p{L}\p{N}_]{1,50})|(^|[^\p{L}\p{N}_.@-])@([A-Za-z0-9_.-]{3,30})/gu;

export type ContentPart = { kind: 'text' | 'hashtag' | 'mention'; text: string };

export function splitPostContent(content: string): ContentPart[] {
  const { parts, pushText } = textParts<ContentPart>();
  let index = 0;
  for (const match of content.matchAll(TOKEN)) {
    const start = match.index ?? 0;
    pushText(content.slice(index, start));
    if (match[2] !== undefined) {
      pushText(match[1] ?? '');
      parts.push({ kind: 'hashtag', text: `#${match[2]}` });
    } else {
      pushText(match[3] ?? '');
      // A sentence's full stop or dash after a name is not part of it.
      const raw = match[4] ?? '';
      const name = raw.replace(/[.-]+$/, '');
      if (name.length >= 3) {
        parts.push({ kind: 'mention', text: `@${name}` });
        pushText(raw.slice(name.length));
      } else {
        pushText(`@${raw}`);
      }
    }
    index = start + match[0].length;
  }
  pushText(content.slice(index));
  return parts;
}

type MentionTarget = { id: number; username: string };

const TOKEN_CLASS = 'rounded-sm font-medium text-brand-strong underline-offset-2 hover:underline';

// Post text is rendered as text nodes only (never HTML). A #tag links to its hashtag page; an
// @mention links to the member's profile when the post names them (`mentions`: the server's pairing
// of mentioned ids with usernames, matched case-insensitively), else it stays plain (bold) text.
export function PostContent({ content, mentions = [], className }: { content: string; mentions?: readonly MentionTarget[]; className?: string }) {
  const members = new Map(mentions.map((m) => [m.username.toLowerCase(), m.id]));
  return (
    <p className={cn('text-[15px] leading-relaxed break-words whitespace-pre-wrap', className)}>
      {splitPostContent(content).map((part, i) => {
        if (part.kind === 'text') return <Fragment key={i}>{part.text}</Fragment>;
        const name = part.text.slice(1);
        const memberId = part.kind === 'mention' ? members.get(name.toLowerCase()) : undefined;
        const to =
          part.kind === 'hashtag' ? buildRoute(ROUTES.hashtag, { tag: name }) : memberId !== undefined ? buildRoute(ROUTES.user, { id: memberId }) : null;
        return to ? (
          <Link key={i} to={to} className={TOKEN_CLASS} data-token={part.kind}>
            {part.text}
          </Link>
        ) : (
          // Not a member we know of: set apart, but not coloured like the links around it.
          <span key={i} className="font-medium" data-token={part.kind}>
            {part.text}
          </span>
        );
      })}
    </p>
  );
}
