// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { CardGrid } from './CardGrid';

describe('CardGrid', () => {
  it('lists each card as an item of one grid, with the column classes written once', () => {
    render(
      <CardGrid columns={4}>
        {['One', 'Two', 'Three'].map((name) => (
          <p key={name}>{name}</p>
        ))}
        {false}
      </CardGrid>,
    );
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('UL');
    expect(list).toHaveClass('grid', 'sm:grid-cols-2', 'lg:grid-cols-4');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['One', 'Two', 'Three']);
  });

  it('lets a keyed card span the whole row, and can be an ordered list', () => {
    render(
      <CardGrid columns={3} wide={['banner']} ordered>
        <p key="first">First</p>
        <p key="banner">Banner</p>
      </CardGrid>,
    );
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(list).toHaveClass('md:grid-cols-2', 'lg:grid-cols-3');
    const [first, banner] = within(list).getAllByRole('listitem');
    expect(first).not.toHaveClass('lg:col-span-3');
    expect(banner).toHaveClass('md:col-span-2', 'lg:col-span-3');
  });

  it('can centre a short last row: a wrapping line of cards sized per breakpoint, wide cards taking the row', () => {
    render(
      <CardGrid columns={4} wide={['banner']} centerLastRow>
        {['One', 'Two', 'Three', 'Four', 'Five'].map((name) => (
          <p key={name}>{name}</p>
        ))}
        <p key="banner">Banner</p>
      </CardGrid>,
    );
    const list = screen.getByRole('list');
    expect(list).toHaveClass('flex', 'flex-wrap', 'justify-center');
    expect(list).not.toHaveClass('grid');
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveClass('w-full', 'sm:w-[calc((100%-1.5rem)/2)]', 'lg:w-[calc((100%-4.5rem)/4)]');
    expect(items.at(-1)).toHaveClass('w-full');
    expect(items.at(-1)).not.toHaveClass('lg:w-[calc((100%-4.5rem)/4)]');
  });
});
