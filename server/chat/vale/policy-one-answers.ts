/**
 * The company's policies with one answer on the site (docs/decisions/0013-vale-learned-confidence.md): contracts and
 * cancelling, the free strategy session, getting a quote, buying one service on its own, how to get started, how
 * to pay, financing, refunds and taking one's data at the end, a failed payment, how long a quote holds, when a
 * privacy request or appeal is answered, the marketing quiet hours, who may sign up, and trying Vale's voice, the ATOM app and
 * bringing contacts into ATOM.
 * They hold for every service alike, so a question of them may name one. Each reading is narrow; what it does
 * not read is left to the learned confidence.
 */
import type { AnswerShape } from './answer-shape';
import type { Ask } from './asks';
import { RETENTION_SECTION } from './knowledge/legal';
import { offeringsNamed } from './offerings-named';

/** The one answer of a policy asked, by its id; undefined for any other question. `text` is the ask as normalised. */
export function policyAnswer(ask: Ask, text: string, shape: AnswerShape | undefined): string | undefined {
  const named = offeringsNamed(ask, SESSION).map((topic) => topic.id);
  return (
    commitment(named, text, shape) ??
    strategySession(ask, named, text, shape) ??
    quote(named, text, shape) ??
    oneService(named, text, shape) ??
    gettingStarted(named, text, shape) ??
    billing(named, text, shape) ??
    whatHoldsHowLong(named, text) ??
    howLongKept(named, text, shape) ??
    privacyTimes(named, text) ??
    whoMaySignUp(named, text, shape) ??
    tryingAndApps(named, text, shape)
  );
}

const SESSION: ReadonlySet<string> = new Set(['strategy-session']);
/** Services that run month to month, whose contract and cancelling are the company's; a site or software build is a project. */
const MONTHLY: ReadonlySet<string> = new Set(['ai', 'crm', 'phone', 'marketing']);
const monthlyOrNone = (named: readonly string[]) => named.length === 0 || (named.length === 1 && MONTHLY.has(named[0]));

const CANCELLATION = 'taught:cancellation:what-happens-when-i-cancel';
const NO_CONTRACT = 'faq:do-i-need-a-contract';
/** Getting out: "what if i want out after 2 months", "a penalty if I quit", "how would i go about canceling". */
const LEAVING =
  /\b(cancel\w*|quit|want out|get out of (it|this|the)|(if|when) (i|we) bail|leaving early|end(ing)? my plan|stop the service|drop the|penalty|early termination)\b/;
/** Being bound: "is there a 12 month lock in", "Will you tie us down like that?". */
const BOUND = /\b(contracts?|lock(ed)?[- ]?in(to)?|locked|minimum term|long[- ]term|tie (us|me) down|trapped|stuck with|yearly deal|for a year)\b/;
/** Someone else cancelling, or what happens to money, data or a project after, or when to call: each has its own answer. */
const NOT_THE_COMMITMENT =
  /\b(refund\w*|money back|back|rest of|partial|prorat\w*|unused|setup fee|data|contacts|export|project|build|halfway|texts?|messages?|emails?|calls|call list|opt\w*|appointments?|bookings?|reservations?|membership|members?|someone|customers?|clients?|patients?|callers?|session|game|privacy|cookies?|consent|warranty|sla|fax|law|laws|state|govern\w*|legal|terms|saturday|sunday|weekends?|hours|change|changes|before)\b/;

/** "Do I have to sign a long-term agreement for the phone service?", "whats the process to quit the service". */
function commitment(named: readonly string[], text: string, shape: AnswerShape | undefined): string | undefined {
  if ((shape && shape !== 'price') || !monthlyOrNone(named) || NOT_THE_COMMITMENT.test(text)) return undefined;
  return LEAVING.test(text) ? CANCELLATION : BOUND.test(text) ? NO_CONTRACT : undefined;
}

