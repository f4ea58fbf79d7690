/**
 * Invariants every line of content keeps, checked once over all content modules rather than page by page:
 * links lead to pages and anchors that exist, ids are unique on their page, no text is empty or carries a
 * leftover placeholder, images have alt text, prices and contact details come from their owners. Icon names
 * are checked against the sprite by components/ui/Icon.test.tsx; the exact headings, labels and counts the
 * spec requires are pinned in spec-pins.test.ts.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { estimateUsage } from '~/lib/phone-usage';
import { siteConfig } from '~/site.config';
import { assistantAnswers } from './assistant-answers';
import { SUGGESTED_QUESTIONS } from './chat-suggestions';
import { claims } from './company';
import { developmentContent } from './development';
import { eras } from './eras';
import { allFaqs } from './faqs';
import { contactFormWords, privacyRequestFormWords } from './forms';
import { ASTEROID_MESSAGES } from './game-messages';
import { homeContent } from './home';
import { CHAT_CONSENT, CONTACT_CONSENT } from './lead-consent';
import {
  acceptableUsePolicy,
  accessibilityStatement,
  cookiePolicy,
  cookiePreferences,
  privacyChoicePages,
  privacyPolicy,
  termsOfService,
} from './legal';
import { embedCategoryCopy } from './legal/embed-categories';
import { getOffering, offeringList, overviewPriceLabel } from './offerings';
import { pageCopies } from './page-copy';
import { pricingFaq } from './page-faqs/pricing';
import { pages } from './pages';
import { PHONE_RATES, rate, USAGE_DEFAULTS, type PhoneRateKey } from './phone-rates';
import { dollars, STARTING_PRICES, startingPrice } from './prices';
import { pricingContent } from './pricing';
import { solutionsContent } from './solutions';
import { websitesContent } from './websites';

/** What each page shows, by its path: an anchor "/page#id" must name an id in it. */
const PAGE_CONTENT: Record<string, object> = {
  ...Object.fromEntries(pageCopies().map(([path, copy]) => [path, copy])),
  // Vale reads the offerings with the pricing page; their ids name offerings, not sections of the page.
  '/pricing': { faq: pricingFaq, content: [pricingContent] },
  '/privacy-policy': privacyPolicy,
  '/terms-of-service': termsOfService,
  '/acceptable-use-policy': acceptableUsePolicy,
  '/cookie-policy': cookiePolicy,
  '/accessibility': accessibilityStatement,
  '/cookie-preferences': cookiePreferences,
  ...Object.fromEntries(Object.entries(privacyChoicePages).map(([slug, page]) => [`/${slug}`, page])),
};

/** Content shown on several pages, or said by Vale. */
const SHARED_CONTENT = {
  offerings: offeringList(),
  faqs: allFaqs(),
  assistantAnswers: assistantAnswers.map(({ id, page, answer }) => ({ id, page, text: answer.text })),
  SUGGESTED_QUESTIONS,
  contactFormWords,
  privacyRequestFormWords,
  embedCategoryCopy,
  consent: [CONTACT_CONSENT, CHAT_CONSENT],
  ASTEROID_MESSAGES,
};

const ALL_CONTENT = { ...PAGE_CONTENT, ...SHARED_CONTENT };

interface Leaf {
  path: string;
  key: string;
  value: unknown;
  parent: Record<string, unknown>;
}

