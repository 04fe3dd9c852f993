import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Notice } from '../components/ui/notice';
import { Spinner } from '../components/ui/spinner';
import { useMe } from '../lib/session';
import { ERROR_MESSAGES } from '@shared/messages';
import { isPlatformAdmin } from '@shared/platform-roles';
import { lazy, Suspense } from 'react';
import { isGatedPath } from './gated-paths';

const OnboardingPage = lazy(() => import('../features/onboarding/onboarding-page'));

/** Signed-in users only; onboarding first when niche or routine is missing; admins see only admin pages. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { data: me, isPending, isError, refetch } = useMe();
  const location = useLocation();
  // On gated pages this first load is also the subscription check, so it says so (spec part 1 §4).
  // (A plain <BrowserRouter> has no route matches to read, so the gated paths are listed apart.)
  const gated = isGatedPath(location.pathname);
  if (isPending) return <Spinner label={gated ? 'Verificando assinatura...' : 'Carregando...'} className="min-h-dvh" />;
  if (isError)
    return (
      <div className="mx-auto max-w-md p-6">
        <Notice
          tone="danger"
          title={ERROR_MESSAGES.PROFILE_NOT_FOUND}
          action={
            <button className="underline" onClick={() => void refetch()}>
              Tentar Novamente
            </button>
          }
        />
      </div>
    );
  if (!me) return <Navigate to="/auth/signin" replace state={{ from: location.pathname }} />;
  if (isPlatformAdmin(me.user)) return <Navigate to="/admin" replace />;
  if (me.needsOnboarding)
    return (
      <Suspense fallback={<Spinner className="min-h-dvh" />}>
        <OnboardingPage />
      </Suspense>
    );
  return <>{children}</>;
}

/** Admin pages: others see 'Acesso Negado'. The server refuses their API calls too. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { data: me, isPending } = useMe();
  const location = useLocation();
  if (isPending) return <Spinner label="Carregando..." className="min-h-dvh" />;
  if (!me) return <Navigate to="/auth/signin" replace state={{ from: location.pathname }} />;
  if (!isPlatformAdmin(me.user))
    return (
      <div className="mx-auto max-w-lg p-6">
        <Notice tone="danger" title={ERROR_MESSAGES.ADMIN_ONLY}>
          <a href="/dashboard" className="underline">
            Voltar ao Dashboard
          </a>
        </Notice>
      </div>
    );
  return <>{children}</>;
}
