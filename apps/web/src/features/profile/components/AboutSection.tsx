import { professionalTypeLabel, type PublicUser, type SelfUser } from '@stave/contracts';
import { Briefcase, CalendarDays, Eye, Globe, Lock, Mail, MapPin, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/features/profile/components/SectionCard';
import { TagChips } from '@/features/profile/components/TagChips';
import { displayHost, formatDayMonthYear } from '@/lib/format';

function Detail({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    // A <dl>'s groups hold only <dt> and <dd>: the icon sits inside the term, beside the pair.
    <div className="relative min-w-0 pl-7">
      <dt className="text-xs text-muted-foreground">
        <Icon className="absolute top-0.5 left-0 size-4 text-muted-foreground" aria-hidden="true" />
        {label}
      </dt>
      <dd className="text-sm font-medium break-words">{children}</dd>
    </div>
  );
}

function Placeholder({ children, onEdit }: { children: ReactNode; onEdit?: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-muted/60 px-4 py-3 text-sm text-muted-foreground">
      <span>{children}</span>
      {onEdit ? (
        <Button size="sm" variant="outline" onClick={onEdit}>
          Add
        </Button>
      ) : null}
    </div>
  );
}

type AboutSectionProps = {
  user: PublicUser | SelfUser;
  // The member's own profile: private details and prompts to fill gaps.
  onEdit?: () => void;
};

// About tab (and the public profile's About, Skills & Instruments, Genres, Website).
export function AboutSection({ user, onEdit }: AboutSectionProps) {
  const own = onEdit !== undefined;
  const email = 'email' in user && own ? user.email : null;
  const name = user.name || user.username;

  return (
    <div className="grid gap-6">
      <SectionCard title="About">
        {user.bio ? (
          <p className="text-[15px] leading-relaxed whitespace-pre-line">{user.bio}</p>
        ) : own ? (
          <Placeholder onEdit={onEdit}>Tell people what you do, who you've worked with and what you're looking for.</Placeholder>
        ) : (
          <p className="text-sm text-muted-foreground">{name} hasn't written a bio yet.</p>
        )}
      </SectionCard>

      <div className="grid gap-6 md:grid-cols-2">
        <SectionCard title="Skills & Instruments">
          {user.skills.length > 0 ? (
            <TagChips items={user.skills} label="Skills and instruments" />
          ) : own ? (
            <Placeholder onEdit={onEdit}>Add the instruments you play and the skills you're hired for.</Placeholder>
          ) : (
            <p className="text-sm text-muted-foreground">None listed.</p>
          )}
        </SectionCard>
        <SectionCard title="Genres">
          {user.genres.length > 0 ? (
            <TagChips items={user.genres} tone="brand" label="Genres" />
          ) : own ? (
            <Placeholder onEdit={onEdit}>Add the genres you work in.</Placeholder>
          ) : (
            <p className="text-sm text-muted-foreground">None listed.</p>
          )}
        </SectionCard>
      </div>

      <SectionCard title="Details">
        <dl className="grid gap-4 sm:grid-cols-2">
          <Detail icon={Briefcase} label="Professional type">
            {professionalTypeLabel(user.type)}
          </Detail>
          <Detail icon={MapPin} label="Location">
            {user.location ?? <span className="font-normal text-muted-foreground">Location not specified</span>}
          </Detail>
          <Detail icon={Globe} label="Website">
            {user.websiteUrl ? (
              <a href={user.websiteUrl} target="_blank" rel="noopener noreferrer" className="text-brand-strong underline-offset-4 hover:underline">
                {displayHost(user.websiteUrl)}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : (
              <span className="font-normal text-muted-foreground">No website</span>
            )}
          </Detail>
          <Detail icon={CalendarDays} label="Member since">
            {formatDayMonthYear(user.createdAt)}
          </Detail>
          <Detail icon={Users} label="Connections">
            {user.connectionCount}
          </Detail>
          {'profileViews' in user && own ? (
            <Detail icon={Eye} label="Profile views">
              {user.profileViews}
            </Detail>
          ) : null}
          {email ? (
            <Detail icon={Mail} label="Email">
              <span className="inline-flex flex-wrap items-center gap-x-2">
                {email}
                <span className="inline-flex items-center gap-1 text-xs font-normal text-muted-foreground">
                  <Lock className="size-3" aria-hidden="true" />
                  Only you can see this
                </span>
              </span>
            </Detail>
          ) : null}
        </dl>
      </SectionCard>
    </div>
  );
}
