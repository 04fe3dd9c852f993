/**
 * Every page has a real URL (DESIGN §4.5). Pages are loaded on demand so the landing stays light.
 * An unknown path shows the dashboard.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { SubscriptionGate } from '../components/gate/subscription-gate';
import { Spinner } from '../components/ui/spinner';
import { AppShell } from './app-shell';
import { ErrorBoundary } from '@web/components/error-boundary';
import { RequireAdmin, RequireUser } from './guards';
import LandingPage from '../features/landing/landing-page';

const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

const AuthPage = lazy(() => import('../features/auth/auth-page'));
const CheckEmailPage = page(() => import('../features/auth/check-email-page'));
const ConfirmPage = page(() => import('../features/auth/confirm-page'));
const DashboardPage = page(() => import('../features/dashboard/dashboard-page'));
const ScriptsPage = page(() => import('../features/generators/pages/scripts-page'));
const StoriesPage = page(() => import('../features/generators/pages/stories-page'));
const CaptionsPage = page(() => import('../features/generators/pages/captions-page'));
const CarouselsPage = page(() => import('../features/generators/pages/carousels-page'));
const ReelsPage = page(() => import('../features/generators/pages/reels-page'));
const AdsPage = page(() => import('../features/generators/pages/ads-page'));
const HistoryPage = page(() => import('../features/history/history-page'));
const AnalyticsPage = page(() => import('../features/analytics/analytics-page'));
const ProfilePage = page(() => import('../features/profile/profile-page'));
const SubscriptionPage = page(() => import('../features/billing/subscription-page'));
const PaymentSuccessPage = page(() => import('../features/billing/payment-success-page'));
const PaymentCancelPage = page(() => import('../features/billing/payment-cancel-page'));
const DemoCheckoutPage = page(() => import('../features/billing/demo-checkout-page'));
const ClientManagementPage = page(() => import('../features/clients/client-management-page'));
const CalendarPage = page(() => import('../features/calendar/calendar-page'));
const AdminDashboardPage = page(() => import('../features/admin/admin-dashboard-page'));
const AdminProfilePage = page(() => import('../features/admin/admin-profile-page'));
const AdminExpensesPage = page(() => import('../features/admin/admin-expenses-page'));

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner className="min-h-dvh" />}>{children}</Suspense>;
}

const gated = (Page: ComponentType) => (
  <SubscriptionGate>
    <Page />
  </SubscriptionGate>
);

export const routes = [
  { path: '/', element: <LandingPage />, errorElement: <ErrorBoundary>{null}</ErrorBoundary> },
  {
    element: (
      <ErrorBoundary>
        <Lazy>
          <Outlet />
        </Lazy>
      </ErrorBoundary>
    ),
    children: [
      { path: '/auth/signin', element: <AuthPage mode="signin" /> },
      { path: '/auth/signup', element: <AuthPage mode="signup" /> },
      { path: '/auth/check-email', element: <CheckEmailPage /> },
      { path: '/auth/confirm', element: <ConfirmPage /> },
      { path: '/checkout/demo', element: <DemoCheckoutPage /> },
    ],
  },
  {
    element: (
      <RequireUser>
        <AppShell />
      </RequireUser>
    ),
    children: [
      { path: '/dashboard', element: gated(DashboardPage) },
      { path: '/client-management', element: gated(ClientManagementPage) },
      { path: '/scripts', element: gated(ScriptsPage) },
      { path: '/stories', element: gated(StoriesPage) },
      { path: '/captions', element: gated(CaptionsPage) },
      { path: '/carousels', element: gated(CarouselsPage) },
      { path: '/reels', element: gated(ReelsPage) },
      { path: '/ads', element: gated(AdsPage) },
      { path: '/history', element: gated(HistoryPage) },
      { path: '/calendar', element: gated(CalendarPage) },
      { path: '/analytics', element: gated(AnalyticsPage) },
      { path: '/profile', element: gated(ProfilePage) },
      { path: '/subscription', element: <SubscriptionPage /> },
      { path: '/payment-success', element: <PaymentSuccessPage /> },
      { path: '/payment-cancel', element: <PaymentCancelPage /> },
      { path: '*', element: gated(DashboardPage) },
    ],
  },
  {
    element: (
      <RequireAdmin>
        <AppShell admin />
      </RequireAdmin>
    ),
    children: [
      { path: '/admin', element: <AdminDashboardPage /> },
      { path: '/admin/expenses', element: <AdminExpensesPage /> },
      { path: '/admin/profile', element: <AdminProfilePage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
export { Navigate };
