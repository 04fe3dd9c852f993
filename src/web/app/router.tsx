/**
 * Every page has a real URL (DESIGN §4.5). Pages are loaded on demand so the landing stays light.
 * An unknown path shows the dashboard. The generator pages come from the per-kind page map of
 * kind-pages.tsx, typed against the kind table.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, Outlet, useRoutes, type RouteObject } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { ErrorBoundary } from '@web/components/error-boundary';
import LandingPage from '../features/landing/landing-page';
import { PageAttached } from './page-attached';
import { preloadable, type Preloadable } from './preloadable';
import { ToastHost } from './providers';

const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

// The signed-in frame (guards, shell, subscription gate) loads with the first signed-in page, not with
// the landing page, which stays small for visitors.
// They and the pages the server draws for a signed-in person can be loaded ahead (preloadable.ts): the
// browser attaches React to the drawn page once they are all here (signedInPiecesFor, app/server-data.ts).
const AppShell = preloadable<{ admin?: boolean }>(() => import('./app-shell').then((m) => ({ default: m.AppShell })));
const RequireUser = preloadable<{ children: ReactNode }>(() =>
  import('./guards').then((m) => ({ default: m.RequireUser })),
);
const RequireAdmin = lazy(() => import('./guards').then((m) => ({ default: m.RequireAdmin })));
const SubscriptionGate = preloadable<{ children: ReactNode }>(() =>
  import('../components/gate/subscription-gate').then((m) => ({ default: m.SubscriptionGate })),
);

const AuthPage = lazy(() => import('../features/auth/auth-page'));
const CheckEmailPage = page(() => import('../features/auth/check-email-page'));
const ConfirmPage = page(() => import('../features/auth/confirm-page'));
const ForgotPasswordPage = page(() => import('../features/auth/forgot-password-page'));
const ResetPasswordPage = page(() => import('../features/auth/reset-password-page'));
const DashboardPage = preloadable(() => import('../features/dashboard/dashboard-page'));
const HistoryPage = page(() => import('../features/history/history-page'));
const ActivityPage = page(() => import('../features/activity/activity-page'));
const AnalyticsPage = page(() => import('../features/analytics/analytics-page'));
const ProfilePage = page(() => import('../features/profile/profile-page'));
const SubscriptionPage = page(() => import('../features/billing/subscription-page'));
const PaymentSuccessPage = page(() => import('../features/billing/payment-success-page'));
const PaymentCancelPage = page(() => import('../features/billing/payment-cancel-page'));
const DemoCheckoutPage = page(() => import('../features/billing/demo-checkout-page'));
const PixCheckoutPage = page(() => import('../features/billing/pix-checkout-page'));
const ClientManagementPage = page(() => import('../features/clients/client-management-page'));
const ApprovalsPage = page(() => import('../features/approval/approvals-page'));
// The client's review page: public, no account, its own light bundle.
// It and the report page below can be loaded ahead (preloadable.ts): the server draws them, and the
// browser attaches React to that HTML once their module is here (app/server-data.ts).
export const ReviewPage = preloadable(() => import('../features/approval/review-page'));
const CalendarPage = preloadable(() => import('../features/calendar/calendar-page'));
const ReportsPage = page(() => import('../features/reports/reports-page'));
// The client's report page: public, no account, in the agency's brand.
export const PublicReportPage = preloadable(() => import('../features/reports/public-report-page'));
// The posting kit the "Hora de postar" reminder links to (phone first).
const PostingPage = preloadable(() => import('../features/posting/posting-page'));
const BillingGuard = lazy(() => import('../features/team/billing-guard').then((m) => ({ default: m.BillingGuard })));
const TeamPage = page(() => import('../features/team/team-page'));
// The invitation link: public (the invited person may not have an account yet).
const InvitationPage = page(() => import('../features/auth/invitation-page'));
const AdminDashboardPage = page(() => import('../features/admin/admin-dashboard-page'));
const AdminProfilePage = page(() => import('../features/admin/admin-profile-page'));
const AdminExpensesPage = page(() => import('../features/admin/admin-expenses-page'));

// The generator pages: one route per kind, resolved against the kind table by the typed page map in
// kind-pages.tsx. That module loads with the signed-in frame, so the landing page's script does not carry
// the kind table.
const KindPage = lazy(() => import('./kind-pages').then((m) => ({ default: m.KindPage })));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner className="min-h-dvh" />}>{children}</Suspense>;
}

const gated = (path: string, Page: ComponentType) => ({
  path,
  element: (
    <SubscriptionGate>
      <Page />
    </SubscriptionGate>
  ),
});

export const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <ErrorBoundary>
        <LandingPage />
      </ErrorBoundary>
    ),
  },
  {
    element: (
      <ErrorBoundary>
        <Lazy>
          <Outlet />
          <PageAttached />
        </Lazy>
      </ErrorBoundary>
    ),
    children: [
      { path: '/auth/signin', element: <AuthPage mode="signin" /> },
      { path: '/auth/signup', element: <AuthPage mode="signup" /> },
      { path: '/auth/check-email', element: <CheckEmailPage /> },
      { path: '/auth/confirm', element: <ConfirmPage /> },
      { path: '/auth/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/auth/reset-password', element: <ResetPasswordPage /> },
      { path: '/checkout/demo', element: <DemoCheckoutPage /> },
      { path: '/checkout/pix', element: <PixCheckoutPage /> },
      { path: '/r/:token', element: <ReviewPage /> },
      { path: '/relatorio/:token', element: <PublicReportPage /> },
      { path: '/convite/:token', element: <InvitationPage /> },
    ],
  },
  {
    element: (
      <Lazy>
        <RequireUser>
          <AppShell />
        </RequireUser>
      </Lazy>
    ),
    children: [
      gated('/dashboard', DashboardPage),
      gated('/client-management', ClientManagementPage),
      // Every one-segment path that no page above claims: a kind's route, else the dashboard.
      gated('/:page', KindPage),
      gated('/history', HistoryPage),
      gated('/atividade', ActivityPage),
      gated('/calendar', CalendarPage),
      gated('/postar/:id', PostingPage),
      gated('/analytics', AnalyticsPage),
      gated('/approvals', ApprovalsPage),
      gated('/relatorios', ReportsPage),
      gated('/profile', ProfilePage),
      gated('/equipe', TeamPage),
      {
        path: '/subscription',
        element: (
          <BillingGuard>
            <SubscriptionPage />
          </BillingGuard>
        ),
      },
      { path: '/payment-success', element: <PaymentSuccessPage /> },
      { path: '/payment-cancel', element: <PaymentCancelPage /> },
      gated('*', DashboardPage),
    ],
  },
  {
    element: (
      <Lazy>
        <RequireAdmin>
          <AppShell admin />
        </RequireAdmin>
      </Lazy>
    ),
    children: [
      { path: '/admin', element: <AdminDashboardPage /> },
      { path: '/admin/expenses', element: <AdminExpensesPage /> },
      { path: '/admin/profile', element: <AdminProfilePage /> },
    ],
  },
];

/**
 * The lazy pieces of a signed-in page the server draws (shared/server-drawn-page.ts): the frame and the
 * page itself, all loaded before the browser attaches React to the drawn page, so that it attaches to the
 * whole page at once, not to the frame first and to the page when its piece arrives (a tap meanwhile would
 * be lost).
 */
export function signedInPiecesFor(pathname: string): Preloadable<never>[] {
  const pagePiece = pathname.startsWith('/calendar')
    ? CalendarPage
    : pathname.startsWith('/postar/')
      ? PostingPage
      : DashboardPage;
  return [RequireUser, AppShell, SubscriptionGate, pagePiece] as Preloadable<never>[];
}

/**
 * The route table under <BrowserRouter> (main.tsx). The declarative router is half the size of the data
 * router (createBrowserRouter) on the wire, and no page uses loaders, actions or fetchers.
 */
export function AppRoutes() {
  const current = useRoutes(routes);
  return (
    <>
      {current}
      <ToastHost />
    </>
  );
}
export { Navigate };
