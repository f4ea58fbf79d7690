export { cookiePolicy } from './cookie-policy';
export { termsOfService } from './terms-of-service';
export { privacyPolicy } from './privacy-policy';
export { acceptableUsePolicy } from './acceptable-use-policy';
export { accessibilityStatement } from './accessibility';
export { privacyChoicePages } from './privacy-choices';
export { cookiePreferences } from './cookie-preferences';
export type { PrivacyChoicePage, PrivacyChoiceSlug } from './privacy-choices';
export {
  ACCESSIBILITY_LAST_UPDATED,
  ACCESSIBILITY_RESPONSE_HOURS,
  LEGAL_LAST_UPDATED,
  PRIVACY_EXTENSION_DAYS,
  PRIVACY_RESPONSE_DAYS,
  QUIET_HOURS,
} from './figures';
