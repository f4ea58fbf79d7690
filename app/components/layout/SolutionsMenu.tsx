import { useId, useRef, useState } from 'react';
import { useHydrated } from '~/components/ui/useHydrated';
import { useCloseOnNavigation } from './useCloseOnNavigation';
import { usePopoverSync } from '~/components/ui/usePopoverSync';
import { Icon } from '~/components/ui/Icon';
import { useMenuHover } from './useMenuHover';
import { useMenuKeys } from './useMenuKeys';
import { SolutionsMenuList } from './SolutionsMenuList';

/**
 * The header's Solutions dropdown: a menu button and a menu of links (WAI-ARIA menu button pattern).
 * Click or tap toggles it; Enter, Space or ArrowDown open it on its first entry and ArrowUp on its last;
 * inside, the arrows (wrapping), Home and End move between entries, Enter (or Space) follows one,
 * Escape closes it back onto the button and Tab closes it on the way out. A mouse opens it on hover once
 * the page has been up for DROPDOWN_HOVER_ENABLE_MS and it closes DROPDOWN_CLOSE_DELAY_MS after the
 * pointer leaves. An outside click or a navigation closes it too. The menu is a native popover, so the
 * button opens a plain list of links even before hydration; the menu roles come with the keys' code.
 */
export function SolutionsMenu() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonId = useId();
  const menuId = useId();
  const hydrated = useHydrated();
  usePopoverSync(menuRef, open, setOpen);
  const hover = useMenuHover(open, setOpen);
  useCloseOnNavigation(setOpen);
  const onKeyDown = useMenuKeys({ open, setOpen, buttonRef, menuRef, onKeyOpen: hover.cancelClose });

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- keys of the menu button and its menu
    <div
      ref={rootRef}
      className="solutions-anchor relative"
      onKeyDown={onKeyDown}
      onPointerEnter={hover.onPointerEnter}
      onPointerLeave={hover.onPointerLeave}
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
          hover.cancelClose();
          if (hover.justOpenedByHover()) return;
          setOpen(!open);
        }}
        className="inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium text-ink hover:text-plasma-300"
      >
        Solutions
        <Icon name="chevron-down" strokeWidth={2} className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <SolutionsMenuList id={menuId} popoverRef={menuRef} buttonId={buttonId} hydrated={hydrated} onChoose={() => setOpen(false)} />
    </div>
  );
}
