/**
 * useHydrated(): false in the prerendered HTML and while React takes the page over, true once the app is live.
 * Inside <HydratedApp> (the root layout) the switch is one low-priority update from the top, after hydration has
 * finished: each component asking for it on its own would make React render them all again at once, in the same
 * task as the end of hydration. Outside it (a component rendered on its own) each component finds out by itself.
 */
import { type ReactNode, createContext, startTransition, useContext, useEffect, useState, useSyncExternalStore } from 'react';

const HydratedContext = createContext<boolean | null>(null);

const subscribe = () => () => {};
const live = () => true;
const notYet = () => false;

export function HydratedApp({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

export function useHydrated(): boolean {
  const fromApp = useContext(HydratedContext);
  // Under HydratedApp the store never changes (its snapshot matches the server's), so it schedules nothing.
  const onItsOwn = useSyncExternalStore(subscribe, fromApp === null ? live : notYet, notYet);
  return fromApp ?? onItsOwn;
}
