import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '@/app/query-client';
import { DeferredToaster } from '@/app/DeferredToaster';
import { AuthProvider } from '@/features/auth';
import { RealtimeProvider } from '@/features/realtime';
import { ThemeProvider } from '@/features/theme';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <AuthProvider>
          <RealtimeProvider>
            {children}
            <DeferredToaster />
          </RealtimeProvider>
        </AuthProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
