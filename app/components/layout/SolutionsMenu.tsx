import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { DROPDOWN_CLOSE_DELAY_MS, DROPDOWN_HOVER_ENABLE_MS, SOLUTIONS_MENU } from './nav-links';
import { NavItemLabel } from './NavItemLabel';
import { menuEntryForKey, menuOpeningEntry } from './menu-keys';
import { useHydrated } from '~/components/ui/useHydrated';
import { useCloseOnNavigation } from './useCloseOnNavigation';
import { usePopoverSync } from '~/components/ui/usePopoverSync';
import { Icon } from '~/components/ui/Icon';

function menuEntries(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

function focusEntry(menu: HTMLElement | null, which: 'first' | 'last') {
  const entries = menuEntries(menu);
  entries[which === 'first' ? 0 : entries.length - 1]?.focus();
}

/**
 * The header's Solutions dropdown: a menu button and a menu of links (WAI-ARIA menu button pattern).
 * Click or tap toggles it; Enter, Space or ArrowDown open it on its first entry and ArrowUp on its last;
 * inside, the arrows (wrapping), Home and End move between entries, Enter (or Space) follows one,
 * Escape closes it back onto the button and Tab closes it on the way out. A mouse opens it on hover once
 * the page has been up for DROPDOWN_HOVER_ENABLE_MS and it closes DROPDOWN_CLOSE_DELAY_MS after the
 * pointer leaves. An outside click or a navigation closes it too. The menu is a native popover, so the
 * button opens a plain list of links even before hydration; the menu roles come with the keys' code.
 */
/** A click this soon after the pointer opened the menu is the same wish to open it. */
const CLICK_AFTER_HOVER_MS = 600;

export function SolutionsMenu() {
  const [open, setOpen] = useState(false);
  const [hoverEnabled, setHoverEnabled] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // When the pointer last opened it: a click that follows the hover confirms the menu, it does not close it.
  const hoverOpenedAt = useRef(-Infinity);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const entryOnOpen = useRef<'first' | 'last' | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const hydrated = useHydrated();
  usePopoverSync(menuRef, open, setOpen);

  useEffect(() => {
    const timer = setTimeout(() => setHoverEnabled(true), DROPDOWN_HOVER_ENABLE_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  useCloseOnNavigation(setOpen);

  // After the popover has been shown (usePopoverSync's effect runs first): focus the entry a key asked for.
  useEffect(() => {
    if (!open || !entryOnOpen.current) return;
    focusEntry(menuRef.current, entryOnOpen.current);
    entryOnOpen.current = null;
  }, [open]);

  const cancelClose = () => clearTimeout(closeTimer.current);

  // A click outside and Escape elsewhere on the page close the popover natively (light dismiss).
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const { key } = event;
    const entries = menuEntries(menuRef.current);
    const current = entries.indexOf(event.target as HTMLElement);
    if (key === 'Escape') {
      setOpen(false);
      buttonRef.current?.focus();
    } else if (current < 0) {
      // On the button: Enter and Space would click (toggle) it, the arrows scroll the page.
      const which = menuOpeningEntry(key);
      if (!which) return;
      event.preventDefault();
      cancelClose();
      if (open) {
        focusEntry(menuRef.current, which);
      } else {
        entryOnOpen.current = which;
        setOpen(true);
      }
    } else if (key === 'Tab') {
      // Leave from the button: Tab goes on to what follows it, Shift+Tab stays on it.
      buttonRef.current?.focus();
      if (event.shiftKey) event.preventDefault();
      setOpen(false);
    } else if (key === ' ') {
      event.preventDefault(); // Space follows an entry too, rather than scrolling the page
      entries[current]!.click();
    } else {
      const next = menuEntryForKey(key, current, entries.length);
      if (next === null) return;
      event.preventDefault();
      entries[next]!.focus();
    }
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- keys of the menu button and its menu
    <div
      ref={rootRef}
      className="solutions-anchor relative"
      onKeyDown={onKeyDown}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        cancelClose();
        if (hoverEnabled && !open) {
          hoverOpenedAt.current = Date.now();
          setOpen(true);
        }
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
        id={buttonId}
        type="button"
        // Before hydration the browser toggles the popover and exposes its state (HTML forbids
        // aria-expanded beside popovertarget there); once hydrated, React states aria-expanded.
        aria-haspopup={hydrated ? 'menu' : undefined}
        aria-expanded={hydrated ? open : undefined}
        aria-controls={menuId}
        popoverTarget={menuId}
        onClick={(event) => {
          // After hydration React owns the state; the native toggle is for clicks before it.
          event.preventDefault();
          cancelClose();
          if (open && Date.now() - hoverOpenedAt.current < CLICK_AFTER_HOVER_MS) return;
          setOpen(!open);
        }}
        className="inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium text-ink hover:text-plasma-300"
      >
        Solutions
        <Icon name="chevron-down" strokeWidth={2} className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={menuId} ref={menuRef} popover="auto" className="solutions-popover">
        {/* Before hydration a plain list of links, reached with Tab; the menu roles come with the keys' code. */}
        <ul
          role={hydrated ? 'menu' : undefined}
          aria-labelledby={hydrated ? buttonId : undefined}
          className="card space-y-0.5 bg-space-800 p-2 shadow-2xl shadow-black/50"
        >
          {SOLUTIONS_MENU.map((item) => (
            <li key={item.href} role={hydrated ? 'none' : undefined}>
              <Link
                to={item.href}
                role={hydrated ? 'menuitem' : undefined}
                tabIndex={hydrated ? -1 : undefined}
                className="flex items-center justify-between rounded-xl px-3 py-2 text-sm text-ink hover:bg-space-700 hover:text-plasma-300 focus-visible:bg-space-700 focus-visible:text-plasma-300"
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

