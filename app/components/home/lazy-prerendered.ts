/**
 * lazyPrerendered(() => import('./HomePage')): React.lazy for the part of a prerendered page that can
 * wait for its JavaScript. In the browser the module is fetched once the page has painted its first
 * content, so it never competes with the HTML, styles and fonts: the server-rendered HTML stays on screen and
 * hydrates when the code arrives. At build time the caller awaits `ready` before rendering, and the
 * module is handed to React synchronously, so its HTML is written in place, complete, instead of being
 * streamed after the shell (the page must read the same with JavaScript off).
 */
import { type ComponentType, lazy } from 'react';

type Module<P> = { default: ComponentType<P> };

/** Longest wait for the first paint (a background tab paints nothing until it is shown). */
const FIRST_PAINT_WAIT_MS = 1000;

/** Resolves once the page has painted its first content (at once if it already has). */
function afterFirstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || performance.getEntriesByName('first-contentful-paint').length > 0) {
      resolve();
      return;
    }
    let observer: PerformanceObserver | undefined;
    const done = () => {
      clearTimeout(timer);
      observer?.disconnect();
      resolve();
    };
    const timer = setTimeout(done, FIRST_PAINT_WAIT_MS);
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) done();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      done();
    }
  });
}

export function lazyPrerendered<P extends object>(load: () => Promise<Module<P>>) {
  if (!import.meta.env.SSR) return { Component: lazy(() => afterFirstContentfulPaint().then(load)), ready: Promise.resolve() };
  let loaded: Module<P> | undefined;
  const ready = load().then((module) => {
    loaded = module;
  });
  // Once loaded, a thenable that calls back at once: React renders the module without suspending.
  const Component = lazy(() =>
    (loaded ? { then: (resolve: (module: Module<P>) => void) => resolve(loaded as Module<P>) } : load()) as Promise<Module<P>>,
  );
  return { Component, ready };
}
