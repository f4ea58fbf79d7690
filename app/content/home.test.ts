import { siteConfig } from '~/site.config';
import { homeContent } from './home';
import { claims } from './claims';
import { startingPrice } from './prices';

describe('home content', () => {
  it('types a 59-character headline about leads leaving without a word, and a 49-character variant', () => {
    expect(homeContent.hero.title).toHaveLength(59);
    expect(homeContent.hero.title).toMatch(/leads/i);
    expect(homeContent.hero.title).toMatch(/without saying a word/);
    expect(homeContent.heroVariantTitle).toHaveLength(49);
  });

  it('offers Get Started and Learn More in the hero', () => {
    expect(homeContent.hero.primaryCta).toEqual({ text: 'Get Started', href: '/contact' });
    expect(homeContent.hero.secondaryCta).toEqual({ text: 'Learn More', href: '#overview' });
    expect(homeContent.hero.image.src).toBe('/images/home-hero.svg');
  });

  it('lists the offer cards with their overview prices, plus the two highlighted cards', () => {
    const { whatWeOffer } = homeContent;
    expect(whatWeOffer.heading).toBe('What We Offer');
    expect(whatWeOffer.id).toBe('overview');
    expect(whatWeOffer.cards.map((card) => card.title)).toEqual([
      'AI',
      'CRM',
      'Marketing',
      'Phone',
      'Website',
      'Development',
      'Anti-AI',
    ]);
    const priceOf = (title: string) => whatWeOffer.cards.find((card) => card.title === title)?.priceLabel;
    // Overview cards quote the home and overview reading (Marketing's differs from the pricing page's).
    expect(priceOf('AI')).toBe(`From ${startingPrice('ai', 'overview')}`);
    expect(priceOf('Marketing')).toBe(`From ${startingPrice('marketing', 'overview')}`);
    expect(priceOf('Website')).toBe(`From ${startingPrice('website', 'overview')}`);
    expect(priceOf('Anti-AI')).toBeUndefined();
    expect(whatWeOffer.cards.find((card) => card.title === 'Anti-AI')?.badge).toBe('Coming Soon');

    const [allSolutions, infinity] = whatWeOffer.highlightedCards;
    expect(allSolutions).toMatchObject({ title: 'All Solutions', href: '/solutions', highlighted: true });
    expect(infinity).toMatchObject({
      title: 'Infinity Partner',
      href: '/pricing#infinity-partner',
      priceLabel: `From ${startingPrice('infinity-partner', 'overview')}`,
      badge: 'Premium',
    });
  });

  it('uses the monthly loss claim in the reality check', () => {
    expect(homeContent.realityCheck.paragraphs.join(' ')).toContain(claims.monthlyLoss);
  });

  it('shows the spec result figures', () => {
    const text = homeContent.resultStats.map((stat) => `${stat.value} ${stat.label} ${stat.detail}`).join(' ');
    for (const figure of ['under 30 seconds', '85%+', '87%', '32']) expect(text).toContain(figure);
    expect(homeContent.painStats.length).toBeGreaterThan(0);
  });

  it('walks through the five visitor-flow steps in order', () => {
    expect(homeContent.visitorFlow.steps.map((step) => step.title)).toEqual([
      'Visitor Arrives',
      'Asks Question',
      'Instant Answer',
      'Books Call',
      'You Get Notified',
    ]);
  });

  it('onboards in three steps and three business days', () => {
    expect(homeContent.onboarding.steps.map((step) => step.title)).toEqual(['Book Your Call', 'Custom Setup', 'Go Live']);
    expect(JSON.stringify(homeContent.onboarding)).toContain('3 business days');
  });

  it('answers "Straight Up... What Do We Do?" in three accordions', () => {
    expect(homeContent.straightUp.heading).toBe('Straight Up... What Do We Do?');
    expect(homeContent.straightUp.items.map((item) => item.title)).toEqual([
      'The Problem',
      'What We Actually Do',
      'What You Get',
    ]);
    expect(new Set(homeContent.straightUp.items.map((item) => item.id)).size).toBe(3);
  });

  it('has three Harness The Force cards with hints and their Learn More targets', () => {
    const { harness } = homeContent;
    expect(harness.heading).toBe('Harness The Force');
    expect(harness.cards.map((card) => card.title)).toEqual([
      '24/7 AI-Employee',
      'CRM & Marketing Platform',
      `${siteConfig.brandName} Services`,
    ]);
    expect(harness.cards.map((card) => card.learnMore.href)).toEqual(['/ai', '/crm', '/marketing']);
    expect(harness.defaultCta.href).toBe('/contact');
    for (const card of harness.cards) {
      expect(card.features.length).toBeGreaterThan(0);
      for (const feature of card.features) expect(feature.hint.length).toBeGreaterThan(0);
    }
  });

  it('marks Built-In Coach as Coming Soon in the CRM card, and nothing else', () => {
    const allFeatures = homeContent.harness.cards.flatMap((card) => card.features);
    const coach = allFeatures.filter((feature) => feature.label === 'Built-In Coach');
    expect(coach).toHaveLength(1);
    expect(coach[0].status).toBe('Coming Soon');
    expect(homeContent.harness.cards[1].features).toContain(coach[0]);
    expect(allFeatures.filter((feature) => feature.status)).toHaveLength(1);
  });

  it('proves the point with nine outcomes, each with a tooltip', () => {
    expect(homeContent.outcomes.heading).toBe('Proof That Moves the Needle');
    expect(homeContent.outcomes.items).toHaveLength(9);
    for (const outcome of homeContent.outcomes.items) expect(outcome.tooltip.length).toBeGreaterThan(0);
  });

  it('has the eight solution cards with their exact titles', () => {
    const { solutions } = homeContent;
    expect(solutions.heading).toBe('Complete Solutions for Every Business Need');
    expect(solutions.cards.map((card) => card.title)).toEqual([
      'Lead Generation',
      'Organized Communications',
      'Professional Online Presence',
      'Scheduling & Payments',
      'Marketing & Branding',
      'Automation & Systems',
      'Ads & Traffic Acceleration',
      'Reviews & Social Proof',
    ]);
    for (const card of solutions.cards) {
      expect(card.cta).toBe('Get Started');
      expect(card.includes.length).toBeGreaterThanOrEqual(4);
      expect(card.includes.length).toBeLessThanOrEqual(5);
      for (const include of card.includes) expect(include.hint.length).toBeGreaterThan(0);
    }
  });

  it('shows three five-star testimonials from different businesses', () => {
    const { items } = homeContent.testimonials;
    expect(items).toHaveLength(3);
    for (const testimonial of items) {
      expect(testimonial.rating).toBe(5);
      expect(testimonial.image).toBe(`/images/testimonials/${testimonial.id}.svg`);
    }
    expect(new Set(items.map((testimonial) => testimonial.company)).size).toBe(3);
    expect(homeContent.ratingBadge).toBe('4.9/5 Average Rating');
  });

  it('labels the voice bubble and links the AI image', () => {
    expect(homeContent.voiceBubble.label).toBe('Press Me');
    expect(homeContent.aiImageLink.href).toBe('/ai');
    expect(homeContent.aiImageLink.alt.length).toBeGreaterThan(0);
    expect(homeContent.finalCta.primaryCta).toEqual({ text: 'Get Started', href: '/contact' });
  });
});
