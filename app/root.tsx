import { type ReactNode, useEffect } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { Header } from '~/components/layout/Header';
import { SkipLink } from '~/components/layout/SkipLink';
import { SitePagesProvider } from '~/components/layout/site-pages';
import { HydratedApp } from '~/components/ui/useHydrated';
import { ChatLauncher } from '~/features/chat/ChatLauncher';
import { deferred } from '~/lib/deferred';
import { deferredPartsHydrated } from '~/lib/deferred-parts';
import { HOLD_EARLY_PRESSES } from '~/lib/early-presses';
import { sitePages } from '~/content/site-pages';
import appCss from './app.css?url';

/** Below the fold on every page: its code hydrates it after the page's own. */
const Footer = deferred(() => import('~/components/layout/Footer').then((module) => module.Footer));
/** Only shown when a page cannot be found or fails: the 404 page is prerendered with it, others fetch it on an error. */
const ErrorFallback = deferred(() => import('~/components/layout/ErrorFallback').then((module) => module.ErrorFallback));
/** Only needed on the first client-side navigation: its code arrives after the page's own. */
const PageChangeAnnouncer = deferred(() =>
  import('~/components/layout/PageChangeAnnouncer').then((module) => module.PageChangeAnnouncer),
);

/** The menus, the footer and the pages' names, from the page list at build time (the list stays out of the browser's code). */
export const loader = () => ({ sitePages: sitePages() });

export const links: Route.LinksFunction = () => [
  // Rendered by the server only: the build puts the whole stylesheet inline in each prerendered page
  // (scripts/inline-stylesheet.ts), so pages reached in the browser need nothing more.
  ...(import.meta.env.SSR || import.meta.env.DEV ? [{ rel: 'stylesheet', href: appCss, precedence: 'default' } as const] : []),
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

const HEADING_FONT_KICK = `document.fonts.load('700 1em "Space Grotesk Headings"')`;

export function Layout({ children }: { children: ReactNode }) {
  const site = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#05060f" />
        {/* Before anything can be pressed: holds a press that needs code the page does not have yet. Written by the
            server only: the browser has run it by the time React hydrates, so its text stays out of the page's JS. */}
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? HOLD_EARLY_PRESSES : '' }} />
        <Meta />
        <Links />
        {/* Starts decoding the inlined headings' font while the head is parsed, so the first layout already has it. */}
        <script dangerouslySetInnerHTML={{ __html: HEADING_FONT_KICK }} />
      </head>
      <body className="flex min-h-dvh flex-col antialiased">
        <HydratedApp>
          <SitePagesProvider pages={site?.sitePages}>
            <SkipLink />
            <Header />
            <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
              {children}
            </main>
            <Footer />
            <ChatLauncher />
            <PageChangeAnnouncer />
            <ScrollRestoration />
            <Scripts />
          </SitePagesProvider>
        </HydratedApp>
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document once React has taken over the prerendered page, deferred parts included (tools and tests wait for it).
  useEffect(() => {
    void deferredPartsHydrated().then(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (import.meta.env.DEV && !isRouteErrorResponse(error)) console.error(error);
  return <ErrorFallback />;
}
