import { LISTING_CONDITIONS } from '@stave/contracts';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { CONDITION_COLOURS } from '../listing-format';
import { CONDITION_LABELS, type ListingCondition } from '../marketplace-filters';
import { SelectOptions } from '@/components/ui/select-options';

// The condition in its colour.
export function ConditionBadge({ condition, className }: { condition: ListingCondition; className?: string }) {
  return (
    <Badge variant="outline" className={cn('border-transparent', CONDITION_COLOURS[condition], className)} data-condition={condition}>
      {CONDITION_LABELS[condition]}
    </Badge>
  );
}

// The five conditions as a select's options, after a blank one ('Any Condition', 'Select condition').
export function ConditionOptions({ blank }: { blank: string }) {
  return (
    <>
      <option value="">{blank}</option>
      <SelectOptions options={LISTING_CONDITIONS} label={(condition) => CONDITION_LABELS[condition]} />
    </>
  );
}
