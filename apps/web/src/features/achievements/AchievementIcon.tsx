import { Award, Crown, Medal, Music, PenLine, Sparkles, Trophy, UserCheck, Users, type LucideIcon } from 'lucide-react';

// Icons by type (server and client spellings); anything else gets the default.
const ICONS: Record<string, LucideIcon> = {
  founding_member: Crown,
  'founding-member': Crown,
  profile_complete: UserCheck,
  'profile-complete': UserCheck,
  first_post: PenLine,
  'first-post': PenLine,
  first_collaboration: Users,
  'collaboration-started': Users,
  first_event: Music,
  'event-organizer': Music,
  network_milestone: Users,
  connection_milestone: Users,
  referral_milestone: Sparkles,
  'top-influencer': Trophy,
  'industry-expert': Medal,
  'community-contributor': Users,
  'subscription-milestone': Crown,
};

// By type first, then by the client icon name when one is given.
export function AchievementIcon({ type, icon, className }: { type: string; icon?: string; className?: string }) {
  const Icon = ICONS[type] ?? (icon ? ICONS[icon] : undefined) ?? Award;
  return <Icon className={className} aria-hidden="true" />;
}