/** The free strategy session, however visitors call it. */
const THE_SESSION = /\b(strategy (session|call|meeting)|consult\w*|intro call|free call|discovery call|planning (meeting|call)|the call|that call|the meeting)\b/;
const WHAT_THE_SESSION_GIVES = 'contact:strategy-session';
/** What it costs, what it binds to, what comes of it: the session's own answer tells all three. */
const FREE_OR_BINDING_OR_OUTCOME =
  /\b(free|charge|paid|catch|obligat\w*|committed|commit|pressur\w*|have to buy|sales pitch|sign(ing)? (something|anything)|get out of|walk away|what happens (on|in|during)|happens on|outcome|leave with|come away)\b/;
const PREPARE = /\b(prepare|ready|bring|get together|have on hand)\b/;
const HOW_HELD = /\b(in person|remote|remotely|online|video|zoom|over the phone|by phone)\b/;

/** "is the consult call paid or no", "What should I have ready before the strategy session?", "in person or remote?". */
function strategySession(ask: Ask, named: readonly string[], text: string, shape: AnswerShape | undefined): string | undefined {
  const sessionNamed = ask.topics.some((topic) => topic.id === 'strategy-session') || THE_SESSION.test(text);
  if (!sessionNamed || named.length > 0 || (shape && shape !== 'price') || /\b(number|book|schedule|calendar|pick)\b/.test(text)) return undefined;
  if (PREPARE.test(text)) return 'faq:what-should-i-prepare-for-the-strategy-session';
  if (HOW_HELD.test(text)) return 'faq:how-long-is-the-strategy-session';
  return FREE_OR_BINDING_OR_OUTCOME.test(text) ? WHAT_THE_SESSION_GIVES : undefined;
}

