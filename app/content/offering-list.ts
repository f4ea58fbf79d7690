/**
 * Which offerings there are, what they are called and where they live (SPEC §1): the light list the header's
 * Solutions menu reads on every page. offerings.ts adds each one's summary and starting prices.
 */
import { siteConfig } from '~/site.config';

/** An offering as the header lists it: its id is the key the rest of the content uses for it. */
export interface OfferingEntry {
  id: string;
  name: string;
  shortName: string;
  /** Its page, or the section of a page that presents it (checked against the page list by types.ts's Offering). */
  href: string;
  /** A lucide icon name. */
  icon: string;
  comingSoon?: boolean;
  premium?: boolean;
}

export const OFFERING_LIST = [
  {
    id: 'ai',
    name: `${siteConfig.assistantName} AI`,
    shortName: 'AI',
    href: '/ai',
    icon: 'bot',
  },
  {
    id: 'crm',
    name: `${siteConfig.crmName} CRM`,
    shortName: 'CRM',
    href: '/crm',
    icon: 'layout-dashboard',
  },
  {
    id: 'marketing',
    name: 'Marketing',
    shortName: 'Marketing',
    href: '/marketing',
    icon: 'megaphone',
  },
  {
    id: 'phone',
    name: 'Business Phone',
    shortName: 'Phone',
    href: '/phone',
    icon: 'phone-call',
  },
  {
    id: 'website',
    name: 'AI Websites',
    shortName: 'Website',
    href: '/websites',
    icon: 'globe',
  },
  {
    id: 'development',
    name: 'Custom Development',
    shortName: 'Development',
    href: '/development',
    icon: 'code',
  },
  {
    id: 'anti-ai',
    name: 'Anti-AI',
    shortName: 'Anti-AI',
    href: '/anti-ai',
    icon: 'shield-off',
    comingSoon: true,
  },
  {
    id: 'infinity-partner',
    name: 'Infinity Partner',
    shortName: 'Infinity Partner',
    href: '/pricing#infinity-partner',
    icon: 'infinity',
    premium: true,
  },
] as const satisfies readonly OfferingEntry[];

export type OfferingId = (typeof OFFERING_LIST)[number]['id'];
