import { deferred } from '~/lib/deferred';

/**
 * The third-party embeds as pages place them. Their code (the consent checks, the loader, the notices)
 * is a chunk of its own that hydrates the prerendered placeholder right after the page's own code.
 */
export const IframeEmbed = deferred(() => import('./IframeEmbed').then((module) => module.IframeEmbed));
export const ScriptEmbed = deferred(() => import('./ScriptEmbed').then((module) => module.ScriptEmbed));
