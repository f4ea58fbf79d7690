import type { LegalDocument, LegalEmailRequest, LegalSection } from '~/content/types';
import { siteConfig } from '~/site.config';
import {
  LEGAL_LAST_UPDATED,
  QUIET_HOURS,
  acceptableUsePolicy,
  accessibilityStatement,
  cookiePolicy,
  cookiePreferences,
  privacyChoicePages,
  privacyPolicy,
  termsOfService,
} from '~/content/legal';
import { pageByPath } from '~/content/pages';
import { privacyRequests } from '~/content/legal/privacy-choices';

interface Readable {
  title: string;
  intro: string[];
  sections: LegalSection[];
  closing?: string[];
}

function fullText(doc: Readable): string {
  return [...doc.intro, ...doc.sections.flatMap((section) => [section.title, ...section.body]), ...(doc.closing ?? [])].join('\n');
}

const legalDocuments: LegalDocument[] = [cookiePolicy, termsOfService, privacyPolicy, acceptableUsePolicy];
/** Every page of legal text, by its path. */
const legalPages: Record<string, Readable> = {
  ...Object.fromEntries([...legalDocuments, accessibilityStatement].map((doc) => [`/${doc.slug}`, doc])),
  '/cookie-preferences': cookiePreferences,
  ...Object.fromEntries(Object.entries(privacyChoicePages).map(([slug, page]) => [`/${slug}`, page])),
};
const allRequests: LegalEmailRequest[] = Object.values(legalPages).flatMap((page) => page.sections.flatMap((section) => section.requests ?? []));

describe('legal pages', () => {
  it.each(Object.keys(legalPages))('%s has the title of its page entry, an introduction and sections with headings and text', (path) => {
    const page = legalPages[path]!;
    expect(pageByPath(path).title).toBe(`${page.title} | ${siteConfig.brandName}`);
    expect(page.intro.length).toBeGreaterThan(0);
    expect(page.sections.length).toBeGreaterThan(0);
    for (const section of page.sections) {
      expect(section.title.trim(), path).not.toBe('');
      expect(section.body.length, `${path} ${section.title}`).toBeGreaterThan(0);
    }
    const headings = page.sections.map((section) => section.title);
    expect(new Set(headings).size).toBe(headings.length);
  });

  it('of the four policies are all dated September 1, 2025 and kept out of search (SPEC §2)', () => {
    expect(LEGAL_LAST_UPDATED).toBe('September 1, 2025');
    for (const doc of legalDocuments) {
      expect(doc.lastUpdated, doc.slug).toBe(LEGAL_LAST_UPDATED);
      expect(pageByPath(`/${doc.slug}`).noIndex, doc.slug).toBe(true);
    }
  });

  it('of the four policies name the business and its e-mail from the site config', () => {
    for (const doc of legalDocuments) {
      expect(fullText(doc), doc.slug).toContain(siteConfig.legalName);
      expect(fullText(doc), doc.slug).toContain(siteConfig.email);
    }
  });

  it('have the section counts of the spec', () => {
    expect(cookiePolicy.sections).toHaveLength(10);
    expect(termsOfService.sections).toHaveLength(27);
    expect(termsOfService.closing?.length).toBeGreaterThan(0);
    expect(privacyPolicy.sections).toHaveLength(16);
    expect(acceptableUsePolicy.sections).toHaveLength(11);
    expect(acceptableUsePolicy.closing?.join(' ')).toContain(siteConfig.email);
  });

  it('number the privacy policy 1-14 with 6A and 11A inserted, and every other document 1..n', () => {
    expect(privacyPolicy.sections.map((section) => section.number)).toEqual([
      '1', '2', '3', '4', '5', '6', '6A', '7', '8', '9', '10', '11', '11A', '12', '13', '14',
    ]);
    for (const doc of [cookiePolicy, termsOfService, acceptableUsePolicy, accessibilityStatement]) {
      expect(doc.sections.map((section) => section.number)).toEqual(doc.sections.map((_, i) => String(i + 1)));
    }
  });
});

