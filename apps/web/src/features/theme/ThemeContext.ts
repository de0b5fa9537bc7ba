import { createContext } from 'react';
import type { ResolvedTheme, Theme } from '@/features/theme/theme-storage';

export interface ThemeContextValue {
  theme: Theme;
  resolvedTheme: ResolvedTheme;
  setTheme: (theme: Theme) => void;
}

export const ThemeContext = createContext<ThemeContextValue | null>(null);
