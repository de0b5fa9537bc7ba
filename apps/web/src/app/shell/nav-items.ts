import { Activity, Briefcase, CalendarCheck, CalendarDays, House, MessageSquareText, MessagesSquare, Store, Users, type LucideIcon } from 'lucide-react';
import { ROUTES } from '@/routes';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  // Extra paths that light the item up (Home also covers /dashboard).
  alsoActiveOn?: readonly string[];
}

// Top navigation, in order; bookings follow the jobs they come from; the forum sits with the other community boards
// (after Events).
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', to: ROUTES.home, icon: House, alsoActiveOn: [ROUTES.dashboard, ROUTES.simpleLogin] },
  { label: 'My Network', to: ROUTES.network, icon: Users },
  { label: 'Messages', to: ROUTES.messages, icon: MessagesSquare },
  { label: 'Jobs', to: ROUTES.jobs, icon: Briefcase },
  { label: 'Bookings', to: ROUTES.bookings, icon: CalendarCheck },
  { label: 'Events', to: ROUTES.events, icon: CalendarDays },
  { label: 'Forum', to: ROUTES.forum, icon: MessageSquareText },
  { label: 'Marketplace', to: ROUTES.marketplace, icon: Store },
];

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (pathname === item.to) return true;
  if (item.alsoActiveOn?.includes(pathname)) return true;
  return item.to !== ROUTES.home && pathname.startsWith(`${item.to}/`);
}

// The dashboard's mobile menu adds the activity feed after Home (Dashboard: Home, Feed, …).
export const MOBILE_NAV_ITEMS: readonly NavItem[] = [NAV_ITEMS[0]!, { label: 'Activity Feed', to: ROUTES.activityFeed, icon: Activity }, ...NAV_ITEMS.slice(1)];
