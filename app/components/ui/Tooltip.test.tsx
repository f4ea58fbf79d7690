// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { HintList } from './Hint';
import { HOVER_CLOSE_GRACE_MS, SERVICE_LIST_HOVER_DELAY_MS, Tooltip } from './Tooltip';

const bubble = () => document.querySelector<HTMLElement>('.kit-tooltip');

describe('Tooltip', () => {
  // The bubble's code loads on first use; load it once so the timing checks below see it at once.
  beforeAll(async () => {
    const { unmount } = render(
      <Tooltip content="warm-up" open>
        Warm up
      </Tooltip>,
    );
    await waitFor(() => expect(bubble()).not.toBeNull());
    unmount();
  });

  it('shows the bubble of a tooltip that starts open', async () => {
    render(
      <Tooltip content="Shown once loaded" open>
        Open
      </Tooltip>,
    );
    expect(await screen.findByText('Shown once loaded', { selector: '.kit-tooltip' })).toBeInTheDocument();
  });

  it('puts the text in the prerendered HTML as the button description', () => {
    const html = renderToString(<Tooltip content="Answers every call">Vale</Tooltip>);
    expect(html).toContain('Answers every call');
    render(<Tooltip content="Answers every call">Vale</Tooltip>);
    expect(screen.getByRole('button', { name: 'Vale' })).toHaveAccessibleDescription('Answers every call');
    expect(bubble()).toBeNull();
  });

  it('opens on hover and closes when the pointer leaves', async () => {
    const user = userEvent.setup();
    render(<Tooltip content="Answers every call">Vale</Tooltip>);
    const trigger = screen.getByRole('button', { name: 'Vale' });
    await user.hover(trigger);
    expect(bubble()).toHaveTextContent('Answers every call');
    expect(bubble()).toHaveAttribute('data-placement', 'top');
    expect(trigger).toHaveAttribute('data-state', 'open');
    await user.unhover(trigger);
    await waitFor(() => expect(bubble()).toBeNull());
  });

  it('waits 150 ms before opening on a service list', () => {
    vi.useFakeTimers();
    try {
      render(
        <Tooltip content="Logo and brand kit" openDelayMs={SERVICE_LIST_HOVER_DELAY_MS} placement="right">
          Branding
        </Tooltip>,
      );
      fireEvent.mouseEnter(screen.getByRole('button', { name: 'Branding' }));
      act(() => vi.advanceTimersByTime(149));
      expect(bubble()).toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(bubble()).toHaveTextContent('Logo and brand kit');
      expect(bubble()).toHaveAttribute('data-placement', 'right');

      // Leaving closes it after a short grace that lets the pointer reach the bubble.
      fireEvent.mouseLeave(screen.getByRole('button', { name: 'Branding' }));
      act(() => vi.advanceTimersByTime(HOVER_CLOSE_GRACE_MS - 1));
      fireEvent.mouseEnter(bubble()!);
      act(() => vi.advanceTimersByTime(500));
      expect(bubble()).not.toBeNull();
      fireEvent.mouseLeave(bubble()!);
      act(() => vi.advanceTimersByTime(HOVER_CLOSE_GRACE_MS));
      expect(bubble()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('toggles with Enter and Space and closes with Escape', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Hint text" placement="bottom">
        Feature
      </Tooltip>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Feature' })).toHaveFocus();
    expect(bubble()).toBeNull();
    await user.keyboard('{Enter}');
    expect(bubble()).toHaveTextContent('Hint text');
    expect(bubble()).toHaveAttribute('data-placement', 'bottom');
    await user.keyboard('{Enter}');
    expect(bubble()).toBeNull();
    await user.keyboard(' ');
    expect(bubble()).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(bubble()).toBeNull();
  });

  it('with openOnFocus, opens on keyboard focus, toggles with Enter and closes when focus moves on', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Tooltip content="Search campaigns" openOnFocus openDelayMs={SERVICE_LIST_HOVER_DELAY_MS}>
          Google Ads
        </Tooltip>
        <button type="button">Next</button>
      </>,
    );
    await user.tab();
    expect(bubble()).toHaveTextContent('Search campaigns');
    await user.keyboard('{Enter}');
    expect(bubble()).toBeNull();
    await user.keyboard('{Enter}');
    expect(bubble()).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(bubble()).toBeNull();
    await user.tab({ shift: false });
    await user.tab({ shift: true });
    expect(bubble()).not.toBeNull();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(bubble()).toBeNull();
  });

  it('with openOnFocus, a mouse press does not open it by focus (the click decides)', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Search campaigns" openOnFocus>
        Google Ads
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Google Ads' });
    fireEvent.focus(trigger);
    await user.click(trigger);
    expect(bubble()).not.toBeNull();
    await user.unhover(trigger);
    expect(bubble()).not.toBeNull();
  });

  it('toggles on click; a click after hover keeps it open after the pointer leaves', async () => {
    const user = userEvent.setup();
    render(<Tooltip content="Pinned">Feature</Tooltip>);
    const trigger = screen.getByRole('button', { name: 'Feature' });
    await user.click(trigger);
    expect(bubble()).not.toBeNull();
    await user.click(trigger);
    expect(bubble()).toBeNull();

    await user.hover(trigger);
    await user.click(trigger);
    await user.unhover(trigger);
    expect(bubble()).not.toBeNull();
    await user.click(document.body);
    expect(bubble()).toBeNull();
  });

  it('moves with its trigger on scroll and resize', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Follows" placement="bottom">
        Feature
      </Tooltip>,
    );
    // jsdom lays nothing out: give the viewport a size so the bubble is not clamped to its edge.
    Object.defineProperty(document.documentElement, 'clientWidth', { value: 1024, configurable: true });
    Object.defineProperty(document.documentElement, 'clientHeight', { value: 768, configurable: true });
    const trigger = screen.getByRole('button', { name: 'Feature' });
    let left = 100;
    trigger.getBoundingClientRect = () => new DOMRect(left, 200, 80, 20);
    await user.click(trigger);
    await act(async () => {});
    const firstPosition = bubble()!.style.transform;
    expect(firstPosition).toMatch(/translate\(/);

    left = 400;
    await act(async () => {
      window.dispatchEvent(new Event('resize'));
    });
    const afterResize = bubble()!.style.transform;
    expect(afterResize).not.toBe(firstPosition);

    left = 20;
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(bubble()!.style.transform).not.toBe(afterResize);
  });

  it('can be controlled and named when it shows only an icon', async () => {
    const onOpenChange = vi.fn();
    render(
      <Tooltip content="Details" open onOpenChange={onOpenChange} label="More about automations">
        <svg />
      </Tooltip>,
    );
    expect(screen.getByRole('button', { name: 'More about automations' })).toBeInTheDocument();
    expect(bubble()).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('HintList', () => {
  const features = [
    { label: 'Lead Capture', hint: 'Every visitor gets an answer.' },
    { label: 'Built-In Coach', hint: 'Tips on every call.', status: 'Coming Soon' },
    { label: 'Plain item' },
  ];

  it('shows status badges and plain items without a hint', () => {
    render(<HintList features={features} />);
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Plain item' })).toBeNull();
    expect(screen.getByText('Plain item')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('keeps one hint open at a time', async () => {
    const user = userEvent.setup();
    render(<HintList features={features} />);
    await user.click(screen.getByRole('button', { name: 'Lead Capture' }));
    expect(document.querySelectorAll('.kit-tooltip')).toHaveLength(1);
    expect(bubble()).toHaveTextContent('Every visitor gets an answer.');
    await user.click(screen.getByRole('button', { name: 'Built-In Coach' }));
    expect(document.querySelectorAll('.kit-tooltip')).toHaveLength(1);
    expect(bubble()).toHaveTextContent('Tips on every call.');
    await user.click(screen.getByRole('button', { name: 'Built-In Coach' }));
    expect(bubble()).toBeNull();
  });
});
