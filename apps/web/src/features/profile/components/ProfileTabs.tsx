import type { PublicUser, SelfUser } from '@stave/contracts';
import { Award, Briefcase, GraduationCap, Music, UserRound } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AboutSection } from '@/features/profile/components/AboutSection';
import { AchievementsSection } from '@/features/profile/components/AchievementsSection';
import { PortfolioSection } from '@/features/profile/components/PortfolioSection';
import { EducationSection, ExperienceSection } from '@/features/profile/components/TimelineSections';

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
          <TabsTrigger key={value} value={value} className="h-9 px-2 sm:px-3.5">
            <Icon className="hidden size-4 sm:block" aria-hidden="true" />
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="about">
        <AboutSection user={user} onEdit={onEdit} />
      </TabsContent>
      <TabsContent value="work">
        <PortfolioSection userId={user.id} own={own} ownerName={ownerName} />
      </TabsContent>
      <TabsContent value="jobs">
        <ExperienceSection userId={user.id} own={own} ownerName={ownerName} />
      </TabsContent>
      <TabsContent value="study">
        <EducationSection userId={user.id} own={own} ownerName={ownerName} />
      </TabsContent>
      {showAwards ? (
        <TabsContent value="awards">
          <AchievementsSection userId={user.id} />
        </TabsContent>
      ) : null}
    </Tabs>
  );
}
