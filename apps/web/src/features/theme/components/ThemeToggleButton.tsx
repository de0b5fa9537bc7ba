import { Moon, Sun } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

// The icon button that opens the theme menu; shows a sun in light mode and a moon in dark mode.
export function ThemeToggleButton({ className, ...props }: ComponentProps<typeof Button>) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Change theme"
      aria-haspopup="menu"
      data-testid="theme-toggle"
      className={cn('relative', className)}
      {...props}
    >
      <Sun className="size-[18px] scale-100 rotate-0 transition-transform dark:scale-0 dark:-rotate-90" aria-hidden="true" />
      <Moon className="absolute size-[18px] scale-0 rotate-90 transition-transform dark:scale-100 dark:rotate-0" aria-hidden="true" />
    </Button>
  );
}
