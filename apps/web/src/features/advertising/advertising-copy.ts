import type { AdvertisingTier, ProfessionalType } from '@stave/contracts';
import { Building2, Disc3, Factory, GraduationCap, Headphones, Mic, SlidersHorizontal, Sparkles, type LucideIcon } from 'lucide-react';

// The words of 'Advertise with Stave'. No prices: every campaign is quoted in a proposal (names the
// tiers, not what they cost).

export interface TierCopy {
  headline: string;
  summary: string;
  includes: readonly string[];
  bestFor: string;
  // The tier's line in the form's choice.
  choice: string;
}

export const TIER_COPY: Record<AdvertisingTier, TierCopy> = {
  Basic: {
    headline: 'A sponsored listing in the marketplace',
    summary: 'Put one product, shop or service in front of members who are shopping for gear.',
    includes: [
      'A sponsored listing in the equipment marketplace category you choose',
      'Your photos, description and a link to your site or shop',
      'Labelled as sponsored, beside the listings members browse',
    ],
    bestFor: 'A launch, a shop or a service with one clear offer',
    choice: 'A sponsored listing in the marketplace',
  },
  Premium: {
    headline: 'Sponsored posts in the feed and the marketplace',
    summary: 'Reach members where they spend their working day on Stave, not only when they shop.',
    includes: [
      'Everything in Basic',
      'Sponsored posts in members’ home feeds, planned around the professions and regions you want',
      'Sponsored listings across the marketplace categories that fit your range',
    ],
    bestFor: 'Brands that want to be seen and talked about, not only bought',
    choice: 'Sponsored posts in the feed and the marketplace',
  },
  Business: {
    headline: 'A category, the newsletter and the insight reports',
    summary: 'A lasting presence with the professionals whose choices the rest of the industry follows.',
    includes: [
      'Everything in Premium',
      'Category sponsorship: your brand on a marketplace category for the whole campaign',
      'A feature in the Stave newsletter',
      'A placement in the industry insight reports our Business members read',
    ],
    bestFor: 'Manufacturers, retailers and labels building a long-term presence',
    choice: 'Category sponsorship, the newsletter and the insight reports',
  },
  Custom: {
    headline: 'A campaign planned with our team',
    summary: 'For what the other tiers don’t cover, planned with you from the brief onwards.',
    includes: [
      'Showcases, competitions, workshops and education programmes',
      'Launches and tours across several placements and months',
      'One contact on our partnerships team from brief to wrap-up',
    ],
    bestFor: 'Launches, tours, festivals and education programmes',
    choice: 'Something else, planned with our team',
  },
};

// Who advertisers reach, keyed by the account types of the contracts so a new type cannot be forgotten here.
export const AUDIENCES: Record<ProfessionalType, { icon: LucideIcon; title: string; body: string }> = {
  musician: {
    icon: Mic,
    title: 'Musicians',
    body: 'Players and singers who buy instruments, strings, lessons, software and services, and recommend them to their bands.',
  },
  producer: { icon: SlidersHorizontal, title: 'Producers', body: 'The people choosing the plug-ins, monitors, interfaces and studio time behind each record.' },
  sound_engineer: {
    icon: Headphones,
    title: 'Sound engineers',
    body: 'Studio and live engineers who specify the consoles, microphones and PA the rest of the crew works with.',
  },
  record_label: { icon: Disc3, title: 'Record labels', body: 'A&R, marketing and label teams looking for services, distribution, talent and partners.' },
  venue: { icon: Building2, title: 'Venues', body: 'Venue and promotion teams buying backline, lighting, ticketing, staffing and insurance.' },
  educator: {
    icon: GraduationCap,
    title: 'Educators',
    body: 'Teachers, schools and academies choosing instruments, courses and learning tools for their students.',
  },
  manufacturer: {
    icon: Factory,
    title: 'Manufacturers',
    body: 'Makers of instruments and equipment looking for retailers, artists, endorsers and distribution.',
  },
  other: {
    icon: Sparkles,
    title: 'And everyone around them',
    body: 'Managers, promoters, photographers, writers and the businesses that keep the industry moving.',
  },
};
