import type { Ref } from 'react';
import { Link } from 'react-router';
import { useSitePages } from './site-pages';
import { NavItemLabel } from './NavItemLabel';

interface SolutionsMenuListProps {
  id: string;
  popoverRef: Ref<HTMLDivElement>;
  /** The menu button's id, which names the menu. */
  buttonId: string;
  hydrated: boolean;
  onChoose: () => void;
}

/** The Solutions menu's popover: one link per offering. */
export function SolutionsMenuList({ id, popoverRef, buttonId, hydrated, onChoose }: SolutionsMenuListProps) {
  const { solutionsMenu } = useSitePages();
  return (
    <div id={id} ref={popoverRef} popover="auto" className="solutions-popover">
      {/* Before hydration a plain list of links, reached with Tab; the menu roles come with the keys' code. */}
      <ul
        role={hydrated ? 'menu' : undefined}
        aria-labelledby={hydrated ? buttonId : undefined}
        className="card space-y-0.5 bg-space-800 p-2 shadow-2xl shadow-black/50"
      >
        {solutionsMenu.map((item) => (
          <li key={item.href} role={hydrated ? 'none' : undefined}>
            <Link
              to={item.href}
              role={hydrated ? 'menuitem' : undefined}
              tabIndex={hydrated ? -1 : undefined}
              className="flex items-center justify-between rounded-xl px-3 py-2 text-sm text-ink hover:bg-space-700 hover:text-plasma-300 focus-visible:bg-space-700 focus-visible:text-plasma-300"
              onClick={onChoose}
            >
              <NavItemLabel item={item} />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
