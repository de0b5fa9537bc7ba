import { z } from 'zod';
import { decimalInt, entityId, jsonId } from '../ids';
import { JOB_TYPES } from '../enums';
import { MAX_PAGE_SIZE } from '../pagination';
import { JOB_MAX_LIFETIME_DAYS, jobClosingDateLimit } from './closing-date';
import { singleLine } from '../single-line';
import { optionalLine, optionalText, timestamp } from './fields';
import { PostedBySchema } from '../teams/teams.schemas';

// A job is 'new' for 3 days (its five types are in enums.ts).
export const JOB_NEW_FOR_DAYS = 3;
// Ours (the spec states no period): a posting leaves the default list 30 days after it went up,
// unless the poster chose another date.
export const JOB_DEFAULT_LIFETIME_DAYS = 30;
export const JOB_SORTS = ['relevance', 'latest', 'oldest', 'title-asc', 'title-desc'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

export const JOB_TITLE_MAX_LENGTH = 150;
export const JOB_TEXT_MAX_LENGTH = 10_000;
export const JOB_SHORT_TEXT_MAX_LENGTH = 200;
export const JOB_SKILLS_MAX = 30;
export const JOB_SKILL_MAX_LENGTH = 50;
export const APPLICATION_MESSAGE_MAX_LENGTH = 5_000;

// Texts where the spec has one ('Job title is required'); ours otherwise.
export const JOB_MESSAGES = {
  titleRequired: 'Job title is required',
  titleTooLong: `Keep the job title under ${JOB_TITLE_MAX_LENGTH} characters`,
  textTooLong: `Keep this under ${JOB_TEXT_MAX_LENGTH} characters`,
  shortTextTooLong: `Keep this under ${JOB_SHORT_TEXT_MAX_LENGTH} characters`,
  invalidType: `Job type must be one of: ${JOB_TYPES.join(', ')}`,
  invalidEmail: 'Please enter a valid email address',
  tooManySkills: `List at most ${JOB_SKILLS_MAX} skills`,
  skillTooLong: `Keep each skill under ${JOB_SKILL_MAX_LENGTH} characters`,
  expiryInPast: 'The closing date must be in the future',
  closingDateTooFar: `Choose a closing date within ${JOB_MAX_LIFETIME_DAYS} days`,
  jobNotFound: 'Job not found',
  applicationNotFound: 'Application not found',
  ownJob: 'You cannot apply to your own job',
  alreadyApplied: 'You have already applied for this job',
  jobClosed: 'This job is no longer accepting applications',
  limitReached: 'You have used your 5 free job applications this month',
  applied: 'Application recorded',
  saved: 'Job saved',
  unsaved: 'Job removed from saved jobs',
  messageTooLong: `Keep your message under ${APPLICATION_MESSAGE_MAX_LENGTH} characters`,
} as const;

const EmailSchema = z.email();

const skillsList = z
  .array(singleLine(JOB_SKILL_MAX_LENGTH, { tooLong: JOB_MESSAGES.skillTooLong }))
  .max(JOB_SKILLS_MAX, JOB_MESSAGES.tooManySkills)
  .transform((skills) => [...new Set(skills.filter((skill) => skill.length > 0))]);

// Every field, none defaulted: what an edit may name.
const JobFieldsSchema = z.object({
  title: singleLine(JOB_TITLE_MAX_LENGTH, { required: JOB_MESSAGES.titleRequired, tooLong: JOB_MESSAGES.titleTooLong }),
  companyName: optionalLine(JOB_SHORT_TEXT_MAX_LENGTH, JOB_MESSAGES.shortTextTooLong),
  location: optionalLine(JOB_SHORT_TEXT_MAX_LENGTH, JOB_MESSAGES.shortTextTooLong),
  remote: z.boolean(),
  type: z.enum(JOB_TYPES, { error: JOB_MESSAGES.invalidType }),
  description: optionalText(JOB_TEXT_MAX_LENGTH, JOB_MESSAGES.textTooLong),
  requirements: optionalText(JOB_TEXT_MAX_LENGTH, JOB_MESSAGES.textTooLong),
  salaryRange: optionalLine(JOB_SHORT_TEXT_MAX_LENGTH, JOB_MESSAGES.shortTextTooLong),
  contactEmail: optionalText(254, JOB_MESSAGES.invalidEmail).refine(
    (value) => value == null || EmailSchema.safeParse(value).success,
    JOB_MESSAGES.invalidEmail,
  ),
  // The form splits a comma-separated field; the list arrives here.
  skills: skillsList,
  // When the posting leaves the default list (default: JOB_DEFAULT_LIFETIME_DAYS after posting); a
  // form's empty field ('') is "not given". At most JOB_MAX_LIFETIME_DAYS ahead: checked here against the
  // caller's clock (the form's own check), and again by the service against its clock, which decides.
  expiresAt: z
    .union([timestamp(), z.literal('')])
    .nullish()
    .transform((value) => (value === '' ? null : value))
    .refine((value) => !value || Date.parse(value) < jobClosingDateLimit(new Date()).getTime(), JOB_MESSAGES.closingDateTooFar),
});

// POST /api/jobs: the job's fields, never its owner (a `userId` in the body is ignored).
// Defaults: remote false, type full-time, no skills.
export const CreateJobSchema = JobFieldsSchema.extend({
  remote: z.boolean().default(false),
  type: z.enum(JOB_TYPES, { error: JOB_MESSAGES.invalidType }).default('full-time'),
  skills: skillsList.default([]),
});
export type CreateJob = z.infer<typeof CreateJobSchema>;

// Edits name only what changes; `status: 'closed'` closes the posting to new applications.
export const UpdateJobSchema = JobFieldsSchema.partial().extend({ status: z.enum(['open', 'closed']).optional() });
export type UpdateJob = z.infer<typeof UpdateJobSchema>;

export const JobParamsSchema = z.object({ id: entityId(JOB_MESSAGES.jobNotFound) });
export const ApplicationParamsSchema = z.object({
  id: entityId(JOB_MESSAGES.jobNotFound),
  applicationId: entityId(JOB_MESSAGES.applicationNotFound),
});

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

// GET /api/jobs: everything the spec's screen filtered and sorted in the browser, done here. The
// spec's client sends none of it and gets the first page of open jobs, newest first.
export const JobsQuerySchema = z.object({
  search: singleLine(200, { breaks: 'strip' }).optional(),
  type: z.enum(JOB_TYPES, { error: JOB_MESSAGES.invalidType }).optional(),
  remote: booleanQuery.optional(),
  location: singleLine(JOB_SHORT_TEXT_MAX_LENGTH, { breaks: 'strip' }).optional(),
  // Default: by relevance when searching, else newest first.
  sort: z.enum(JOB_SORTS).optional(),
  mine: booleanQuery.optional(),
  page: decimalInt(1, 10_000).default(1),
  limit: decimalInt(1, MAX_PAGE_SIZE).default(50),
});
export type JobsQuery = z.infer<typeof JobsQuerySchema>;

// Page paging (results can be ranked by score or title, which a keyset cursor over time cannot
// follow): the body stays the spec's array; x-total-count (TOTAL_COUNT_HEADER) and this one say where it sits.
export const NEXT_PAGE_HEADER = 'x-next-page';
// A search ranked by score counts up to 1,000 matches: with more, x-total-count is 1000 and this is 'true'.
export const TOTAL_CAPPED_HEADER = 'x-total-capped';

export const JobViewSchema = z.object({
  // jobs.
  id: z.number().int(),
  title: z.string(),
  userId: z.number().int(),
  companyName: z.string().nullable(),
  location: z.string().nullable(),
  remote: z.boolean(),
  type: z.enum(JOB_TYPES),
  description: z.string().nullable(),
  requirements: z.string().nullable(),
  salaryRange: z.string().nullable(),
  contactEmail: z.string().nullable(),
  createdAt: timestamp(),
  expiresAt: timestamp().nullable(),
  skills: z.array(z.string()),
  // Ours: the posting's state and what the viewer has done with it.
  status: z.enum(['open', 'closed']),
  isNew: z.boolean(),
  isSaved: z.boolean(),
  hasApplied: z.boolean(),
  // Set for the poster only (null for everyone else).
  applicationCount: z.number().int().nullable(),
  // The team member who posted it as the business (teams.schemas.ts).
  postedBy: PostedBySchema.nullable(),
  // Present when the list was searched: the spec's fuzzy score (exact 1, contains 0.9, word 0.8, prefix 0.7).
  score: z.number().optional(),
});
export type JobView = z.infer<typeof JobViewSchema>;

export const ApplyToJobSchema = z.object({
  jobId: jsonId(JOB_MESSAGES.jobNotFound),
  message: optionalText(APPLICATION_MESSAGE_MAX_LENGTH, JOB_MESSAGES.messageTooLong),
});
export type ApplyToJob = z.infer<typeof ApplyToJobSchema>;

// Job-application usage: -1 = unlimited.
export const JobApplicationUsageSchema = z.object({
  currentCount: z.number().int(),
  limit: z.number().int(),
});
export type JobApplicationUsage = z.infer<typeof JobApplicationUsageSchema>;

export const ApplyResultSchema = z.object({
  message: z.string(),
  applicationId: z.number().int(),
  usage: JobApplicationUsageSchema,
  // The spec's client opens a mail draft to it; null when the poster gave none.
  contactEmail: z.string().nullable(),
});
export type ApplyResult = z.infer<typeof ApplyResultSchema>;

export const SaveJobSchema = z.object({ jobId: jsonId(JOB_MESSAGES.jobNotFound) });
export const SaveJobResultSchema = z.object({ message: z.string(), saved: z.boolean() });
export type SaveJobResult = z.infer<typeof SaveJobResultSchema>;

export const APPLICATION_STATUSES = ['submitted', 'shortlisted', 'declined'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const DecideApplicationSchema = z.object({ status: z.enum(['shortlisted', 'declined'], { error: 'Status must be shortlisted or declined' }) });

// What the poster sees of one application.
export const JobApplicationViewSchema = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  message: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: timestamp(),
  decidedAt: timestamp().nullable(),
  applicant: z.object({
    id: z.number().int(),
    name: z.string().nullable(),
    username: z.string().nullable(),
    type: z.string().nullable(),
    profileImage: z.string().nullable(),
  }),
});
export type JobApplicationView = z.infer<typeof JobApplicationViewSchema>;

// What the applicant sees of their own.
export const MyApplicationViewSchema = z.object({
  id: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: timestamp(),
  decidedAt: timestamp().nullable(),
  job: z.object({ id: z.number().int(), title: z.string(), companyName: z.string().nullable(), status: z.enum(['open', 'closed']) }),
});
export type MyApplicationView = z.infer<typeof MyApplicationViewSchema>;

// The location filter offers, after its two fixed lists, the places found in the postings.
export const JOB_LOCATIONS_LISTED = 50;
export const JobLocationSchema = z.object({ location: z.string(), count: z.number().int() });
export type JobLocation = z.infer<typeof JobLocationSchema>;
