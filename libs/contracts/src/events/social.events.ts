import { z } from 'zod';
import { PostTypeSchema } from '../enums';

const id = () => z.number().int().positive();

export const PostPublishedV1 = z.object({
  postId: id(),
  authorId: id(),
  type: PostTypeSchema,
  hashtags: z.array(z.string()),
  mentionedUserIds: z.array(id()),
  createdAt: z.iso.datetime({ offset: true }),
});
export const PostDeletedV1 = z.object({ postId: id(), authorId: id() });
export const PostLikedV1 = z.object({ postId: id(), postAuthorId: id(), likerId: id() });
export const CommentCreatedV1 = z.object({ commentId: id(), postId: id(), postAuthorId: id(), commenterId: id() });
// `via: 'connection'` when accepting a connection made the follow (added compatibly: absent = a
// follow of the member's own); the acceptance is notified instead of two follows.
export const FollowCreatedV1 = z.object({ followerId: id(), followingId: id(), via: z.enum(['follow', 'connection']).optional() });
export const FollowRemovedV1 = z.object({ followerId: id(), followingId: id() });
export const ConnectionRequestedV1 = z.object({ requestId: id(), senderId: id(), receiverId: id() });
export const ConnectionAcceptedV1 = z.object({ requestId: id(), senderId: id(), receiverId: id() });
// A request answered no, or taken back by its sender: the receiver's notification about it is settled.
export const ConnectionDeclinedV1 = z.object({ requestId: id(), senderId: id(), receiverId: id() });
export const ConnectionWithdrawnV1 = z.object({ requestId: id(), senderId: id(), receiverId: id() });
// A connection ended by `removerId`. `requestId` is the accepted request that made it, and the
// message key, so it follows its own `accepted` on the partition; a pair that connects again does so
// through a newer request (a larger id), which is how a consumer orders the two generations.
export const ConnectionRemovedV1 = z.object({ requestId: id(), removerId: id(), otherId: id() });
export const AchievementAwardedV1 = z.object({
  achievementId: id(),
  userId: id(),
  type: z.string(),
  level: z.number().int().positive(),
  title: z.string(),
});
// A notification line written, or a grouped line bumped, for `userId`, with their unread count as it
// now stands: messaging pushes it to the member's bell while they are online.
export const NotificationCreatedV1 = z.object({
  notificationId: id(),
  userId: id(),
  type: z.string(),
  message: z.string(),
  relatedId: id().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  unreadCount: z.number().int().nonnegative(),
  // The member whose doing the line is about ('Ada liked your post' copies Ada's name into `message`), null for none: an
  // erasure finds the event by this id (docs/privacy.md). Optional only for events sent before it was added.
  actorId: id().nullable().optional(),
});
