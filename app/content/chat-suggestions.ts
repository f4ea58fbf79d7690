import { siteConfig } from '~/site.config';

/** Questions the chat panel offers under its greeting; a click sends one as the visitor's message. */
export const SUGGESTED_QUESTIONS = [
  'What are your prices?',
  'How fast can you launch?',
  'How do I book a strategy session?',
  `What can ${siteConfig.assistantName} do for my business?`,
] as const;
