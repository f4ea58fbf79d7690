import { privacyPolicy } from '~/content/legal';
import { CONTACT_CONSENT } from '~/content/lead-consent';
import { consentWithSiteLinks, faqWithSiteLinks, legalDocumentWithSiteLinks } from './linked-copy';

describe('linked copy for loaders', () => {
  it('names the links of FAQ answers and leaves questions and categories alone', () => {
    const faq = [{ q: 'Where are /pricing details?', a: 'See /pricing.', category: 'Pricing' }];
    expect(faqWithSiteLinks(faq)).toEqual([{ q: 'Where are /pricing details?', a: 'See [our pricing page](/pricing).', category: 'Pricing' }]);
    expect(faq[0]!.a).toBe('See /pricing.');
  });

  it('names the links of every paragraph of a legal document and keeps its titles', () => {
    const linked = legalDocumentWithSiteLinks(privacyPolicy);
    expect(linked.title).toBe(privacyPolicy.title);
    expect(linked.intro.join(' ')).toContain('[Cookie Preferences](/cookie-preferences)');
    expect(linked.sections.map((section) => section.title)).toEqual(privacyPolicy.sections.map((section) => section.title));
    const paragraphs = [...linked.intro, ...linked.sections.flatMap((section) => section.body), ...(linked.closing ?? [])];
    const outsideLinks = paragraphs.join('\n').replace(/\]\(\/[^)]*\)/g, ']');
    expect(outsideLinks).not.toMatch(/(?:^|[\s(])\/[a-z]/m);
  });

  it('shows "Privacy Policy" as the consent line\'s one link and keeps its version', () => {
    const linked = consentWithSiteLinks(CONTACT_CONSENT);
    expect(linked.version).toBe(CONTACT_CONSENT.version);
    expect(linked.text).toContain('as described in the [Privacy Policy](/privacy-policy). Message');
  });
});
