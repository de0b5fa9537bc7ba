import type { AchievementType } from '@stave/contracts';

interface Definition {
  title: (level: number, threshold: number) => string;
  description: (threshold: number) => string;
  icon: string;
  // Milestones: the value each level needs (level 1 = first entry). One-off awards have none.
  thresholds?: number[];
}

// Server types. Icons are the client's icon names, so the panel shows the right art.
export const ACHIEVEMENTS: Record<AchievementType, Definition> = {
  first_post: { title: () => 'First Post', description: () => 'Shared your first post with the community', icon: 'first-post' },
  first_collaboration: { title: () => 'Collaboration Started', description: () => 'Posted your first collaboration call', icon: 'collaboration-started' },
  first_event: { title: () => 'Event Organizer', description: () => 'Created your first event', icon: 'event-organizer' },
  first_forum_post: { title: () => 'Community Voice', description: () => 'Started your first forum discussion', icon: 'community-contributor' },
  first_job_posting: { title: () => 'First Job Posted', description: () => 'Posted your first job', icon: 'industry-expert' },
  profile_complete: { title: () => 'Profile Complete', description: () => 'Added a photo, bio, location, skills and genres', icon: 'profile-complete' },
  founding_member: { title: () => 'Founding Member', description: () => 'One of the first 1,000 members of Stave', icon: 'founding-member' },
  connection_milestone: {
    title: (_level, n) => (n === 1 ? 'First Connection' : `${n} Connections`),
    description: (n) => (n === 1 ? 'Made your first connection' : `Reached ${n} connections`),
    icon: 'community-contributor',
    thresholds: [1, 10, 50, 100, 500],
  },
  network_milestone: {
    title: (_level, n) => `${n} Followers`,
    description: (n) => `${n} members follow your work`,
    icon: 'top-influencer',
    thresholds: [10, 100, 1000, 10000],
  },
  referral_milestone: {
    title: (_level, n) => (n === 1 ? 'First Referral' : `${n} Referrals`),
    description: (n) => (n === 1 ? 'Someone joined Stave through your invitation' : `${n} people joined Stave through your invitations`),
    icon: 'community-contributor',
    thresholds: [1, 5, 10, 25],
  },
};

// "Profile complete": a photo, a bio, a location, at least one skill and at least one genre.
export function isProfileComplete(profile: {
  bio: string | null;
  location: string | null;
  profileImage: string | null;
  skills: string[];
  genres: string[];
}): boolean {
  return Boolean(profile.bio?.trim() && profile.location?.trim() && profile.profileImage && profile.skills.length > 0 && profile.genres.length > 0);
}
