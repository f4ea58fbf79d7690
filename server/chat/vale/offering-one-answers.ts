/**
 * The offerings' own questions with one answer on the site (docs/decisions/0013-vale-learned-confidence.md): how soon
 * Vale, ATOM or the services as a whole go live, what an offering starts at, the phone system's setup and support,
 * Vale at any hour, moving a number over, an example bundle's delivery and the walkthrough's length. Each reading
 * is narrow; what it does not read is left to the learned confidence.
 */
import type { AnswerShape } from './answer-shape';
import type { Ask } from './asks';
import { namesNoOffering, offeringsNamed, TIME_SHAPES } from './offerings-named';

/**
 * The one answer of an offering's question asked, by its id; undefined for any other question. `text` is the
 * ask as normalised, `whole` the whole message as normalised.
 */
export function offeringAnswer(ask: Ask, text: string, shape: AnswerShape | undefined, whole: string): string | undefined {
  return (
    setupTimeAsked(ask, text, shape) ??
    bundleDelivery(ask, shape) ??
    bundlePages(ask, text) ??
    offeringTiming(ask, text, shape) ??
    offeringPrice(ask, shape, whole) ??
    phoneSetup(ask, text, shape) ??
    walkthroughLength(ask, shape, text) ??
    partnerPlanIncludes(ask, text, shape)
  );
}

/** Each offering whose setup is the company's implementation, by its answer of how long that takes; anything else by the company's. */
const IMPLEMENTATION_OF: Readonly<Record<string, string>> = {
  ai: 'faq:how-long-does-it-take-to-set-up-vale',
  crm: 'faq:how-long-does-it-take-to-get-started-with-atom',
};
const IMPLEMENTATION = 'company:implementation';
/** A time that is not the setup's: a testimonial's, results after launch, how long something is kept. */
const NOT_THE_SETUP = /\b(testimonials?|reviews?|partner|said|say about|results?|difference|notice|hold|keep|kept|retain|store)\b/;
/** The services as a whole, or the visitor going live with them. */
const EVERYTHING = /\b(everything|all of it|it all|services|system|stuff|live|running|switched on|flip the switch|go-live|go live|custom setup|handled|answering|picking up)\b/;
/** Going live, in a question of how long: "how long would it take you guys to get ATOM running". */
const GOING_LIVE = /\b(running|live|go-live|up and running|set ?up|setup|onboard\w*|ready to use|loaded)\b/;
/** Paying, whose time is a bill's: "when is the setup fee due, up front or once everything is live?" */
const PAYING = /\b(fee|fees|due|pay\w*|price|cost|costs|bill\w*|invoice\w*)\b/;
/** How long, asked beside how to start: "how many days from kickoff until vale is picking up?" */
const HOW_LONG = /\b(duration|how soon|how many days|til|till|until)\b/;
/** The visitor's own phone or calls, which Vale answers: not the phone system. */
const OWN_PHONE = /\b(my|our) (phone|phones|line|lines|calls)\b/;
const PHONE: ReadonlySet<string> = new Set(['phone']);
const NONE: ReadonlySet<string> = new Set();
/** Something to be built or made, with a time of its own: a site, an app, a bundle, a video. */
const SOMETHING_BUILT = /\b(built|build|ground up|site|website|page|pages|portal|app|bundle|package|plan|video|photo|ads|campaign|number|numbers|port\w*)\b/;

/**
 * "If I sign up for Vale today, how soon is it answering?", "how long before everything is live": the setup time of
 * Vale, ATOM or the services as a whole, which the implementation answers. The phone system, websites, bundles and
 * custom work each have their own.
 */
function setupTimeAsked(ask: Ask, text: string, shape: AnswerShape | undefined): string | undefined {
  // "how long would it take you guys to get ATOM running": a time of going live, not of paying for it.
  const goingLive = (shape === 'time' || shape === 'duration') && GOING_LIVE.test(text) && !PAYING.test(text);
  if (shape !== 'setup-time' && !goingLive) return undefined;
  // "What's the first step to get started?" asks how, not how long.
  if (ask.attributes.includes('how-to-get') && !HOW_LONG.test(text)) return undefined;
  // "how soon is it answering my phone": the visitor's own phone, which Vale answers.
  const own = OWN_PHONE.test(text) && ask.topics.some((topic) => topic.id === 'ai') ? PHONE : NONE;
  const offerings = offeringsNamed(ask, own);
  if (offerings.length > 1 || offerings.some((topic) => !(topic.id in IMPLEMENTATION_OF))) return undefined;
  if (NOT_THE_SETUP.test(text)) return undefined;
  if (offerings[0]) return IMPLEMENTATION_OF[offerings[0].id];
  // Of nothing named, only of the services as a whole or the visitor's own going live; a thing to be built has a time of its own.
  return EVERYTHING.test(text) && !SOMETHING_BUILT.test(text) ? IMPLEMENTATION : undefined;
}

