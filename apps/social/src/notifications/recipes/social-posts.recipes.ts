import { namedPost, postExcerpt } from '../notification-text';
import { recipe } from './notification-recipe';

// Social's posts: likes and comments to the post's author (grouped per post while unread:
// 'Ada and 2 others liked your post “…”'), mentions to those mentioned. Never for one's own action. A line
// about a post quotes its first words, so 'liked your post' says which one.
export const SOCIAL_POST_RECIPES = [
  recipe('social.post.liked.v1', async (bell, tx, { postId, postAuthorId, likerId }, occurredAt) => {
    if (postAuthorId === likerId) return;
    const action = `liked ${namedPost(await bell.postContent(tx, postId))}`;
    await bell.notify(tx, {
      userId: postAuthorId,
      type: 'like',
      relatedId: postId,
      actorId: likerId,
      occurredAt,
      message: `${await bell.nameOf(tx, likerId)} ${action}`,
      action,
      groupKey: `like:${postId}`,
    });
  }),

  recipe('social.comment.created.v1', async (bell, tx, { postId, postAuthorId, commenterId }, occurredAt) => {
    if (postAuthorId === commenterId) return;
    const action = `commented on ${namedPost(await bell.postContent(tx, postId))}`;
    await bell.notify(tx, {
      userId: postAuthorId,
      type: 'comment',
      relatedId: postId,
      actorId: commenterId,
      occurredAt,
      message: `${await bell.nameOf(tx, commenterId)} ${action}`,
      action,
      groupKey: `comment:${postId}`,
    });
  }),

  recipe('social.post.published.v1', async (bell, tx, { postId, authorId, mentionedUserIds }, occurredAt) => {
    if (mentionedUserIds.length === 0) return;
    const author = await bell.nameOf(tx, authorId);
    const content = await bell.postContent(tx, postId);
    const action = content === null ? 'mentioned you in a post' : `mentioned you in “${postExcerpt(content)}”`;
    // In id order: each line takes its member's lock, and two posts mentioning the same members
    // must take them in the same order.
    for (const userId of [...new Set(mentionedUserIds)].filter((id) => id !== authorId).sort((a, b) => a - b)) {
      await bell.notify(tx, {
        userId,
        type: 'other',
        subtype: 'mention',
        relatedId: postId,
        actorId: authorId,
        occurredAt,
        message: `${author} ${action}`,
        action,
      });
    }
  }),
];
