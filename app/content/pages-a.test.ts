import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { aiContent, valeChannels } from './ai';
import { crmContent } from './crm';
import { homeContent } from './home';
import { marketingContent, musicWidgetGroupId } from './marketing';
import { offerings } from './offerings';
import { phoneContent } from './phone';
import { solutionsContent } from './solutions';
import { startingPrice } from './prices';

const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);

describe('solutions overview', () => {
  it('shows every offering with the overview reading of its price', () => {
    const cards = solutionsContent.overview.cards;
    expect(cards.map((card) => card.id)).toEqual(offerings.map((offering) => offering.id));
    const price = (id: string) => cards.find((card) => card.id === id)?.priceLabel;
    expect(price('marketing')).toBe(`From ${startingPrice('marketing', 'overview')}`);
    expect(price('infinity-partner')).toBe(`From ${startingPrice('infinity-partner', 'overview')}`);
    expect(price('anti-ai')).toBeUndefined();
    expect(cards.find((card) => card.id === 'anti-ai')?.badge).toBe('Coming Soon');
    expect(cards.find((card) => card.id === 'infinity-partner')?.badge).toBe('Premium');
  });

  it('sells one service or the full system on the spec terms', () => {
    const { buyOneOrFull } = solutionsContent;
    expect(titles(buyOneOrFull.options)).toEqual(['À La Carte', 'Full System']);
    expect(buyOneOrFull.terms).toEqual(expect.arrayContaining(['No contracts', 'Cancel anytime', 'Live in 3 business days']));
    expect(solutionsContent.finalCta.primaryCta.href).toBe('/contact');
  });
});

describe('AI page', () => {
  it('names the anchors and channels', () => {
    expect(aiContent.voiceDemo.id).toBe('voice-ai');
    expect(aiContent.voiceDemo.badge).toBe('Beta');
    expect(aiContent.aiSystems.id).toBe('ai-systems');
    expect([...valeChannels]).toEqual(['Voice', 'Web Chat', 'SMS', 'Email', 'DMs']);
    expect(aiContent.hero.image.src).toBe('/images/ai-hero.svg');
  });

  it('has 6 capabilities, 9 industry packs, 6 modules, 3 steps and 8 outcomes', () => {
    expect(aiContent.coreCapabilities.cards).toHaveLength(6);
    expect(titles(aiContent.industryPacks.cards)).toEqual([
      'Real Estate',
      'Legal',
      'HR & Recruiting',
      'Restaurants',
      'Healthcare',
      'Finance & Banking',
      'E-commerce',
      'Education',
      'Fitness & Wellness',
    ]);
    expect(aiContent.automationModules.cards).toHaveLength(6);
    expect(titles(aiContent.howValeWorks.steps)).toEqual(['Engage', 'Capture', 'Follow Up']);
    expect(aiContent.provenOutcomes.items).toHaveLength(8);
  });

  it('fills every card', () => {
    for (const card of aiContent.coreCapabilities.cards) expect(card.features.length).toBeGreaterThan(0);
    for (const card of aiContent.industryPacks.cards) {
      expect(card.description.length).toBeGreaterThan(0);
      expect(card.features).toHaveLength(4);
    }
    for (const card of aiContent.automationModules.cards) expect(card.tooltip.length).toBeGreaterThan(0);
    for (const item of aiContent.provenOutcomes.items) expect(item.tooltip.length).toBeGreaterThan(0);
  });
});

describe('CRM page', () => {
  it('has the four feature columns with 5-6 items each', () => {
    expect(crmContent.atomCrm.id).toBe('atom-crm');
    expect(titles(crmContent.atomCrm.columns)).toEqual([
      'Core Platform',
      'Marketing Tools',
      'Automation & Security',
      'Integrations & More',
    ]);
    for (const column of crmContent.atomCrm.columns) {
      expect(column.items.length).toBeGreaterThanOrEqual(5);
      expect(column.items.length).toBeLessThanOrEqual(6);
    }
  });

  it('anchors How We Do It and labels both store badges', () => {
    expect(crmContent.howItWorks.id).toBe('how-it-works');
    expect(crmContent.howItWorks.steps.length).toBeGreaterThan(0);
    expect(crmContent.mobileApp.badges.map((badge) => `${badge.lead} ${badge.storeName}`)).toEqual([
      'Download on the App Store',
      'Get it on Google Play',
    ]);
    expect(crmContent.finalCta.primaryCta.href).toBe('/contact');
  });
});

