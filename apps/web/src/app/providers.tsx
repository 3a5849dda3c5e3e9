import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import type { ReactNode } from 'react';
import { AuthProvider } from '../kits/session/auth-provider';
import { useToasterRequested } from '../lib/toaster-signal';

const AppToaster = lazy(() => import('./toaster'));
const AdPixelsSlot = lazy(() => import('./ad-pixels-slot'));

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
    },
  });
}

/** Rendered inside the router, so the auth provider can navigate when a session ends. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const toasterRequested = useToasterRequested();
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
      {toasterRequested ? (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        <AdPixelsSlot />
      </Suspense>
    </QueryClientProvider>
  );
}
