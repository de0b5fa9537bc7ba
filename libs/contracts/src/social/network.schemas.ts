import { z } from 'zod';
import { decimalInt, jsonId } from '../ids';
import { ACHIEVEMENT_TYPES, CONNECTION_REQUEST_STATUSES, NOTIFICATION_SUBTYPES, NotificationTypeSchema, ProfessionalTypeSchema } from '../enums';
import { PostAuthorSchema } from './post.schemas';

export const NETWORK_MESSAGES = {
  alreadyRequested: "You've already sent a connection request to this user.",
  alreadyConnected: 'You are already connected with this member',
  cannotConnectSelf: 'You cannot connect with yourself',
  requestNotFound: 'Connection request not found',
  connectionNotFound: 'Connection not found',
  requestSent: 'Connection request sent',
  accepted: 'You are now connected!',
  declined: 'Request declined',
  withdrawn: 'Request withdrawn',
  removed: 'Connection removed',
  notificationNotFound: 'Notification not found',
  achievementNotFound: 'Achievement not found',
} as const;

export const DEFAULT_CONNECTION_MESSAGE = "Hi! I'd like to connect with you on Stave.";

// The member card of My Network, connections and requests.
export const MemberCardSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  type: ProfessionalTypeSchema.or(z.string()),
  location: z.string().nullable(),
  bio: z.string().nullable(),
  profileImage: z.string().nullable(),
  skills: z.array(z.string()),
  genres: z.array(z.string()),
  subscriptionTier: z.string(),
});
export type MemberCard = z.infer<typeof MemberCardSchema>;

export const SendConnectionRequestSchema = z.object({
  receiverId: jsonId('Choose who to connect with'),
  message: z
    .string()
    .trim()
    .max(500, 'Keep the message under 500 characters')
    .optional()
    .transform((value) => value || null),
});
export type SendConnectionRequest = z.infer<typeof SendConnectionRequestSchema>;

export const ConnectionRequestSchema = z.object({
  id: z.number().int(),
  senderId: z.number().int(),
  receiverId: z.number().int(),
  status: z.enum(CONNECTION_REQUEST_STATUSES),
  message: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  sender: MemberCardSchema,
  receiver: MemberCardSchema,
});
export type ConnectionRequest = z.infer<typeof ConnectionRequestSchema>;

export const ConnectionSchema = MemberCardSchema.extend({ connectedAt: z.iso.datetime({ offset: true }) });
export type Connection = z.infer<typeof ConnectionSchema>;

export const NetworkStatsSchema = z.object({
  connections: z.number().int(),
  following: z.number().int(),
  followers: z.number().int(),
});
export type NetworkStats = z.infer<typeof NetworkStatsSchema>;

// Recommended person, plus why they were suggested.
export const RecommendedPersonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  type: z.string(),
  location: z.string().nullable(),
  profileImage: z.string().nullable(),
  connectionCount: z.number().int(),
  mutualConnections: z.number().int(),
  reasons: z.array(z.string()),
});
export type RecommendedPerson = z.infer<typeof RecommendedPersonSchema>;
export const RecommendationsQuerySchema = z.object({ limit: decimalInt(1, 20).default(4) });

// notifications. Kinds beyond the spec's enum are `other` with a subtype; likes on one
// post are grouped into one line (`count`, `actors`).
export const NotificationSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  type: NotificationTypeSchema,
  subtype: z.enum(NOTIFICATION_SUBTYPES).nullable(),
  relatedId: z.number().int().nullable(),
  message: z.string(),
  isRead: z.boolean(),
  count: z.number().int().describe('How many events this line stands for (e.g. likes on one post)'),
  actors: z.array(PostAuthorSchema).describe('The most recent members behind it, newest first'),
  // Defaults for a social service from before it was added (a web newer than the service it reads).
  settled: z.boolean().default(false).describe('A connection request that has been answered: its line asks for nothing any more'),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Notification = z.infer<typeof NotificationSchema>;
export const UnreadCountSchema = z.object({ count: z.number().int() });

export const AchievementSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  type: z.enum(ACHIEVEMENT_TYPES),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  awardedAt: z.iso.datetime({ offset: true }),
  viewed: z.boolean(),
  level: z.number().int(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
});
export type Achievement = z.infer<typeof AchievementSchema>;

// User stats (composed in the gateway; a counter is null when its service didn't answer).
export const UserStatsSchema = z.object({
  connections: z.number().int().nullable(),
  activeJobs: z.number().int().nullable(),
  upcomingEvents: z.number().int().nullable(),
  messages: z.number().int().nullable(),
});
export type UserStats = z.infer<typeof UserStatsSchema>;
export const CountSchema = z.object({ count: z.number().int() });
export type Count = z.infer<typeof CountSchema>;
