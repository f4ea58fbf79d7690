/**
 * <Tabs label="Our method" items={[{ id: '1', tab: 'Align', panel: … }]} defaultValue="1" />: the WAI-ARIA tabs
 * pattern. One tab is selected and it alone is in the Tab order (roving tabindex); Left/Right move the focus and
 * the selection (wrapping round), Home/End jump to the first/last tab; each panel is labelled by its tab.
 * Every panel is in the prerendered HTML and the inactive ones are hidden only once hydrated, so all of their
 * copy reads without JavaScript. Style comes from the caller: `aria-selected:` variants on tabClassName (with
 * `group` there, `group-aria-selected:` on what a tab holds).
 */
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useHydrated } from './useHydrated';

export interface TabItem<Id extends string = string> {
  id: Id;
  /** Content of the tab; its text is the tab's and the panel's accessible name. */
  tab: ReactNode;
  panel: ReactNode;
}

/** The tab list needs a name: its own text, or the id of a visible heading that names it. */
type TabListName = { label: string; labelledBy?: never } | { labelledBy: string; label?: never };

export type TabsProps<Id extends string> = TabListName & {
  items: readonly TabItem<Id>[];
  /** Tab selected at first (uncontrolled); the first one by default. */
  defaultValue?: Id;
  /** Selected tab, when the caller keeps the state. */
  value?: Id;
  onValueChange?: (id: Id) => void;
  className?: string;
  listClassName?: string;
  tabClassName?: string;
  panelClassName?: string;
};

/** Where a key moves the focus from tab `index` of `count`, or null for a key the tab list leaves alone. */
export function tabIndexAfterKey(key: string, index: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

export function Tabs<Id extends string>({
  items,
  defaultValue,
  value,
  onValueChange,
  label,
  labelledBy,
  className,
  listClassName,
  tabClassName,
  panelClassName,
}: TabsProps<Id>) {
  const baseId = useId();
  const hydrated = useHydrated();
  const [ownValue, setOwnValue] = useState(defaultValue);
  const tabs = useRef(new Map<Id, HTMLButtonElement>());
  const wanted = value ?? ownValue;
  const selectedId = items.some((item) => item.id === wanted) ? wanted : items[0]?.id;
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = (id: Id) => `${baseId}-panel-${id}`;

  function select(id: Id) {
    if (value === undefined) setOwnValue(id);
    onValueChange?.(id);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = tabIndexAfterKey(event.key, index, items.length);
    if (next === null) return;
    event.preventDefault();
    const target = items[next]!;
    select(target.id);
    tabs.current.get(target.id)?.focus();
  }

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} aria-labelledby={labelledBy} className={listClassName}>
        {items.map((item, index) => {
          const selected = item.id === selectedId;
          return (
            <button
              key={item.id}
              ref={(node) => {
                if (node) tabs.current.set(item.id, node);
                return () => {
                  tabs.current.delete(item.id);
                };
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={selected}
              aria-controls={panelId(item.id)}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(item.id)}
              onKeyDown={(event) => handleKeyDown(event, index)}
              className={tabClassName}
            >
              {item.tab}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(item.id)}
          aria-labelledby={tabId(item.id)}
          // Focusable so keyboard users land on the panel's text after the tab list.
          tabIndex={0}
          hidden={hydrated && item.id !== selectedId}
          className={panelClassName}
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
