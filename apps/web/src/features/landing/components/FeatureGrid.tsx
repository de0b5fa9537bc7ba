import { Briefcase, CalendarDays, Handshake, MessagesSquare, Store, Users } from 'lucide-react';
import { FeatureTiles, type IconCard } from '@/components/marketing/IconCards';
import { MarketingSection } from '@/features/landing/components/SectionHeading';

const FEATURES: readonly IconCard[] = [
  {
    icon: Users,
    title: 'Build your network',
    body: 'Connect with the people you work with, follow the ones you rate, and keep every contact in one place.',
  },
  {
    icon: MessagesSquare,
    title: 'Message directly',
    body: 'Talk one to one with your connections. No cold emails, no lost DMs across five apps.',
  },
  {
    icon: Briefcase,
    title: 'Find work, or hire',
    body: 'Roles from studios, venues, labels and brands. Apply in a click, or post a job of your own.',
  },
  {
    icon: CalendarDays,
    title: 'Gigs and events',
    body: "See what's on in every UK region, from showcases to workshops, and promote your own nights.",
  },
  {
    icon: Handshake,
    title: 'Collaborate',
    body: 'Post a call for a vocalist, a mix engineer or a co-writer, or answer one. Remote or in the room.',
  },
  {
    icon: Store,
    title: 'Equipment marketplace',
    body: 'Buy and sell instruments, studio and live gear with people in the industry whose profiles you can check.',
  },
];

export function FeatureGrid() {
  return (
    <MarketingSection
      headingId="features-title"
      eyebrow="What members do"
      title="Everything a music career runs on, in one place"
      lead="Stave replaces the group chats, spreadsheets and classifieds the industry has been held together with."
      className="mx-auto max-w-6xl px-4 py-20 sm:px-6 sm:py-24"
    >
      <FeatureTiles tiles={FEATURES} className="mt-12 sm:grid-cols-2 lg:grid-cols-3" roomy />
    </MarketingSection>
  );
}
