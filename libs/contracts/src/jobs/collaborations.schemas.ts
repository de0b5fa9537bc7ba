import { z } from 'zod';
import { decimalInt, entityId } from '../ids';
import { MAX_PAGE_SIZE, PageQuerySchema } from '../pagination';
import { singleLine } from '../single-line';
import { optionalLine, optionalLink, optionalText, timestamp } from './fields';
import { PostedBySchema } from '../teams/teams.schemas';

export const COLLABORATION_TITLE_MAX_LENGTH = 150;
export const COLLABORATION_TEXT_MAX_LENGTH = 5_000;
export const COLLABORATION_SHORT_TEXT_MAX_LENGTH = 200;
export const COLLABORATION_LIST_MAX = 20;
export const COLLABORATION_TAG_MAX_LENGTH = 40;
// The Popular Genres card shows the first 10.
export const POPULAR_GENRES_SHOWN = 10;
export const DEMO_MAX_BYTES = 20 * 1024 * 1024;
// An uploaded demo: its path, served by jobs-events.
export const DEMO_PREFIX = '/demos/';

// Texts where the spec has one ('Title is required'); ours otherwise.
export const COLLABORATION_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Keep the title under ${COLLABORATION_TITLE_MAX_LENGTH} characters`,
  textTooLong: `Keep this under ${COLLABORATION_TEXT_MAX_LENGTH} characters`,
  shortTextTooLong: `Keep this under ${COLLABORATION_SHORT_TEXT_MAX_LENGTH} characters`,
  tooMany: `List at most ${COLLABORATION_LIST_MAX}`,
  tagTooLong: `Keep each one under ${COLLABORATION_TAG_MAX_LENGTH} characters`,
  locationRequired: 'Location is required for in-person collaborations',
  invalidDemo: 'Choose a demo you uploaded, or a link starting http:// or https://',
  demoInvalidType: 'Demos must be audio: MP3, WAV, OGG, FLAC, AAC or M4A',
  demoUnreadable: 'That audio file could not be read; try exporting it again',
  demoTooLarge: `Demos must be under ${DEMO_MAX_BYTES / 1024 / 1024}MB`,
  notFound: 'Collaboration not found',
  ownCollaboration: 'This is your own collaboration request',
  closed: 'This collaboration is no longer open',
  posted: 'Collaboration Posted',
} as const;

// The form splits comma-separated fields; a list arrives (a string is split here too, as
// the spec's client may send either). Trimmed, blanks dropped, repeats (any case) kept once.
const tagList = () =>
  z
    .union([z.array(z.string()), z.string().transform((value) => value.split(','))])
    .transform((values) => values.map((value) => value.trim()).filter((value) => value.length > 0))
    .pipe(
      z
        .array(singleLine(COLLABORATION_TAG_MAX_LENGTH, { tooLong: COLLABORATION_MESSAGES.tagTooLong }))
        .max(COLLABORATION_LIST_MAX, COLLABORATION_MESSAGES.tooMany),
    )
    .transform((values) => values.filter((value, index) => values.findIndex((other) => other.toLowerCase() === value.toLowerCase()) === index));

const CollaborationFieldsSchema = z.object({
  title: singleLine(COLLABORATION_TITLE_MAX_LENGTH, { required: COLLABORATION_MESSAGES.titleRequired, tooLong: COLLABORATION_MESSAGES.titleTooLong }),
  description: optionalText(COLLABORATION_TEXT_MAX_LENGTH, COLLABORATION_MESSAGES.textTooLong),
  lookingFor: tagList(),
  projectType: optionalLine(COLLABORATION_SHORT_TEXT_MAX_LENGTH, COLLABORATION_MESSAGES.shortTextTooLong),
  genres: tagList(),
  demoUrl: optionalLink(COLLABORATION_MESSAGES.invalidDemo, DEMO_PREFIX),
  remote: z.boolean(),
  location: optionalLine(COLLABORATION_SHORT_TEXT_MAX_LENGTH, COLLABORATION_MESSAGES.shortTextTooLong),
  paid: z.boolean(),
});

// A location is needed only for in-person work.
const locationWhenInPerson = (value: { remote?: boolean; location?: string | null }, ctx: z.RefinementCtx) => {
  if (value.remote === false && !value.location) ctx.addIssue({ code: 'custom', path: ['location'], message: COLLABORATION_MESSAGES.locationRequired });
};

// POST /api/collaborations {title, description, lookingFor, projectType, genres, demoUrl,
// remote, location, paid}; defaults: paid false (and remote false, so in person).
export const CreateCollaborationSchema = CollaborationFieldsSchema.extend({
  lookingFor: tagList().default([]),
  genres: tagList().default([]),
  remote: z.boolean().default(false),
  paid: z.boolean().default(false),
}).superRefine(locationWhenInPerson);
export type CreateCollaboration = z.infer<typeof CreateCollaborationSchema>;

// An edit names only what changes (location is checked against the stored remote flag when only
// one is sent); `status: 'closed'` closes the call.
export const UpdateCollaborationSchema = CollaborationFieldsSchema.partial().extend({ status: z.enum(['open', 'closed']).optional() });
export type UpdateCollaboration = z.infer<typeof UpdateCollaborationSchema>;

export const CollaborationParamsSchema = z.object({ id: entityId(COLLABORATION_MESSAGES.notFound) });

const trueOnly = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .optional();

// GET /api/collaborations, newest first (docs/product-rules.md). `genre` may repeat (?genre=Rock&genre=Jazz: any of them).
export const CollaborationsQuerySchema = z.object({
  search: singleLine(200, { breaks: 'strip' }).optional(),
  genre: z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : [value]).map((genre) => genre.trim()).filter(Boolean))
    .pipe(z.array(singleLine(COLLABORATION_TAG_MAX_LENGTH, { breaks: 'strip' })).max(COLLABORATION_LIST_MAX))
    .optional(),
  remote: trueOnly,
  paid: trueOnly,
  // The viewer's own calls, open and closed (the My Collaborations tab).
  mine: trueOnly,
  page: decimalInt(1, 10_000).default(1),
  limit: decimalInt(1, MAX_PAGE_SIZE).default(50),
});
export type CollaborationsQuery = z.infer<typeof CollaborationsQuerySchema>;

export const CollaborationViewSchema = z.object({
  // collaborations.
  id: z.number().int(),
  title: z.string(),
  userId: z.number().int(),
  description: z.string().nullable(),
  lookingFor: z.array(z.string()),
  projectType: z.string().nullable(),
  genres: z.array(z.string()),
  demoUrl: z.string().nullable(),
  remote: z.boolean(),
  location: z.string().nullable(),
  paid: z.boolean(),
  createdAt: timestamp(),
  // Ours.
  status: z.enum(['open', 'closed']),
  // The uploaded demo's real length (null for a link elsewhere).
  demoDurationSeconds: z.number().nullable(),
  author: z.object({ id: z.number().int(), name: z.string().nullable(), type: z.string().nullable(), profileImage: z.string().nullable() }),
  // How many members have messaged the author about it: the author's to see (null for everyone else).
  responseCount: z.number().int().nullable(),
  hasResponded: z.boolean(),
  // The team member who posted it as the business (teams.schemas.ts).
  postedBy: PostedBySchema.nullable(),
});
export type CollaborationView = z.infer<typeof CollaborationViewSchema>;

export const CollaborationResponseSchema = z.object({ responseCount: z.number().int().nullable(), hasResponded: z.literal(true) });

// GET /api/collaborations/:id/responses: who answered the owner's call, newest first (20 a page).
export const CollaborationRespondersQuerySchema = PageQuerySchema;
export type CollaborationRespondersQuery = z.infer<typeof CollaborationRespondersQuerySchema>;

// One member who answered (Message to Collaborate), for the call's owner; the owner may offer them a booking.
export const CollaborationResponderSchema = z.object({
  member: z.object({
    id: z.number().int(),
    username: z.string(),
    name: z.string(),
    profileImage: z.string().nullable(),
    type: z.string(),
  }),
  respondedAt: timestamp(),
});
export type CollaborationResponder = z.infer<typeof CollaborationResponderSchema>;

// Presets first, most used first, then what members use beyond them (docs/product-rules.md).
export const PopularGenreSchema = z.object({ genre: z.string(), count: z.number().int() });
export type PopularGenre = z.infer<typeof PopularGenreSchema>;

export const DemoUploadSchema = z.object({
  demoUrl: z.string().describe('/demos/<uuid>.<ext>: send it as the collaboration demoUrl'),
  durationSeconds: z.number(),
});
export type DemoUpload = z.infer<typeof DemoUploadSchema>;
