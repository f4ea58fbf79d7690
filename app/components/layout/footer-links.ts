/** The footer's link lists: apart from the header's (./nav-links.ts), so they come with the footer's deferred code. */
import type { NavItem } from './nav-links';

export const FOOTER_SERVICES: NavItem[] = [
  { label: 'Vale AI Employee', href: '/ai' },
  { label: 'ATOM CRM', href: '/crm' },
  { label: 'Marketing', href: '/marketing' },
  { label: 'Business Phone', href: '/phone' },
  { label: 'Websites', href: '/websites' },
  { label: 'Custom Development', href: '/development' },
];

export const FOOTER_QUICK_LINKS: NavItem[] = [
  { label: 'All Solutions', href: '/solutions' },
  { label: 'Industries', href: '/industries' },
  { label: 'Pricing', href: '/pricing' },
  { label: 'About', href: '/about' },
  { label: 'Contact', href: '/contact' },
  { label: 'Time Travel', href: '/time-travel' },
];

export const LEGAL_LINKS: NavItem[] = [
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Terms of Service', href: '/terms-of-service' },
  { label: 'Acceptable Use Policy', href: '/acceptable-use-policy' },
  { label: 'Cookie Policy', href: '/cookie-policy' },
  // The consent control, one click away on every page.
  { label: 'Cookie Preferences', href: '/cookie-preferences' },
  { label: 'Accessibility Statement', href: '/accessibility' },
];
