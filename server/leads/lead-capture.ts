/**
 * Vale taking a visitor's details in the chat, as a pure step function over a small state that travels
 * with the chat (any instance can continue it):
 *
 *   (intent) → offered → name → contact (e-mail or phone, re-asked until valid) → business → best time
 *            → confirm (what was taken, what happens next, the privacy policy) → stored
 *
 * A request to be contacted that also asks something ("call me? how much is the CRM?") has the question
 * answered before the offer. At the offer, a request to be contacted ("can you call me back?") is a yes;
 * any other question lets the offer lapse and is answered as usual. Once details are being taken, a question that is not an answer to
 * the step is answered (by the agent; "when will you call?" by the flow itself) and the step's question
 * asked again in one line, keeping what was taken; a second question in a row leaves the flow, with
 * nothing stored, and is answered as usual. "Cancel" or "never mind" leaves the flow at any point, and
 * nothing is stored. How a message is read (a question or an answer, a yes or a no) is lead-capture-reading.ts.
 *
 * Every answer is read as one line cleaned like the contact form's one-line fields (form-rules.ts): what
 * the store cannot keep (NUL, a lone surrogate) is dropped or replaced, never refused, so the state that
 * travels with the chat and the lead it ends in can always be saved.
 */
import { claims, resolvePlaceholders } from '../../app/content/company';
import { CHAT_CONSENT } from '../../app/content/lead-consent';
import { CONTACT_LIMITS, characters, cleanLine } from '../../app/lib/forms/form-rules';
import {
  asksAfterReply,
  asksForContact,
  asksOfTheSite,
  CANCEL,
  contactFrom,
  describesOwnNeeds,
  givesAName,
  isQuestion,
  triesAContact,
  withoutContact,
  namesATime,
  NO,
  plain,
  questionAfter,
  showsLeadIntent,
  SKIP,
  YES,
} from './lead-capture-reading';

export { showsLeadIntent };

export type CaptureStep = 'offered' | 'name' | 'contact' | 'business' | 'bestTime' | 'confirm';

export interface CaptureState {
  step: CaptureStep | null;
  name?: string;
  email?: string;
  phone?: string;
  business?: string;
  bestTime?: string;
  /** The visitor asked something instead of answering this step; asking again instead leaves the flow. */
  questionAsked?: boolean;
}

export interface CapturedLead {
  name: string;
  email: string | null;
  phone: string | null;
  business: string | null;
  bestTime: string | null;
}

export type CaptureOutcome =
  /** Not the flow's business: the agent answers, and the state is as given (the flow left, if it was on). */
  | { kind: 'pass'; state: CaptureState }
  /** `answerFirst`: the message also asks something, which the agent answers before this reply (`question`, when only part of it asks). */
  | { kind: 'reply'; reply: string; state: CaptureState; answerFirst?: boolean; question?: string }
  /** The visitor confirmed: store the lead, then send the reply. */
  | { kind: 'store'; reply: string; state: CaptureState; lead: CapturedLead; answerFirst?: boolean };

export const idleCapture: CaptureState = { step: null };

export type TakingStep = Exclude<CaptureStep, 'offered'>;

/** Each step's question, as first asked and as asked again after Vale answers something else. */
const STEP_QUESTIONS: Record<TakingStep, string> = {
  name: 'What is your name?',
  contact: 'What is the best e-mail address or phone number to reach you?',
  business: 'What is your business, and what do you need help with? (You can say skip.)',
  bestTime: 'When is the best time to reach you? (You can say skip.)',
  confirm: 'Shall I send what I have to the team? (yes or no)',
};

