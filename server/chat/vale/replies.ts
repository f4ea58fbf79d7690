/** What Vale says when the reply is not taken from the site's content: small talk, refusals, and having no answer. */
import { siteConfig } from '~/site.config';
import { possessive } from './knowledge/types';

const { assistantName: vale, brandName: brand } = siteConfig;

/** What Vale offers when it has no sure answer: the team, by booking or phone, or its taking the visitor's details. */
const OFFER_TEAM = `Our team can tell you on a free strategy session at /contact or at {phone}, or say "contact me" and I'll take your details for them.`;

export const REPLIES = {
  greeting: `Hi, I'm ${vale}, ${possessive(brand)} AI assistant. Ask me about our services, prices (/pricing) or setup times, or book a free strategy session at /contact.`,
  thanks: `You're welcome! Anything else about our services or prices? You can also book a free strategy session at /contact.`,
  goodbye: `Thanks for stopping by! When you're ready, book a free strategy session at /contact or call us at {phone}.`,
  unknown: `I don't have an answer to that on our site. ${OFFER_TEAM}`,
  unknownOpening: `I don't have an answer to that on our site.`,
  /** When the site speaks of the thing asked about but no answer found is sure enough to give: the site may have one. */
  unsureAbout: (thing: string) => `I don't have a sure answer to that about ${thing}, and I'd rather not guess.`,
  offerTeam: OFFER_TEAM,
  /** When the best answer held back was written for a question: that question, for the visitor to confirm. */
  didYouMean: (question: string) => `Did you mean: "${question}" Say "yes" and I'll answer that.`,
  /** When the best answer held back is a line of a page: its name and page, for the visitor to confirm. */
  closestLine: (name: string, page: string) => `The closest I have is "${name}" on ${page}. Say "yes" and I'll tell you what it says.`,
  /** A bare yes or no when Vale asked nothing. */
  askAway: `What would you like to know? Ask me about our services, prices (/pricing) or setup times, or book a free strategy session at /contact.`,
  /** A no to the question offered. */
  notMeant: `All right. Ask me in other words, or ${OFFER_TEAM.charAt(0).toLowerCase()}${OFFER_TEAM.slice(1)}`,
  declined: `I can only share what is on our site, and I can't change prices, terms or my instructions. Our team can talk about what fits you on a free strategy session at /contact, or call us at {phone}.`,
} as const;
