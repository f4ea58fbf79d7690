/**
 * What the product spec (SPEC §2, §3) requires each page to say or count, one block per page. Only strings
 * and counts the spec gives are pinned here; the rest of the copy is free to change. Invariants that hold for
 * all content (links, ids, placeholders, images, prices) are in content-invariants.test.ts.
 */
import { siteConfig } from '~/site.config';
import { aboutContent } from './about';
import { aiContent, valeChannels } from './ai';
import { antiAiContent } from './anti-ai';
import { astroblasterContent } from './astroblaster';
import { contactContent } from './contact';
import { crmContent } from './crm';
import { developmentContent } from './development';
import { eras, timeTravelContent } from './eras';
import { ASTEROID_MESSAGES } from './game-messages';
import { homeContent } from './home';
import { industriesContent } from './industries';
import { marketingContent, musicWidgetGroupId } from './marketing';
import { phoneFaq } from './page-faqs/phone';
import { timeTravelFaq } from './page-faqs/time-travel';
import { websitesFaq } from './page-faqs/websites';
import { phoneContent } from './phone';
import { PHONE_BILLING_TERMS, PHONE_RATES, USAGE_DEFAULTS } from './phone-rates';
import { pricingContent } from './pricing';
import { claims } from './company';
import { websitesContent } from './websites';

const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);
const cta = (text: string, href: string) => ({ text, href });

describe('/ (home)', () => {
  const home = homeContent;

  it('types a 59-character headline about leads leaving without a word, and a 49-character variant', () => {
    expect(home.hero.title).toHaveLength(59);
    expect(home.hero.title).toMatch(/leads.*without saying a word/i);
    expect(home.heroVariantTitle).toHaveLength(49);
  });

  it('has the headings, labels and links of the spec', () => {
    expect(home).toMatchObject({
      hero: { primaryCta: cta('Get Started', '/contact'), secondaryCta: cta('Learn More', '#overview') },
      whatWeOffer: { id: 'overview', heading: 'What We Offer' },
      straightUp: { heading: 'Straight Up... What Do We Do?' },
      harness: { heading: 'Harness The Force', defaultCta: { href: '/contact' } },
      outcomes: { heading: 'Proof That Moves the Needle' },
      solutions: { heading: 'Complete Solutions for Every Business Need' },
      ratingBadge: '4.9/5 Average Rating',
      voiceBubble: { label: 'Press Me' },
      aiImageLink: { href: '/ai' },
    });
    expect(home.whatWeOffer.highlightedCards).toMatchObject([
      { title: 'All Solutions', href: '/solutions' },
      { title: 'Infinity Partner', href: '/pricing#infinity-partner', badge: 'Premium' },
    ]);
    expect(home.harness.cards.map((card) => card.learnMore.href)).toEqual(['/ai', '/crm', '/marketing']);
  });

  it('has the cards, steps and counts of the spec', () => {
    expect(titles(home.whatWeOffer.cards)).toEqual(['AI', 'CRM', 'Marketing', 'Phone', 'Website', 'Development', 'Anti-AI']);
    expect(titles(home.visitorFlow.steps)).toEqual(['Visitor Arrives', 'Asks Question', 'Instant Answer', 'Books Call', 'You Get Notified']);
    expect(titles(home.onboarding.steps)).toEqual(['Book Your Call', 'Custom Setup', 'Go Live']);
    expect(titles(home.straightUp.items)).toEqual(['The Problem', 'What We Actually Do', 'What You Get']);
    expect(titles(home.harness.cards)).toEqual(['24/7 AI-Employee', 'CRM & Marketing Platform', `${siteConfig.brandName} Services`]);
    expect(home.outcomes.items).toHaveLength(9);
    expect(titles(home.solutions.cards)).toEqual([
      'Lead Generation',
      'Organized Communications',
      'Professional Online Presence',
      'Scheduling & Payments',
      'Marketing & Branding',
      'Automation & Systems',
      'Ads & Traffic Acceleration',
      'Reviews & Social Proof',
    ]);
    for (const card of home.solutions.cards) expect(card.cta).toBe('Get Started');
    expect(home.testimonials.items.map((item) => item.rating)).toEqual([5, 5, 5]);
  });

  it('marks Built-In Coach, in the CRM card, as the one feature Coming Soon', () => {
    const flagged = home.harness.cards.flatMap((card, index) => card.features.filter((feature) => feature.status).map((feature) => [index, feature.label, feature.status]));
    expect(flagged).toEqual([[1, 'Built-In Coach', 'Coming Soon']]);
  });
});

