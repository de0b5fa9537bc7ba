import { useState } from 'react';
import { Loader2, Rocket } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/hooks/useToast';
import { errorText } from '@/lib/form-errors';
import { useBoostAnalyticsQuery, useBoostMutation } from '../api/boosts.queries';
import { boostEnds, quotaLine } from './boost-texts';

const LENGTHS = [3, 7, 14, 30] as const;

// Boost one's own post from its card: how long, and the month's quota left.
export function BoostPostDialog({ postId, open, onOpenChange }: { postId: number; open: boolean; onOpenChange: (open: boolean) => void }) {
  const [days, setDays] = useState<number>(7);
  const quota = useBoostAnalyticsQuery(open);
  const boost = useBoostMutation();
  const exhausted = quota.data ? quota.data.limit >= 0 && quota.data.remaining === 0 : false;
  const submit = () =>
    boost.mutate(
      { postId, days },
      {
        onSuccess: (boosted) => {
          toast({ title: 'Post boosted', description: boostEnds(boosted.endDate), variant: 'success' });
          onOpenChange(false);
        },
        onError: (error) => toast({ title: 'Could not boost this post', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
      },
    );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Boost post</DialogTitle>
          <DialogDescription>Show this post to members beyond your followers, marked Promoted in their feeds.</DialogDescription>
        </DialogHeader>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">For how long</legend>
          <div className="flex flex-wrap gap-2">
            {LENGTHS.map((length) => (
              <Button
                key={length}
                type="button"
                variant={days === length ? 'brand' : 'outline'}
                size="sm"
                aria-pressed={days === length}
                onClick={() => setDays(length)}
              >
                {length} days
              </Button>
            ))}
          </div>
        </fieldset>
        <p className="text-sm text-muted-foreground" data-testid="boost-quota">
          {quota.data ? quotaLine(quota.data.remaining, quota.data.limit) : '\u00a0'}
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="brand" onClick={submit} disabled={boost.isPending || exhausted}>
            {boost.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Rocket aria-hidden="true" />}
            Boost for {days} days
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
