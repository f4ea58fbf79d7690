import type { LegalDocument } from '~/content/types';
import { siteConfig } from '~/site.config';
import { ASTEROID_MESSAGES } from '~/content/game-messages';
import {
  LEGAL_LAST_UPDATED,
  acceptableUsePolicy,
  accessibilityStatement,
  cookiePolicy,
  cookiePreferences,
  privacyChoicePages,
  privacyPolicy,
  termsOfService,
} from '~/content/legal';
import { privacyRequests } from '~/content/legal/privacy-choices';

function fullText(doc: { intro: string[]; sections: { title: string; body: string[] }[]; closing?: string[] }): string {
  return [
    ...doc.intro,
    ...doc.sections.flatMap((section) => [section.title, ...section.body]),
    ...(doc.closing ?? []),
  ].join('\n');
}

const legalDocuments: LegalDocument[] = [cookiePolicy, termsOfService, privacyPolicy, acceptableUsePolicy];

describe('legal documents', () => {
  it('are all dated September 1, 2025', () => {
    expect(LEGAL_LAST_UPDATED).toBe('September 1, 2025');
    for (const doc of legalDocuments) expect(doc.lastUpdated).toBe(LEGAL_LAST_UPDATED);
  });

  it('have the slugs of their routes', () => {
    expect(legalDocuments.map((doc) => doc.slug)).toEqual([
      'cookie-policy',
      'terms-of-service',
      'privacy-policy',
      'acceptable-use-policy',
    ]);
  });

  it('have the section counts of the spec', () => {
    expect(cookiePolicy.sections).toHaveLength(10);
    expect(termsOfService.sections).toHaveLength(27);
    expect(termsOfService.closing?.length).toBeGreaterThan(0);
    expect(privacyPolicy.sections).toHaveLength(16);
    expect(acceptableUsePolicy.sections).toHaveLength(11);
    expect(acceptableUsePolicy.closing?.join(' ')).toContain(siteConfig.email);
  });

  it('number the privacy policy 1-11 with 6A and 11A inserted, then up to 14', () => {
    expect(privacyPolicy.sections.map((section) => section.number)).toEqual([
      '1', '2', '3', '4', '5', '6', '6A', '7', '8', '9', '10', '11', '11A', '12', '13', '14',
    ]);
  });

  it('number the other documents 1..n with unique, non-empty sections', () => {
    for (const doc of [cookiePolicy, termsOfService, acceptableUsePolicy, accessibilityStatement]) {
      expect(doc.sections.map((section) => section.number)).toEqual(doc.sections.map((_, i) => String(i + 1)));
    }
    for (const doc of [...legalDocuments, accessibilityStatement]) {
      const titles = doc.sections.map((section) => section.title);
      expect(new Set(titles).size).toBe(titles.length);
      for (const section of doc.sections) expect(section.body.length).toBeGreaterThan(0);
    }
  });

  it('name the business and its contact details from the site config', () => {
    for (const doc of legalDocuments) {
      const text = fullText(doc);
      expect(text).toContain(siteConfig.legalName);
      expect(text).toContain(siteConfig.email);
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
    expect(text).toContain('/acceptable-use-policy');
    expect(text).toContain('cancel at any time');
    expect(text).toContain('no long-term contracts');
    expect(text).toContain('Setup fees may not always apply');
    expect(text).toContain('TCPA');
    expect(text).toMatch(/STOP/);
    expect(text).toMatch(/HELP/);
  });

  it('privacy policy: request deadlines, do-not-call, retention, children, quiet hours, SMS keywords', () => {
    const text = fullText(privacyPolicy);
    expect(text).toContain('within 45 days');
    expect(text).toContain('by 45 more days');
    expect(text).toContain('within 1 business day');
    expect(text).toContain('13-26 months');
    expect(text).toContain('plus about 24 months');
    expect(text).toContain('at least 4 years');
    expect(text).toContain('up to 7 years');
    expect(text).toContain('under 13');
    expect(text).toContain('under 16');
    expect(text).toContain('9am-9pm Monday-Saturday');
    expect(text).toContain('12pm-9pm Sunday');
    expect(text).toContain("recipient's local time");
    expect(text).toContain('reply STOP to opt out or HELP for assistance');
    expect(text).toContain('we never receive your audio');
    expect(text).toContain('the question text only, with no name, contact details or chat history, for 30 days');
    expect(text).toContain('the consent line you agreed to, with its version and the time');
    expect(text).toContain('only while the chat lasts (at most 4 hours)');
    for (const path of ['/cookie-preferences', '/privacy-choices', '/limit-sensitive-info', '/privacy-request']) {
      expect(text).toContain(path);
    }
  });

  it('cookie policy: categories, third parties, lifespans, children, where to manage', () => {
    const text = fullText(cookiePolicy);
    for (const category of ['Strictly necessary', 'Preferences', 'Analytics', 'Marketing']) {
      expect(text).toContain(category);
    }
    expect(text).toMatch(/booking/i);
    expect(text).toMatch(/reviews widget/i);
    expect(text).toMatch(/voice and chat provider/i);
    expect(text).toMatch(/voice conversation runs in your browser instead, no provider code loads/);
    expect(text).toContain('from a few hours to two years');
    expect(text).toContain('under 13');
    expect(text).toContain('under 16');
    expect(text).toContain('/cookie-preferences');
  });

  it('acceptable use policy carries the messaging rules', () => {
    const text = fullText(acceptableUsePolicy);
    expect(text).toContain('9am-9pm Monday-Saturday and 12pm-9pm Sunday');
    expect(text).toContain('STOP');
    expect(text).toContain('HELP');
    expect(text).toContain('/terms-of-service');
  });
});

describe('accessibility statement', () => {
  const text = fullText(accessibilityStatement);

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
    for (const part of ['WCAG 2.1', 'Level AA', 'working toward', 'Section 508', 'ADA', 'within 48 hours']) {
      expect(text).toContain(part);
    }
  });

  it('offers feedback as an e-mail asking for the page, the problem and the assistive technology', () => {
    const feedback = accessibilityStatement.sections.find((section) => section.title === 'Feedback');
    expect(feedback?.requests).toHaveLength(1);
    const [request] = feedback!.requests!;
    expect(request!.subject).toBe('Accessibility feedback');
    for (const field of ['Page address (URL):', 'The problem I met:', 'Assistive technology and browser I use (if any):']) {
      expect(request!.body).toContain(field);
    }
  });
});

