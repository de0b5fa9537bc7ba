import { Link } from 'react-router-dom';
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

// The logo as the way home, at the start of a header (`className` places it).
export function StaveHomeLink({ to, className }: { to: string; className?: string }) {
  return (
    <Link to={to} aria-label="Stave home" className={cn('rounded-lg focus-visible:outline-offset-4', className)}>
      <StaveLogo />
    </Link>
  );
}
