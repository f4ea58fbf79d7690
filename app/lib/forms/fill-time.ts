/**
 * The forms' anti-spam minimum fill time, one rule for the pages and the server. A person takes a few seconds
 * between a form appearing and sending it; a script posting at once does not. The page sends how long its form
 * has been on screen (a duration, so a visitor's wrong clock changes nothing) and, asked to send sooner, waits
 * out the rest itself, so a person who autofills and sends at once is stored, a little later. The server refuses
 * anything faster with TOO_FAST_MESSAGE and stores nothing: it never thanks what it did not keep.
 */

/** A person takes longer than this to fill in a form. */
export const MIN_FILL_MS = 3000;

/** The field that carries how long the form had been shown when it was sent, in milliseconds. */
export const SHOWN_FOR_FIELD = 'shownForMs';

export const TOO_FAST_MESSAGE = 'That was quicker than a person can fill in the form. Please wait a moment and send it again; what you typed is still here.';

/** How much longer a form shown for `shownForMs` must wait before it may be sent. */
export function fillTimeLeft(shownForMs: number): number {
  return Math.max(0, MIN_FILL_MS - shownForMs);
}