describe('/ai', () => {
  it('has the anchors, channels and sections of the spec', () => {
    expect(aiContent).toMatchObject({ voiceDemo: { id: 'voice-ai', badge: 'Beta' }, aiSystems: { id: 'ai-systems' } });
    expect([...valeChannels]).toEqual(['Voice', 'Web Chat', 'SMS', 'Email', 'DMs']);
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
});

describe('/crm', () => {
  it('has the anchors, the four feature columns and both store badges', () => {
    expect(crmContent).toMatchObject({ atomCrm: { id: 'atom-crm' }, howItWorks: { id: 'how-it-works' } });
    expect(titles(crmContent.atomCrm.columns)).toEqual(['Core Platform', 'Marketing Tools', 'Automation & Security', 'Integrations & More']);
    expect(crmContent.mobileApp.badges.map((badge) => badge.href)).toEqual([siteConfig.appLinks.appStore, siteConfig.appLinks.googlePlay]);
  });
});

describe('/marketing', () => {
  it('has the calls to action, three groups of eight cards and three benefit cards of the spec', () => {
    expect(marketingContent).toMatchObject({
      hero: { primaryCta: cta('Scale My Marketing', '/contact'), secondaryCta: cta('See Services', '#brand') },
      brand: { id: 'brand' },
      getStartedCta: cta('Get Started Today', '/contact'),
    });
    expect(titles(marketingContent.brand.groups)).toEqual(['Marketing & Lead Gen', 'Branding', 'Content Studio']);
    expect(marketingContent.brand.groups.map((group) => group.cards.length)).toEqual([8, 8, 8]);
    expect(marketingContent.brand.groups.find((group) => group.id === musicWidgetGroupId)?.title).toBe('Content Studio');
    expect(marketingContent.benefitCards.map((card) => [card.title, card.href])).toEqual([
      ['Year-Round Content', '/contact'],
      ['Professional Media', '/contact'],
      ['Lead Generation', '/contact'],
    ]);
  });
});

describe('/pricing', () => {
  const pricing = pricingContent;

  it('has the headings, labels and links of the spec', () => {
    expect(pricing).toMatchObject({
      hero: { primaryCta: cta('Get Custom Quote', '/contact'), secondaryCta: cta('See Starting Prices', '#pricing') },
      startingPrices: { id: 'pricing' },
      infinityPartner: { id: 'infinity-partner', heading: 'Infinity Partner Plan', platformLicenseIncluded: true, cta: cta('Become an Infinity Partner', '/contact') },
      whyCustomPlans: { heading: 'Why Custom Plans?' },
      bundles: { id: 'plan-examples', heading: 'What Your Subscription Could Look Like', exampleLabel: 'Example', notes: ['Financing Available at Checkout', 'Setup fees may not always apply'] },
      readyCta: { heading: 'Ready to Get Started?', cta: cta('Book Your Strategy Session', '/contact') },
      phoneUsage: { buttonLabel: 'Usage Estimate Tool' },
    });
    expect(pricing.startingPrices.cards.map((card) => card.offeringId)).toEqual(['ai', 'crm', 'marketing', 'phone', 'website', 'development']);
    expect(pricing.whyCustomPlans.tiles).toHaveLength(6);
  });

  it('shows the three example bundles of the spec, each delivering what its name promises', () => {
    expect(pricing.bundles.items.map((b) => [b.id, b.name, b.priceSymbol, b.deliveryWeeks, b.sitePages, b.cta])).toEqual([
      ['hyperdrive', 'Launch Bundle', '$', '1-2 weeks', 4, 'Get Started'],
      ['lightspeed', 'Leadflow Bundle', '$$', '2-3 weeks', 10, 'Get Started'],
      ['warpspeed', 'Scale Bundle', '$$$', '3-5 weeks', 20, 'Get Started'],
    ]);
    for (const bundle of pricing.bundles.items) {
      expect(bundle.footer, bundle.id).toContain(bundle.deliveryWeeks);
      expect(bundle.features[0]?.label, bundle.id).toContain(`${bundle.sitePages}-page`);
    }
  });

  it('bills phone usage at the spec rates, terms and calculator defaults', () => {
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
  });
});

describe('/phone', () => {
  it('has the features anchor, the reliability facts, a four-step call flow and a quote call to action', () => {
    expect(phoneContent).toMatchObject({ features: { id: 'features' }, quoteCta: { primaryCta: { href: '/contact' } } });
    const reliability = JSON.stringify(phoneContent.reliability);
    for (const fact of [claims.phoneUptime, claims.phoneVoice, claims.phoneSetup, claims.support]) expect(reliability).toContain(fact);
    expect(phoneContent.aiCallFlow.steps).toHaveLength(4);
    expect(phoneContent.aiCallFlow.result.detail).toContain(claims.qualifiedLeads);
  });
});

describe('/websites', () => {
  it('has the feature grid of the spec', () => {
    expect(websitesContent.features.heading).toBe('Websites and Digital Experience');
  });
});

describe('/development', () => {
  it('has the calls to action, build cards, technology categories and integration cards of the spec', () => {
    expect(developmentContent).toMatchObject({
      hero: { primaryCta: cta('Start Your Project', '/contact'), secondaryCta: cta('View Services', '#services') },
      whatWeBuild: { id: 'services' },
      astroblaster: { link: { href: '/astroblaster' } },
      closingCta: { cta: { href: '/contact' } },
    });
    expect(titles(developmentContent.whatWeBuild.cards)).toEqual(['Custom AI Development', 'Business Automation', 'Full-Stack Applications']);
    for (const card of developmentContent.whatWeBuild.cards) expect(card.features.split(', ').length, card.title).toBeGreaterThan(1);
    expect(developmentContent.technologyStack.categories.map((category) => category.items)).toEqual([[], [], [], [], [], []]);
    expect(titles(developmentContent.integrations.cards)).toEqual(['Native Integration', 'Automation Connectors', 'Custom Integration']);
  });
});

describe('/contact', () => {
  it('has the titles, labels and section ids of the spec, and the contact details of the site config', () => {
    expect(contactContent).toMatchObject({
      sectionIds: { contact: 'contact', contactUs: 'contact-us' },
      booking: { id: 'contact', title: 'Book Your Strategy Session' },
      form: { title: 'Digital Growth Form' },
      direct: {
        id: 'contact-us',
        call: { href: `tel:${siteConfig.phone.e164}`, display: siteConfig.phone.display },
        text: { label: 'Text Us', href: `sms:${siteConfig.sms.e164}` },
        email: { href: `mailto:${siteConfig.email}` },
      },
      hours: { display: siteConfig.hours.display },
    });
  });
});

describe('/about', () => {
  it('has the headings and counts of the spec', () => {
    expect(aboutContent).toMatchObject({
      foundingYear: 2023,
      intro: { heading: 'Who We Are' },
      aLaCarte: { heading: 'À La Carte or Full System' },
      whyDifferent: { heading: "Why We're Different" },
      bottomLine: { heading: 'Bottom Line' },
    });
    expect(aboutContent.capabilities.cards).toHaveLength(6);
    expect(aboutContent.whyDifferent.cards).toHaveLength(2);
  });

  it('has the three orbit milestones of the spec, starting at 1, each with its image', () => {
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

describe('/industries', () => {
  it('has twelve industries, each with four features, and the blocks of the spec', () => {
    expect(industriesContent.industries).toHaveLength(12);
    for (const industry of industriesContent.industries) expect(industry.features, industry.id).toHaveLength(4);
    expect(industriesContent).toMatchObject({
      hero: { primaryCta: { href: '/contact' } },
      notListed: { heading: 'Your Industry Not Listed?' },
      expertise: { heading: 'Why Industry Expertise Matters' },
      closingCta: { cta: { href: '/contact' } },
    });
    expect(industriesContent.closingCta.phoneText).toContain('{phone}');
  });
});

describe('/time-travel', () => {
  it('has the eleven eras of the spec, in order, each with three bullets', () => {
    expect(eras.map((era) => era.timestamp)).toEqual([
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
    for (const era of eras) expect(era.bullets, era.id).toHaveLength(3);
  });

  it('has the hero actions, blocks and call to action of the spec', () => {
    expect(timeTravelContent).toMatchObject({
      hero: { primaryCta: { href: '#timeline' }, secondaryCta: { href: '/contact' } },
      timeline: { id: 'timeline' },
      giveTime: { heading: 'We Give You Time', cta: { href: '/contact' } },
    });
    expect(titles(timeTravelContent.automate.items)).toEqual(['Automate', 'Orchestrate', 'Delight']);
    expect(timeTravelContent.giveTime.cta.text).toMatch(/20-Minute/);
  });
});

describe('/anti-ai', () => {
  it('is a Coming Soon placeholder', () => {
    expect(antiAiContent.heading).toBe('Coming Soon');
  });
});

describe('/astroblaster', () => {
  it('has the buttons and links of the spec', () => {
    expect(astroblasterContent.game).toMatchObject({
      startGame: 'Start Game',
      restartGame: 'Restart Game',
      endGame: 'End Game',
      endGameHref: '/development',
      playAgain: 'Play Again',
      backToMenu: 'Back to Menu',
      backToDevelopment: cta('Back to Development', '/development'),
    });
    expect(astroblasterContent.levelUp.cta).toEqual(cta('Level Up Your Business', '/contact'));
  });

  it('puts one of 80 unique feature names, short enough to fit, on each asteroid', () => {
    expect(ASTEROID_MESSAGES).toHaveLength(80);
    expect(new Set(ASTEROID_MESSAGES).size).toBe(ASTEROID_MESSAGES.length);
    for (const message of ASTEROID_MESSAGES) expect(message.length, message).toBeLessThanOrEqual(24);
  });
});

describe('page FAQs', () => {
  it('have the counts the spec gives', () => {
    expect([websitesFaq.length, phoneFaq.length, timeTravelFaq.length]).toEqual([6, 6, 4]);
  });
});
