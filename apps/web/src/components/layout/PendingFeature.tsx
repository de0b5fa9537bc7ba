import { Check, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';

type PendingFeatureProps = {
  icon: LucideIcon;
  title: string;
  summary: string;
  points: readonly string[];
};

// Placeholder for a screen whose feature has not landed yet: it says what the page is for.
// Each feature's issue replaces its PendingFeature with the real screen.
export function PendingFeature({ icon: Icon, title, summary, points }: PendingFeatureProps) {
  return (
    <Card data-testid="pending-feature">
      <div className="grid gap-6 p-6 sm:grid-cols-[auto_1fr] sm:p-8">
        <span className="grid size-14 place-items-center rounded-2xl bg-ink text-brand shadow-raised dark:bg-secondary">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-semibold tracking-tight">{title}</h2>
            <Badge variant="brand">In development</Badge>
          </div>
          <p className="mt-1.5 max-w-prose text-sm text-muted-foreground">{summary}</p>
          <ul className="mt-5 grid gap-2.5 text-sm sm:grid-cols-2">
            {points.map((point) => (
              <li key={point} className="flex items-start gap-2.5">
                <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-brand-soft text-brand-strong">
                  <Check className="size-3" aria-hidden="true" />
                </span>
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Card>
  );
}
