import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { GET_STARTED, PRIMARY_LINKS } from './nav-links';
import { useSitePages } from './site-pages';
import { NavItemLabel } from './NavItemLabel';
import { useHydrated } from '~/components/ui/useHydrated';
import { useCloseOnNavigation } from './useCloseOnNavigation';
import { usePopoverSync } from '~/components/ui/usePopoverSync';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/Icon';

/** The small-screen menu: a toggle button and the header's links, Solutions included. */
export function MobileMenu() {
  const { solutionsMenu } = useSitePages();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const hydrated = useHydrated();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  usePopoverSync(panelRef, open, setOpen);

  useCloseOnNavigation(setOpen);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        // Before hydration the browser toggles the popover and exposes its state (HTML forbids
        // aria-expanded beside popovertarget there); once hydrated, React states aria-expanded.
        aria-expanded={hydrated ? open : undefined}
        aria-controls={panelId}
        popoverTarget={panelId}
        onClick={(event) => {
          // After hydration React owns the state; the native toggle is for taps before it.
          event.preventDefault();
          setOpen(!open);
        }}
        className="inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-space-700"
      >
        {open ? <Icon name="x" strokeWidth={2} className="size-6" /> : <Icon name="menu" strokeWidth={2} className="size-6" />}
        <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
      </button>
      <nav
        id={panelId}
        ref={panelRef}
        aria-label="Mobile"
        popover="auto"
        className="mobile-menu-popover border-b border-space-600 bg-space-900 px-5 pb-6 pt-2 text-ink shadow-2xl"
      >
        <p className="eyebrow mt-3 mb-1">Solutions</p>
        <ul className="grid grid-cols-2 gap-1">
          {solutionsMenu.map((item) => (
            <li key={item.href}>
              <Link to={item.href} className="flex items-center gap-2 rounded-lg px-2 py-2.5 text-ink hover:bg-space-700">
                <NavItemLabel item={item} />
              </Link>
            </li>
          ))}
        </ul>
        <ul className="mt-3 border-t border-space-600 pt-3">
          {PRIMARY_LINKS.map((item) => (
            <li key={item.href}>
              <Link to={item.href} className="block rounded-lg px-2 py-2.5 text-lg text-ink hover:bg-space-700">
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        <Link to={GET_STARTED.href} className={buttonClass('primary', 'md', 'mt-4 w-full')}>
          {GET_STARTED.label}
        </Link>
      </nav>
    </div>
  );
}
