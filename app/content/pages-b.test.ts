import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { icons } from 'lucide-react';
import { siteConfig } from '~/site.config';
import { aboutContent } from './about';
import { antiAiContent } from './anti-ai';
import { contactContent, STRATEGY_SESSION_MINUTES } from './contact';
import { developmentContent } from './development';
import { eras, timeTravelContent } from './eras';
import { industriesContent } from './industries';
import { getOffering, offerings } from './offerings';
import { startingPrice } from './prices';
import { PHONE_BILLING_TERMS, PHONE_RATES, pricingContent, USAGE_DEFAULTS } from './pricing';
import { websitesContent } from './websites';
import { claims } from './company';

const MODULES = ['websites', 'development', 'pricing', 'industries', 'about', 'eras', 'anti-ai', 'contact'];

const kebab = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** 'calendar-check' -> 'CalendarCheck', the key lucide-react exports the icon under. */
const iconKey = (name: string) => name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());

describe('content modules are plain data', () => {
  it.each(MODULES)('%s.ts imports no React', (name) => {
    const source = readFileSync(fileURLToPath(new URL(`./${name}.ts`, import.meta.url)), 'utf8');
    expect(source).not.toMatch(/from ['"]react/);
    expect(source).not.toMatch(/lucide-react/);
  });

  it('every icon named in these pages exists in lucide', () => {
    const names = [
      ...websitesContent.features.cards.map((c) => c.icon),
      ...developmentContent.whatWeBuild.cards.map((c) => c.icon),
      ...developmentContent.integrations.cards.map((c) => c.icon),
      ...pricingContent.startingPrices.cards.map((c) => c.icon),
      ...pricingContent.whyCustomPlans.tiles.map((c) => c.icon),
      ...industriesContent.industries.map((c) => c.icon),
      ...industriesContent.expertise.points.map((c) => c.icon),
      ...aboutContent.capabilities.cards.map((c) => c.icon),
      ...aboutContent.whyDifferent.cards.map((c) => c.icon),
      ...timeTravelContent.automate.items.map((c) => c.icon),
    ];
    const missing = names.filter((name) => !(iconKey(name) in icons));
    expect(missing).toEqual([]);
  });

  it('hero images follow /images/<page>-hero.svg', () => {
    expect(websitesContent.hero.image.src).toBe('/images/websites-hero.svg');
    expect(developmentContent.hero.image.src).toBe('/images/development-hero.svg');
    expect(pricingContent.hero.image.src).toBe('/images/pricing-hero.svg');
    expect(industriesContent.hero.image.src).toBe('/images/industries-hero.svg');
    expect(timeTravelContent.hero.image.src).toBe('/images/time-travel-hero.svg');
  });
});

describe('websites', () => {
  it('has a feature grid of 6-8 cards under the spec heading', () => {
    expect(websitesContent.features.heading).toBe('Websites and Digital Experience');
    expect(websitesContent.features.cards.length).toBeGreaterThanOrEqual(6);
    expect(websitesContent.features.cards.length).toBeLessThanOrEqual(8);
  });

  it('compares static and AI websites on at least 6 aspects', () => {
    const { rows } = websitesContent.comparison;
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const row of rows) {
      expect(row.aspect && row.static && row.ai).toBeTruthy();
    }
  });

  it('states the price and delivery facts', () => {
    expect(websitesContent.facts.setupPrice).toBe(getOffering('website').pricingPagePrice);
    expect(websitesContent.facts.setupPriceLabel).toBe(`From ${startingPrice('website')}`);
    expect(websitesContent.facts.templateSiteDelivery).toBe(`${claims.templateSiteWeeks} weeks`);
    expect(websitesContent.facts.customSiteDelivery).toBe(`${claims.customSiteWeeks} weeks`);
  });

  it('has a voice-agent teaser and a CRM sync section', () => {
    expect(websitesContent.voiceAgentTeaser.heading).toContain(siteConfig.assistantName);
    expect(websitesContent.crmSync.heading).toContain(siteConfig.crmName);
    expect(websitesContent.crmSync.cta.href).toBe('/crm');
  });
});

describe('development', () => {
  it('hero CTAs', () => {
    expect(developmentContent.hero.primaryCta).toEqual({ text: 'Start Your Project', href: '/contact' });
    expect(developmentContent.hero.secondaryCta).toEqual({ text: 'View Services', href: '#services' });
    expect(developmentContent.whatWeBuild.id).toBe('services');
  });

  it('links to the arcade game', () => {
    expect(developmentContent.astroblaster.link.href).toBe('/astroblaster');
  });

  it('builds exactly three kinds of project, features as a comma list', () => {
    expect(developmentContent.whatWeBuild.cards.map((c) => c.title)).toEqual([
      'Custom AI Development',
      'Business Automation',
      'Full-Stack Applications',
    ]);
    for (const card of developmentContent.whatWeBuild.cards) {
      expect(card.features.split(', ').length).toBeGreaterThanOrEqual(3);
    }
  });

  it('has six technology categories with empty item lists', () => {
    const { categories } = developmentContent.technologyStack;
    expect(categories).toHaveLength(6);
    expect(new Set(categories.map((c) => c.name)).size).toBe(6);
    for (const category of categories) expect(category.items).toEqual([]);
  });

  it('has exactly three integration cards', () => {
    expect(developmentContent.integrations.cards.map((c) => c.title)).toEqual([
      'Native Integration',
      'Automation Connectors',
      'Custom Integration',
    ]);
  });

  it('closes with a CTA to /contact and states the setup price', () => {
    expect(developmentContent.closingCta.cta.href).toBe('/contact');
    expect(developmentContent.facts.setupPrice).toBe(getOffering('development').pricingPagePrice);
    expect(developmentContent.facts.setupPriceLabel).toBe(`From ${startingPrice('development')}`);
  });
});

describe('pricing', () => {
  it('hero CTAs', () => {
    expect(pricingContent.hero.primaryCta).toEqual({ text: 'Get Custom Quote', href: '/contact' });
    expect(pricingContent.hero.secondaryCta).toEqual({ text: 'See Starting Prices', href: '#pricing' });
    expect(pricingContent.startingPrices.id).toBe('pricing');
  });

  it('shows six starting prices in order, each as offerings.ts states it, with its page linked', () => {
    expect(pricingContent.startingPrices.cards.map((c) => [c.offeringId, c.priceLabel, c.learnMore.href])).toEqual(
      (['ai', 'crm', 'marketing', 'phone', 'website', 'development'] as const).map((id) => [id, startingPrice(id), getOffering(id).href]),
    );
  });

  it('agrees with the pricing-page readings in offerings.ts', () => {
    for (const card of pricingContent.startingPrices.cards) {
      const offering = offerings.find((o) => o.id === card.offeringId);
      expect(offering?.pricingPagePrice?.amount).toBe(card.price.amount);
      expect(offering?.pricingPagePrice?.period).toBe(card.price.period);
    }
    const infinity = offerings.find((o) => o.id === 'infinity-partner');
    expect(infinity?.pricingPagePrice?.amount).toBe(pricingContent.infinityPartner.price.amount);
  });

  it('Infinity Partner plan', () => {
    const plan = pricingContent.infinityPartner;
    expect(plan.id).toBe('infinity-partner');
    expect(plan.heading).toBe('Infinity Partner Plan');
    expect(plan.priceLabel).toBe(startingPrice('infinity-partner'));
    expect(plan.overviewPriceLabel).toBe(`from ${startingPrice('infinity-partner', 'overview')}`);
    expect(plan.platformLicenseIncluded).toBe(true);
    expect(plan.features.length).toBeGreaterThanOrEqual(4);
    expect(plan.cta).toEqual({ text: 'Become an Infinity Partner', href: '/contact' });
  });

  it('explains custom plans in exactly six tiles', () => {
    expect(pricingContent.whyCustomPlans.heading).toBe('Why Custom Plans?');
    expect(pricingContent.whyCustomPlans.tiles).toHaveLength(6);
  });

  it('shows three example bundles', () => {
    const { bundles } = pricingContent;
    expect(bundles.id).toBe('plan-examples');
    expect(bundles.heading).toBe('What Your Subscription Could Look Like');
    expect(bundles.exampleLabel).toBe('Example');
    expect(bundles.items.map((b) => [b.id, b.name, b.priceSymbol, b.deliveryWeeks, b.sitePages])).toEqual([
      ['hyperdrive', 'Launch Bundle', '$', '1-2 weeks', 4],
      ['lightspeed', 'Leadflow Bundle', '$$', '2-3 weeks', 10],
      ['warpspeed', 'Scale Bundle', '$$$', '3-5 weeks', 20],
    ]);
    for (const bundle of bundles.items) {
      expect(bundle.cta).toBe('Get Started');
      expect(bundle.footer).toContain(bundle.deliveryWeeks);
      expect(bundle.features[0]?.label).toContain(`${bundle.sitePages}-page`);
      for (const feature of bundle.features) expect(feature.hint).toBeTruthy();
    }
    expect(bundles.notes).toEqual(['Financing Available at Checkout', 'Setup fees may not always apply']);
  });

  it('ends with the strategy-session CTA', () => {
    expect(pricingContent.readyCta.heading).toBe('Ready to Get Started?');
    expect(pricingContent.readyCta.cta).toEqual({ text: 'Book Your Strategy Session', href: '/contact' });
  });

  it('phone usage rates, billing terms and defaults', () => {
    expect(PHONE_RATES).toEqual({ outboundPerMinute: 0.0182, inboundPerMinute: 0.0111, smsPerSegment: 0.0108 });
    expect(USAGE_DEFAULTS).toEqual({ outboundMinutes: 100, inboundMinutes: 100, smsSegments: 100 });
    expect(PHONE_BILLING_TERMS).toMatchObject({
      cycle: 'monthly',
      basis: 'actual usage',
      minuteIncrement: 1,
      smsSegmentCharacters: 160,
      setupFeesIncluded: true,
      carrierFeesIncluded: true,
    });
    expect(PHONE_BILLING_TERMS.lines.join(' ')).toMatch(/whole-minute/);
    expect(pricingContent.phoneUsage.buttonLabel).toBe('Usage Estimate Tool');
  });
});

describe('industries', () => {
  const { industries } = industriesContent;

  it('has twelve industries with unique kebab-case ids', () => {
    expect(industries).toHaveLength(12);
    const ids = industries.map((i) => i.id);
    expect(new Set(ids).size).toBe(12);
    for (const id of ids) expect(id).toMatch(kebab);
  });

  it('gives each industry a description, four features and a CTA', () => {
    for (const industry of industries) {
      expect(industry.description.length).toBeGreaterThan(20);
      expect(industry.features).toHaveLength(4);
      expect(industry.cta).toBeTruthy();
    }
  });

  it('has the spec blocks and CTAs to /contact', () => {
    expect(industriesContent.hero.primaryCta.href).toBe('/contact');
    expect(industriesContent.notListed.heading).toBe('Your Industry Not Listed?');
    expect(industriesContent.expertise.heading).toBe('Why Industry Expertise Matters');
    expect(industriesContent.closingCta.cta.href).toBe('/contact');
    expect(industriesContent.closingCta.phoneText).toContain('{phone}');
  });
});

describe('about', () => {
  it('has its sections and counts', () => {
    expect(aboutContent.foundingYear).toBe(2023);
    expect(aboutContent.intro.heading).toBe('Who We Are');
    expect(aboutContent.capabilities.cards).toHaveLength(6);
    expect(aboutContent.aLaCarte.heading).toBe('À La Carte or Full System');
    expect(aboutContent.whyDifferent.heading).toBe("Why We're Different");
    expect(aboutContent.whyDifferent.cards).toHaveLength(2);
    expect(aboutContent.bottomLine.heading).toBe('Bottom Line');
    expect(aboutContent.bottomLine.cta.href).toBe('/contact');
  });

  it('has three orbit milestones starting at 1', () => {
    const { milestones, initialMilestoneId, images } = aboutContent.method;
    expect(initialMilestoneId).toBe('1');
    expect(milestones.map((m) => [m.id, m.label])).toEqual([
      ['1', 'Align'],
      ['2', 'Activate'],
      ['3', 'Accelerate'],
    ]);
    expect(milestones[0]?.description).toMatch(/focus for growth/);
    expect(milestones[1]?.description).toMatch(/launch.*what is needed at the needed pace/i);
    expect(milestones[2]?.description).toMatch(/refine, manage and scale/i);
    expect(Object.keys(images).sort()).toEqual(['1', '2', '3']);
  });
});

describe('time travel', () => {
  it('has eleven eras in order, each complete', () => {
    expect(eras.map((e) => e.timestamp)).toEqual([
      'c. 3000 BCE',
      'Antiquity-1500s',
      '1500s-1800s',
      '1800s-1930s',
      '1940s-1960s',
      '1970s-1980s',
      '1990s',
      '2000s',
      '2010s',
      '2020s',
      'Now → Next',
    ]);
    expect(eras.map((e) => e.id)).toEqual([
      'tally-marks',
      'ledgers',
      'double-entry',
      'telegraph-typewriter',
      'punch-cards',
      'personal-computers',
      'web-email',
      'cloud',
      'mobile',
      'ai',
      'now-next',
    ]);
    for (const era of eras) {
      expect(era.bullets).toHaveLength(3);
      expect(era.headline && era.copy && era.lesson && era.altText).toBeTruthy();
    }
  });

  it('ends with the product era naming Vale and ATOM', () => {
    const last = eras.at(-1);
    expect(`${last?.headline} ${last?.copy}`).toContain('Vale');
    expect(`${last?.headline} ${last?.copy}`).toContain('ATOM');
  });

  it('gives each era its own drawing', () => {
    expect(eras.map((e) => e.image)).toEqual(eras.map((e) => `/images/eras/${e.id}.svg`));
  });

  it('hero actions, blocks and CTA', () => {
    expect(timeTravelContent.hero.primaryCta.href).toBe('#timeline');
    expect(timeTravelContent.timeline.id).toBe('timeline');
    expect(timeTravelContent.hero.secondaryCta?.href).toBe('/contact');
    expect(timeTravelContent.automate.items.map((i) => i.title)).toEqual(['Automate', 'Orchestrate', 'Delight']);
    expect(timeTravelContent.giveTime.heading).toBe('We Give You Time');
    expect(timeTravelContent.giveTime.cta.text).toMatch(/20-Minute/);
    expect(timeTravelContent.giveTime.cta.href).toBe('/contact');
  });
});

describe('anti-AI', () => {
  it('is a coming-soon placeholder with a way to get notified', () => {
    expect(antiAiContent.heading).toBe('Coming Soon');
    expect(antiAiContent.description).toMatch(/human-first/);
    expect(antiAiContent.notify.cta.href).toBe('/contact');
  });
});

describe('contact', () => {
  it('has the spec titles, labels and section ids', () => {
    expect(contactContent.sectionIds).toEqual({ contact: 'contact', contactUs: 'contact-us' });
    expect(contactContent.booking.id).toBe('contact');
    expect(contactContent.direct.id).toBe('contact-us');
    expect(contactContent.booking.title).toBe('Book Your Strategy Session');
    expect(contactContent.form.title).toBe('Digital Growth Form');
    expect([contactContent.direct.call.label, contactContent.direct.text.label, contactContent.direct.email.label]).toEqual([
      'Call Us',
      'Text Us',
      'Email Us',
    ]);
  });

  it('links to the configured phone, text number and e-mail', () => {
    expect(contactContent.direct.call.href).toBe(`tel:${siteConfig.phone.e164}`);
    expect(contactContent.direct.text.href).toBe(`sms:${siteConfig.sms.e164}`);
    expect(contactContent.direct.email.href).toBe(`mailto:${siteConfig.email}`);
    expect(contactContent.direct.call.display).toBe(siteConfig.phone.display);
  });

  it('describes the free strategy session, hours and response times', () => {
    expect(contactContent.booking.session.lengthMinutes).toBe(STRATEGY_SESSION_MINUTES);
    expect(contactContent.booking.session.length).toBe(`${STRATEGY_SESSION_MINUTES} minutes`);
    expect(contactContent.booking.session.whatYouGet.length).toBeGreaterThanOrEqual(3);
    expect(contactContent.booking.session.obligation).toMatch(/No obligation/);
    expect(contactContent.hours.display).toBe(siteConfig.hours.display);
    expect(contactContent.response.expectations.length).toBeGreaterThanOrEqual(2);
  });
});
