/**
 * <CardGrid columns={3}>{cards}</CardGrid>: the one responsive grid of cards: a list, one column on a
 * phone, then 2, 3 or 4 as the screen allows. Each child becomes a list item; `wide` items span a row.
 */
import { Children, type ReactNode, isValidElement } from 'react';
import { cx } from './cx';

export type CardGridColumns = 2 | 3 | 4;

export const CARD_GRID_COLUMNS: Record<CardGridColumns, string> = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
};

const FULL_ROW: Record<CardGridColumns, string> = {
  2: 'md:col-span-2',
  3: 'md:col-span-2 lg:col-span-3',
  4: 'sm:col-span-2 lg:col-span-4',
};

export interface CardGridProps {
  children: ReactNode;
  columns?: CardGridColumns;
  /** Align cards to the top instead of stretching them to the row's height (cards that expand). */
  alignStart?: boolean;
  className?: string;
  itemClassName?: string;
  /** Keys of children (their React keys) that take a whole row. */
  wide?: string[];
  /** Renders an ordered list (steps). */
  ordered?: boolean;
  /** Replaces the column classes, for a row count the three layouts do not cover. */
  columnsClassName?: string;
}

export function CardGrid({
  children,
  columns = 3,
  alignStart = false,
  className,
  itemClassName,
  wide = [],
  ordered = false,
  columnsClassName,
}: CardGridProps) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={cx('grid gap-5 sm:gap-6', columnsClassName ?? CARD_GRID_COLUMNS[columns], alignStart && 'items-start', className)}>
      {Children.map(children, (child) => {
        if (child === null || child === undefined || child === false) return null;
        const isWide = isValidElement(child) && child.key !== null && wide.includes(child.key);
        return <li className={cx('flex flex-col *:flex-1', isWide && FULL_ROW[columns], itemClassName)}>{child}</li>;
      })}
    </List>
  );
}
