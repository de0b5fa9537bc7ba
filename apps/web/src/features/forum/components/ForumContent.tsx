import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { splitPostContent } from '@/features/feed';
import { cn } from '@/lib/cn';
import { ROUTES, buildRoute } from '@/routes';
import { splitLinks } from '../forum-content';

const LINK_CLASS = 'rounded-sm font-medium text-brand-strong underline underline-offset-2 hover:decoration-2';
const TOKEN_CLASS = 'rounded-sm font-medium text-brand-strong underline-offset-2 hover:underline';

// The words between the links, read the way the feed reads a post: a #tag links to its hashtag page; an @name is set
// apart (the forum's answers carry no mentions to link it to).
function Words({ text }: { text: string }) {
  return splitPostContent(text).map((part, i) => {
    if (part.kind === 'text') return <Fragment key={i}>{part.text}</Fragment>;
    if (part.kind === 'hashtag') {
      return (
        <Link key={i} to={buildRoute(ROUTES.hashtag, { tag: part.text.slice(1) })} className={TOKEN_CLASS} data-token="hashtag">
          {part.text}
        </Link>
      );
    }
    return (
      <span key={i} className="font-medium" data-token="mention">
        {part.text}
      </span>
    );
  });
}

// A thread's or a reply's text: text nodes only (never HTML), line breaks kept, web addresses as links that open in a
// new tab and pass no standing to the site (nofollow ugc: members wrote them).
export function ForumContent({ content, className }: { content: string; className?: string }) {
  return (
    <div className={cn('text-[15px] leading-relaxed whitespace-pre-wrap wrap-anywhere', className)} data-testid="forum-content">
      {splitLinks(content).map((part, i) =>
        part.kind === 'link' ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc" className={LINK_CLASS}>
            {part.text}
          </a>
        ) : (
          <Words key={i} text={part.text} />
        ),
      )}
    </div>
  );
}
