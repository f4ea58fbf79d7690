/**
 * Which offerings there are, what they are called and where they live (SPEC §1): the light list the header's
 * Solutions menu reads on every page. offerings.ts adds each one's summary and starting prices.
 */
import { siteConfig } from '~/site.config';
import type { Offering } from './types';

export type OfferingEntry = Pick<Offering, 'id' | 'name' | 'shortName' | 'href' | 'icon' | 'comingSoon' | 'premium'>;

export const OFFERING_LIST: readonly OfferingEntry[] = [
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
];