describe('legal figures (SPEC §9)', () => {
  it('terms of service: age, business use, liability cap, law and venue', () => {
    const text = fullText(termsOfService);
    expect(text).toContain('at least 18 years old');
    expect(text).toContain('business use only');
    expect(text).toMatch(/greater of .*6 months.*\$50/);
    expect(text).toContain('State of Texas');
    expect(text).toContain('Harris County, Texas');
  });

  it('privacy policy: request deadlines, do-not-call, retention, children, and the pages it links to', () => {
    const text = fullText(privacyPolicy);
    for (const figure of ['within 45 days', 'by 45 more days', 'within 1 business day', '13-26 months', 'plus about 24 months', 'at least 4 years', 'up to 7 years', 'under 13', 'under 16']) {
      expect(text).toContain(figure);
    }
    for (const path of ['/cookie-preferences', '/privacy-choices', '/limit-sensitive-info', '/privacy-request']) expect(text).toContain(path);
  });

  it('quiet hours and the STOP and HELP keywords, in the privacy policy and the acceptable use policy', () => {
    expect(QUIET_HOURS).toBe('9am-9pm Monday-Saturday and 12pm-9pm Sunday');
    for (const doc of [privacyPolicy, acceptableUsePolicy]) {
      const text = fullText(doc);
      expect(text, doc.slug).toContain(QUIET_HOURS);
      expect(text, doc.slug).toMatch(/\bSTOP\b/);
      expect(text, doc.slug).toMatch(/\bHELP\b/);
    }
    expect(fullText(privacyPolicy)).toContain("recipient's local time");
    expect(fullText(privacyPolicy)).toContain('reply STOP to opt out or HELP for assistance');
  });

  it('cookie policy: lifespans and children', () => {
    const text = fullText(cookiePolicy);
    expect(text).toContain('from a few hours to two years');
    expect(text).toContain('under 13');
    expect(text).toContain('under 16');
  });

  it('every page that takes a privacy request gives the 45 + 45 day timeline', () => {
    for (const [slug, page] of Object.entries(privacyChoicePages)) {
      expect(fullText(page), slug).toContain('within 45 days');
      expect(fullText(page), slug).toContain('by 45 more days');
    }
  });
});

describe('accessibility statement (SPEC §2, §9)', () => {
  it('is dated December 2024 and has the sections of the spec, in order', () => {
    expect(accessibilityStatement.lastUpdated).toBe('December 2024');
    expect(accessibilityStatement.sections.map((section) => section.title)).toEqual([
      'Our Commitment',
      'Conformance Status',
      'Accessibility Features',
      'Known Limitations',
      'Testing',
      'Feedback',
      'Continuous Improvement',
      'Technical Specifications',
      'Compliance Standards',
    ]);
  });

  it('names its standards and the response time', () => {
    const text = fullText(accessibilityStatement);
    for (const part of ['WCAG 2.1', 'Level AA', 'working toward', 'Section 508', 'ADA', 'within 48 hours']) expect(text).toContain(part);
  });
});

describe('prefilled e-mail requests', () => {
  it('are offered where a reader acts: feedback on accessibility, and on every privacy-choice page', () => {
    expect(accessibilityStatement.sections.flatMap((section) => section.requests ?? [])).toHaveLength(1);
    for (const [slug, page] of Object.entries(privacyChoicePages)) expect(page.sections.some((section) => section.requests?.length), slug).toBe(true);
  });

  it('each have a link text, a subject and at least one field to fill in', () => {
    expect(allRequests.length).toBeGreaterThan(5);
    for (const request of allRequests) {
      expect(request.label.trim(), request.subject).not.toBe('');
      expect(request.subject.trim(), request.label).not.toBe('');
      expect(request.body.some((line) => /:$/.test(line)), request.subject).toBe(true);
    }
  });

  it('of the privacy rights each ask for one thing: no two share a subject or a link text', () => {
    const requests = Object.values(privacyRequests);
    expect(new Set(requests.map((request) => request.subject)).size).toBe(requests.length);
    expect(new Set(requests.map((request) => request.label)).size).toBe(requests.length);
  });
});
