import { z } from 'zod';
import { CursorQuerySchema } from '../pagination';
import { MediaTypeSchema, PostTypeSchema, ProfessionalTypeSchema } from '../enums';

export const POST_MAX_LENGTH = 5000;
export const COMMENT_MAX_LENGTH = 2000;

export const SOCIAL_MESSAGES = {
  postRequired: 'Post content is required',
  postTooLong: `Posts can be at most ${POST_MAX_LENGTH} characters`,
  commentRequired: 'Comment cannot be empty',
  commentTooLong: `Comments can be at most ${COMMENT_MAX_LENGTH} characters`,
  postNotFound: 'Post not found',
  commentNotFound: 'Comment not found',
  userNotFound: 'User not found',
  cannotFollowSelf: 'You cannot follow yourself',
  liked: 'Post liked',
  unliked: 'Post unliked',
  saved: 'Post saved',
  unsaved: 'Post removed from saved',
  followed: 'You are now following this member',
  unfollowed: 'You have unfollowed this member',
} as const;

// Spec §5: the Post button is disabled for blank text; the server refuses it the same way.
export const CreatePostSchema = z.object({
  content: z
    .string({ error: SOCIAL_MESSAGES.postRequired })
    .trim()
    .min(1, SOCIAL_MESSAGES.postRequired)
    .max(POST_MAX_LENGTH, SOCIAL_MESSAGES.postTooLong),
  type: PostTypeSchema.default('update'),
});
export type CreatePost = z.infer<typeof CreatePostSchema>;

export const UpdatePostSchema = CreatePostSchema.pick({ content: true });
export type UpdatePost = z.infer<typeof UpdatePostSchema>;

export const CreateCommentSchema = z.object({
  content: z
    .string({ error: SOCIAL_MESSAGES.commentRequired })
    .trim()
    .min(1, SOCIAL_MESSAGES.commentRequired)
    .max(COMMENT_MAX_LENGTH, SOCIAL_MESSAGES.commentTooLong),
});
export type CreateComment = z.infer<typeof CreateCommentSchema>;

export const PostAuthorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  type: ProfessionalTypeSchema.or(z.string()),
  profileImage: z.string().nullable(),
});

// Spec §3: the post plus the feed view's author, isLiked, isSaved, isFollowing.
export const PostViewSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  content: z.string(),
  type: PostTypeSchema,
  mediaUrl: z.string().nullable(),
  mediaType: MediaTypeSchema.nullable(),
  likes: z.number().int(),
  comments: z.number().int(),
  views: z.number().int(),
  hashtags: z.array(z.string()),
  mentionedUsers: z.array(z.number().int()),
  isPromoted: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  author: PostAuthorSchema,
  isLiked: z.boolean(),
  isSaved: z.boolean(),
  isFollowing: z.boolean(),
});
export type PostView = z.infer<typeof PostViewSchema>;

export const CommentViewSchema = z.object({
  id: z.number().int(),
  postId: z.number().int(),
  userId: z.number().int(),
  content: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  author: PostAuthorSchema,
  user: PostAuthorSchema.describe('Same as author; the spec\'s client reads either'),
});
export type CommentView = z.infer<typeof CommentViewSchema>;

export const FeedQuerySchema = CursorQuerySchema;
export type FeedQuery = z.infer<typeof FeedQuerySchema>;

export const PostIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const CommentParamsSchema = z.object({ id: z.coerce.number().int().positive(), commentId: z.coerce.number().int().positive() });

export const LikeResponseSchema = z.object({ liked: z.boolean(), message: z.string(), likes: z.number().int() });
export const SaveResponseSchema = z.object({ saved: z.boolean(), message: z.string() });
export const FollowResponseSchema = z.object({ following: z.boolean(), message: z.string() });

export const HashtagCountSchema = z.object({ tag: z.string(), count: z.number().int() });