/** Vale's own answer of how fast it responds, any hour of any day. */
const VALE_AROUND_THE_CLOCK = 'faq:how-fast-does-vale-respond-to-leads';
/** Other times of Vale's: its setup ("how long til it is answering"), a reminder's, how long a question is kept. */
const NOT_HOW_FAST = /\b(set ?up|setup|live|launch|til|till|until|before|up and|remind\w*|appointments?|keep|kept|stor\w*|sav\w*|retain\w*|hold)\b/;
/** The phone system's setup, new numbers and ported ones. */
const PHONE_NUMBERS_LIVE = 'phone:reliability';
/** A number the visitor already has, moved over. */
const PORTED = /\b(port|porting|ported|transfer\w*|move|moving|switch\w*|bring|keep)\b[^?.]{0,40}\b(number|numbers|line|lines)\b|\b(existing|current|old|same) (phone )?(number|numbers|line)\b/;
/** How fast Vale responds, or whether it works at a given time: "how quick would it reply", "on Christmas day". */
const RESPONDS = /\b(respond\w*|reply|replies|get back|text back|answer\w*|pick up|picks up|work|works|working|available|on duty)\b/;
const HOW_FAST_OR_WHEN = /\b(duration|holidays?|christmas|thanksgiving|new year'?s?|3 ?am|midnight|overnight|nights?|weekends?|sundays?|saturdays?|around the clock|24\/7)\b/;

/**
 * "Will Vale pick up on Christmas day?", "how fast would vale respond to someone asking about my listings?": Vale's
 * response time, any hour; "how long does moving my number over take?", "a fresh local number by tomorrow?": the
 * phone system's numbers. Named alone (with the visitor's trade at most), and asked nothing else.
 */
function offeringTiming(ask: Ask, text: string, shape: AnswerShape | undefined): string | undefined {
  if (shape && !TIME_SHAPES.has(shape)) return undefined;
  const offerings = offeringsNamed(ask).map((topic) => topic.id);
  if (offerings.length === 1 && offerings[0] === 'ai' && !ask.attributes.some((attribute) => attribute !== 'response' && attribute !== 'timing')) {
    // Its setup is the implementation's (setupTimeAsked), and a reminder's time the reminders'.
    return RESPONDS.test(text) && HOW_FAST_OR_WHEN.test(text) && !NOT_HOW_FAST.test(text) ? VALE_AROUND_THE_CLOCK : undefined;
  }
  if (offerings.every((id) => id === 'phone') && (offerings.length === 1 || /\bnumbers?\b/.test(text)) && shape && PORTED.test(text)) return PHONE_NUMBERS_LIVE;
  return undefined;
}

/** "the Leadflow package... if we kicked off Monday, when would it be finished?": an example bundle's delivery time, told by its own line. */
function bundleDelivery(ask: Ask, shape: AnswerShape | undefined): string | undefined {
  if (!shape || !TIME_SHAPES.has(shape)) return undefined;
  const named = offeringsNamed(ask);
  if (named.length !== 1 || named[0].family !== 'bundle' || ask.attributes.some((attribute) => attribute !== 'timing')) return undefined;
  return `pricing:${named[0].id}`;
}

/** "how many pages is the site in that one" after the Leadflow Bundle: an example bundle's site size, told by its own line. */
export function bundlePages(ask: Ask, text: string): string | undefined {
  const named = offeringsNamed(ask, new Set(['website']));
  if (named.length !== 1 || named[0].family !== 'bundle' || !/\bhow many pages\b|\bpages? (does|do|is|are|in|on)\b|\bsite size\b/.test(text)) return undefined;
  return `pricing:${named[0].id}`;
}

/** Each offering's own answer of what it costs from. */
const PRICE_OF: Readonly<Record<string, string>> = {
  ai: 'faq:how-much-does-vale-cost',
  crm: 'offering-price:crm',
  phone: 'faq:how-much-does-the-phone-system-cost',
  website: 'faq:how-much-does-a-website-cost',
  marketing: 'offering-price:marketing',
  development: 'offering-price:development',
  'infinity-partner': 'offering-price:infinity-partner',
};
/** A price that is not what the offering starts at: a rate, a fee, a tax, a change, a refund. */
const NOT_THE_STARTING_PRICE = /\b(minutes?|mins?|texts?|sms|messages?|segments?|per (call|text|message|minute|seat|user|location|page|lead)|each|additional|second|another|more|extra|calls? (we|i) (place|make)|usage|overage|add-?ons?|hidden|surcharges?|carrier|10dlc|tax|taxes|vat|refund\w*|cancel\w*|owe|halfway|stop|raise|increase|notice|declined?|discount\w*|nonprofit|non-profit|501c3|charity|annual|yearly|license|licence|round\w*|homepage|card|contract|range|cheapest|cheaper|compare|difference|differ\w*|stack|against|vs|versus|than|bundle|package|quote|exact|find out|need to do|setup|set up|set-up|onboarding|fee|fees|recurring|one[- ]?time|once|spread|split|over time|installments?|leav\w*|terminat\w*|back|minds?|upfront|advance|deposit|financ\w*|payments?|pay|port\w*|music|hold|budget|on top|confirm|say yes|right|all|every|everything|services|rundown|human|uptime|rating|lose|capture|reliab\w*)\b|\$\d/;
/** Words of setup that are what a site or a software project costs to build. */
const BUILT_PRICE = new Set(['website', 'development']);
const SETUP_WORDS = /\b(setup|set up|set-up|fee)\b/g;

/** "ballpark entry price on the atom software?": what one offering costs, and nothing more particular. */
function offeringPrice(ask: Ask, shape: AnswerShape | undefined, whole: string): string | undefined {
  if (shape !== 'price' || ask.attributes.some((attribute) => attribute !== 'price')) return undefined;
  const named = offeringsNamed(ask);
  if (named.length !== 1 || !(named[0].id in PRICE_OF)) return undefined;
  // The whole message, as an ask split from it may leave out what makes the price another ("…, is it per seat?").
  const rest = BUILT_PRICE.has(named[0].id) ? whole.replace(SETUP_WORDS, '') : whole;
  return NOT_THE_STARTING_PRICE.test(rest) ? undefined : PRICE_OF[named[0].id];
}

/** Setting up the phone system or a new line on it. */
const SETS_UP_A_LINE = /\b(set ?up|setup|install\w*|live|running|working|activat\w*|turnaround|new (phone )?(number|line)|fresh (local )?(number|line)|phone line|get (a|the) (number|line))\b/;
/** The line down, and someone to help. */
const LINE_DOWN = /\b(goes down|go down|went down|is down|outage|stops working|stopped working|not working|dead)\b/;
const HELP = /\b(help|support|anyone|anybody|someone|somebody|fix)\b/;

/** "turnaround on the phone system install?", "If my business line goes down at 11pm, is anyone around to help?": the phone system's setup and support. */
function phoneSetup(ask: Ask, text: string, shape: AnswerShape | undefined): string | undefined {
  const offerings = offeringsNamed(ask, new Set(['phone-usage'])).map((topic) => topic.id);
  if (offerings.length !== 1 || offerings[0] !== 'phone' || /\b(vale|ai|bot|port\w*|transfer\w*|existing|current)\b/.test(text)) return undefined;
  if (LINE_DOWN.test(text) && HELP.test(text)) return PHONE_NUMBERS_LIVE;
  const when = shape ? TIME_SHAPES.has(shape) : /\bby (tomorrow|tonight|today|monday|tuesday|wednesday|thursday|friday|next week)\b/.test(text);
  return when && SETS_UP_A_LINE.test(text) && !NOT_THE_SETUP.test(text) ? PHONE_NUMBERS_LIVE : undefined;
}

/** "how many minutes is the walkthrough you mention": the free walkthrough's length. */
function walkthroughLength(ask: Ask, shape: AnswerShape | undefined, text: string): string | undefined {
  if (!shape || !TIME_SHAPES.has(shape) || !namesNoOffering(ask, new Set(['phone-usage', 'strategy-session']))) return undefined;
  return /\bwalk-?through\b/.test(text) && !/\b(book|schedule|when can|where)\b/.test(text) ? 'faq:what-is-the-20-minute-walkthrough' : undefined;
}

/** One thing the partner plan may include: a person of one's own, faster help, the CRM license, the site's care. */
const PARTNER_PLAN_PART =
  /\b(one (specific |dedicated |single |main )?(person|contact|point of contact|rep)|dedicated|strategist|account manager|same person|faster (help|support|response)|priority|front of the line|support queue|licen[cs]e|website care|new pages?|managed marketing|who (actually )?runs|what (do|would|will) (i|we) get|what'?s included|what is included|includes?|included|covers?|covered|comes? with)\b/;
/** What else may be asked of the plan, each with its own answer: leaving it, a comparison, its price told apart from the rest. */
const NOT_WHAT_IT_INCLUDES = /\b(cancel\w*|contracts?|refund\w*|vs|versus|compare\w*|cheaper|difference|homepage|home page|minimum|term)\b/;

/** "with infinity partner will i have one person to talk to?", "do infinity partners get faster help?": what the plan includes, told by its own list. */
function partnerPlanIncludes(ask: Ask, text: string, shape: AnswerShape | undefined): string | undefined {
  if (shape) return undefined;
  const named = offeringsNamed(ask).map((topic) => topic.id);
  if (named[0] !== 'infinity-partner' || named.some((id) => id !== 'infinity-partner' && id !== 'crm')) return undefined;
  return PARTNER_PLAN_PART.test(text) && !NOT_WHAT_IT_INCLUDES.test(text) ? 'pricing:infinity-partner' : undefined;
}
