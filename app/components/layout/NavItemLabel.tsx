import type { NavItem } from './nav-links';
import { Badge } from '~/components/ui/Badge';

/** A navigation entry's label with its badge ("Premium"), as the header menus show it. */
export function NavItemLabel({ item }: { item: NavItem }) {
  return (
    <>
      {item.label}
      {item.badge ? (
        <Badge tone="solid">{item.badge}</Badge>
      ) : null}
    </>
  );
}
