// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SitePagesProvider } from '~/components/layout/site-pages';
import { offeringList } from '~/content/offerings';
import { sitePages } from '~/content/site-pages';
import { SolutionsMenu } from './SolutionsMenu';
import { DROPDOWN_CLOSE_DELAY_MS, DROPDOWN_HOVER_ENABLE_MS } from './nav-links';

function setup() {
  render(
    <MemoryRouter>
      <SitePagesProvider pages={sitePages()}>
        <SolutionsMenu />
      </SitePagesProvider>
    </MemoryRouter>,
  );
  const button = screen.getByRole('button', { name: 'Solutions' });
  return { button, root: button.parentElement as HTMLElement };
}

describe('SolutionsMenu', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ignores hover until the page has been up for 300 ms', () => {
    const { button, root } = setup();
    fireEvent.pointerEnter(root, { pointerType: 'mouse' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    act(() => vi.advanceTimersByTime(DROPDOWN_HOVER_ENABLE_MS));
    fireEvent.pointerEnter(root, { pointerType: 'mouse' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes 200 ms after the pointer leaves, and stays open if it comes back', () => {
    const { button, root } = setup();
    act(() => vi.advanceTimersByTime(DROPDOWN_HOVER_ENABLE_MS));
    fireEvent.pointerEnter(root, { pointerType: 'mouse' });
    fireEvent.pointerLeave(root, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS - 10));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerEnter(root, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS * 2));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerLeave(root, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the menu the pointer just opened open when the click follows, and closes it on a later click', () => {
    const { button, root } = setup();
    act(() => vi.advanceTimersByTime(DROPDOWN_HOVER_ENABLE_MS));
    fireEvent.pointerEnter(root, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(100));
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles on click (touch and keyboard) and closes on Escape', () => {
    const { button } = setup();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // jsdom has no popover display: the entry is checked in the DOM, the e2e tests check it on screen.
    expect(screen.getByRole('menuitem', { name: /Infinity Partner/, hidden: true })).toHaveAttribute('href', '/pricing#infinity-partner');
    expect(screen.getByText('Premium')).toBeInTheDocument();
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens from the keyboard on its first or last entry, moves through the entries and closes on Escape and Tab', () => {
    const { button } = setup();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    const entries = screen.getAllByRole('menuitem', { hidden: true });
    // The overview page, then every offering.
    expect(entries).toHaveLength(1 + offeringList().length);
    for (const entry of entries) expect(entry).toHaveAttribute('tabindex', '-1');
    const last = entries.at(-1)!;

    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(entries[0]).toHaveFocus();
    fireEvent.keyDown(entries[0]!, { key: 'ArrowUp' });
    expect(last).toHaveFocus();
    fireEvent.keyDown(last, { key: 'ArrowDown' });
    expect(entries[0]).toHaveFocus();
    fireEvent.keyDown(entries[0]!, { key: 'End' });
    expect(last).toHaveFocus();
    fireEvent.keyDown(last, { key: 'Home' });
    expect(entries[0]).toHaveFocus();
    fireEvent.keyDown(entries[0]!, { key: 'ArrowDown' });
    expect(entries[1]).toHaveFocus();
    fireEvent.keyDown(entries[1]!, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    fireEvent.keyDown(button, { key: 'ArrowUp' });
    expect(last).toHaveFocus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    fireEvent.keyDown(button, { key: 'Enter' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(entries[0]).toHaveFocus();
  });

  it('does not open on touch hover', () => {
    const { button, root } = setup();
    act(() => vi.advanceTimersByTime(DROPDOWN_HOVER_ENABLE_MS));
    fireEvent.pointerEnter(root, { pointerType: 'touch' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