/** "how do I find out what I'd really pay?", "need an exact price for my shop": every plan is a custom quote. */
const OWN_PRICE =
  /\b(exact (price|cost|pricing|number)|exactly what (i|we|it) ('d |would |will )?(pay|cost)|really pay|actually pay|really cost|receive pricing|pricing for my|price for my|get (a|my|an exact) (quote|price)|fixed price list|only (says|shows) .?from|from prices)\b/;
const NOT_HOW_TO_PRICE = /\b(valid|expire\w*|accept|info|information|need from me|cost of|charge for|per|first|before|after|bill\w*)\b/;

function quote(named: readonly string[], text: string, shape: AnswerShape | undefined): string | undefined {
  if (named.length > 1 || (shape && shape !== 'price')) return undefined;
  return OWN_PRICE.test(text) && !NOT_HOW_TO_PRICE.test(text) ? 'taught:getting-a-quote:how-do-i-get-a-quote' : undefined;
}

/** "can I just buy the website and nothing else", "is it all or nothing with you guys": every service is sold on its own. */
const ON_ITS_OWN =
  /\b(a la carte|pick pieces|pick and choose|all or nothing|(have|need) to (buy|get|take|sign up for) (the )?(whole|full|entire) (package|system|thing|bundle)|(just|only) (buy|get|purchase) (the |your )?\w+( \w+)? (and nothing else|without|on its own|by itself)|(just|only) want \w+( \w+)?, not the (whole|full))\b/;

function oneService(named: readonly string[], text: string, shape: AnswerShape | undefined): string | undefined {
  if (shape || named.length > 1) return undefined;
  return ON_ITS_OWN.test(text) && !/\b(price|cost|monthly|include\w*|come with|version|say|pretend|tell me)\b/.test(text) ? 'faq:can-i-buy-just-one-service-instead-of-the-full-system' : undefined;
}

/** "ok im sold, whats step one", "how do i actually get this going": the steps to get started. */
const GETTING_STARTED =
  /\b(how (do|can|would) (i|we) (actually )?(get (this|it) going|get started|get going|get the ball rolling|start|sign up|order|begin)|how do we get going|step one|(the )?first step|what('?s| is| happens) next|whats next|where do (i|we) (start|begin)|next steps?)\b/;
const STARTED_WITH: Readonly<Record<string, string>> = { marketing: 'faq:how-do-i-get-started-with-marketing' };
const ONBOARDING = 'faq:how-does-onboarding-work';

/** Something to be built, whose start is a project's ("Start Your Project"), or something to change: not the onboarding. */
const NOT_ONBOARDING = /\b(app|tool|software|project|dashboard|portal|build|built|correct\w*|fix|change|update|delete|data)\b/;

function gettingStarted(named: readonly string[], text: string, shape: AnswerShape | undefined): string | undefined {
  if (shape || named.length > 1 || !GETTING_STARTED.test(text) || NOT_ONBOARDING.test(text)) return undefined;
  if (named.length === 0 || named[0] === 'ai') return ONBOARDING;
  return STARTED_WITH[named[0]];
}

/** The visitor's own customers paying or being refunded, which the CRM and websites handle: not how the visitor pays. */
const THEIR_CUSTOMERS = /\b(my|our) (customers?|clients?|patients?|shoppers?|buyers?|members?)\b|\b(customers?|clients?|patients?|shoppers?) (pay|to pay|paying)\b|\b(deposit|deposits|collect|payment links?)\b/;
/** "is there a way to spread out the website cost?", "who actually does the financing?": financing at checkout, from a lender. */
const FINANCING =
  /\b(financ(e|ed|ing)|spread (out )?(the |my |our )?(\w+ )?(cost|costs|payments?|price|fee|bill)|spread (it|this|that) out|pay (it |this |that |the \w+ (\w+ )?)?(off )?over time|installments?|payment plans?|pay in (parts|chunks)|split (it |this |that |the \w+ (\w+ )?)?(cost |price |fee |bill )?(into|in) (payments|parts|chunks|installments))\b/;
/** The loan's own terms, which the site does not state. */
const LOAN_TERMS = /\b(interest|apr|rates?|credit (check|score)|approv\w*|qualify|which|company|affirm|klarna|afterpay|bundles?|plans|buyers?|lined up)\b/;
/** "how do I pay you, is it card only?", "Plastic, ACH, what?": the ways to pay. */
const WAYS_TO_PAY =
  /\b(payment methods?|payment options|forms of payment|ways? (of|to) pay(ing)?|how (can|do|should) (i|we) pay|how (do )?invoices get (settled|paid)|(pay|paying) (by|with|via) (card|credit|debit|ach|check|cheque|bank|paypal|venmo|zelle|crypto|bitcoin|amex)|accept (cards?|credit|debit|ach|checks?|cheques?|paypal|venmo|zelle|crypto|bitcoin|amex)|card only|plastic|ach|bank (payments?|transfers?))\b/;
/** "prorated refund if i leave halfway thru?", "do I get my setup fee back?": refunds. */
const REFUND = /\b(refund\w*|money back|rest of (that|the) month|unused (part|portion|days)|days i didnt use|prorat\w*|partial months?|(setup|set up|set-up) fee back)\b/;
/** "what happens if my autopay bounces?", "my card got declined on your invoice": a payment that fails. */
const PAYMENT_FAILS = /\b(autopay|payment|charge|card|invoice)\b[^?.]{0,30}\b(bounc\w*|declined|fails|failed|doesn'?t go through|didn'?t go through)\b|\b(bounc\w*|declined|failed) (payment|charge|card)\b/;
/** "if you send me a quote how long do I have to accept it", "does it expire?": how long a quote holds. */
const QUOTE_KEPT = /\bquotes?\b[^?.]{0,50}\b(valid|expire\w*|stay good|good for|hold|last|accept)\b|\b(valid|expire\w*)\b[^?.]{0,30}\bquotes?\b/;
/** "when we leave can we get our customer data out?": the visitor's data after the services end. */
const EXPORT = /\b(export\w*|get (our|my|the) (customer )?(data|contacts|customers|customer list|list) (out|back)|take (our|my) (data|contacts|customer list) with)\b/;
const SERVICES_END = /\b(leave|leaving|cancel\w*|quit|end|ends|ended|part ways|stop)\b/;

/** How the visitor pays, finances, is refunded or takes their data at the end: the same for every service. */
function billing(named: readonly string[], text: string, shape: AnswerShape | undefined): string | undefined {
  if (named.length > 1 || (shape && shape !== 'price') || THEIR_CUSTOMERS.test(text) || /\b(guarantee\w*|promise|in writing)\b/.test(text)) return undefined;
  if (FINANCING.test(text)) return LOAN_TERMS.test(text) ? undefined : 'taught:financing:who-provides-the-financing';
  if (REFUND.test(text)) return /\b(project|build|building|halfway through)\b/.test(text) && !/\bfee\b/.test(text) ? undefined : 'taught:refunds:do-you-offer-refunds';
  if (EXPORT.test(text) && SERVICES_END.test(text)) return 'taught:data-ownership:can-i-export-my-contacts-if-i-cancel';
  if (SETUP_FEE_DUE.test(text) && !/\b(refund\w*|back|always|every time|each time|on top|waive\w*|how much|price|amount)\b/.test(text)) return 'taught:setup-fee-due:when-is-the-setup-fee-due';
  if (named.every((id) => id === 'website') && WEBSITE_FEE.test(text) && ONCE_OR_MONTHLY.test(text) && !/\b(over time|spread|split|installments?|all at once|at once)\b/.test(text)) return 'taught:website-fee:is-the-website-price-a-one-time-fee';
  return WAYS_TO_PAY.test(text) && !/\b(currency|currencies|dollars|usd|pounds|euros?|cad)\b/.test(text) ? 'faq:what-payment-methods-do-you-accept' : undefined;
}

/** When the setup fee is paid: "when do I actually have to pay the setup fee", "is the setup fee due up front?". */
const SETUP_FEE_DUE = /\bset ?up fees?\b[^?.]{0,40}\b(due|when|upfront|up front|in advance|first|before)\b|\bwhen\b[^?.]{0,30}\bpay (the |a |that )?set ?up fee/;
/** The website's own fee, and whether it comes once or every month: "website fee recurring?". */
const WEBSITE_FEE = /\b(website|site|web)\b[^?.]{0,20}\b(fee|price|cost|payment)\b|\bpay for (my|the|a) (website|site)\b/;
const ONCE_OR_MONTHLY = /\b(recurring|one[- ]?time|one[- ]?off|once|every month|each month|monthly|per month|a month|ongoing)\b/;

/** "how do i hear vale actually talk", "is there a demo of the talking ai i can try": the voice demo. */
const TRY_THE_VOICE =
  /\b(hear (vale|it|the ai|your ai|the assistant)( actually)? (talk|speak)|demo of the (talking|voice)|(try|test)( drive)? (the )?(voice|talking)|speak (out loud )?to (the assistant|vale|the ai|it))\b/;
/** "how do i get the atom app on my iphone": the ATOM app. */
const THE_APP = /\b(app|apps)\b[^?.]{0,30}\b(iphone|android|ios|download|store)\b|\b(iphone|android|ios)\b[^?.]{0,30}\b(app|get the crm|crm on it)\b|\bget the crm on (it|my phone)\b/;
/** "moving off hubspot, will u bring my contacts over": contacts brought into ATOM. */
const CONTACTS_IN = /\b(bring|import|move|transfer|load|go into|come over|carry over)\b[^?.]{0,40}\b(contacts|customers|customer list|clients|list|spreadsheet)\b|\b(contacts|customers|clients|those)\b[^?.]{0,30}\b(come over|go into|be imported|move over|brought over)\b/;

/** Trying Vale's voice, the ATOM app and bringing contacts into ATOM: each one answer on the site. */
function tryingAndApps(named: readonly string[], text: string, shape: AnswerShape | undefined): string | undefined {
  if (shape) return undefined;
  if (TRY_THE_VOICE.test(text) && named.every((id) => id === 'ai') && !/\b(visitors|my (homepage|site|website))\b/.test(text)) return 'faq:how-do-i-try-the-voice-demo';
  const crmOrNone = named.every((id) => id === 'crm');
  if (THE_APP.test(text) && crmOrNone && !/\b(vale|ai|game|astroblaster|custom|build)\b/.test(text)) return 'faq:is-there-an-atom-mobile-app';
  if (CONTACTS_IN.test(text) && named.length === 1 && named[0] === 'crm' && !/\b(texts?|campaigns?|blast|newsletter|export\w*|whose|own|owns|mine)\b/.test(text)) return 'faq:can-i-bring-my-existing-contacts-into-atom';
  return undefined;
}

/** A failed payment's grace and a quote's life, asked as what happens or how long: each one clause of the terms. */
function whatHoldsHowLong(named: readonly string[], text: string): string | undefined {
  if (named.length > 1 || THEIR_CUSTOMERS.test(text)) return undefined;
  if (PAYMENT_FAILS.test(text)) return 'taught:failed-payments:what-happens-if-my-payment-fails';
  return QUOTE_KEPT.test(text) ? 'taught:quote-validity:how-long-is-a-quote-valid' : undefined;
}

/** Kept on file: "how long do you keep a copy of my privacy request", "how many months do you hold onto analytics". */
const KEPT =
  /\b(keep|retain|store|hold on ?to|hang on ?to) (it|that|this|them|my|our|the|a|what|info\w*|data|records?|copies|personal|stuff|details)\b|\b(retention|on file)\b|\b(it|that|this|my \w+|info\w*|data) (is |are |gets? )?(kept|stored|retained)\b/;
/** A length asked, not a place ("where is it stored?") or a reply time. */
const HOW_LONG_KEPT = /\b(duration|how long|how many (days|weeks|months|years)|until when)\b/;
/** Kept by something else, with its own answer: a quote, a cookie, a game's score, the visitor's customers' data, a site's backups. */
const KEPT_ELSEWHERE = /\b(take|quotes?|cookies?|scores?|astroblaster|game|my customers|their|backups?|password|card|promise|promises|up to date|keep (up|track|in touch|calling|texting)|kept (up|in touch))\b/;
/** The kinds the policy gives a period for; a question naming none ("my info on file") gets the whole policy's answer, not one period. */
const KIND_KEPT = /\b(analytics|stats|statistics|visits|crm|records?|invoices?|tax|consents?|opt-?outs?|do[- ]not[- ]call|recordings?|transcripts?|chat|form|requests?|questions?|submitted|submission)\b/;

/** How long the company keeps a kind of information: the privacy policy's retention periods, which name each. */
function howLongKept(named: readonly string[], text: string, shape: AnswerShape | undefined): string | undefined {
  if (shape !== 'time' && shape !== 'duration') return undefined;
  if (named.some((id) => !PRIVACY_TOPICS.has(id) && id !== 'crm')) return undefined;
  return KEPT.test(text) && HOW_LONG_KEPT.test(text) && KIND_KEPT.test(text) && !KEPT_ELSEWHERE.test(text) ? RETENTION_SECTION : undefined;
}

const PRIVACY_TOPICS: ReadonlySet<string> = new Set(['privacy-request', 'privacy-appeal', 'privacy-policy']);
/** A privacy request or its appeal: "sent a delete my data request", "you declined my privacy request". */
const PRIVACY_REQUEST =
  /\b(privacy|privasy|data|personal (data|info\w*)|delete|deletion|erase|access) (rights )?(requests?|appeals?)\b|\bdelete my (personal )?(data|info\w*)\b|\b(privacy|data) appeal\b/;
const APPEAL = /\b(appeal\w*|turned down|declined|disagree|push back)\b/;
/** When the team answers: a deadline, a confirmation, an extension. */
const WHEN_ANSWERED =
  /\b(deadline|duration|respond|response|answer|hear back|how many days|when will|how soon|how fast|confirm\w*|acknowledg\w*|extend\w*|extension|extra time|longer|pushed back|within)\b/;
/** Marketing texts or calls at a time of day or week: the quiet hours. */
const MARKETING_MESSAGE = /\b(marketing|promo\w*|offer|offers|blast)\b[^?.]{0,20}\b(texts?|calls?|messages?|sms)\b|\btext (me|you|my customers) about an offer\b/;
const AT_AN_HOUR = /\b(hours?|times?|when|earliest|latest|weekdays?|weekends?|sundays?|saturdays?|mondays?|night|\d{1,2} ?(am|pm))\b/;

/** When a privacy request or its appeal is answered, and when marketing texts may go out: each one clause of the policies. */
function privacyTimes(named: readonly string[], text: string): string | undefined {
  // How long a request is kept is a retention period, not when it is answered.
  if (named.some((id) => !PRIVACY_TOPICS.has(id)) || /\b(cookies?|dentist|business that uses|price|cost|per|stop|unsubscribe|opt|keep|kept|retain\w*|stor(e|ed|age)|hold on to|copy)\b/.test(text)) return undefined;
  // An appeal turned down too ("what can i do next") has its own answer: the state attorney general.
  if (/\b(reject\w*|declin\w*|turn\w* down|deny|denied) (my |the |your )?(privacy )?appeal\b|\bappeal too\b/.test(text)) return undefined;
  if (PRIVACY_REQUEST.test(text) && (APPEAL.test(text) || WHEN_ANSWERED.test(text))) return APPEAL.test(text) ? 'taught:privacy-appeal:how-do-i-appeal-a-privacy-decision' : 'taught:privacy-request-timing:when-will-you-confirm-you-got-my-privacy-request';
  return MARKETING_MESSAGE.test(text) && AT_AN_HOUR.test(text) ? 'taught:quiet-hours:what-hours-do-you-send-marketing-texts' : undefined;
}

/** Not a business, or a business of one: "for my personal life", "no LLC yet", "a freelance photographer". */
const NOT_A_COMPANY = /\b(personal (use|life|stuff|reasons)|family stuff|not a business|household|registered (company|business)|llc|sole prop\w*|freelanc\w*|no employees)\b/;
const MAY_I = /\b(can (i|we)|could (i|we)|allowed|sign up|signup|use (this|it|vale|atom|your)|need)\b/;
/** A small team asking whether it is too small: "we are only a 4 person team, is that too small for you?". */
const TOO_SMALL = /\b(too small|too tiny|big enough)\b/;

/** A second ask beside the age: "minimum age in your terms + governing law state?". */
const ASKED_BESIDES_AGE = /\+|\b(law|governing|courts?|jurisdiction|refunds?|cancel\w*|prices?|costs?|data|details|delete\w*|collect\w*|children'?s)\b/;
/** An age asked of signing up or using the services, not a number's 15 years or a child who typed in the chat. */
const MAY_ONE_THAT_AGE = /\b(signup|sign up|age|old enough|minors?|teen\w*|allowed|customer|use (vale|atom|your|it|this|the))\b/;

/** Who may sign up: businesses, sole proprietors included, and small and mid-size ones. */
function whoMaySignUp(named: readonly string[], text: string, shape: AnswerShape | undefined): string | undefined {
  if (named.length > 1) return undefined;
  if ((NOT_A_COMPANY.test(text) && MAY_I.test(text)) || (shape === 'age' && MAY_ONE_THAT_AGE.test(text) && !ASKED_BESIDES_AGE.test(text))) return 'taught:business-use-only:can-i-use-your-services-for-personal-use';
  return TOO_SMALL.test(text) && !/\b(text|texts|font|logo|screen|page|site)\b/.test(text) ? 'taught:business-size:are-you-only-for-small-businesses' : undefined;
}
