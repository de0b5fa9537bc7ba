import type { PublicUser, SelfUser } from '@stave/contracts';
import { Award, Briefcase, GraduationCap, Music, UserRound } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AboutSection } from '@/features/profile/components/AboutSection';

// Only About shows first: the other tabs load when one is opened, or pointed at or focused (docs/web.md § Bundle).
const loadPortfolio = () => import('@/features/profile/components/PortfolioSection');
const loadTimeline = () => import('@/features/profile/components/TimelineSections');
const loadAchievements = () => import('@/features/profile/components/AchievementsSection');
const PortfolioSection = lazy(() => loadPortfolio().then((m) => ({ default: m.PortfolioSection })));
const ExperienceSection = lazy(() => loadTimeline().then((m) => ({ default: m.ExperienceSection })));
const EducationSection = lazy(() => loadTimeline().then((m) => ({ default: m.EducationSection })));
const AchievementsSection = lazy(() => loadAchievements().then((m) => ({ default: m.AchievementsSection })));
const LOADERS: Record<string, () => Promise<unknown>> = { work: loadPortfolio, jobs: loadTimeline, study: loadTimeline, awards: loadAchievements };
const prefetch = (tab: string) => () => void LOADERS[tab]?.().catch(() => undefined);

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Skeleton className="h-40 rounded-xl" />}>{children}</Suspense>;
}

const TABS = [
  { value: 'about', label: 'About', icon: UserRound },
  { value: 'work', label: 'Work', icon: Music },
  { value: 'jobs', label: 'Jobs', icon: Briefcase },
  { value: 'study', label: 'Study', icon: GraduationCap },
  { value: 'awards', label: 'Awards', icon: Award },
] as const;

type ProfileTabsProps = {
  user: PublicUser | SelfUser;
  // Set on the member's own profile: entries become editable and gaps get prompts.
  onEdit?: () => void;
  showAwards?: boolean;
};

// Profile tabs: About, Work (portfolio), Jobs (experience), Study (education), Awards.
export function ProfileTabs({ user, onEdit, showAwards = true }: ProfileTabsProps) {
  const own = onEdit !== undefined;
  const ownerName = user.name || user.username;
  const tabs = showAwards ? TABS : TABS.filter((tab) => tab.value !== 'awards');

  return (
    <Tabs defaultValue="about">
      <TabsList className="grid h-auto w-full auto-cols-fr grid-flow-col sm:inline-flex sm:h-11 sm:w-auto">
        {tabs.map(({ value, label, icon: Icon }) => (
          <TabsTrigger key={value} value={value} className="h-9 px-2 sm:px-3.5" onPointerEnter={prefetch(value)} onFocus={prefetch(value)}>
            <Icon className="hidden size-4 sm:block" aria-hidden="true" />
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="about">
        <AboutSection user={user} onEdit={onEdit} />
      </TabsContent>
      <TabsContent value="work">
        <Loading>
          <PortfolioSection userId={user.id} own={own} ownerName={ownerName} />
        </Loading>
      </TabsContent>
      <TabsContent value="jobs">
        <Loading>
          <ExperienceSection userId={user.id} own={own} ownerName={ownerName} />
        </Loading>
      </TabsContent>
      <TabsContent value="study">
        <Loading>
          <EducationSection userId={user.id} own={own} ownerName={ownerName} />
        </Loading>
      </TabsContent>
      {showAwards ? (
        <TabsContent value="awards">
          <Loading>
            <AchievementsSection userId={user.id} />
          </Loading>
        </TabsContent>
      ) : null}
    </Tabs>
  );
}
