// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ShootingStars } from '~/components/decor/ShootingStars';
import { Ufo } from '~/components/decor/Ufo';
import { Accordion } from '~/components/ui/Accordion';
import { ExpandableCard, ExpandableCardGroup } from '~/components/ui/ExpandableCard';
import { ScrollProgress } from '~/components/ui/ScrollProgress';
import { FakeIntersectionObserver, setReducedMotion } from '~/components/ui/test-helpers';
import { HOME_TYPING } from '~/components/ui/Typewriter';
import { CallToAction } from './CallToAction';
import { Faq } from './Faq';
import { FeatureGrid } from './FeatureGrid';
import { Hero } from './Hero';

function Page() {
  return (
    <main>
      <ScrollProgress />
      <ShootingStars />
      <Hero
        hero={{
          subtitle: 'AI Systems for Business',
          title: 'Most of your leads leave your website without saying a word',
          description: 'Vale answers every visitor.',
          primaryCta: { text: 'Get Started', href: '/contact' },
          secondaryCta: { text: 'Learn More', href: '#overview' },
          image: { src: '/images/home-hero.svg', alt: 'Vale at work', maxWidth: 560 },
          tagline: 'AI Systems for Business. Solutions That Sell.',
        }}
        timing={HOME_TYPING}
      />
      <Ufo />
      <FeatureGrid
        id="overview"
        title="What We Offer"
        cards={[{ icon: 'bot', title: 'AI', description: 'Answers 24/7.', href: '/ai', tooltip: 'Voice and chat.' }]}
      />
      <Accordion name="straight-up" items={[{ id: 'problem', title: 'The Problem', content: 'Leads slip away.' }]} />
      <ExpandableCardGroup>
        <ExpandableCard title="Voice">Voice details</ExpandableCard>
      </ExpandableCardGroup>
      <Faq items={[{ q: 'Do you have contracts?', a: 'No.' }]} />
      <CallToAction title="Ready?" primaryCta={{ text: 'Get Started', href: '/contact' }} />
    </main>
  );
}

const makeRouter = () => createMemoryRouter([{ path: '/', element: <Page /> }]);

describe('prerendered kit', () => {
  it('hydrates without a mismatch and with every text visible in the HTML', async () => {
    setReducedMotion(false);
    FakeIntersectionObserver.install();
    const html = renderToString(<RouterProvider router={makeRouter()} />);
    for (const text of ['Most of your leads leave your website without saying a word', 'What We Offer', 'Voice details', 'No.']) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain('kit-reveal-pending');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <RouterProvider router={makeRouter()} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    // Unmounting stops the headline's typing timers before the test environment goes away.
    act(() => root?.unmount());
  });
});
