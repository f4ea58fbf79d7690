/** The site's navigation, shared by the header, the mobile menu and the footer. */
export interface NavItem {
  label: string;
  href: string;
  badge?: string;
}

export const SOLUTIONS_MENU: NavItem[] = [
  { label: 'All Solutions', href: '/solutions' },
  { label: 'AI', href: '/ai' },
  { label: 'CRM', href: '/crm' },
  { label: 'Marketing', href: '/marketing' },
  { label: 'Phone', href: '/phone' },
  { label: 'Website', href: '/websites' },
  { label: 'Development', href: '/development' },
  { label: 'Anti-AI', href: '/anti-ai' },
  { label: 'Infinity Partner', href: '/pricing#infinity-partner', badge: 'Premium' },
];

export const PRIMARY_LINKS: NavItem[] = [
  { label: 'Industries', href: '/industries' },
  { label: 'Pricing', href: '/pricing' },
  { label: 'About', href: '/about' },
  { label: 'Contact', href: '/contact' },
];

export const GET_STARTED: NavItem = { label: 'Get Started', href: '/contact' };

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

/** Timings of the Solutions dropdown (SPEC §9). */
export const DROPDOWN_HOVER_ENABLE_MS = 300;
export const DROPDOWN_CLOSE_DELAY_MS = 200;
