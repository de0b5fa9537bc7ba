import type { SelfUser } from '@stave/contracts';
import { Check } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

// What makes a profile worth opening; the bar nudges members to fill the gaps.
export function ProfileStrength({ user, onEdit }: { user: SelfUser; onEdit: () => void }) {
  const steps = [
    { label: 'Profile picture', done: Boolean(user.profileImage) },
    { label: 'Cover image', done: Boolean(user.coverImage) },
    { label: 'Bio', done: Boolean(user.bio) },
    { label: 'Location', done: Boolean(user.location) },
    { label: 'Skills & instruments', done: user.skills.length > 0 },
    { label: 'Genres', done: user.genres.length > 0 },
    { label: 'Website', done: Boolean(user.websiteUrl) },
  ];
  const done = steps.filter((step) => step.done).length;
  const percent = Math.round((done / steps.length) * 100);

  if (done === steps.length) {
    return (
      <Card className="flex items-center gap-3 p-5">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-success/12 text-success">
          <Check className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 className="font-semibold tracking-tight">Profile complete</h2>
          <p className="text-[13px] text-muted-foreground">Photo, story, skills and links are all in place.</p>
        </div>
      </Card>
    );
  }

  return (
    <Card className="p-5">
      <div className="flex items-baseline justify-between gap-3">
        <h2 className="font-semibold tracking-tight">Profile strength</h2>
        <span className="text-sm font-semibold text-brand-strong">{percent}%</span>
      </div>
      <div
        className="mt-3 h-2 overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label="Profile strength"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="h-full rounded-full bg-brand transition-[width] duration-500" style={{ width: `${percent}%` }} />
      </div>
      <ul className="mt-4 grid gap-2 text-sm">
        {steps.map((step) => (
          <li key={step.label} className={cn('flex items-center gap-2.5', step.done && 'text-muted-foreground')}>
            <span
              className={cn(
                'grid size-5 shrink-0 place-items-center rounded-full border',
                step.done ? 'border-transparent bg-success text-white' : 'border-input',
              )}
            >
              {step.done ? <Check className="size-3" aria-hidden="true" /> : null}
            </span>
            <span className={cn(step.done && 'line-through decoration-muted-foreground/40')}>{step.label}</span>
            <span className="sr-only">{step.done ? '(done)' : '(to do)'}</span>
          </li>
        ))}
      </ul>
      <Button variant="outline" size="sm" className="mt-4 w-full" onClick={onEdit}>
        Complete your profile
      </Button>
    </Card>
  );
}
