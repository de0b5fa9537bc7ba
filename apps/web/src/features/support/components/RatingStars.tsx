import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

// A rating given, as five stars read out as 'Rated 4 out of 5'.
export function RatingStars({ value, className }: { value: number; className?: string }) {
  return (
    <span role="img" aria-label={`Rated ${value} out of 5`} className={cn('inline-flex items-center gap-0.5', className)} data-testid="rating-stars">
      {[1, 2, 3, 4, 5].map((star) => (
        <Star key={star} aria-hidden="true" className={cn('size-4', star <= value ? 'fill-brand text-brand-strong' : 'text-muted-foreground/40')} />
      ))}
    </span>
  );
}
