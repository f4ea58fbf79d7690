// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Accordion } from './Accordion';
import { toggledOpenId } from './useSingleOpen';

const items = [
  { id: 'problem', title: 'The Problem', content: 'Leads slip away.' },
  { id: 'what-we-do', title: 'What We Actually Do', content: 'We build the system.' },
  { id: 'what-you-get', title: 'What You Get', content: 'More booked calls.' },
];

const details = (title: string) => screen.getByText(title).closest('details')!;

describe('toggledOpenId', () => {
  it('opens another item or closes the open one', () => {
    expect(toggledOpenId(null, 'a')).toBe('a');
    expect(toggledOpenId('a', 'b')).toBe('b');
    expect(toggledOpenId('a', 'a')).toBeNull();
  });
});

describe('Accordion', () => {
  it('prerenders <details> sharing a name, so it works before hydration too', () => {
    const html = renderToString(<Accordion name="straight-up" items={items} defaultOpenId="problem" />);
    expect(html.match(/<details name="straight-up"/g)).toHaveLength(3);
    expect(html).toContain('<details name="straight-up" open=""');
    expect(html).toContain('More booked calls.');
  });

  it('keeps one item open at a time; clicking the open one closes it', async () => {
    const user = userEvent.setup();
    render(<Accordion name="straight-up" items={items} />);
    expect(items.every((item) => !details(item.title as string).open)).toBe(true);

    await user.click(screen.getByText('The Problem'));
    expect(details('The Problem').open).toBe(true);

    await user.click(screen.getByText('What You Get'));
    expect(details('What You Get').open).toBe(true);
    expect(details('The Problem').open).toBe(false);

    await user.click(screen.getByText('What You Get'));
    expect(details('What You Get').open).toBe(false);
  });

  it('is reachable by keyboard; Enter or Space on a summary acts as its click', async () => {
    const user = userEvent.setup();
    render(<Accordion name="kb" items={items} />);
    await user.tab();
    const first = screen.getByText('The Problem').closest('summary')!;
    expect(first).toHaveFocus();
    // Browsers turn Enter and Space on a <summary> into a click; jsdom does not, so the click stands in.
    fireEvent.click(first);
    expect(details('The Problem').open).toBe(true);
    await user.tab();
    fireEvent.click(document.activeElement!);
    expect(details('What We Actually Do').open).toBe(true);
    expect(details('The Problem').open).toBe(false);
  });
});
