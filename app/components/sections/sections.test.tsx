// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { FeatureCard, Hero as HeroContent, Stat, Step, Testimonial } from '~/content/types';
import { setReducedMotion } from '~/components/ui/test-helpers';
import { renderInRouter } from '~/components/ui/test-router';
import { HOME_TYPING } from '~/components/ui/Typewriter';
import { CallToAction } from './CallToAction';
import { FeatureGrid } from './FeatureGrid';
import { Hero } from './Hero';
import { Section } from './Section';
import { Stats } from './Stats';
import { Steps } from './Steps';
import { Testimonials } from './Testimonials';

const hero: HeroContent = {
  subtitle: 'AI Systems for Business',
  title: 'Most of your leads leave your website without saying a word',
  description: 'Vale greets every visitor and books the call.',
  primaryCta: { text: 'Get Started', href: '/contact' },
  secondaryCta: { text: 'Learn More', href: '#overview' },
  image: { src: '/images/home-hero.svg', alt: 'Vale answering a visitor', maxWidth: 560 },
  tagline: 'AI Systems for Business. Solutions That Sell.',
};

function prerender(element: React.ReactNode): string {
  const router = createMemoryRouter([{ path: '/', element }]);
  return renderToString(<RouterProvider router={router} />);
}

describe('Hero', () => {
  beforeEach(() => setReducedMotion(false));

  it('prerenders the single h1 with the whole headline and the copy', () => {
    const html = prerender(<Hero hero={hero} />);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain(hero.title);
    expect(html).toContain(hero.description);
    expect(html).toContain(hero.tagline);
    expect(html).toContain('fetchPriority="high"');
  });

  it('has CTAs as real links, an image with reserved space, and types its headline', () => {
    vi.useFakeTimers();
    try {
      const onTyped = vi.fn();
      renderInRouter(<Hero hero={hero} timing={HOME_TYPING} onTyped={onTyped} />);
      const section = screen.getByRole('region', { name: hero.title });
      expect(section.id).toBe('hero');
      expect(within(section).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
      expect(within(section).getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '#overview');
      const image = within(section).getByRole('img', { name: hero.image.alt });
      expect(image).toHaveAttribute('width', '560');
      expect(image).toHaveAttribute('height', '560');
      expect(image.parentElement!.style.aspectRatio).toBe('1 / 1');
      act(() => vi.advanceTimersByTime(1090));
      expect(onTyped).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('data-typing', 'glowing');
    } finally {
      vi.useRealTimers();
    }
  });

  it('can show something else in place of the image', () => {
    renderInRouter(<Hero hero={{ ...hero, secondaryCta: undefined }} aside={<p>Voice orb</p>} imageAspectRatio="4 / 3" />);
    expect(screen.getByText('Voice orb')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Learn More' })).toBeNull();
  });
});

describe('Section', () => {
  it('is a section labelled by its own h2, revealed on scroll by default', () => {
    renderInRouter(
      <Section id="overview" eyebrow="Services" title="What We Offer" intro="Buy one or all.">
        <p>Cards</p>
      </Section>,
    );
    const section = screen.getByRole('region', { name: 'What We Offer' });
    expect(section.id).toBe('overview');
    expect(screen.getByRole('heading', { level: 2, name: 'What We Offer' }).id).toBe('overview-title');
    expect(section.querySelector('[data-reveal]')).not.toBeNull();
  });

  it('can skip the reveal', () => {
    renderInRouter(<Section title="Plain" reveal={false} />);
    expect(screen.getByRole('region', { name: 'Plain' }).querySelector('[data-reveal]')).toBeNull();
  });
});

describe('FeatureGrid', () => {
  const cards: FeatureCard[] = [
    { icon: 'bot', title: 'AI', description: 'Answers 24/7.', href: '/ai' },
    { icon: 'workflow', title: 'Automations', description: 'Runs the busywork.', tooltip: 'Follow-ups, reminders and updates.' },
    {
      icon: 'bot',
      title: 'AI-Employee',
      description: 'A teammate that never sleeps.',
      features: [{ label: 'Built-In Coach', hint: 'Tips after every call.', status: 'Coming Soon' }],
    },
  ];

  it('draws cards with headings, tooltips, hints and descriptive links', () => {
    renderInRouter(<FeatureGrid id="features" title="Features" cards={cards} />);
    const section = screen.getByRole('region', { name: 'Features' });
    expect(within(section).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    expect(within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'AI',
      'Automations',
      'AI-Employee',
    ]);
    expect(within(section).getByRole('link', { name: 'Learn More about AI' })).toHaveAttribute('href', '/ai');
    expect(within(section).getByRole('button', { name: 'More about Automations' })).toHaveAccessibleDescription(
      'Follow-ups, reminders and updates.',
    );
    expect(within(section).getByRole('button', { name: 'Built-In Coach' })).toHaveAccessibleDescription('Tips after every call.');
    expect(within(section).getByText('Coming Soon')).toBeInTheDocument();
  });
});

describe('Steps, Stats, Testimonials, CallToAction', () => {
  it('numbers the steps in an ordered list', () => {
    const steps: Step[] = [
      { title: 'Book Your Call', description: 'A free strategy session.', icon: 'phone' },
      { title: 'Custom Setup', description: 'We set it up.' },
      { title: 'Go Live', description: 'Live in 3 business days.' },
    ];
    renderInRouter(<Steps id="onboarding" title="Live in 3 Business Days" steps={steps} />);
    const list = within(screen.getByRole('region', { name: 'Live in 3 Business Days' })).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Step 1Book Your Call');
  });

  it('shows each figure with its label and detail', () => {
    const stats: Stat[] = [
      { value: '87%', label: 'more leads captured', detail: 'from the same traffic.' },
      { value: '< 30 sec', label: 'response time' },
    ];
    renderInRouter(<Stats title="Results" stats={stats} tone="solar" />);
    const section = screen.getByRole('region', { name: 'Results' });
    expect(within(section).getByText('87%')).toHaveClass('text-solar-300');
    expect(within(section).getByText('from the same traffic.')).toBeInTheDocument();
  });

  it('quotes clients with their rating and the average rating badge', () => {
    const testimonials: Testimonial[] = [
      { id: 'a', name: 'Marcus Delgado', company: 'Delgado Plumbing', role: 'Owner', content: 'Every call answered.', rating: 5, image: '/images/a.svg' },
    ];
    renderInRouter(<Testimonials title="What Our Clients Say" testimonials={testimonials} ratingBadge="4.9/5 Average Rating" />);
    const section = screen.getByRole('region', { name: 'What Our Clients Say' });
    expect(within(section).getByText('4.9/5 Average Rating')).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(section).getByRole('figure')).toHaveTextContent('Marcus Delgado');
    expect(within(section).getByRole('figure')).toHaveTextContent('Owner, Delgado Plumbing');
  });

  it('closes with a banner of real links', () => {
    renderInRouter(
      <CallToAction
        id="final-cta"
        title="Ready to Stop Losing Leads?"
        description="Live in 3 business days."
        primaryCta={{ text: 'Get Started', href: '/contact' }}
        secondaryCta={{ text: 'See Pricing', href: '/pricing' }}
        note="No contracts, cancel anytime."
      />,
    );
    const section = screen.getByRole('region', { name: 'Ready to Stop Losing Leads?' });
    expect(section.id).toBe('final-cta');
    expect(within(section).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');
    expect(within(section).getByRole('link', { name: 'See Pricing' })).toHaveAttribute('href', '/pricing');
    expect(within(section).getByText('No contracts, cancel anytime.')).toBeInTheDocument();
  });
});