/** Every value in a piece of content, with where it sits. */
function leaves(value: unknown, path = '', key = '', parent: Record<string, unknown> = {}): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${path}[${index}]`, key, parent));
  if (value && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    return Object.entries(object).flatMap(([childKey, child]) => leaves(child, path ? `${path}.${childKey}` : childKey, childKey, object));
  }
  return [{ path, key, value, parent }];
}

const strings = (content: unknown) => leaves(content).filter((leaf): leaf is Leaf & { value: string } => typeof leaf.value === 'string');
const allStrings = strings(ALL_CONTENT);

/** Ids given on a page: section anchors, card ids, and the legal pages' section anchors. */
function idsOf(content: unknown): string[] {
  return leaves(content)
    .filter((leaf) => leaf.key === 'id' && typeof leaf.value === 'string')
    .map((leaf) => leaf.value as string);
}

const PAGE_PATHS = new Set<string>(pages.map((page) => page.path));

/** Why a link is broken, or undefined when it leads somewhere that exists. */
function brokenLink(link: string, fromPage: string | undefined): string | undefined {
  const [path, anchor] = link.split('#') as [string, string | undefined];
  const target = path === '' ? fromPage : path;
  if (path.startsWith('/images/')) return undefined;
  if (target === undefined) return 'an in-page anchor in shared content';
  if (!PAGE_PATHS.has(target)) return `no page ${target}`;
  if (anchor === undefined) return undefined;
  const content = PAGE_CONTENT[target];
  return content && idsOf(content).includes(anchor) ? undefined : `no id "${anchor}" on ${target}`;
}

/** Site paths written in running text ("See /pricing."), never the "/month" of a price or the "/7" of 24/7. */
const PATH_IN_TEXT = /(?<![\w/.:$])\/[a-z][a-z0-9-]*(?:\/[a-z0-9-]+)*(?:#[a-z0-9-]+)?/g;

describe('links in content', () => {
  const links = Object.entries(ALL_CONTENT).flatMap(([page, content]) =>
    strings(content).flatMap(({ path, value }) => {
      const written = /^[/#]/.test(value) ? [value] : [...value.matchAll(PATH_IN_TEXT)].map((match) => match[0]);
      return written.map((link) => ({ page: PAGE_PATHS.has(page) ? page : undefined, where: `${page} ${path}`, link }));
    }),
  );

  it('lead to a page of the page list, and to an id that exists on it when they name an anchor', () => {
    expect(links.length).toBeGreaterThan(300);
    const broken = links.flatMap(({ page, where, link }) => {
      const why = brokenLink(link, page);
      return why ? [`${where}: ${link} (${why})`] : [];
    });
    expect(broken).toEqual([]);
  });

  it('of the pages Vale answers with, exist', () => {
    for (const { id, page } of assistantAnswers) expect(brokenLink(page, undefined), id).toBeUndefined();
  });

  it('dial, text and write to the contact details of the site config, over https elsewhere', () => {
    const schemes = allStrings.filter(({ value }) => /^(tel|sms|mailto|https?):/.test(value));
    const allowed = [`tel:${siteConfig.phone.e164}`, `sms:${siteConfig.sms.e164}`, `mailto:${siteConfig.email}`];
    for (const { path, value } of schemes) {
      if (/^https:\/\//.test(value)) continue;
      expect(allowed, path).toContain(value);
    }
  });
});

describe('contact details in content', () => {
  it('are the phone number and e-mail address of the site config, wherever the text names one', () => {
    const phones = new Set<string>([siteConfig.phone.display, siteConfig.sms.display]);
    const strays = allStrings.flatMap(({ path, value }) => [
      ...[...value.matchAll(/\(?\b\d{3}\)?[ .-]\d{3}-\d{4}\b/g)].filter((m) => !phones.has(m[0])).map((m) => `${path}: ${m[0]}`),
      ...[...value.matchAll(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g)].filter((m) => m[0] !== siteConfig.email).map((m) => `${path}: ${m[0]}`),
    ]);
    expect(strays).toEqual([]);
  });
});

describe('ids', () => {
  it.each(Object.keys(PAGE_CONTENT))('are unique on %s', (page) => {
    const ids = idsOf(PAGE_CONTENT[page]);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('of sections and cards are lower-case words joined by hyphens', () => {
    for (const { path, value } of strings(PAGE_CONTENT).filter((leaf) => leaf.key === 'id')) expect(value, path).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe('text in content', () => {
  /** Placeholders resolvePlaceholders fills, and the two the contact form fills in its thank-you. */
  const RESOLVED = ['{phone}', '{brand}', '{email}'];
  const FILLED_BY_CONTACT_FORM: Record<string, string> = {
    'messageForm.success.heading': '{name}',
    'messageForm.success.text': '{method}',
  };

  it('is never empty, and never starts or ends with spaces', () => {
    // An empty line is how a prefilled e-mail separates its parts; nothing else is empty.
    const bad = allStrings.filter(({ path, value }) => value.trim() !== value || (value === '' && !/\.requests\[\d+\]\.body\[\d+\]$/.test(path)));
    expect(bad.map(({ path }) => path)).toEqual([]);
  });

  it('leaves no placeholder but those filled where the text is shown', () => {
    const left = allStrings.flatMap(({ path, value }) =>
      [...value.matchAll(/\{\w+\}/g)]
        .map((match) => match[0])
        .filter((placeholder) => !RESOLVED.includes(placeholder) && !Object.entries(FILLED_BY_CONTACT_FORM).some(([at, filled]) => path.endsWith(at) && placeholder === filled))
        .map((placeholder) => `${path}: ${placeholder}`),
    );
    expect(left).toEqual([]);
  });

  it('carries no template or data leftovers', () => {
    const leftovers = allStrings.filter(({ value }) => /\$\{|\bundefined\b|\bNaN\b|\[object |\bnull\b|\bTODO\b|lorem ipsum/i.test(value));
    expect(leftovers.map(({ path, value }) => `${path}: ${value.slice(0, 80)}`)).toEqual([]);
  });

  it('names no list that is empty, except the technology stack, whose items the spec leaves empty', () => {
    const empty: string[] = [];
    const visit = (value: unknown, path: string) => {
      if (Array.isArray(value)) {
        if (value.length === 0 && !/technologyStack\.categories\[\d+\]\.items$/.test(path)) empty.push(path);
        value.forEach((item, index) => visit(item, `${path}[${index}]`));
      } else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) visit(child, `${path}.${key}`);
    };
    visit(ALL_CONTENT, '');
    expect(empty).toEqual([]);
  });
});

describe('prices in content', () => {
  /** Every dollar figure the site may show: the starting prices, the phone rates and the estimate of the defaults, the monthly-loss claim. */
  const example = estimateUsage(USAGE_DEFAULTS);
  const known = new Set<string>([
    ...example.lines.map((line) => line.amount),
    example.total,
    ...Object.values(STARTING_PRICES).flatMap(({ overview, pricing }) => [dollars(overview.amount), dollars(pricing.amount)]),
    ...(Object.keys(PHONE_RATES) as PhoneRateKey[]).map(rate),
    claims.monthlyLoss,
  ]);

  it('are figures of prices.ts, phone-rates.ts (or the estimate made from them) or the claims, wherever they are shown', () => {
    const pageText = allStrings;
    const unknown = pageText.flatMap(({ path, value }) =>
      [...value.matchAll(/\$\d[\d,]*(?:\.\d+)?/g)].map((match) => match[0]).filter((figure) => !known.has(figure)).map((figure) => `${path}: ${figure}`),
    );
    // The terms' liability floor is the one dollar figure that is not a price (SPEC §9).
    expect(unknown.filter((entry) => !/^\/terms-of-service.*\$50$/.test(entry))).toEqual([]);
  });

  it('on each card are the reading of that card\'s own offering for the page it is on', () => {
    const overviewCards = [
      ...homeContent.whatWeOffer.cards,
      ...homeContent.whatWeOffer.highlightedCards.filter((card) => card.href !== '/solutions'),
      ...solutionsContent.overview.cards.filter((card) => card.href !== '/solutions'),
    ];
    // The overview shows every offering; the home page the ones it describes, each once.
    expect(solutionsContent.overview.cards.map((card) => card.id)).toEqual(offeringList().map((offering) => offering.id));
    const homeHrefs = overviewCards.slice(0, overviewCards.length - solutionsContent.overview.cards.length).map((card) => card.href);
    expect(new Set(homeHrefs).size).toBe(homeHrefs.length);
    for (const card of overviewCards) {
      const offering = offeringList().find((candidate) => candidate.href === card.href);
      expect(offering, card.title).toBeDefined();
      expect(card.priceLabel, card.title).toBe(overviewPriceLabel(offering!));
      if (offering!.comingSoon) expect(card.badge, card.title).toBe('Coming Soon');
      if (offering!.premium) expect(card.badge, card.title).toBe('Premium');
    }
    for (const card of pricingContent.startingPrices.cards) {
      expect(card.priceLabel, card.name).toBe(startingPrice(card.offeringId));
      expect(card.price).toEqual(getOffering(card.offeringId).pricingPagePrice);
      expect(card.learnMore.href, card.name).toBe(getOffering(card.offeringId).href);
    }
    expect(pricingContent.infinityPartner.price).toEqual(getOffering('infinity-partner').pricingPagePrice);
    expect(pricingContent.infinityPartner.priceLabel).toBe(startingPrice('infinity-partner'));
    expect(pricingContent.infinityPartner.overviewPriceLabel).toBe(`from ${startingPrice('infinity-partner', 'overview')}`);
    for (const [facts, id] of [[websitesContent.facts, 'website'], [developmentContent.facts, 'development']] as const) {
      expect(facts.setupPrice).toEqual(getOffering(id).pricingPagePrice);
      expect(facts.setupPriceLabel).toBe(`From ${startingPrice(id)}`);
    }
  });
});

describe('images in content', () => {
  it('each have alt text', () => {
    const images = leaves(ALL_CONTENT).filter((leaf) => leaf.key === 'src' && typeof leaf.value === 'string' && leaf.value.startsWith('/images/'));
    expect(images.length).toBeGreaterThan(10);
    for (const { path, parent } of images) expect(String(parent.alt ?? '').trim(), path).not.toBe('');
    for (const era of eras) expect(era.altText.trim(), era.id).not.toBe('');
  });

  it('are named after what they show: heroes after their page, eras and testimonials after their id', () => {
    const heroes = Object.entries(PAGE_CONTENT).flatMap(([page, content]) =>
      leaves(content).filter((leaf) => leaf.path.endsWith('hero.image.src')).map((leaf) => [page, leaf.value]),
    );
    expect(heroes.length).toBeGreaterThanOrEqual(10);
    for (const [page, src] of heroes) expect(src).toBe(`/images/${page === '/' ? 'home' : String(page).slice(1)}-hero.svg`);
    for (const era of eras) expect(era.image).toBe(`/images/eras/${era.id}.svg`);
    for (const person of homeContent.testimonials.items) expect(person.image).toBe(`/images/testimonials/${person.id}.svg`);
  });
});

describe('content modules', () => {
  const dir = import.meta.dirname;
  const modules = (readdirSync(dir, { recursive: true }) as string[]).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

  it('are plain data the server can import: no React, no icon components', () => {
    expect(modules.length).toBeGreaterThan(40);
    for (const file of modules) expect(readFileSync(join(dir, file), 'utf8'), file).not.toMatch(/from ['"](react|lucide-react)/);
  });
});
