// Profile, profile-item and achievement calls (docs/api.md). Lazily loaded with the profile screens.
import {
  EducationSchema,
  ExperienceSchema,
  PortfolioImageResponseSchema,
  PortfolioItemSchema,
  ProfilePictureResponseSchema,
  PublicUserSchema,
  SelfUserSchema,
  type CreateEducation,
  type CreateExperience,
  type CreatePortfolioItem,
  type Education,
  type Experience,
  type PortfolioItem,
  type PublicUser,
  type SelfUser,
  type RoutePath,
  type UpdateProfile,
} from '@stave/contracts';
import { IDENTITY, SOCIAL } from '@stave/contracts/paths';
import { throwIfNotOk } from '@/lib/api-client';
import { apiData, apiResponse, apiSend } from '@/lib/api-json';
import { postFile } from '@/lib/upload';

export type ProfileItemArea = 'portfolio' | 'experience' | 'education';

export interface ProfileItemTypes {
  portfolio: { view: PortfolioItem; input: CreatePortfolioItem };
  experience: { view: Experience; input: CreateExperience };
  education: { view: Education; input: CreateEducation };
}

// The three areas' routes are alike (IDENTITY.portfolio, .experience, .education); typed here as the portfolio's, with
// each area's own schemas below.
const ITEM_ROUTES: Record<ProfileItemArea, typeof IDENTITY.portfolio> = {
  portfolio: IDENTITY.portfolio,
  experience: IDENTITY.experience as unknown as typeof IDENTITY.portfolio,
  education: IDENTITY.education as unknown as typeof IDENTITY.portfolio,
};

// Typed per area, so a caller gets the view of the area it asked for.
const VIEW_SCHEMAS: { [A in ProfileItemArea]: { parse(input: unknown): ProfileItemTypes[A]['view'] } } = {
  portfolio: PortfolioItemSchema,
  experience: ExperienceSchema,
  education: EducationSchema,
};
const LIST_SCHEMAS: { [A in ProfileItemArea]: { parse(input: unknown): ProfileItemTypes[A]['view'][] } } = {
  portfolio: PortfolioItemSchema.array(),
  experience: ExperienceSchema.array(),
  education: EducationSchema.array(),
};

// A profile id that isn't a whole number, or names nobody, is 'User not found' (null).
export async function fetchPublicUser(id: string, signal?: AbortSignal): Promise<PublicUser | null> {
  if (!/^\d+$/.test(id)) return null;
  const res = await apiResponse(IDENTITY.profile, { params: { id }, signal });
  if (res.status === 404 || res.status === 400) return null;
  await throwIfNotOk(res);
  return PublicUserSchema.parse(await res.json());
}

export async function updateProfile(patch: UpdateProfile): Promise<SelfUser> {
  return apiData(IDENTITY.updateProfile, async () => SelfUserSchema, { body: patch });
}

export type ImageKind = 'avatar' | 'cover';

const UPLOAD_TARGETS = {
  avatar: { route: IDENTITY.profilePicture, field: 'profileImage' },
  cover: { route: IDENTITY.coverImage, field: 'coverImage' },
} satisfies Record<ImageKind, { route: RoutePath; field: string }>;

export async function uploadProfileImage(kind: ImageKind, file: File): Promise<SelfUser> {
  const { route, field } = UPLOAD_TARGETS[kind];
  return ProfilePictureResponseSchema.parse(await postFile(route, field, file)).user;
}

// A portfolio item's artwork: stored on our origin (the CSP shows no other), answered as the
// /uploads/ path to save as the item's image.
export async function uploadPortfolioImage(file: File): Promise<string> {
  return PortfolioImageResponseSchema.parse(await postFile(IDENTITY.portfolioImage, 'image', file)).imageUrl;
}

// A 401 answers null (the caller shows nothing rather than an error), after the usual
// 401 handling (a stored token is cleared; an expiry message ends the session).
async function nullOn401(res: Response): Promise<null> {
  await throwIfNotOk(res).catch(() => undefined);
  return null;
}

export async function fetchProfileItems<A extends ProfileItemArea>(
  area: A,
  userId: number,
  signal?: AbortSignal,
): Promise<ProfileItemTypes[A]['view'][] | null> {
  const res = await apiResponse(ITEM_ROUTES[area].listByUser, { params: { id: userId }, signal });
  if (res.status === 401) return nullOn401(res);
  await throwIfNotOk(res);
  return LIST_SCHEMAS[area].parse(await res.json());
}

export async function createProfileItem<A extends ProfileItemArea>(area: A, input: ProfileItemTypes[A]['input']): Promise<ProfileItemTypes[A]['view']> {
  return apiData(ITEM_ROUTES[area].create, async () => VIEW_SCHEMAS[area], { body: input });
}

export async function updateProfileItem<A extends ProfileItemArea>(
  area: A,
  id: number,
  input: Partial<ProfileItemTypes[A]['input']>,
): Promise<ProfileItemTypes[A]['view']> {
  return apiData(ITEM_ROUTES[area].update, async () => VIEW_SCHEMAS[area], { params: { id }, body: input });
}

export async function deleteProfileItem(area: ProfileItemArea, id: number): Promise<void> {
  await apiSend(ITEM_ROUTES[area].remove, { params: { id } });
}

// Achievements belong to the social service, which has not shipped them yet, and the contracts
// have no schema for them: the fields the product names are read defensively.
export interface Achievement {
  id: number;
  type: string;
  title: string;
  description: string;
  awardedAt: string | null;
  level: number;
  rewards: string | null;
}

function toAchievement(value: unknown, index: number): Achievement | null {
  if (!value || typeof value !== 'object') return null;
  const r = value as Record<string, unknown>;
  const title = typeof r.title === 'string' ? r.title : null;
  if (!title) return null;
  const metadata = r.metadata && typeof r.metadata === 'object' ? (r.metadata as Record<string, unknown>) : {};
  return {
    id: typeof r.id === 'number' ? r.id : -index - 1,
    type: typeof r.type === 'string' ? r.type : 'other',
    title,
    description: typeof r.description === 'string' ? r.description : '',
    awardedAt: typeof r.awardedAt === 'string' ? r.awardedAt : null,
    level: typeof r.level === 'number' ? r.level : 1,
    rewards: typeof metadata.rewards === 'string' ? metadata.rewards : null,
  };
}

// GET /api/achievements/{userId}; 401 null. 404 (not deployed yet) is an empty list.
export async function fetchAchievements(userId: number, signal?: AbortSignal): Promise<Achievement[] | null> {
  const res = await apiResponse(SOCIAL.memberAchievements, { params: { id: userId }, signal });
  if (res.status === 401) return nullOn401(res);
  if (res.status === 404) return [];
  await throwIfNotOk(res);
  const body: unknown = await res.json();
  const list = Array.isArray(body) ? body : [];
  return list.map(toAchievement).filter((a): a is Achievement => a !== null);
}
