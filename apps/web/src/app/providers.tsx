import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '@/app/query-client';
import { DeferredToaster } from '@/app/DeferredToaster';
import { AppRealtimeProvider } from '@/app/realtime';
import { AuthProvider } from '@/features/auth';
import { ThemeProvider } from '@/features/theme';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <AuthProvider>
          <AppRealtimeProvider>
            {children}
            <DeferredToaster />
          </AppRealtimeProvider>
        </AuthProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