describe('marketing page', () => {
  it('has the hero calls to action of the spec', () => {
    expect(marketingContent.hero.primaryCta).toEqual({ text: 'Scale My Marketing', href: '/contact' });
    expect(marketingContent.hero.secondaryCta).toEqual({ text: 'See Services', href: '#brand' });
    expect(marketingContent.brand.id).toBe('brand');
  });

  it('has three groups of eight cards with unique ids and tooltips', () => {
    const { groups } = marketingContent.brand;
    expect(titles(groups)).toEqual(['Marketing & Lead Gen', 'Branding', 'Content Studio']);
    for (const group of groups) expect(group.cards).toHaveLength(8);
    const cards = groups.flatMap((group) => group.cards);
    expect(new Set(cards.map((card) => card.id)).size).toBe(24);
    for (const card of cards) {
      expect(card.tooltip.length).toBeGreaterThan(0);
      expect(card.icon.length).toBeGreaterThan(0);
    }
    expect(groups.find((group) => group.id === musicWidgetGroupId)?.title).toBe('Content Studio');
  });

  it('links Get Started Today and the three cards to /contact', () => {
    expect(marketingContent.getStartedCta).toEqual({ text: 'Get Started Today', href: '/contact' });
    expect(titles(marketingContent.benefitCards)).toEqual(['Year-Round Content', 'Professional Media', 'Lead Generation']);
    for (const card of marketingContent.benefitCards) expect(card.href).toBe('/contact');
    const ids = marketingContent.serviceItems.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('phone page', () => {
  it('anchors the features and states the reliability facts', () => {
    expect(phoneContent.features.id).toBe('features');
    expect(phoneContent.features.cards.length).toBeGreaterThan(0);
    const reliability = JSON.stringify(phoneContent.reliability);
    for (const fact of ['99.9%', 'HD voice', 'under 24 hours', '24/7 support']) expect(reliability).toContain(fact);
  });

  it('walks through a four-step AI call flow and claims 3x more qualified leads', () => {
    expect(phoneContent.aiCallFlow.steps).toHaveLength(4);
    expect(phoneContent.aiCallFlow.result.detail).toContain('3x more qualified leads');
    expect(phoneContent.quoteCta.primaryCta.href).toBe('/contact');
  });
});

describe('all page content', () => {
  const pages = { homeContent, solutionsContent, aiContent, crmContent, marketingContent, phoneContent, offerings };

  /** Every `icon` value anywhere in the content. */
  function iconNames(value: unknown, found: string[] = []): string[] {
    if (Array.isArray(value)) value.forEach((item) => iconNames(item, found));
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key === 'icon' && typeof child === 'string') found.push(child);
        else iconNames(child, found);
      }
    }
    return found;
  }

  it('names only icons that lucide ships', () => {
    const iconsDir = fileURLToPath(new URL('../../node_modules/lucide-react/dist/esm/icons/', import.meta.url));
    const missing = [...new Set(iconNames(pages))].filter((name) => !existsSync(`${iconsDir}${name}.mjs`));
    expect(missing).toEqual([]);
  });

  it('uses hero images at /images/<page>-hero.svg', () => {
    const heroes = {
      home: homeContent.hero,
      solutions: solutionsContent.hero,
      ai: aiContent.hero,
      crm: crmContent.hero,
      marketing: marketingContent.hero,
      phone: phoneContent.hero,
    };
    for (const [page, hero] of Object.entries(heroes)) {
      expect(hero.image.src).toBe(`/images/${page}-hero.svg`);
      expect(hero.image.alt.length).toBeGreaterThan(0);
    }
  });

  it('leaves no unresolved placeholder or filler text', () => {
    const text = JSON.stringify(pages);
    expect(text).not.toMatch(/\{(phone|brand|email)\}|lorem|TODO|undefined/i);
  });
});
