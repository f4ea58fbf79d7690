/**
 * Vale taking a visitor's details in the chat, as a pure step function over a small state that travels
 * with the chat (any instance can continue it):
 *
 *   (intent) → offered → name → contact (e-mail or phone, re-asked until valid) → business → best time
 *            → confirm (what was taken, what happens next, the privacy policy) → stored
 *
 * "Cancel", "never mind" or a question that is not an answer leaves the flow at any point, and nothing is
 * stored; the question is then answered as usual.
 *
 * Every answer is read as one line cleaned like the contact form's one-line fields (form-rules.ts): what
 * the store cannot keep (NUL, a lone surrogate) is dropped or replaced, never refused, so the state that
 * travels with the chat and the lead it ends in can always be saved.
 */
import { CHAT_CONSENT } from '../../app/content/lead-consent';
import { CONTACT_LIMITS, characters, cleanLine, isEmailAddress, isPhoneNumber } from '../../app/features/leads/contact-form';

export type CaptureStep = 'offered' | 'name' | 'contact' | 'business' | 'bestTime' | 'confirm';

export interface CaptureState {
  step: CaptureStep | null;
  name?: string;
  email?: string;
  phone?: string;
  business?: string;
  bestTime?: string;
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
  | { kind: 'reply'; reply: string; state: CaptureState }
  /** The visitor confirmed: store the lead, then send the reply. */
  | { kind: 'store'; reply: string; state: CaptureState; lead: CapturedLead };

export const idleCapture: CaptureState = { step: null };

export const CAPTURE_REPLIES = {
  offer: 'You can book a free strategy session yourself at /contact, or I can take your details and have our team reach out, usually within one business day. Shall I take your details? (yes or no)',
  askName: 'Great. What is your name?',
  askContact: (first: string) => `Thanks, ${first}. What is the best e-mail address or phone number to reach you?`,
  badContact: "That doesn't look like an e-mail address or a phone number. Could you type it again, like name@example.com or (832) 555-0142?",
  askBusiness: 'What is your business, and what do you need help with? (You can say skip.)',
  askBestTime: 'When is the best time to reach you? (You can say skip.)',
  badName: 'Could you tell me your name? Just your name is fine.',
  stored: 'Done! Our team has your details and will reply within one business day. If you would like a time now, book a free strategy session at /contact.',
  cancelled: "No problem, I haven't saved anything. Is there anything else I can help with?",
  declined: 'No problem. Ask me anything about our services or prices, or book a free strategy session at /contact.',
  notSaved: "Sorry, I couldn't save your details just now. I still have them: say yes to try again, or leave them in the form at /contact.",
} as const;

/** "call me", "email me": asked to be contacted, even inside a question. */
const CONTACT_ME = /\b(call|ring|phone|text|e-?mail|contact|reach) me\b/;

/** Asks to be contacted, booked, quoted, put through to a person, or to start. */
const INTENT = [
  CONTACT_ME,
  /\bcall(ing)? ?back\b/,
  /\b(get|be) in touch\b/,
  /\b(book|schedule|set up|arrange)\b.*\b(call|meeting|appointment|demo|session|consultation)\b/,
  /\b(i want|i'd like|i would like|i need|can i (get|have)|give me) (a |an )?(free )?(demo|consultation|appointment|callback|call back)\b/,
  /\b(get|want|need|like|request|send|give|have|ask for|see)( me| us)? (a |an |my |our )?(free |custom |written |price )?(quote|estimate|proposal)s?\b/,
  /^(a |free |custom )?(quote|estimate|proposal)s?( please| pls)?[.!?]*$/,
  /\b(talk|speak|chat) (to|with) (a |an |someone|somebody|a real|your|the)?\s*(person|human|someone|somebody|sales|team|rep|agent)\b/,
  /\b(i want|i'd like|i would like|ready|let's|lets|how do i|can i) (to )?(get started|start|sign up|buy|hire you|work with you)\b/,
  /\bsign me up\b/,
];

const CANCEL = /^(cancel|stop|never ?mind|nvm|forget it|no thanks|no thank you|quit|exit)\b/;
const YES = /^(y|yes|yeah|yep|yup|sure|ok|okay|please|go ahead|do it|sounds good|send it|correct|that's right|right)\b/;
const NO = /^(n|no|nope|nah|not now|not yet|later)\b/;
const SKIP = /^(skip|pass|none|n\/a|no|nothing|-)\.?$/;
const QUESTION_START = /^(what|how|why|when|where|who|which|do|does|is|are|can|could|will|would|should)\b/;
const EMAIL_IN_TEXT = /[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:".]+/;
const PHONE_IN_TEXT = /(?:\+|\()?\d[\d\s().-]{5,}\d/;

function plain(message: string): string {
  return message.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** A question about something ("when do I get a confirmation after I book?"), not a request. */
const ASKS_ABOUT = /^(when|what|where|why|which|who|whose|is|are|does|do you|how (long|much|many|often|soon|fast|quick|does|do you|is|are|will))\b/;

export function showsLeadIntent(message: string): boolean {
  const text = plain(message);
  if (ASKS_ABOUT.test(text) && !CONTACT_ME.test(text)) return false;
  return INTENT.some((pattern) => pattern.test(text));
}

/** A question that is not an answer to what Vale asked. */
function isQuestion(message: string): boolean {
  const text = plain(message);
  return text.endsWith('?') || QUESTION_START.test(text);
}

function contactFrom(message: string): { email?: string; phone?: string } {
  const email = EMAIL_IN_TEXT.exec(message)?.[0].replace(/[.]+$/, '');
  const phone = PHONE_IN_TEXT.exec(message)?.[0].trim();
  return {
    email: email && isEmailAddress(email) ? email : undefined,
    phone: phone && isPhoneNumber(phone) ? phone : undefined,
  };
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
  return `Here is what I have. ${summary(state)}. Our team will reply within one business day, and you can also book a free strategy session at /contact. Shall I send your details to the team? ${CHAT_CONSENT.text} (yes or no)`;
}

const MAX_ANSWER = 2000;
const MAX_BEST_TIME = 200;

/** The first characters of a text, as a visitor counts them: never half an emoji. */
function firstCharacters(text: string, count: number): string {
  return characters(text) <= count ? text : [...text].slice(0, count).join('');
}

export function captureStep(state: CaptureState, received: string): CaptureOutcome {
  const message = cleanLine(received);
  const text = plain(message);
  const answer = firstCharacters(message, MAX_ANSWER);

  if (state.step === null) {
    return showsLeadIntent(message) ? { kind: 'reply', reply: CAPTURE_REPLIES.offer, state: { step: 'offered' } } : { kind: 'pass', state };
  }
  if (CANCEL.test(text)) return { kind: 'reply', reply: CAPTURE_REPLIES.cancelled, state: idleCapture };

  switch (state.step) {
    case 'offered':
      if (YES.test(text)) return { kind: 'reply', reply: CAPTURE_REPLIES.askName, state: { step: 'name' } };
      if (NO.test(text)) return { kind: 'reply', reply: CAPTURE_REPLIES.declined, state: idleCapture };
      return { kind: 'pass', state: idleCapture };

    case 'name': {
      if (isQuestion(message)) return { kind: 'pass', state: idleCapture };
      const name = answer.replace(/^(my name is|i am|i'm|it's|this is)\s+/i, '').replace(/[.!]+$/, '').trim();
      if (!name || characters(name) > CONTACT_LIMITS.name || /\d{3,}|@/.test(name)) return { kind: 'reply', reply: CAPTURE_REPLIES.badName, state };
      return { kind: 'reply', reply: CAPTURE_REPLIES.askContact(name.split(' ')[0]), state: { ...state, step: 'contact', name } };
    }

    case 'contact': {
      const { email, phone } = contactFrom(message);
      if (!email && !phone) {
        if (isQuestion(message)) return { kind: 'pass', state: idleCapture };
        return { kind: 'reply', reply: CAPTURE_REPLIES.badContact, state };
      }
      return { kind: 'reply', reply: CAPTURE_REPLIES.askBusiness, state: { ...state, step: 'business', email, phone } };
    }

    case 'business':
      if (isQuestion(message) && !/\bneed|want|help\b/.test(text)) return { kind: 'pass', state: idleCapture };
      return {
        kind: 'reply',
        reply: CAPTURE_REPLIES.askBestTime,
        state: { ...state, step: 'bestTime', business: SKIP.test(text) ? undefined : answer },
      };

    case 'bestTime': {
      if (isQuestion(message)) return { kind: 'pass', state: idleCapture };
      const next: CaptureState = { ...state, step: 'confirm', bestTime: SKIP.test(text) ? undefined : firstCharacters(answer, MAX_BEST_TIME) };
      return { kind: 'reply', reply: confirmReply(next), state: next };
    }

    case 'confirm':
      if (YES.test(text) && state.name) {
        return {
          kind: 'store',
          reply: CAPTURE_REPLIES.stored,
          state: idleCapture,
          lead: { name: state.name, email: state.email ?? null, phone: state.phone ?? null, business: state.business ?? null, bestTime: state.bestTime ?? null },
        };
      }
      if (NO.test(text)) return { kind: 'reply', reply: CAPTURE_REPLIES.cancelled, state: idleCapture };
      return { kind: 'pass', state: idleCapture };
  }
}
