import type { PostView } from '@stave/contracts';
import { isDisplayableImage, mediaUrl } from '@/lib/media-url';

// Media attached to a post (spec §3 mediaUrl/mediaType). Only files served by Stave are shown
// (CSP: our own origin); anything else is left out rather than shown broken.
export function PostMedia({ post }: { post: PostView }) {
  if (!post.mediaUrl || !post.mediaType || !isDisplayableImage(post.mediaUrl)) return null;
  const src = mediaUrl(post.mediaUrl) ?? undefined;
  if (post.mediaType === 'image') {
    return <img src={src} alt="" loading="lazy" className="mt-3 max-h-[28rem] w-full rounded-xl border object-cover" />;
  }
  if (post.mediaType === 'video') {
    return <video src={src} controls preload="metadata" className="mt-3 max-h-[28rem] w-full rounded-xl border bg-ink" />;
  }
  return <audio src={src} controls preload="none" className="mt-3 w-full" />;
}
