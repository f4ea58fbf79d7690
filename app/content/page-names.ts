/**
 * How copy names each page when it points a visitor there: the words of a link in place of a written path
 * ("See /pricing." reads "See our pricing page.") and what the voice assistant says aloud. Keyed by the page
 * list, so a new page without a name does not type-check.
 */
import type { PagePath } from './pages';

export const PAGE_NAMES: Readonly<Record<PagePath, string>> = {
  '/': 'our home page',
  '/solutions': 'our solutions page',
  '/ai': 'our page about Vale',
  '/crm': 'our ATOM CRM page',
  '/marketing': 'our marketing page',
  '/phone': 'our business phone page',
  '/websites': 'our websites page',
  '/development': 'our custom development page',
  '/anti-ai': 'our Anti-AI page',
  '/astroblaster': 'our Astroblaster game page',
  '/pricing': 'our pricing page',
  '/industries': 'our industries page',
  '/about': 'our about page',
  '/contact': 'our contact page',
  '/contact/thank-you': 'our contact page',
  '/time-travel': 'our time travel page',
  '/privacy-policy': 'our privacy policy',
  '/terms-of-service': 'our terms of service',
  '/acceptable-use-policy': 'our acceptable use policy',
  '/cookie-policy': 'our cookie policy',
  '/accessibility': 'our accessibility statement',
  '/cookie-preferences': 'our cookie preferences page',
  '/privacy-choices': 'our privacy choices page',
  '/limit-sensitive-info': 'our sensitive information page',
  '/privacy-request': 'our privacy request page',
  '/privacy-request/received': 'our privacy request page',
};
