// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ExpandableCard, ExpandableCardGroup } from './ExpandableCard';

const toggle = (name: string) => screen.getByRole('button', { name });

describe('ExpandableCard', () => {
  it('is a heading with a disclosure button; collapsed details stay in the HTML, hidden', () => {
    const html = renderToString(
      <ExpandableCard title="Lead Generation" icon="magnet" summary="Fill your pipeline.">
        Ads, funnels and follow-up.
      </ExpandableCard>,
    );
    expect(html).toContain('Ads, funnels and follow-up.');
    expect(html).toMatch(/<h3[^>]*><button type="button" aria-expanded="false"/);

    render(
      <ExpandableCard title="Lead Generation" summary="Fill your pipeline." footer={<a href="/contact">Contact</a>}>
        Ads, funnels and follow-up.
      </ExpandableCard>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Lead Generation' })).toBeInTheDocument();
    expect(toggle('Lead Generation')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Ads, funnels and follow-up.')).not.toBeVisible();
    expect(screen.getByText('Fill your pipeline.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contact' })).toBeVisible();
  });

  it('keeps an independent flag per card', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ExpandableCard title="AI-Employee">AI details</ExpandableCard>
        <ExpandableCard title="CRM Platform">CRM details</ExpandableCard>
      </>,
    );
    await user.click(toggle('AI-Employee'));
    await user.click(toggle('CRM Platform'));
    expect(toggle('AI-Employee')).toHaveAttribute('aria-expanded', 'true');
    expect(toggle('CRM Platform')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('AI details')).toBeVisible();
    const controls = toggle('AI-Employee').getAttribute('aria-controls')!;
    expect(document.getElementById(controls)).toHaveTextContent('AI details');
    await user.click(toggle('AI-Employee'));
    expect(screen.getByText('AI details')).not.toBeVisible();
    expect(screen.getByText('CRM details')).toBeVisible();
  });

  it('opens one card at a time inside a group, by click or keyboard', async () => {
    const user = userEvent.setup();
    render(
      <ExpandableCardGroup defaultValue="voice" className="grid">
        <ExpandableCard title="Voice" value="voice">Voice details</ExpandableCard>
        <ExpandableCard title="Chat">Chat details</ExpandableCard>
        <ExpandableCard title="SMS">SMS details</ExpandableCard>
      </ExpandableCardGroup>,
    );
    expect(screen.getByText('Voice details')).toBeVisible();
    await user.click(toggle('Chat'));
    expect(screen.getByText('Chat details')).toBeVisible();
    expect(screen.getByText('Voice details')).not.toBeVisible();

    toggle('SMS').focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('SMS details')).toBeVisible();
    expect(screen.getByText('Chat details')).not.toBeVisible();
    await user.keyboard(' ');
    expect(toggle('SMS')).toHaveAttribute('aria-expanded', 'false');
  });

  it('can be controlled', async () => {
    const onExpandedChange = vi.fn();
    render(
      <ExpandableCard title="Controlled" expanded={false} onExpandedChange={onExpandedChange}>
        Body
      </ExpandableCard>,
    );
    await userEvent.click(toggle('Controlled'));
    expect(onExpandedChange).toHaveBeenCalledWith(true);
    expect(toggle('Controlled')).toHaveAttribute('aria-expanded', 'false');
  });
});
