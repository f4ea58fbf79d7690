/** The site's navigation in the header and the mobile menu (the footer's lists are in ./footer-links.ts). */
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

/** Timings of the Solutions dropdown (SPEC §9). */
export const DROPDOWN_HOVER_ENABLE_MS = 300;
export const DROPDOWN_CLOSE_DELAY_MS = 200;
