import { Lightbulb } from 'lucide-react';
import { Card } from '@/components/ui/card';

const TIPS = [
  'Say what the project is and where it is headed: a single, an EP, a live set.',
  'Name the roles you need, so the right people find you by search.',
  'Add a demo: a rough bounce gets more replies than a description.',
  'Be clear about money and whether you can work remotely.',
] as const;

// Collaboration Tips card.
export function CollaborationTipsCard() {
  return (
    <Card className="p-5">
      <h2 className="flex items-center gap-2 text-sm font-semibold">
        <Lightbulb className="size-4 text-brand-strong" aria-hidden="true" />
        Collaboration Tips
      </h2>
      <ul className="mt-3 grid list-disc gap-2 pl-5 text-sm text-muted-foreground marker:text-brand-strong">
        {TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </Card>
  );
}
