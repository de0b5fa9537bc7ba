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
export const FollowCreatedV1 = z.object({ followerId: id(), followingId: id() });
export const FollowRemovedV1 = z.object({ followerId: id(), followingId: id() });
