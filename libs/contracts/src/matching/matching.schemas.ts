import { z } from 'zod';
import { entityId, jsonId } from '../ids';
import { singleLine } from '../single-line';
import { PROFESSIONAL_TYPES, SUBSCRIPTION_TIERS } from '../enums';

// AI Matching, ai_matching_preferences and ai_matches (view: user, score percent, reasons),
// The two calls and their texts: reasons quoted from real fields, editable preferences.

export const MATCHING_MESSAGES = {
  memberNotFound: 'Member not found',
  messageTooLong: 'Keep the message under 500 characters',
  tooManyGenres: 'Choose at most 10 genres',
  locationTooLong: 'Keep the location under 100 characters',
  typeInvalid: 'Choose a professional type',
  availabilityInvalid: 'Choose full-time, part-time, projects or open',
} as const;

export const AVAILABILITY = ['full-time', 'part-time', 'projects', 'open'] as const;

export const MatchingPreferencesSchema = z.object({
  // The kinds of member sought (a vocalist looks for producers, a band for venues…).
  lookingFor: z.array(z.enum(PROFESSIONAL_TYPES, { error: MATCHING_MESSAGES.typeInvalid })).max(PROFESSIONAL_TYPES.length),
  genres: z.array(singleLine(50, { required: 'A genre cannot be blank' })).max(10, MATCHING_MESSAGES.tooManyGenres),
  location: singleLine(100, { tooLong: MATCHING_MESSAGES.locationTooLong }).nullable(),
  remoteOnly: z.boolean(),
  availability: z.enum(AVAILABILITY, { error: MATCHING_MESSAGES.availabilityInvalid }),
  // Not suggested to other members.
  optedOut: z.boolean(),
});
export type MatchingPreferences = z.infer<typeof MatchingPreferencesSchema>;
export const UpdateMatchingPreferencesSchema = MatchingPreferencesSchema.partial();
export type UpdateMatchingPreferences = z.infer<typeof UpdateMatchingPreferencesSchema>;

export const MatchSuggestionSchema = z.object({
  id: z.number().int(),
  user: z.object({
    id: z.number().int(),
    name: z.string(),
    username: z.string(),
    profileImage: z.string().nullable(),
    type: z.string(),
    location: z.string().nullable(),
    subscriptionTier: z.enum(SUBSCRIPTION_TIERS),
    genres: z.array(z.string()),
    skills: z.array(z.string()),
  }),
  // The score as a percent, and the reasons (each true of both members' profiles).
  score: z.number().int().min(0).max(100),
  reasons: z.array(z.string()),
});
export type MatchSuggestion = z.infer<typeof MatchSuggestionSchema>;

export const ContactMatchSchema = z.object({
  matchedUserId: jsonId(MATCHING_MESSAGES.memberNotFound),
  message: z.string().trim().max(500, MATCHING_MESSAGES.messageTooLong).optional(),
});
export type ContactMatch = z.infer<typeof ContactMatchSchema>;

export const MatchParamsSchema = z.object({ userId: entityId(MATCHING_MESSAGES.memberNotFound) });
