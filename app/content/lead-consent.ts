/**
 * The consent line a visitor agrees to when leaving their details (the contact form, the chat). Each lead
 * records the version it was given under; a changed text gets a new version, and old versions stay here so
 * the text of any stored lead can be shown.
 */
import { siteConfig } from '../site.config';

export interface ConsentText {
  version: string;
  /** Plain text, as recorded with each lead; "Privacy Policy (/privacy-policy)" is shown as a link named "Privacy Policy". */
  text: string;
}

const CONTACT_CONSENT_VERSIONS: readonly ConsentText[] = [
  {
    version: '2026-11-23',
    text: `I agree that ${siteConfig.brandName} may contact me about my request by e-mail, phone or text message, as described in the Privacy Policy (/privacy-policy). Message and data rates may apply; reply STOP to opt out of texts.`,
  },
];

/** The line shown today. */
export const CONTACT_CONSENT: ConsentText = CONTACT_CONSENT_VERSIONS[CONTACT_CONSENT_VERSIONS.length - 1];

/** The text a visitor saw, by the version their page sent; the current one for an unknown version. */
export function consentByVersion(version: unknown): ConsentText {
  return CONTACT_CONSENT_VERSIONS.find((consent) => consent.version === version) ?? CONTACT_CONSENT;
}

/**
 * The consent Vale states in the chat before it stores anything: saying yes to its confirmation gives it.
 * Versioned like the form's line.
 */
const CHAT_CONSENT_VERSIONS: readonly ConsentText[] = [
  {
    version: 'chat-2026-11-23',
    text: `By saying yes, you agree that ${siteConfig.brandName} may contact you about your request by e-mail, phone or text message, as described in our Privacy Policy (/privacy-policy).`,
  },
];

export const CHAT_CONSENT: ConsentText = CHAT_CONSENT_VERSIONS[CHAT_CONSENT_VERSIONS.length - 1];
