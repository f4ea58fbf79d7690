/** SPEC §9: the orb opens by itself this long after the home page is ready. */
export const VOICE_AUTO_OPEN_DELAY_MS = 2000;
