import { StaveMark } from '@/components/brand/StaveMark';
import { cn } from '@/lib/cn';

type StaveLogoProps = { className?: string; markClassName?: string; hideWordmarkOnMobile?: boolean };

export function StaveLogo({ className, markClassName, hideWordmarkOnMobile = false }: StaveLogoProps) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <StaveMark className={markClassName} />
      <span className={cn('text-[1.2rem] leading-none font-semibold tracking-[-0.03em] text-foreground', hideWordmarkOnMobile && 'sr-only sm:not-sr-only')}>
        Stave
      </span>
    </span>
  );
}
