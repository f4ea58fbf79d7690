/**
 * Messages that ask no particular thing of what they name: "tell me about vale", "I need a website" (what it
 * is), and a bare "pricing" as a chat's first words (what the services cost). Read as those whole questions.
 */
import { normalise } from './normalise';
import { tokenize } from './text';

/** What a bare "pricing" asks. */
export const PRICES_QUESTION = 'how much do your services cost';
const PRICES_ONLY = /^(what (are|r|is) )?(your |ur |the )?(pricing|prices|price|costs?)( please| pls)?$|^how much( is it)?$/;

/** "pricing", "Prices?", "how much?": the prices and nothing else. */
export const asksOnlyPrices = (message: string) => PRICES_ONLY.test(message.toLowerCase().replace(/[?!.]+$/, '').trim());

/** Words that ask to hear about a thing and nothing more: "tell me about…", "I'm interested in…", "I need…". */
const OVERVIEW_CUES = new Set('tell about interested info information learn explain describe overview details need want looking'.split(' '));
/** The words around them: "can you tell me a bit more about your…", "hi, I'm interested in the…". */
const OVERVIEW_FILLER = new Set(
  ('me more on the a an bit your ur you u i im am we were in for please pls can could would like to know hear some so ok okay hi hello hey and also just quick ' +
    'briefly curious us our my get give').split(' '),
);

/** What is left of a message once the things it names are taken out only asks to hear about them. */
export function hearsAbout(rest: string): boolean {
  const words = tokenize(normalise(rest));
  return words.some((word) => OVERVIEW_CUES.has(word)) && words.every((word) => OVERVIEW_CUES.has(word) || OVERVIEW_FILLER.has(word));
}
