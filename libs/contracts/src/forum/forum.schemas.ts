import { z } from 'zod';
import { decimalInt, entityId } from '../ids';
import { singleLine } from '../single-line';
import { ProfessionalTypeSchema } from '../enums';

// The community forum (forum_posts and their comments). docs/forum.md. Plain text with links, as
// posts are; threads in one of the industry's categories, with a few tags.
export const FORUM_CATEGORIES = ['gear', 'gigging', 'recording', 'business', 'education', 'general'] as const;
export const ForumCategorySchema = z.enum(FORUM_CATEGORIES, { error: 'Choose a category' });
export type ForumCategory = z.infer<typeof ForumCategorySchema>;

export const FORUM_CATEGORY_INFO: Record<ForumCategory, { label: string; description: string }> = {
  gear: { label: 'Gear & equipment', description: 'Instruments, amps, pedals, mics and interfaces: advice, comparisons, repairs' },
  gigging: { label: 'Gigging & touring', description: 'Booking, venues, rigs, travel and life on the road' },
  recording: { label: 'Recording & production', description: 'Tracking, mixing, mastering, studios and software' },
  business: { label: 'Music business', description: 'Contracts, royalties, rights, promotion, labels and money' },
  education: { label: 'Learning & teaching', description: 'Lessons, practice, courses and teaching music' },
  general: { label: 'General', description: 'Everything else about working in music' },
};

export const FORUM_TITLE_MAX = 150;
export const FORUM_POST_MAX = 10_000;
export const FORUM_REPLY_MAX = 5000;
export const FORUM_TAGS_MAX = 5;
export const FORUM_TAG_MAX = 30;
export const FORUM_PAGE_MAX = 50;

export const FORUM_MESSAGES = {
  titleRequired: 'Give your thread a title',
  titleTooLong: `Titles are at most ${FORUM_TITLE_MAX} characters`,
  contentRequired: 'Write something to start the thread',
  contentTooLong: `Threads are at most ${FORUM_POST_MAX.toLocaleString('en-GB')} characters`,
  replyRequired: 'Reply cannot be empty',
  replyTooLong: `Replies are at most ${FORUM_REPLY_MAX.toLocaleString('en-GB')} characters`,
  tooManyTags: `Add at most ${FORUM_TAGS_MAX} tags`,
  invalidTag: `A tag is 1-${FORUM_TAG_MAX} letters, numbers or dashes`,
  postNotFound: 'Thread not found',
  commentNotFound: 'Reply not found',
  searchTooLong: 'Searches are at most 100 characters',
  offline: 'You are currently offline. Some content may not be available.',
} as const;

const tag = z
  .string()
  .trim()
  .toLowerCase()
  .regex(new RegExp(`^[\\p{L}\\p{N}][\\p{L}\\p{N}-]{0,${FORUM_TAG_MAX - 1}}$`, 'u'), FORUM_MESSAGES.invalidTag);

// Repeats are dropped; at most FORUM_TAGS_MAX distinct ones.
const tags = z
  .array(tag)
  .max(FORUM_TAGS_MAX * 2, FORUM_MESSAGES.tooManyTags)
  .transform((list) => [...new Set(list)])
  .refine((list) => list.length <= FORUM_TAGS_MAX, FORUM_MESSAGES.tooManyTags);

export const CreateForumPostSchema = z.object({
  title: singleLine(FORUM_TITLE_MAX, { required: FORUM_MESSAGES.titleRequired, tooLong: FORUM_MESSAGES.titleTooLong }),
  content: z.string({ error: FORUM_MESSAGES.contentRequired }).trim().min(1, FORUM_MESSAGES.contentRequired).max(FORUM_POST_MAX, FORUM_MESSAGES.contentTooLong),
  category: ForumCategorySchema,
  tags: tags.default([]),
});
export type CreateForumPost = z.infer<typeof CreateForumPostSchema>;

// An edit: any of the fields; the author only. Tags without the create's default: zod 4 applies a default inside an
// optional field, so an edit of the title alone would have cleared them.
export const UpdateForumPostSchema = z
  .object({
    title: CreateForumPostSchema.shape.title,
    content: CreateForumPostSchema.shape.content,
    category: ForumCategorySchema,
    tags,
  })
  .partial();
