/**
 * What each kind of third-party embed is called and what it loads, shown by its switch on
 * /cookie-preferences and by the notice that stands in for a blocked embed on any page. Kept apart from
 * the page's own copy so that notice does not carry the whole page with it.
 */
import type { EmbedCategory } from '~/lib/embed-category';
import { siteConfig } from '~/site.config';

const { assistantName, crmName } = siteConfig;

export interface EmbedCategoryCopy {
  /** The switch's name. */
  label: string;
  /** What turning it on loads, in plain words. */
  loads: string;
}

export const embedCategoryCopy: Record<EmbedCategory, EmbedCategoryCopy> = {
  reviews: {
    label: 'Reviews display',
    loads: 'The live reviews from our customers on the home page and in the footer, shown by a reviews service.',
  },
  music: {
    label: 'Music player',
    loads: 'The player with our music samples on the pricing page.',
  },
  'crm-booking': {
    label: 'CRM booking calendar and form',
    loads: `The strategy-session calendar and the contact form on the Contact page, served by the ${crmName} CRM.`,
  },
  'crm-widget': {
    label: 'CRM widget',
    loads: `The interactive ${crmName} preview on the CRM page.`,
  },
  voice: {
    label: 'Voice provider',
    loads: `The voice service that connects you to ${assistantName} when you press Start Conversation. It starts only when you press it.`,
  },
};
