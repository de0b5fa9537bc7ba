import { ArrowRight, Briefcase, CalendarDays, Handshake, House, MessagesSquare, Store, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/layout/PageHeader';
import { PendingFeature } from '@/components/layout/PendingFeature';
import { Card } from '@/components/ui/card';
import { useAuth } from '@/features/auth';
import { ROUTES } from '@/routes';

const PURPOSE = [
  'Your activity feed and a composer for updates',
  'Connections, active jobs, upcoming events and messages at a glance',
  'People from your network, with a shortcut to all of them',
  'Premium tools for Pro and Business members',
] as const;

const SHORTCUTS: readonly { to: string; label: string; hint: string; icon: LucideIcon }[] = [
  { to: ROUTES.network, label: 'My Network', hint: 'Connections and requests', icon: Users },
  { to: ROUTES.messages, label: 'Messages', hint: 'Talk to your connections', icon: MessagesSquare },
  { to: ROUTES.jobs, label: 'Jobs', hint: 'Find work or hire', icon: Briefcase },
  { to: ROUTES.events, label: 'Events', hint: "What's on across the UK", icon: CalendarDays },
  { to: ROUTES.collaborate, label: 'Collaborate', hint: 'Projects looking for people', icon: Handshake },
  { to: ROUTES.marketplace, label: 'Marketplace', hint: 'Buy and sell equipment', icon: Store },
];

export function DashboardPage() {
  const { user } = useAuth();
  const firstName = (user?.name || user?.username || '').split(' ')[0];

  return (
    <>
      <title>Dashboard · Stave</title>
      <PageHeader
        icon={House}
        title={firstName ? `Welcome back ${firstName}!` : 'Welcome back!'}
        description="Your home on Stave: what's happening in your network and where to go next."
      />
      <PendingFeature
        icon={House}
        title="Your dashboard"
        summary="One page for everything moving in your corner of the industry."
        points={PURPOSE}
      />
      <section aria-labelledby="shortcuts-title" className="mt-10">
        <h2 id="shortcuts-title" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
          Jump to
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {SHORTCUTS.map(({ to, label, hint, icon: Icon }) => (
            <li key={to}>
              <Card className="group transition-shadow focus-within:shadow-raised hover:shadow-raised">
                <Link to={to} className="flex items-center gap-4 rounded-xl p-4 focus-visible:outline-offset-0">
                  <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-muted text-foreground">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block text-sm font-semibold">{label}</span>
                    <span className="block truncate text-sm text-muted-foreground">{hint}</span>
                  </span>
                  <ArrowRight
                    className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:text-foreground"
                    aria-hidden="true"
                  />
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
