import type { Route } from './+types/home';
import '~/components/home/home.css';
import { lazyPrerendered } from '~/components/home/lazy-prerendered';
import { pageMeta } from '~/lib/seo';

export const meta: Route.MetaFunction = () => pageMeta('/');

// The page's code (cards, tooltips, icons, copy) is fetched as the page starts up instead of being
// preloaded with the route, so on a slow connection it never competes with the HTML, styles and fonts.
const { Component: HomePage, ready: homePageReady } = lazyPrerendered(() => import('~/components/home/HomePage'));
// At build time the page is in memory before it is rendered (see lazyPrerendered).
if (import.meta.env.SSR) await homePageReady;

export default function Page() {
  // No Suspense boundary on purpose: React would stream a boundary this large after the shell, hidden until
  // a script moves it. Hydration simply waits for the chunk; a client-side visit to "/" keeps the previous
  // page on screen until it has arrived.
  return <HomePage />;
}
