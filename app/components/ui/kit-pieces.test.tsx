// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Badge, badgeTone } from './Badge';
import { Button } from './Button';
import { buttonClass } from './button';
import { CtaLink } from './CtaLink';
import { ProgressBar } from './ProgressBar';
import { renderInRouter } from './test-router';

describe('Badge', () => {
  it('takes its tone from its word unless told otherwise', () => {
    expect(badgeTone('Premium')).toBe('premium');
    expect(badgeTone('Coming Soon')).toBe('muted');
    expect(badgeTone('Example')).toBe('info');
    render(
      <>
        <Badge>Premium</Badge>
        <Badge tone="solid">Example</Badge>
      </>,
    );
    expect(screen.getByText('Premium')).toHaveClass('text-solar-300');
    expect(screen.getByText('Example')).toHaveClass('bg-solar-300');
  });
});

describe('button variants', () => {
  it('gives each variant and size its class, for buttons and links alike', () => {
    expect(buttonClass()).toBe('btn-primary');
    expect(buttonClass('secondary', 'sm', 'w-full')).toBe('btn-secondary btn-sm w-full');
    expect(buttonClass('quiet')).toBe('btn-quiet');
    expect(buttonClass('danger')).toBe('btn-danger');
  });

  it('draws an action as a type="button" that can be disabled', async () => {
    const onClick = vi.fn();
    render(
      <>
        <Button variant="danger" onClick={onClick}>
          End call
        </Button>
        <Button disabled>Send</Button>
      </>,
    );
    const end = screen.getByRole('button', { name: 'End call' });
    expect(end).toHaveAttribute('type', 'button');
    expect(end).toHaveClass('btn-danger');
    await userEvent.click(end);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('draws a call to action as a real link in the chosen look', () => {
    renderInRouter(
      <>
        <CtaLink cta={{ text: 'See Pricing', href: '/pricing' }} variant="quiet" size="sm" />
        <CtaLink cta={{ text: 'Read more', href: '/about' }} variant="link" className="underline" />
      </>,
    );
    const pricing = screen.getByRole('link', { name: 'See Pricing' });
    expect(pricing).toHaveAttribute('href', '/pricing');
    expect(pricing).toHaveClass('btn-quiet', 'btn-sm');
    expect(screen.getByRole('link', { name: 'Read more' }).className).toBe('underline');
  });
});

describe('ProgressBar', () => {
  it('is a labelled progressbar with its value, clamped to 0–100', () => {
    render(<ProgressBar label="Launch progress" percent={72.4} animated />);
    const bar = screen.getByRole('progressbar', { name: 'Launch progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '72');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('72%');
    expect(bar.firstElementChild).toHaveClass('kit-progress-animated');
    const html = renderToString(<ProgressBar label="Too much" percent={140} />);
    expect(html).toContain('aria-valuenow="100"');
  });
});
