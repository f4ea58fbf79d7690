/**
 * const BelowTheFold = deferred(() => import('./BelowTheFold').then((module) => module.BelowTheFold));
 *
 * A part of a page whose code is a chunk of its own, fetched when hydration reaches it (right after the
 * page's own modules) instead of with them. The prerendered HTML shows it from the start
 * (app/entry.server.tsx waits for it); React hydrates it when its code arrives. If the code cannot load,
 * the prerendered HTML stays as it is: readable, its links working. The component is memoized: new props
 * before it has hydrated would make React drop the prerendered HTML, so give it props that keep their
 * identity (loader data, stable callbacks). See docs/decisions/0009-deferred-parts.md.
 */
import { type ComponentProps, type ComponentType, type ReactNode, Suspense, lazy, memo, useCallback, useEffect, useRef, useState } from 'react';
import { loadOnce } from './load-once';

// The names app/lib/deferred-parts.ts listens for (and early-presses.ts looks for). Written out, not imported:
// that module travels with the root layout, and an import from here would split it into a file of its own on every page.
const DEFERRED_PART_EVENT = 'deferred-part';
const PENDING_PART_ATTRIBUTE = 'data-deferred-part';

function readySignal() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

function ReadyMark({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

/** The Suspense boundary of a part that hydrates apart: React hydrates it in a pass of its own. */
function PartBoundary({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      {children}
      <ReadyMark onReady={onReady} />
    </Suspense>
  );
}

/**
 * A part that hydrates apart from the page around it is announced to deferred-parts.ts (html[data-hydrated]
 * waits for it) and its element is marked pending until then (early-presses.ts holds a press inside). Returns the
 * ref and attributes for that element and the `onReady` for its PartBoundary.
 */
function usePartHydratedApart<T extends HTMLElement>() {
  const [ready] = useState(readySignal);
  const element = useRef<T>(null);
  useEffect(() => void document.dispatchEvent(new CustomEvent(DEFERRED_PART_EVENT, { detail: ready.promise })), [ready]);
  // Straight on the element: a render of it before the part has hydrated would drop the part's HTML.
  const onReady = useCallback(() => {
    element.current?.removeAttribute(PENDING_PART_ATTRIBUTE);
    ready.resolve();
  }, [ready]);
  return { element, pending: { [PENDING_PART_ATTRIBUTE]: '' }, onReady };
}

export type DeferredComponent<P extends object> = ComponentType<P> & {
  /** Fetches the code (once); a route's clientLoader awaits it so client-side navigation renders it at once. */
  preload: () => Promise<unknown>;
};

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): DeferredComponent<P> {
  const preload = loadOnce(load);
  // A chunk that cannot load leaves the prerendered HTML in place rather than failing the page.
  const Lazy = lazy(() => preload().then((component) => ({ default: component }), () => new Promise<never>(() => {})));

  function Deferred(props: P) {
    const { element, pending, onReady } = usePartHydratedApart<HTMLDivElement>();
    return (
      <div ref={element} className="contents" {...pending}>
        <PartBoundary onReady={onReady}>
          <Lazy {...props} />
        </PartBoundary>
      </div>
    );
  }
  return Object.assign(memo(Deferred) as unknown as ComponentType<P>, { preload });
}

/**
 * <SectionHydratedApart …section props>: a <section> whose content React hydrates in a pass of its own
 * (it hydrates a Suspense boundary apart from the page around it), so a long page is not taken over in
 * one long task. Announced like a deferred part: html[data-hydrated] waits for it, and an early press
 * inside is held until the page has hydrated.
 */
export function SectionHydratedApart({ children, ...props }: ComponentProps<'section'>) {
  const { element, pending, onReady } = usePartHydratedApart<HTMLElement>();
  return (
    <section ref={element} {...props} {...pending}>
      <PartBoundary onReady={onReady}>{children}</PartBoundary>
    </section>
  );
}

/**
 * For a route's clientLoader on pages with deferred parts: its data, once their code is in, so
 * client-side navigation renders them at once. Code that cannot load (a new deployment renamed it)
 * sends the visitor to the page's prerendered HTML instead.
 *   export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) => withParts(serverLoader(), request, Part);
 */
export async function withParts<T>(data: Promise<T>, request: Request, ...parts: Array<{ preload: () => Promise<unknown> }>): Promise<T> {
  const [loaded] = await Promise.all([
    data,
    ...parts.map((part) =>
      part.preload().catch(() => {
        window.location.assign(request.url);
        return new Promise<never>(() => {});
      }),
    ),
  ]);
  return loaded;
}
