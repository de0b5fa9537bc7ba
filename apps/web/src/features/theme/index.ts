export { ThemeProvider } from '@/features/theme/ThemeProvider';
export { ThemeToggle } from '@/features/theme/components/ThemeToggle';
export { useTheme } from '@/features/theme/useTheme';
export type { Theme, ResolvedTheme } from '@/features/theme/theme-storage';
