/**
 * What loaders hand to components that show copy with site links: the same copy with each known path
 * written as a link named for its page (lib/linkify.ts), read by <LinkedText>. Only the words a visitor
 * reads change; titles, ids and hrefs are left as they are.
 */
import { pageNames } from '~/content/pages';
import { resolvePlaceholders } from '~/content/placeholders';
import type { LegalSection } from '~/content/types';
import { siteConfig } from '~/site.config';
import { markContactLinks } from './contact-links';
import { markSiteLinks } from './linkify';

/** FAQ entries whose answers name their links, for <Faq>. */
export function faqWithSiteLinks<Entry extends { a: string }>(entries: readonly Entry[]): Entry[] {
  return entries.map((entry) => ({ ...entry, a: markSiteLinks(entry.a, pageNames) }));
}

interface LegalCopy {
  intro: string[];
  sections: LegalSection[];
  closing?: string[];
}

/** A legal document whose paragraphs name their site links and link the business's e-mail and phone, for <LegalDocumentView>. */
export function legalDocumentWithSiteLinks<Document extends LegalCopy>(document: Document): Document {
  const paragraphs = (lines: string[]) => lines.map((line) => markContactLinks(markSiteLinks(resolvePlaceholders(line), pageNames), siteConfig));
  return {
    ...document,
    intro: paragraphs(document.intro),
    sections: document.sections.map((section) => ({ ...section, body: paragraphs(section.body) })),
    ...(document.closing ? { closing: paragraphs(document.closing) } : {}),
  };
}

/** A consent line whose policy reference is a link, for the contact form. */
export function consentWithSiteLinks<Consent extends { text: string }>(consent: Consent): Consent {
  return { ...consent, text: markSiteLinks(consent.text, pageNames) };
}
