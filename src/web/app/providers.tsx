import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ApiError } from '../lib/api';
import { drawnAnswerStaleTime } from './drawn-answers';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, err) => !(err instanceof ApiError && err.status > 0 && err.status < 500) && count < 2,
      refetchOnWindowFocus: false,
      // 0 (asked again at each mount), but for the answers a server-drawn page brought (drawn-answers.ts).
      staleTime: drawnAnswerStaleTime,
    },
  },
});

// The toast host loads just after the first paint: no page shows a toast before the visitor acts.
const ThemedToaster = lazy(() => import('./themed-toaster'));

export function Providers({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/**
 * The toast host (inside the router). Mounted after the first render, so that the landing page's HTML
 * rendered at build time (which has no toast host) and the browser's first render are the same tree; and
 * not on the landing page at all, which shows no toast: the host's library comes with the signed-in frame's
 * scripts, which a visitor reading the landing page should not have to download. It mounts as soon as the
 * visitor goes to another page, and stays.
 */
export function ToastHost() {
  const { pathname } = useLocation();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (pathname !== '/') setWanted(true);
  }, [pathname]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ThemedToaster />
    </Suspense>
  );
}
