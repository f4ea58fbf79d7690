// @vitest-environment jsdom
import { privacyPolicy, termsOfService } from '~/content/legal';
import { legalSectionId, slugify } from './section-anchor';

describe('slugify', () => {
  it('lower-cases, drops apostrophes and accents, and joins words with single hyphens', () => {
    expect(slugify("Children's Privacy")).toBe('childrens-privacy');
    expect(slugify('Eligibility: 18 or Older, Business Use Only')).toBe('eligibility-18-or-older-business-use-only');
    expect(slugify('  Café — Résumé  ')).toBe('cafe-resume');
    expect(slugify('E-mail Marketing')).toBe('e-mail-marketing');
    expect(slugify('!!!')).toBe('');
  });
});

describe('legalSectionId', () => {
  it('reads as the section number and title', () => {
    expect(legalSectionId('6A', 'Calls, Text Messages and Marketing Communications')).toBe(
      'section-6a-calls-text-messages-and-marketing-communications',
    );
    expect(legalSectionId('11A', 'How to Submit a Privacy Request')).toBe('section-11a-how-to-submit-a-privacy-request');
  });

  it('is the same on every call (links survive rebuilds) and starts with a letter (a plain CSS selector)', () => {
    expect(legalSectionId('3', 'Testing')).toBe(legalSectionId('3', 'Testing'));
    expect(() => document.querySelector(`#${legalSectionId('6A', 'Cookies')}`)).not.toThrow();
  });

  it('is unique within the longest documents, including 6 next to 6A', () => {
    for (const doc of [privacyPolicy, termsOfService]) {
      const ids = doc.sections.map((section) => legalSectionId(section.number, section.title));
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^section-[0-9]+[a-z]?-[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });
});
