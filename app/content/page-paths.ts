/**
 * The path of every page, and nothing else. Kept apart from pages.ts (titles, descriptions, keywords)
 * so code that only needs to know which paths exist, such as the names of pages (page-names.ts) used
 * for links in copy, does not carry every page's head with it. pages.ts lists the same paths.
 */
export const PAGE_PATHS = [
  '/',
  '/solutions',
  '/ai',
  '/crm',
  '/marketing',
  '/phone',
  '/websites',
  '/development',
  '/anti-ai',
  '/astroblaster',
  '/pricing',
  '/industries',
  '/about',
  '/contact',
  '/contact/thank-you',
  '/time-travel',
  '/privacy-policy',
  '/terms-of-service',
  '/acceptable-use-policy',
  '/cookie-policy',
  '/accessibility',
  '/cookie-preferences',
  '/privacy-choices',
  '/limit-sensitive-info',
  '/privacy-request/received',
  '/privacy-request',
] as const;

export type PagePath = (typeof PAGE_PATHS)[number];
