/**
 * Copy of the /anti-ai placeholder (SPEC §2 "/anti-ai"): coming soon, with a
 * decorative progress bar and a way to hear when it launches.
 */
import { siteConfig } from '~/site.config';
import type { Cta } from './types';

const { brandName } = siteConfig;

export interface AntiAiContent {
  subtitle: string;
  heading: string;
  description: string;
  plansHeading: string;
  plans: string[];
  progress: {
    /** Accessible label of the decorative progress bar. */
    label: string;
    /** How full the bar settles, in percent. */
    percent: number;
  };
  notify: {
    heading: string;
    description: string;
    cta: Cta;
  };
}

export const antiAiContent: AntiAiContent = {
  subtitle: 'Anti-AI',
  heading: 'Coming Soon',
  description:
    `Not every business wants a robot on the line. Anti-AI will be ${brandName}'s human-first service: ` +
    'real people answering, following up and running your marketing, with no automation in the loop.',
  plansHeading: 'What We Are Building',
  plans: [
    'Live receptionists who answer your calls and book your appointments',
    'Follow-up and customer care handled personally by our team',
    'Marketing and content made by people, for people',
  ],
  progress: { label: 'Anti-AI launch progress', percent: 72 },
  notify: {
    heading: 'Want to Know When It Launches?',
    description: 'Tell us what you would want from a human-first service and we will let you know the day it opens.',
    cta: { text: 'Get Notified', href: '/contact' },
  },
};
