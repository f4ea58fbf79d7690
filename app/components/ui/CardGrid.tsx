/**
 * <CardGrid columns={3}>{cards}</CardGrid>: the one responsive grid of cards: a list, one column on a
 * phone, then 2, 3 or 4 as the screen allows. Each child becomes a list item; `wide` items span a row.
 * `centerLastRow` centres a last row the cards do not fill (seven cards in rows of four), leaving no empty cell.
 */
import { Children, type ReactNode, isValidElement } from 'react';
import { cx } from './cx';

export type CardGridColumns = 2 | 3 | 4;

export const CARD_GRID_COLUMNS: Record<CardGridColumns, string> = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
};

/** The same rows as a wrapping flex line, so a short last row can be centred: each card's width per breakpoint (gap 1.5rem from sm). */
const CENTERED_ITEM: Record<CardGridColumns, string> = {
  2: 'w-full md:w-[calc((100%-1.5rem)/2)]',
  3: 'w-full md:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]',
  4: 'w-full sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-4.5rem)/4)]',
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
  /** Centres a last row that the cards do not fill, instead of leaving empty cells at its end. */
  centerLastRow?: boolean;
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
  centerLastRow = false,
}: CardGridProps) {
  const List = ordered ? 'ol' : 'ul';
  const layout = centerLastRow ? 'flex flex-wrap justify-center' : cx('grid', columnsClassName ?? CARD_GRID_COLUMNS[columns]);
  return (
    <List className={cx(layout, 'gap-5 sm:gap-6', alignStart && 'items-start', className)}>
      {Children.map(children, (child) => {
        if (child === null || child === undefined || child === false) return null;
        const isWide = isValidElement(child) && child.key !== null && wide.includes(child.key);
        const span = centerLastRow ? (isWide ? 'w-full' : CENTERED_ITEM[columns]) : isWide && FULL_ROW[columns];
        return <li className={cx('flex flex-col *:flex-1', span, itemClassName)}>{child}</li>;
      })}
    </List>
  );
}