export const CAPTURE_REPLIES = {
  offer: resolvePlaceholders(
    `You can book a free strategy session yourself at /contact or by phone at {phone}, or I can take your details and have our team reach out, usually within ${claims.replyTime}. Shall I take your details? (yes or no)`,
  ),
  askName: `Great. ${STEP_QUESTIONS.name}`,
  askContact: (first: string) => `Thanks, ${first}. ${STEP_QUESTIONS.contact}`,
  /** The contact details came first, at the offer: the name is still to take. */
  askNameAfterContact: `Thanks, I have that. ${STEP_QUESTIONS.name}`,
  /** The name taken after the contact details: the business is next. */
  askBusinessAfterName: (first: string) => `Thanks, ${first}. ${STEP_QUESTIONS.business}`,
  badContact: resolvePlaceholders("That doesn't look like an e-mail address or a phone number. Could you type it again, like name@example.com or {phone}?"),
  askBusiness: STEP_QUESTIONS.business,
  askBestTime: STEP_QUESTIONS.bestTime,
  badName: 'Could you tell me your name? Just your name is fine.',
  stored: `Done! Our team has your details and will reply within ${claims.replyTime}. If you would like a time now, book a free strategy session at /contact.`,
  cancelled: "No problem, I haven't saved anything. Is there anything else I can help with?",
  declined: 'No problem. Ask me anything about our services or prices, or book a free strategy session at /contact.',
  notSaved: "Sorry, I couldn't save your details just now. I still have them: say yes to try again, or leave them in the form at /contact.",
  /** After answering a question asked instead of an answer. */
  resume: (step: TakingStep) => `Back to your details. ${STEP_QUESTIONS[step]}`,
  /** "Can you just call me?" while the details are being taken. */
  onItsWay: (step: TakingStep) => `Our team will reach out, usually within ${claims.replyTime}, once I have your details. ${STEP_QUESTIONS[step]}`,
} as const;

/** The reply to a yes or a no, with the question after it answered first. */
function answering(text: string): { answerFirst?: boolean } {
  return asksAfterReply(text) ? { answerFirst: true } : {};
}

function summary(state: CaptureState): string {
  const lines = [
    `Name: ${state.name}`,
    state.email && `E-mail: ${state.email}`,
    state.phone && `Phone: ${state.phone}`,
    state.business && `Business and needs: ${state.business}`,
    state.bestTime && `Best time: ${state.bestTime}`,
  ].filter(Boolean);
  return lines.join('; ');
}

export function confirmReply(state: CaptureState): string {
  return `Here is what I have. ${summary(state)}. Our team will reply within ${claims.replyTime}, and you can also book a free strategy session at /contact. Shall I send your details to the team? ${CHAT_CONSENT.text} (yes or no)`;
}

const MAX_ANSWER = 2000;
const MAX_BEST_TIME = 200;

/** The first characters of a text, as a visitor counts them: never half an emoji. */
function firstCharacters(text: string, count: number): string {
  return characters(text) <= count ? text : [...text].slice(0, count).join('');
}

/** What the flow asks of the site's agent: whether a message names something the site offers ("Launch Bundle" is no name). */
export interface CaptureReading {
  namesATopic?: (message: string) => boolean;
}

