import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { TOAST_DURATION_MS } from '@shared/constants';
import { ApiError } from '../lib/api';
import { useTheme } from '../lib/theme';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, err) => !(err instanceof ApiError && err.status > 0 && err.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});

// The toast host loads just after the first paint: no page shows a toast before the visitor acts.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

function ThemedToaster() {
  const { isDark } = useTheme();
  return (
    <Toaster
      position="top-right"
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      theme={isDark ? 'dark' : 'light'}
    />
  );
}

export function Providers({ children }: { children: ReactNode }) {
  // Mounted after the first render, so that the landing page's HTML rendered at build time (which has
  // no toast host) and the browser's first render are the same tree.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {mounted && (
        <Suspense fallback={null}>
          <ThemedToaster />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
