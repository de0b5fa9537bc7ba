import { z } from 'zod';
import { PORTFOLIO_TYPES, PortfolioTypeSchema } from '../enums';
import { IdParamsSchema } from '../ids';
import { singleLine } from '../single-line';
import { IDENTITY_MESSAGES, WebUrlSchema, optionalLine, optionalText, optionalWebUrl } from './user.schemas';

// Portfolio fields are '{Field} is required'; experience and education forms have no
// client rules, so the server asks only for what makes an entry meaningful. A title, company or school is
// one line; a description keeps its lines (docs/api.md § Single-line fields).
const required = (field: string, max = 200) => singleLine(max, { required: `${field} is required`, tooLong: `${field} must be at most ${max} characters` });
const requiredText = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

// Dates as the forms send them: a day (YYYY-MM-DD) or a month (YYYY-MM, stored as its first day).
export const ItemDateSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}(-\d{2})?$/, 'Use a date like 2024-05 or 2024-05-17')
  .transform((value) => (value.length === 7 ? `${value}-01` : value))
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Use a date like 2024-05 or 2024-05-17');

const optionalDate = () =>
  z
    .union([z.literal(''), ItemDateSchema])
    .nullish()
    .transform((value) => (value ? value : null));

const endNotBeforeStart = (value: { startDate?: string | null; endDate?: string | null }, ctx: z.RefinementCtx) => {
  if (value.startDate && value.endDate && value.endDate < value.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End date must be after the start date' });
  }
};

// The image is a link (`image` URL); the /uploads/ path of the owner's own upload
// (POST /api/portfolio/image) is accepted too, which the server checks.
const ImageRefSchema = z.union([
  WebUrlSchema,
  z
    .string()
    .trim()
    .regex(/^\/uploads\/[A-Za-z0-9/_.-]+$/, IDENTITY_MESSAGES.invalidUrl),
]);

const PortfolioFields = z.object({
  title: required('Title'),
  type: z.enum(PORTFOLIO_TYPES, { error: 'Type is required' }),
  description: requiredText('Description', 5000),
  image: z.string({ error: 'Image is required' }).trim().min(1, 'Image is required').pipe(ImageRefSchema),
  date: z.string({ error: 'Date is required' }).trim().min(1, 'Date is required').pipe(ItemDateSchema),
  url: optionalWebUrl(),
});
export const CreatePortfolioItemSchema = PortfolioFields;
export const UpdatePortfolioItemSchema = PortfolioFields.partial();
export type CreatePortfolioItem = z.infer<typeof CreatePortfolioItemSchema>;

const ExperienceFields = z.object({
  title: required('Title'),
  company: required('Company'),
  location: optionalLine(100),
  startDate: optionalDate(),
  endDate: optionalDate(),
  description: optionalText(5000),
});
export const CreateExperienceSchema = ExperienceFields.superRefine(endNotBeforeStart);
export const UpdateExperienceSchema = ExperienceFields.partial().superRefine(endNotBeforeStart);
export type CreateExperience = z.infer<typeof CreateExperienceSchema>;

const EducationFields = z.object({
  institution: required('Institution'),
  degree: required('Degree'),
  field: optionalLine(200),
  startDate: optionalDate(),
  endDate: optionalDate(),
  description: optionalText(5000),
});
export const CreateEducationSchema = EducationFields.superRefine(endNotBeforeStart);
export const UpdateEducationSchema = EducationFields.partial().superRefine(endNotBeforeStart);
export type CreateEducation = z.infer<typeof CreateEducationSchema>;

const DateOnly = z.string().describe('YYYY-MM-DD');

export const PortfolioItemSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  title: z.string(),
  description: z.string(),
  type: PortfolioTypeSchema,
  image: z.string(),
  url: z.string().nullable(),
  date: DateOnly,
  createdAt: z.iso.datetime({ offset: true }),
});
export type PortfolioItem = z.infer<typeof PortfolioItemSchema>;

// POST /api/portfolio/image: the uploaded image's path, for a portfolio item's `image`. An item
// accepts only /uploads/ paths its owner uploaded ('Invalid URL' otherwise).
export const PortfolioImageResponseSchema = z.object({
  imageUrl: z.string().describe('/uploads/<uuid>.webp'),
});
export type PortfolioImageResponse = z.infer<typeof PortfolioImageResponseSchema>;

export const ExperienceSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  title: z.string(),
  company: z.string(),
  location: z.string().nullable(),
  startDate: DateOnly.nullable(),
  endDate: DateOnly.nullable().describe('null means Present'),
  description: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Experience = z.infer<typeof ExperienceSchema>;

export const EducationSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  institution: z.string(),
  degree: z.string(),
  field: z.string().nullable(),
  startDate: DateOnly.nullable(),
  endDate: DateOnly.nullable(),
  description: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Education = z.infer<typeof EducationSchema>;

export const ProfileItemIdParamsSchema = IdParamsSchema;

export const PROFILE_ITEM_MESSAGES = {
  portfolioNotFound: 'Portfolio item not found',
  experienceNotFound: 'Experience not found',
  educationNotFound: 'Education not found',
} as const;
