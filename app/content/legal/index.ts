export { cookiePolicy } from './cookie-policy';
export { termsOfService } from './terms-of-service';
export { privacyPolicy } from './privacy-policy';
export { acceptableUsePolicy } from './acceptable-use-policy';
export { accessibilityStatement } from './accessibility';
export { privacyChoicePages } from './privacy-choices';
export { cookiePreferences } from './cookie-preferences';
export type { PrivacyChoicePage, PrivacyChoiceSlug } from './privacy-choices';

/** Date printed on the four legal pages (SPEC §2, §9). */
export const LEGAL_LAST_UPDATED = 'September 1, 2025';
