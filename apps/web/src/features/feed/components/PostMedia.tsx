import type { PostView } from '@stave/contracts';
import { isDisplayableImage, mediaUrl } from '@/lib/media-url';

// Media attached to a post (mediaUrl/mediaType). Only files served by Stave are shown
// (CSP: our own origin); anything else is left out rather than shown broken. An image is shown whole
// (object-contain) in a 4:3 box capped in height: the box's size is known before the image arrives, so the
// feed doesn't jump when it does (the post's size on the page is not in the post).
export function PostMedia({ post }: { post: PostView }) {
  if (!post.mediaUrl || !post.mediaType || !isDisplayableImage(post.mediaUrl)) return null;
  const src = mediaUrl(post.mediaUrl) ?? undefined;
  const shared = `shared by ${post.author.name}`;
  if (post.mediaType === 'image') {
    return (
      <img
        src={src}
        alt={`Image ${shared}`}
        loading="lazy"
        data-testid="post-media"
        className="mt-3 aspect-[4/3] max-h-[28rem] w-full rounded-xl border bg-muted object-contain"
      />
    );
  }
  if (post.mediaType === 'video') {
    return (
      <video
        src={src}
        controls
        playsInline
        preload="metadata"
        aria-label={`Video ${shared}`}
        data-testid="post-media"
        className="mt-3 aspect-video max-h-[28rem] w-full rounded-xl border bg-ink"
      />
    );
  }
  return <audio src={src} controls preload="metadata" aria-label={`Audio ${shared}`} data-testid="post-media" className="mt-3 w-full" />;
}