export function captureStep(state: CaptureState, received: string, reading: CaptureReading = {}): CaptureOutcome {
  const message = cleanLine(received);
  const text = plain(message);
  const answer = firstCharacters(message, MAX_ANSWER);

  if (state.step === null) {
    if (!showsLeadIntent(message)) return { kind: 'pass', state };
    // "Can someone call me? How much is the CRM?": the question is answered, then the offer made.
    const question = questionAfter(message);
    return { kind: 'reply', reply: CAPTURE_REPLIES.offer, state: { step: 'offered' }, ...(question ? { answerFirst: true, question } : {}) };
  }
  if (CANCEL.test(text)) {
    const question = questionAfter(message);
    return { kind: 'reply', reply: CAPTURE_REPLIES.cancelled, state: idleCapture, ...(question ? { answerFirst: true, question } : {}) };
  }
  if (state.step === 'offered') return answerOffer(message, text, reading);

  // What was taken so far; an answer, even one to re-ask, clears a question asked before it.
  const { questionAsked: _, ...taken } = state;
  const step = state.step;

  /** Not an answer to this step: a request to be contacted is what the flow is for; anything else is answered once. */
  const aside = (): CaptureOutcome => {
    // "Will you text me? How do I stop them?" asks more than when the team calls.
    if (asksForContact(text) && !questionAfter(message)) return { kind: 'reply', reply: CAPTURE_REPLIES.onItsWay(step), state };
    if (state.questionAsked) return { kind: 'pass', state: idleCapture };
    return { kind: 'reply', reply: CAPTURE_REPLIES.resume(step), state: { ...taken, questionAsked: true }, answerFirst: true };
  };

  switch (step) {
    case 'name': {
      if (isQuestion(text)) return aside();
      const name = answer.replace(/^(my name is|my name's|name's|i am|i'm|it's|this is|call me)\s+/i, '').replace(/[.!]+$/, '').trim();
      if (!name || characters(name) > CONTACT_LIMITS.name || /\d{3,}|@/.test(name)) return { kind: 'reply', reply: CAPTURE_REPLIES.badName, state: taken };
      const first = name.split(' ')[0];
      if (taken.email || taken.phone) return { kind: 'reply', reply: CAPTURE_REPLIES.askBusinessAfterName(first), state: { ...taken, step: 'business', name } };
      return { kind: 'reply', reply: CAPTURE_REPLIES.askContact(first), state: { ...taken, step: 'contact', name } };
    }

    case 'contact': {
      const { email, phone } = contactFrom(message);
      if (email || phone) return { kind: 'reply', reply: CAPTURE_REPLIES.askBusiness, state: { ...taken, step: 'business', email, phone } };
      if (isQuestion(text) || !triesAContact(message)) return aside();
      return { kind: 'reply', reply: CAPTURE_REPLIES.badContact, state: taken };
    }

    case 'business':
      // "Could Vale answer our phones?" describes a need; "do you work with restaurants?" asks one.
      if (isQuestion(text) && (!describesOwnNeeds(text) || asksOfTheSite(message))) return aside();
      return {
        kind: 'reply',
        reply: CAPTURE_REPLIES.askBestTime,
        state: { ...taken, step: 'bestTime', business: SKIP.test(text) ? undefined : answer },
      };

    case 'bestTime': {
      if (isQuestion(text) && !namesATime(text)) return aside();
      const next: CaptureState = { ...taken, step: 'confirm', bestTime: SKIP.test(text) ? undefined : firstCharacters(answer, MAX_BEST_TIME) };
      return { kind: 'reply', reply: confirmReply(next), state: next };
    }

    case 'confirm':
      if (YES.test(text) && taken.name) {
        return {
          kind: 'store',
          reply: CAPTURE_REPLIES.stored,
          state: idleCapture,
          lead: { name: taken.name, email: taken.email ?? null, phone: taken.phone ?? null, business: taken.business ?? null, bestTime: taken.bestTime ?? null },
          ...answering(text),
        };
      }
      if (NO.test(text)) return { kind: 'reply', reply: CAPTURE_REPLIES.cancelled, state: idleCapture, ...answering(text) };
      // Neither yes nor no: whatever it says is answered, and the question asked again.
      return aside();
  }
}

/**
 * At "Shall I take your details?": a request to be contacted is a yes, and so are the details themselves (a
 * name, an e-mail address or a phone number, taken as the answers they are); a question lets the offer lapse.
 */
function answerOffer(message: string, text: string, { namesATopic }: CaptureReading): CaptureOutcome {
  // Only with the agent's reading: what reads as a name may be something the site offers ("Infinity Partner").
  const isAName = (given: string) => namesATopic !== undefined && given !== '' && givesAName(given) && !namesATopic(given);
  // First, so "no, don't call me" is a no.
  if (NO.test(text)) return { kind: 'reply', reply: CAPTURE_REPLIES.declined, state: idleCapture, ...answering(text) };
  const { email, phone } = contactFrom(message);
  // "call me on (832) 555-0199" and a bare address or number: what was given is kept, the name asked, unless
  // it came with it ("my name is Dana, 713 555 0199").
  if ((email || phone) && !isQuestion(text)) {
    const taken: CaptureState = { step: 'name', email, phone };
    const rest = withoutContact(message, { email, phone });
    return isAName(rest) ? captureStep(taken, rest) : { kind: 'reply', reply: CAPTURE_REPLIES.askNameAfterContact, state: taken };
  }
  if (showsLeadIntent(message)) return { kind: 'reply', reply: CAPTURE_REPLIES.askName, state: { step: 'name' } };
  if (!YES.test(text) && !isQuestion(text) && isAName(message)) return captureStep({ step: 'name' }, message);
  if (!YES.test(text)) return { kind: 'pass', state: idleCapture };
  // "Sure, but how much is it?" is answered first, and counts as the one question asked instead of a name.
  if (asksAfterReply(text)) return { kind: 'reply', reply: CAPTURE_REPLIES.askName, state: { step: 'name', questionAsked: true }, answerFirst: true };
  return { kind: 'reply', reply: CAPTURE_REPLIES.askName, state: { step: 'name' } };
}