export type UpdateForumPost = z.infer<typeof UpdateForumPostSchema>;

export const CreateForumCommentSchema = z.object({
  content: z.string({ error: FORUM_MESSAGES.replyRequired }).trim().min(1, FORUM_MESSAGES.replyRequired).max(FORUM_REPLY_MAX, FORUM_MESSAGES.replyTooLong),
});
export type CreateForumComment = z.infer<typeof CreateForumCommentSchema>;

export const FORUM_SORTS = ['active', 'newest'] as const;

// Threads: a category (or all), newest first or most recently active first, a search (title and text) or a tag.
export const ForumPostsQuerySchema = z.object({
  category: ForumCategorySchema.optional(),
  sort: z.enum(FORUM_SORTS).default('active'),
  search: singleLine(100, { tooLong: FORUM_MESSAGES.searchTooLong, breaks: 'strip' }).optional(),
  tag: tag.optional(),
  page: decimalInt(1, 10_000).default(1),
  limit: decimalInt(1, FORUM_PAGE_MAX).default(20),
});
export type ForumPostsQuery = z.infer<typeof ForumPostsQuerySchema>;

export const ForumCommentsQuerySchema = z.object({
  page: decimalInt(1, 10_000).default(1),
  limit: decimalInt(1, FORUM_PAGE_MAX).default(FORUM_PAGE_MAX),
});
export type ForumCommentsQuery = z.infer<typeof ForumCommentsQuerySchema>;

export const ForumPostParamsSchema = z.object({ id: entityId(FORUM_MESSAGES.postNotFound) });
export const ForumCommentParamsSchema = z.object({ id: entityId(FORUM_MESSAGES.postNotFound), commentId: entityId(FORUM_MESSAGES.commentNotFound) });

// Null once the author's account is erased (shown as 'Former member').
export const ForumAuthorSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    username: z.string(),
    type: ProfessionalTypeSchema.or(z.string()),
    profileImage: z.string().nullable(),
  })
  .nullable();

export const ForumPostSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  // The text's first words (about 200 characters).
  excerpt: z.string(),
  category: ForumCategorySchema,
  tags: z.array(z.string()),
  author: ForumAuthorSchema,
  replyCount: z.number().int(),
  // The latest reply's time, or the thread's own when it has none.
  lastActivityAt: z.iso.datetime({ offset: true }),
  createdAt: z.iso.datetime({ offset: true }),
  editedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ForumPostSummary = z.infer<typeof ForumPostSummarySchema>;

export const ForumPostSchema = ForumPostSummarySchema.extend({ content: z.string(), isMine: z.boolean() });
export type ForumPost = z.infer<typeof ForumPostSchema>;

export const ForumPostsPageSchema = z.object({
  posts: z.array(ForumPostSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ForumPostsPage = z.infer<typeof ForumPostsPageSchema>;

export const ForumCommentSchema = z.object({
  id: z.number().int(),
  postId: z.number().int(),
  content: z.string(),
  author: ForumAuthorSchema,
  createdAt: z.iso.datetime({ offset: true }),
  editedAt: z.iso.datetime({ offset: true }).nullable(),
  isMine: z.boolean(),
});
export type ForumComment = z.infer<typeof ForumCommentSchema>;

// Oldest first (a conversation reads top to bottom).
export const ForumCommentsPageSchema = z.object({
  comments: z.array(ForumCommentSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ForumCommentsPage = z.infer<typeof ForumCommentsPageSchema>;

export const ForumCategorySummarySchema = z.object({
  id: ForumCategorySchema,
  label: z.string(),
  description: z.string(),
  threadCount: z.number().int(),
  lastActivityAt: z.iso.datetime({ offset: true }).nullable(),
});
export const ForumCategoriesSchema = z.object({ categories: z.array(ForumCategorySummarySchema) });
export type ForumCategories = z.infer<typeof ForumCategoriesSchema>;