describe('privacy-choice pages', () => {
  it('has the four pages with their titles', () => {
    expect(Object.keys(privacyChoicePages).sort()).toEqual(['limit-sensitive-info', 'privacy-choices', 'privacy-request']);
    expect(cookiePreferences.title).toBe('Cookie Preferences');
    expect(privacyChoicePages['privacy-choices'].title).toBe('Your Privacy Choices');
    expect(privacyChoicePages['limit-sensitive-info'].title).toBe('Limit the Use of My Sensitive Personal Information');
    expect(privacyChoicePages['privacy-request'].title).toBe('Submit a Privacy Request');
  });

  it('each explains how to act, with non-empty intro and sections', () => {
    for (const page of Object.values(privacyChoicePages)) {
      expect(page.intro.length).toBeGreaterThan(0);
      expect(page.sections.length).toBeGreaterThan(0);
      for (const section of page.sections) expect(section.body.length).toBeGreaterThan(0);
    }
  });

  it('each give the 45 + 45 day timeline, and the request pages explain verification', () => {
    for (const page of Object.values(privacyChoicePages)) {
      const text = fullText(page);
      expect(text).toContain('within 45 days');
      expect(text).toContain('by 45 more days');
      expect(text).toContain('tell you why');
    }
    for (const slug of ['privacy-request', 'limit-sensitive-info'] as const) expect(fullText(privacyChoicePages[slug])).toMatch(/verif/);
    expect(fullText(privacyChoicePages['privacy-request'])).toMatch(/What to Include/);
    expect(fullText(privacyChoicePages['privacy-request'])).toContain(siteConfig.phone.display);
  });

  it('give each right its own prefilled e-mail request', () => {
    const subjects = (slug: keyof typeof privacyChoicePages) =>
      privacyChoicePages[slug].sections.flatMap((section) => section.requests ?? []).map((request) => request.subject);
    expect(subjects('privacy-request')).toEqual([
      'Privacy request: access my data',
      'Privacy request: correct my data',
      'Privacy request: delete my data',
      'Privacy request: opt out of sale and sharing',
      'Privacy request: limit use of my sensitive information',
      'Privacy appeal',
    ]);
    expect(subjects('privacy-choices')).toEqual(['Privacy request: opt out of sale and sharing', 'Privacy request: stop marketing calls and texts']);
    expect(subjects('limit-sensitive-info')).toEqual(['Privacy request: limit use of my sensitive information']);
  });

  it('requests leave name, e-mail used with us and state of residence to fill in, under the request itself', () => {
    for (const request of Object.values(privacyRequests)) {
      expect(request.body[2]).toMatch(/^My request: Please /);
      for (const field of ['Name:', 'E-mail address I used with you:', 'State or country of residence:']) expect(request.body).toContain(field);
    }
    const labels = Object.values(privacyRequests).map((request) => request.label);
    expect(new Set(labels).size).toBe(labels.length);
  });
});

describe('asteroid messages', () => {
  it('are exactly 80 unique, non-empty feature names of at most 24 characters', () => {
    expect(ASTEROID_MESSAGES).toHaveLength(80);
    expect(new Set(ASTEROID_MESSAGES).size).toBe(80);
    for (const message of ASTEROID_MESSAGES) {
      expect(message.trim()).toBe(message);
      expect(message.length).toBeGreaterThan(0);
      expect(message.length).toBeLessThanOrEqual(24);
    }
  });
});
