import { deferred } from '~/lib/deferred';

/**
 * The voice orb as pages place it: its code (the conversation states, the consent check, the panel) is a
 * chunk of its own that hydrates the prerendered orb right after the page's own code.
 */
export const VoiceOrb = deferred(() => import('./VoiceOrb').then((module) => module.VoiceOrb));
