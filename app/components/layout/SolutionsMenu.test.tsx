// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SolutionsMenu } from './SolutionsMenu';
import { DROPDOWN_CLOSE_DELAY_MS, DROPDOWN_HOVER_ENABLE_MS } from './nav-links';

function setup() {
  render(
    <MemoryRouter>
      <SolutionsMenu />
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

  it('toggles on click (touch and keyboard) and closes on Escape', () => {
    const { button } = setup();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // jsdom has no popover display: the entry is checked in the DOM, the e2e tests check it on screen.
    expect(screen.getByRole('link', { name: /Infinity Partner/, hidden: true })).toHaveAttribute('href', '/pricing#infinity-partner');
    expect(screen.getByText('Premium')).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not open on touch hover', () => {
    const { button, root } = setup();
    act(() => vi.advanceTimersByTime(DROPDOWN_HOVER_ENABLE_MS));
    fireEvent.pointerEnter(root, { pointerType: 'touch' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
