import { type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';
import { menuEntryForKey, menuOpeningEntry } from './menu-keys';

function menuEntries(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

function focusEntry(menu: HTMLElement | null, which: 'first' | 'last') {
  const entries = menuEntries(menu);
  entries[which === 'first' ? 0 : entries.length - 1]?.focus();
}

interface MenuKeysOptions {
  open: boolean;
  setOpen: (open: boolean) => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
  menuRef: RefObject<HTMLElement | null>;
  /** Called when a key opens the menu, so a pending hover close does not undo it. */
  onKeyOpen: () => void;
}

/**
 * The keys of a menu button and its menu (WAI-ARIA menu button pattern): Enter, Space or ArrowDown on the
 * button open the menu on its first entry and ArrowUp on its last; inside, the arrows (wrapping), Home and
 * End move between entries, Space follows one, Escape closes back onto the button and Tab closes on the
 * way out. Call after the popover's own sync, so the menu is shown before an entry takes focus.
 */
export function useMenuKeys({ open, setOpen, buttonRef, menuRef, onKeyOpen }: MenuKeysOptions) {
  const entryOnOpen = useRef<'first' | 'last' | null>(null);

  // After the popover has been shown (usePopoverSync's effect runs first): focus the entry a key asked for.
  useEffect(() => {
    if (!open || !entryOnOpen.current) return;
    focusEntry(menuRef.current, entryOnOpen.current);
    entryOnOpen.current = null;
  }, [open, menuRef]);

  // A click outside and Escape elsewhere on the page close the popover natively (light dismiss).
  return function onKeyDown(event: KeyboardEvent<HTMLElement>) {
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
      onKeyOpen();
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
  };
}
