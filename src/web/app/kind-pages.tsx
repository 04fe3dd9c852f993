/**
 * The generator page of each content kind, and the route element that picks one by URL. The map is typed
 * against the kind table: a kind without a page here (or a page for a kind the table does not have)
 * fails the type check. A page's URL is its row's `route`.
 */
import { lazy, type ComponentType } from 'react';
import { useParams } from 'react-router';
import { CONTENT_KINDS, kindInfo, type ContentKind } from '@shared/content-kinds';

const KIND_PAGES = {
  daily_script: lazy(() => import('../features/generators/pages/scripts-page')),
  story: lazy(() => import('../features/generators/pages/stories-page')),
  caption: lazy(() => import('../features/generators/pages/captions-page')),
  reel_idea: lazy(() => import('../features/generators/pages/reels-page')),
  carousel: lazy(() => import('../features/generators/pages/carousels-page')),
  ad_copy: lazy(() => import('../features/generators/pages/ads-page')),
} satisfies Record<ContentKind, ComponentType>;

const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page'));

const KIND_BY_ROUTE = new Map<string, ContentKind>(CONTENT_KINDS.map((kind) => [kindInfo(kind).route, kind]));

/** The page of the kind whose route is this URL; any other path shows the dashboard, as unknown paths do. */
export function KindPage() {
  const { page } = useParams();
  const kind = KIND_BY_ROUTE.get(`/${page ?? ''}`);
  const Page = kind ? KIND_PAGES[kind] : DashboardPage;
  return <Page />;
}
