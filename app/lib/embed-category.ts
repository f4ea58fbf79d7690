/**
 * The kinds of third-party embed the site can load, each asked about separately: named by the consent rules
 * (features/consent) and described by the content (content/legal/embed-categories.ts), which imports no UI.
 */
export const EMBED_CATEGORIES = ['reviews', 'music', 'crm-booking', 'crm-widget', 'voice'] as const;
export type EmbedCategory = (typeof EMBED_CATEGORIES)[number];
