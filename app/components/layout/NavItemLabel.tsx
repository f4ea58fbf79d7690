import type { NavItem } from './nav-links';

/** A navigation entry's label with its badge ("Premium"), as the header menus show it. */
export function NavItemLabel({ item }: { item: NavItem }) {
  return (
    <>
      {item.label}
      {item.badge ? (
        <span className="rounded-full bg-solar-300 px-2 py-0.5 text-xs font-semibold text-space-950">{item.badge}</span>
      ) : null}
    </>
  );
}
