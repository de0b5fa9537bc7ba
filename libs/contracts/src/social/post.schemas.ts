import { z } from 'zod';
import { CursorQuerySchema } from '../pagination';
import { IdParamsSchema, entityId } from '../ids';
import { MediaTypeSchema, PostTypeSchema, ProfessionalTypeSchema } from '../enums';

export const POST_MAX_LENGTH = 5000;
export const COMMENT_MAX_LENGTH = 2000;

// A post's one attachment (mediaUrl/mediaType), uploaded first with POST /api/posts/media.
export const POST_MEDIA_MAX_BYTES = { image: 10 * 1024 * 1024, audio: 20 * 1024 * 1024, video: 50 * 1024 * 1024 } as const;
export const POST_MEDIA_ACCEPT = {
  image: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
  audio: ['audio/mpeg', 'audio/wav', 'audio/x-wav', 'audio/ogg', 'audio/flac', 'audio/mp4', 'audio/x-m4a', 'audio/aac', 'audio/webm'],
  video: ['video/mp4', 'video/webm', 'video/quicktime'],
} as const;
// The /media/ path of an upload (one generated key); nothing else can be attached.
export const POST_MEDIA_URL_PATTERN = /^\/media\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

export const SOCIAL_MESSAGES = {
  postRequired: 'Post content is required',
  postTooLong: `Posts can be at most ${POST_MAX_LENGTH} characters`,
  commentRequired: 'Comment cannot be empty',
  commentTooLong: `Comments can be at most ${COMMENT_MAX_LENGTH} characters`,
  postNotFound: 'Post not found',
  commentNotFound: 'Comment not found',
  userNotFound: 'User not found',
  cannotMuteSelf: 'You cannot mute yourself',
  cannotFollowSelf: 'You cannot follow yourself',
  liked: 'Post liked',
  unliked: 'Post unliked',
  saved: 'Post saved',
  unsaved: 'Post removed from saved',
  followed: 'You are now following this member',
  unfollowed: 'You have unfollowed this member',
  mediaTooLargeDetail: {
    image: 'Images can be at most 10MB.',
    audio: 'Audio files can be at most 20MB.',
    video: 'Videos can be at most 50MB.',
    any: 'Files can be at most 50MB (images 10MB, audio 20MB).',
  },
  mediaInvalidType: 'Invalid file type',
  mediaInvalidTypeDetail: 'Please choose an image (JPEG, PNG, GIF, WebP), audio (MP3, WAV, OGG, FLAC, M4A) or video (MP4, WebM, MOV).',
  mediaUnreadable: 'The file could not be read',
  mediaNotFound: 'That attachment is no longer available. Please attach it again.',
  invalidHashtag: 'A hashtag is 1-50 letters, numbers or underscores',
} as const;

// The Post button is disabled for blank text; the server refuses it the same way.
export const CreatePostSchema = z.object({
  content: z.string({ error: SOCIAL_MESSAGES.postRequired }).trim().min(1, SOCIAL_MESSAGES.postRequired).max(POST_MAX_LENGTH, SOCIAL_MESSAGES.postTooLong),
  type: PostTypeSchema.default('update'),
  // Your own upload from POST /api/posts/media, not yet on another post; its type is the server's.
  mediaUrl: z.string().regex(POST_MEDIA_URL_PATTERN, SOCIAL_MESSAGES.mediaNotFound).optional(),
});
export type CreatePost = z.infer<typeof CreatePostSchema>;

export const PostMediaUploadSchema = z.object({
  mediaUrl: z.string().describe("/media/<uuid>.<ext>: send it as the post's mediaUrl"),
  mediaType: MediaTypeSchema,
  durationSeconds: z.number().nullable().describe('Audio and video length; null for images'),
});
export type PostMediaUpload = z.infer<typeof PostMediaUploadSchema>;

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

// The post plus the feed view's author, isLiked, isSaved, isFollowing.
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
  mentions: z
    .array(z.object({ id: z.number().int(), username: z.string() }))
    .default([])
    .describe('The mentioned members (mentionedUsers) with their usernames, so @name can link to them'),
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
  user: PostAuthorSchema.describe("Same as author; the spec's client reads either"),
});
export type CommentView = z.infer<typeof CommentViewSchema>;

export const FeedQuerySchema = CursorQuerySchema;
export type FeedQuery = z.infer<typeof FeedQuerySchema>;

export const PostIdParamsSchema = IdParamsSchema;
export const CommentParamsSchema = z.object({ id: entityId(), commentId: entityId() });

export const LikeResponseSchema = z.object({ liked: z.boolean(), message: z.string(), likes: z.number().int() });
export const SaveResponseSchema = z.object({ saved: z.boolean(), message: z.string() });
export const FollowResponseSchema = z.object({ following: z.boolean(), message: z.string() });

export const HashtagCountSchema = z.object({ tag: z.string(), count: z.number().int() });

// A tag as posts carry it (the same letters, digits and underscores the text is read with), without '#'.
export const HASHTAG_PATTERN = /^[\p{L}\p{N}_]{1,50}$/u;
export const HashtagParamsSchema = z.object({ tag: z.string().regex(HASHTAG_PATTERN, SOCIAL_MESSAGES.invalidHashtag) });
export type HashtagParams = z.infer<typeof HashtagParamsSchema>;

// Whether you follow a member (what POST /api/users/:id/follow would toggle).
export const FollowStateSchema = z.object({ following: z.boolean() });

// Mute: the member's posts leave your home feed; they are not told.
export const MuteStateSchema = z.object({ muted: z.boolean() });
export type MuteState = z.infer<typeof MuteStateSchema>;
export const MutedMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  profileImage: z.string().nullable(),
  mutedAt: z.iso.datetime({ offset: true }),
});
export type MutedMember = z.infer<typeof MutedMemberSchema>;
