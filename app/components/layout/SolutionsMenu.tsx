import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { DROPDOWN_CLOSE_DELAY_MS, DROPDOWN_HOVER_ENABLE_MS, SOLUTIONS_MENU } from './nav-links';
import { NavItemLabel } from './NavItemLabel';
import { useHydrated } from '~/components/ui/useHydrated';
import { useCloseOnNavigation } from './useCloseOnNavigation';
import { usePopoverSync } from '~/components/ui/usePopoverSync';
import { Icon } from '~/components/ui/Icon';

/**
 * The header's Solutions dropdown: a disclosure button and a list of links.
 * Click, tap, Enter or Space toggle it; a mouse opens it on hover once the page
 * has been up for DROPDOWN_HOVER_ENABLE_MS and it closes DROPDOWN_CLOSE_DELAY_MS
 * after the pointer leaves. Escape, an outside click or a navigation close it.
 * The list is a native popover, so the button works even before hydration.
 */
export function SolutionsMenu() {
  const [open, setOpen] = useState(false);
  const [hoverEnabled, setHoverEnabled] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const hydrated = useHydrated();
  usePopoverSync(menuRef, open, setOpen);

  useEffect(() => {
    const timer = setTimeout(() => setHoverEnabled(true), DROPDOWN_HOVER_ENABLE_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  useCloseOnNavigation(setOpen);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      if (rootRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const cancelClose = () => clearTimeout(closeTimer.current);

  return (
    <div
      ref={rootRef}
      className="solutions-anchor relative"
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        cancelClose();
        if (hoverEnabled) setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        cancelClose();
        closeTimer.current = setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY_MS);
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        // Before hydration the browser toggles the popover and exposes its state (HTML forbids
        // aria-expanded beside popovertarget there); once hydrated, React states aria-expanded.
        aria-expanded={hydrated ? open : undefined}
        aria-controls={menuId}
        popoverTarget={menuId}
        onClick={(event) => {
          // After hydration React owns the state; the native toggle is for clicks before it.
          event.preventDefault();
          cancelClose();
          setOpen(!open);
        }}
        className="inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium text-ink hover:text-plasma-300"
      >
        Solutions
        <Icon name="chevron-down" strokeWidth={2} className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={menuId} ref={menuRef} popover="auto" className="solutions-popover">
        <ul className="card space-y-0.5 bg-space-800 p-2 shadow-2xl shadow-black/50">
          {SOLUTIONS_MENU.map((item) => (
            <li key={item.href}>
              <Link
                to={item.href}
                className="flex items-center justify-between rounded-xl px-3 py-2 text-sm text-ink hover:bg-space-700 hover:text-plasma-300"
                onClick={() => setOpen(false)}
              >
                <NavItemLabel item={item} />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
