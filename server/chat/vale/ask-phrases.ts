/**
 * The phrases that tell how a message leans on the chat before it (./asks.ts): words that point back or carry
 * on, openings of a question of its own, and the words that only carry the conversation.
 */

/** Words that point back at what was just said. */
export const POINTS_BACK = /\b(it|its|that|this|they|them|those|these|same|ones?)\b/;

/** "how long do you keep those?" after "what happens to questions Vale can't answer?": the things the last question named, not the topic it was read under. */
export const POINTS_BACK_TO_MANY = /\b(they|them|those|these)\b/;

/** "what do you offer…", "how can you help…": asks what there is for someone. */
export const OFFERED_FOR = /\bwhat (do|can|would|could) (you|u)( guys)? (offer|do|have|provide)\b|\bhow (do|can|would|could) (you|u)( guys)? help\b/;

/** Words that ask of the whole service at once: "how long until everything is live?". */
export const OF_EVERYTHING = /\b(everything|all of it|all of this|the whole (thing|system|setup|package))\b/;

/** Openings that carry on from the last answer: "and…", "what about…". */
export const CARRIES_ON = /^(and|also|plus|or|so|then|what about|how about|ok and|okay and|but)\b/;

/** "and what payment methods can we use?": carrying on in form, but a question of its own once it names two things of its own ("…, who picks up on the weekend then?" still follows). */
export const OWN_QUESTION_AFTER = /^(and|also|plus|or|so|then|ok and|okay and|but) (what|which|how|when|where|who|why|is|are|do|does|can|could|will|would)\b(?! about\b)/;

/** "it" as what a question is about: "does it include…", "can it book…", "can I use it from…". */
export const IT_AS_SUBJECT = /^(does|do|is|can|will|would|could|has) (it|that|this|they)\b|\b(use|run|get|access) (it|that|this|them) (on|from|with|in)\b/;

/** A question word of its own ("who is it for?"), not "what about…", which asks the same again. */
export const ASKS_SOMETHING = /\b(who|whom|where|why|when|which|how (?!about)|what (?!about))/;

/** Words that carry the conversation, not the question: "sure, but how much is it?". */
export const CHAT_WORDS = new Set(
  ('sure yeah yep yes great cool alright also but ok okay well then together each both give gimme til till ' +
    // Nouns that only stand for the thing named: "the ATOM software", "your CRM product".
    'software tool tools thing product products service services solution solutions system systems ' +
    // The people around a question: "when my staff dial out to customers".
    'staff team customers clients callers people employees ' +
    // How big or where: "a small law firm" is a law firm.
    'small little big large local ' +
    // Verbs and links that carry no fact: "does ATOM show forecasts", "round robin across my team".
    'show shows see let lets allow allows across among via').split(' '),
);
