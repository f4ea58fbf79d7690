// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ExpandableCardGroup } from './ExpandableCard';
import { ExpandableFeatureCard } from './ExpandableFeatureCard';

const features = [
  { label: 'Live Chat', hint: 'Answers visitors in seconds.' },
  { label: 'Built-In Coach', hint: 'Tips after every call.', status: 'Coming Soon' },
];

describe('ExpandableFeatureCard', () => {
  it('prerenders collapsed, with the feature names (and statuses) as plain text in the hidden panel', () => {
    const html = renderToString(<ExpandableFeatureCard title="Platform" icon="bot" summary="All in one" features={features} />);
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('Built-In Coach (Coming Soon)');
    expect(html).not.toContain('Answers visitors in seconds.');
  });

  it('expands and collapses on its own flag; expanded, each feature is a hint trigger', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ExpandableFeatureCard title="Platform" icon="bot" summary="All in one" features={features} />
        <ExpandableFeatureCard title="Other" icon="bot" summary="" features={[{ label: 'Plain', hint: 'Hint' }]} />
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'Platform' });
    const other = screen.getByRole('button', { name: 'Other' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(other).toHaveAttribute('aria-expanded', 'false');
    const coach = screen.getByRole('button', { name: 'Built-In Coach' });
    expect(coach.parentElement).toHaveTextContent('Coming Soon');
    await user.click(other);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Built-In Coach' })).toBeNull();
  });

  it('inside a group, opening one card closes the other', async () => {
    const user = userEvent.setup();
    render(
      <ExpandableCardGroup>
        <ExpandableFeatureCard value="a" title="First" icon="bot" summary="" features={features} />
        <ExpandableFeatureCard value="b" title="Second" icon="bot" summary="" features={features} />
      </ExpandableCardGroup>,
    );
    const first = screen.getByRole('button', { name: 'First' });
    const second = screen.getByRole('button', { name: 'Second' });
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('button', { name: 'Live Chat' })).toHaveLength(1);
    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('button', { name: 'Live Chat' })).toHaveLength(1);
  });
});
