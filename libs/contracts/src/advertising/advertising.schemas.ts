import { z } from 'zod';
import { decimalInt, entityId, jsonId } from '../ids';
import { singleLine } from '../single-line';

// 'Advertise with Stave' (advertising_inquiries; the tiers of docs/product-rules.md: Basic, Premium, Business,
// Custom). A public form; the inquiries land in a queue for the staff named in ADVERTISING_STAFF. docs/advertising.md.
export const ADVERTISING_TIERS = ['Basic', 'Premium', 'Business', 'Custom'] as const;
export const AdvertisingTierSchema = z.enum(ADVERTISING_TIERS, { error: 'Choose what you are interested in' });
export type AdvertisingTier = z.infer<typeof AdvertisingTierSchema>;

export const INQUIRY_STATUSES = ['new', 'contacted', 'won', 'lost'] as const;
export const InquiryStatusSchema = z.enum(INQUIRY_STATUSES);
export type InquiryStatus = z.infer<typeof InquiryStatusSchema>;

export const INQUIRY_MESSAGE_MAX = 3000;

export const ADVERTISING_MESSAGES = {
  companyRequired: 'Enter your company name',
  contactRequired: 'Enter your name',
  emailInvalid: 'Enter a valid email address',
  phoneInvalid: 'Enter a valid phone number',
  messageRequired: 'Tell us a little about what you have in mind',
  messageTooLong: `Keep your message under ${INQUIRY_MESSAGE_MAX.toLocaleString('en-GB')} characters`,
  received: "Thank you — we've received your inquiry and emailed you a confirmation. Our partnerships team will reply within two working days.",
  tooMany: 'You have sent several inquiries already. Please wait an hour, or email us directly.',
  spam: 'Your message could not be sent. Please email us directly.',
  staffOnly: 'Only the partnerships team can see inquiries',
  notFound: 'Inquiry not found',
} as const;

const text = (max: number, required: string) => singleLine(max, { required, tooLong: `At most ${max} characters` });

export const CreateAdvertisingInquirySchema = z.object({
  companyName: text(200, ADVERTISING_MESSAGES.companyRequired),
  contactName: text(100, ADVERTISING_MESSAGES.contactRequired),
  email: z
    .string({ error: ADVERTISING_MESSAGES.emailInvalid })
    .trim()
    .max(254, ADVERTISING_MESSAGES.emailInvalid)
    .pipe(z.email({ error: ADVERTISING_MESSAGES.emailInvalid }))
    .transform((email) => email.toLowerCase()),
  // UK or international: digits, spaces and + ( ) - only, 7 to 15 digits.
  phone: z
    .string()
    .trim()
    .max(30, ADVERTISING_MESSAGES.phoneInvalid)
    .regex(/^\+?[0-9 ()-]*$/, ADVERTISING_MESSAGES.phoneInvalid)
    .refine((phone) => phone === '' || /^(\D*\d){7,15}\D*$/.test(phone), ADVERTISING_MESSAGES.phoneInvalid)
    .optional()
    .transform((phone) => phone || null),
  interestedIn: AdvertisingTierSchema,
  message: z
    .string({ error: ADVERTISING_MESSAGES.messageRequired })
    .trim()
    .min(1, ADVERTISING_MESSAGES.messageRequired)
    .max(INQUIRY_MESSAGE_MAX, ADVERTISING_MESSAGES.messageTooLong),
  // Spam checks (docs/advertising.md): a field people never see (bots fill it), and when the form was shown (a form
  // sent within three seconds of being shown was not typed by a person).
  // Anything at all is taken here (a bot's line breaks too): it is never stored, only noticed.
  website: z.string().max(200).optional(),
  shownAt: z.number().int().nonnegative().optional(),
});
export type CreateAdvertisingInquiry = z.input<typeof CreateAdvertisingInquirySchema>;

export const AdvertisingInquiryReceiptSchema = z.object({ id: z.number().int(), message: z.string() });

export const AdvertisingInquirySchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  interestedIn: AdvertisingTierSchema,
  message: z.string(),
  status: InquiryStatusSchema,
  createdAt: z.iso.datetime({ offset: true }),
  // When the team first moved it on from 'new'.
  processedAt: z.iso.datetime({ offset: true }).nullable(),
  assignedTo: z.object({ id: z.number().int(), name: z.string(), username: z.string() }).nullable(),
});
export type AdvertisingInquiry = z.infer<typeof AdvertisingInquirySchema>;

export const AdvertisingInquiriesQuerySchema = z.object({
  status: InquiryStatusSchema.optional(),
  page: decimalInt(1, 10_000).default(1),
  limit: decimalInt(1, 50).default(20),
});
export type AdvertisingInquiriesQuery = z.infer<typeof AdvertisingInquiriesQuerySchema>;

export const AdvertisingInquiriesPageSchema = z.object({
  inquiries: z.array(AdvertisingInquirySchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  // Per status, for the queue's tabs.
  counts: z.object(Object.fromEntries(INQUIRY_STATUSES.map((s) => [s, z.number().int()])) as Record<InquiryStatus, z.ZodNumber>),
});
export type AdvertisingInquiriesPage = z.infer<typeof AdvertisingInquiriesPageSchema>;

// A status move (new → contacted → won | lost; any move back is allowed for a mistake) and/or who has it.
export const UpdateAdvertisingInquirySchema = z
  .object({ status: InquiryStatusSchema, assignedTo: jsonId('Choose a member of the team').nullable() })
  .partial()
  .refine((value) => value.status !== undefined || value.assignedTo !== undefined, 'Change the status or who has it');
export type UpdateAdvertisingInquiry = z.infer<typeof UpdateAdvertisingInquirySchema>;

export const InquiryParamsSchema = z.object({ id: entityId(ADVERTISING_MESSAGES.notFound) });

export const AdvertisingRoleSchema = z.object({
  staff: z.boolean(),
  team: z.array(z.object({ id: z.number().int(), name: z.string(), username: z.string() })),
});
export type AdvertisingRole = z.infer<typeof AdvertisingRoleSchema>;
