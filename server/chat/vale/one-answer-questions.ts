/**
 * Questions with one answer on the site, answered by construction (docs/decisions/0013-vale-learned-confidence.md):
 * about the company itself (how to reach the team, when it replies, its hours, where it is and works, when it
 * started, how clients rate it, who the clients quoted are, the strategy session, the currency, whether it serves
 * the visitor's trade), its policies (./policy-one-answers.ts) and
 * the offerings' own (./offering-one-answers.ts). Each reading is narrow; what it does not read is left to the
 * learned confidence.
 */
import { CONTACT_DETAILS, type AnswerShape } from './answer-shape';
import type { Ask } from './asks';
import { statesTheDetail } from './by-construction';
import type { Candidate, CandidateFinder } from './candidates';
import { composeReply } from './compose';
import { homeContent } from '~/content/home';
import { clientAnswerId } from './knowledge/home';
import { normalise } from './normalise';
import { bundlePages, offeringAnswer } from './offering-one-answers';
import { policyAnswer } from './policy-one-answers';
import { namesNoOffering, TIME_SHAPES } from './offerings-named';

/** Whose detail it is when it is not the team's: "your CEO's e-mail", "the owner's direct line". */
const SOMEONE_ELSES = /\b(ceo|owner|founder|manager|boss|president|director|developer|designer|strategist)(?:'?s)?\b/;
/** A time of day or week beside a contact detail asks whether anyone answers then: "if I ring your number at 8 at night". */
const AT_A_TIME = /\b(night|tonight|evening|midnight|weekends?|saturdays?|sundays?|holidays?|after hours|late|\d{1,2} ?(am|pm))\b/;

/**
 * "number pls", "which e-mail do I send my brief to?": one of the team's own contact details, asked of
 * nothing else, at no particular time. The contact details state it, and a reply without a sure answer gives
 * the team's number anyway, so answering with them adds nothing that could be wrong.
 */
function asksTheTeamsDetail(ask: Ask, text: string, shape: AnswerShape | undefined): boolean {
  if (!shape || !CONTACT_DETAILS.has(shape)) return false;
  return namesNoOffering(ask) && !SOMEONE_ELSES.test(text) && !AT_A_TIME.test(text);
}

/** A second question joined to the first. */
const ASKS_MORE = /(?:\b(?:and|also|plus)|[&+])\s+(when|what|whats|how|who|which|why|where|if|do|does|did|is|are|am|can|could|will|would|should|has|have|any|duration|price|founded)\b/;

/**
 * The one answer on the site to a question these readings know (see the top of this file), as ranked when the
 * search found it, else composed for the question; undefined for any other question. A follow-up is read as the
 * visitor wrote it, and only for a policy.
 */
export function oneAnswerTo(finder: CandidateFinder, ask: Ask, ranked: readonly Candidate[], shape: AnswerShape | undefined, message = ask.query): Candidate | undefined {
  // The answer by its id: as ranked when it was found, else as composed for this question.
  const answer = (id: string): Candidate | undefined => {
    const found = ranked.find((candidate) => candidate.chunk.id === id);
    const chunk = found ? undefined : finder.chunk(id);
    return found ?? (chunk && { chunk, reply: composeReply(chunk, ask.query), factPick: false });
  };
  // Read as the topics are: "how long" is "duration", "how much" is "price", "your email" is "contact email".
  const text = normalise(ask.followUp ? message : ask.query);
  // "where are you located and when did you start?" asks a second thing that one answer does not tell.
  if (ASKS_MORE.test(text)) return undefined;
  // A follow-up carries a thing but not the rest of the question before it; only a policy, the same for every
  // service, is read from it as written ("how much is vale → any contract with that?"), and a bundle's site size
  // ("the leadflow bundle → how many pages is that site?"), which is the bundle's own.
  if (ask.followUp) {
    const policy = policyAnswer(ask, text, shape) ?? bundlePages(ask, text);
    return policy ? answer(policy) : undefined;
  }
  const id =
    (asksWhenTheTeamReplies(ask, text, shape) ? TEAM_REPLY_TIMES : undefined) ??
    (whereTheCompanyIs(ask, text, shape) ? WHERE_WE_ARE : undefined) ??
    offeringAnswer(ask, text, shape, normalise(message)) ??
    whenSomeoneAnswers(ask, text, shape) ??
    teamAnswer(ask, text, shape) ??
    ownFact(ask, text) ??
    industryAsked(ask, text, shape) ??
    policyAnswer(ask, text, shape) ??
    clientQuoted(text, shape);
  if (id) return answer(id);
  return asksTheTeamsDetail(ask, text, shape) ? ranked.find((candidate) => statesTheDetail(finder, ask, candidate, shape)) : undefined;
}

/** Words of a place or a way to pay, which an industry's answer does not speak to. */
const WHERE_OR_HOW_TO_PAY =
  /\b(abroad|overseas|outside|far away|that far|countr(y|ies)|international\w*|worldwide|america|american|states|usa|canad\w*|mexic\w*|europe\w*|uk|england|english|britain|british|ireland|irish|germany|german|france|french|spain|australia\w*|aussie|new zealand|india|pay|paying|payment|payments|ach|wire|card|invoice)\b/;

/** "I have a 3-chair barbershop, is this made for shops like mine?": whether the visitor's own trade is one the company serves, and nothing else. */
function industryAsked(ask: Ask, text: string, shape: AnswerShape | undefined): string | undefined {
  const [topic, ...others] = ask.topics;
  if (shape || others.length > 0 || topic?.family !== 'industry') return undefined;
  if (!(ask.attributes.length === 1 && ask.attributes[0] === 'audience')) return undefined;
  // "a physio clinic in Melbourne, do you serve australia?" asks where the company works; "we pay by ACH, does that work w u?", how to pay.
  if (WHERE_OR_HOW_TO_PAY.test(text)) return undefined;
  return `industry:${topic.id.replace(/^industry-/, '')}`;
}

/** The answer that says how soon the team answers a visitor's message. */
const TEAM_REPLY_TIMES = 'contact:response-times';
/** A message the visitor sent the team: "I emailed you Monday", "my text", "an email to your team". */
const VISITOR_SENT = /\b(i|we) (just )?(e-?mailed|texted|sent|messaged|left|filled|submitted|dropped|wrote)\b|\b(my|an?) (e-?mail|text|message|voicemail|form)\b|\b(e-?mail|text|message) (response|reply|turnaround)\b|\b(text|e-?mail|write) (me )?back\b|\b(answer|reply to|respond to|get back to) (e-?mails?|texts?|messages?)\b/;
/** Waiting on a reply: "when will somebody reply?", "a normal wait before I hear something". */
const AWAITS_REPLY = /\b(reply|replies|respond|response|answer|hear back|hear from|hear something|get back|text back|e-?mail back|write back|turnaround|wait)\b/;
/** Whose reply it is when it is not the team's: Vale's, or a request's with its own deadline. */
const OTHER_REPLIER = /\b(vale|ai|bot|assistant|chatbot|accessibility|privacy|data|personal|info|information|delete|deletion|erase|request|appeal|opt ?out|stop|leads?|customers?|clients?)\b/;

/** Things with reply times of their own: Vale, the phone system's support, privacy requests and appeals, accessibility feedback. */
const REPLIERS_OF_THEIR_OWN = new Set(['ai', 'phone', 'privacy-request', 'privacy-appeal', 'privacy-policy', 'accessibility', 'strategy-session']);

/** "i texted your number an hour ago, how long do you guys usually take to text back": when the team answers a visitor's own message. */
function asksWhenTheTeamReplies(ask: Ask, text: string, shape: AnswerShape | undefined): boolean {
  // A time, or a wait: "what's a normal wait before I hear something?" ("what do I text back to get help?" asks a word).
  if (!(shape ? TIME_SHAPES.has(shape) : /\bwait\b/.test(text))) return false;
  // What the message was about ("I emailed you about a website") is not whose reply is asked.
  return VISITOR_SENT.test(text) && AWAITS_REPLY.test(text) && !OTHER_REPLIER.test(text) && ask.topics.every((topic) => !REPLIERS_OF_THEIR_OWN.has(topic.id));
}

/** The answer that says where the company is and where it serves. */
const WHERE_WE_ARE = 'faq:where-are-you-located-and-do-you-serve-canada';
/** "where r u physically located", "are you local-ish or overseas?", "do you take clients in the UK?", "is Brisbane too far for you?". */
const ASKS_WHERE =
  /\bwhere (are|r) (you|u|y'?all)\b|\bwhere is (your|ur) (company|business|office|headquarters|hq|team|home base)\b|\b(you|u) (guys |folks )?(based|located|headquartered)\b|\bhome base\b|\bheadquarters\b|\boverseas\b|\blocal(-| )?ish\b|\bare (you|u) (guys |folks )?local\b|\b(too|that|so) far( away)?\b|\boutside (of )?(the )?(us|usa|u s|united states|states|america|texas)\b|\bother countries\b|\binternational (clients|businesses|companies|customers)\b|\b(serve|work with|take on|take|help|accept) [^?.]{0,30}\b(in|from) (canada|the uk|uk|britain|england|ireland|australia|new zealand|europe|mexico)\b|\b(canadian|australian|british|european|aussie) (clients|businesses|companies|customers)\b/;

/** Where the company is, or whether it works with a business where the visitor is: nothing else asked of an offering. */
function whereTheCompanyIs(ask: Ask, text: string, shape: AnswerShape | undefined): boolean {
  if (shape && shape !== 'time') return false;
  return namesNoOffering(ask) && ASKS_WHERE.test(text);
}

/** Whom a question is about when it is about the company: "you", "your company", "Starbound". */
const THE_COMPANY = String.raw`(?:you|u|ya|y'?all|you guys|u guys|you folks|starbound(?: systems)?|(?:your|ur|the) (?:company|business|firm|agency|team))`;

/** The company's own facts that one answer tells, by how visitors ask them. */
const OWN_FACTS: ReadonlyArray<{ id: string; asks: RegExp; not?: RegExp }> = [
  {
    // "what year did starbound get started", "how many years have you guys been operating?"
    id: 'company:founded',
    asks: new RegExp(
      String.raw`\b(when|what year|which year)\b[^?.]{0,30}\b${THE_COMPANY}\b[^?.]{0,20}\b(found\w*|start\w*|onboarding|establish\w*|open(ed)?|began|begin|launch(ed)?|get (your|its) start|got going|get going)\b|\b(how (many years|long)|duration) (have|has) ${THE_COMPANY}( actually| really)?( been| existed| operated)\b|\byears? in business\b|^\s*founded\b`,
    ),
    not: /\bwho\b|\b(era|eras|timeline|century|centuries)\b/,
  },
  {
    // "total number of reviews u got?", "what do your customers rate you on average?"
    id: 'company:rating',
    asks: new RegExp(String.raw`\b(your|ur|starbound'?s?) (rating|ratings|reviews|review score|stars|star rating|average rating|average score)\b|\b(clients|customers|people|they) (rate|score) ${THE_COMPANY}\b|\bhow many reviews\b|\bnumber of reviews\b`),
    // A testimonial in the reviews ("the plumber in your reviews", "which clinic director…") is its own answer.
    not: /\b(satisfaction|csat|my|our|google|yelp|facebook|request|requests|manage|get more|collect|respond|reply|show rate|who|which|name|mention\w*|say|said|testimonials?)\b|\b(in|from|of) (your|ur) reviews\b/,
  },
  {
    // "Hi there! Who am I talking to?", "what should I call you"
    id: 'conversation:who-are-you',
    asks: /\bwho (am i|are we) (talking|chatting|speaking) (to|with)\b|\bwhat('?s| is) (your|ur) name\b|\bwhat (should|do|can) i call (you|u)\b/,
  },
];

/** The one answer of the company's own fact asked, when nothing else is: its founding, its rating, who Vale is. */
function ownFact(ask: Ask, text: string): string | undefined {
  if (namesNoOffering(ask, VALE) && WHAT_VALE_IS.test(text) && !/\b(caller|callers|customers?|clients?|my|our)\b/.test(text)) return VALE_IS_AN_AI_IN_BETA;
  if (!namesNoOffering(ask)) return undefined;
  return OWN_FACTS.find((fact) => fact.asks.test(text) && !fact.not?.test(text))?.id;
}

const VALE: ReadonlySet<string> = new Set(['ai']);
/** The answer that says Vale's voice is an AI, in beta, not a person. */
const VALE_IS_AN_AI_IN_BETA = 'faq:is-the-voice-agent-a-real-person';
/** "Is Vale a human or a program?", "Is the voice version of Vale a finished product?" */
const WHAT_VALE_IS =
  /\b(is|are) (vale|you|u|the (voice )?(agent|assistant|ai))( really| actually)? (a )?(human|real person|person|program|robot|bot|machine)\b|\bvoice (version|agent|feature)\b[^?.]{0,40}\b(finished|beta|experimental|done|released|testing|final)\b/;

/** When the team is in, and who answers outside those hours. */
const TEAM_HOURS = 'company:hours';
const HOURS: ReadonlySet<string> = new Set(['hours']);
const LIVE_OR_VALE = 'taught:live-answer:if-i-call-will-a-real-person-pick-up';
/** Calling someone: "if I call", "get a human on the phone", "will anyone pick up" (a text or a chat is answered otherwise). */
const REACHING = /\b(call|calls|calling|ring|phone|pick up|picks up|voicemail)\b/;
/** A time of day or week, or the team being out. */
const SOME_TIME = /\b(night|tonight|evening|midnight|morning|weekday|weekdays|weekends?|saturdays?|sundays?|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|holidays?|after hours|after (your )?office|outside (of )?(business |office |your )?hours|closed|late|earliest|latest|\d{1,2}(:\d\d)? ?(am|pm))\b/;
/** Hours asked by their time zone, or as hours. */
const HOURS_ASKED = /\b(time ?zones?|eastern|pacific|mountain|central time|west coast|east coast|est|pst|cst|what hours)\b|\bwhen (is|are) (your|ur|the) (actual |real )?(team|staff|people|office)( \w+)? (around|in|available|working|open)\b|\bwhen are (you|u) (guys|folks) (around|available|in)\b/;
/** Someone of the team, or the team itself. */
const SOMEONE = /\b(anyone|anybody|someone|somebody|human|humans|person|people|staff|team|live|you|u|y'?all)\b/;
/** Hours that are not the team's on a working day: when marketing texts may go out, Vale's own, a session's, a holiday's. */
const OTHER_HOURS = /\b(marketing|promo\w*|quiet|campaigns?|blasts?|vale|ai|bot|session|support line|phone system|texts?|texting|message|messages|chat|holidays?|thanksgiving|christmas|new year'?s?|easter|july)\b/;

/**
 * "What time does your office close?", "is anybody there on sunday if i call?": when the team is in, or who answers
 * a call at a given time; the team's hours say both, and who answers outside them.
 */
function whenSomeoneAnswers(ask: Ask, text: string, shape: AnswerShape | undefined): string | undefined {
  // "if i ring ur number at 8 at night does anybody answer" names the number, and asks who answers it then.
  const answeredAt = shape === 'phone' && SOME_TIME.test(text) && /\b(answer|answers|pick up|picks up)\b/.test(text);
  if ((shape !== undefined && shape !== 'time' && !answeredAt) || !namesNoOffering(ask, HOURS) || OTHER_HOURS.test(text)) return undefined;
  // "are the hours eastern time?", "what hours can I get someone": the team's hours, asked by their time zone or as hours.
  const hoursNamed = ask.topics.some((topic) => topic.id === 'hours') || HOURS_ASKED.test(text);
  if (REACHING.test(text) && SOMEONE.test(text) && (hoursNamed || SOME_TIME.test(text))) return LIVE_OR_VALE;
  return hoursNamed ? TEAM_HOURS : undefined;
}

/** The rest of the team's one-answer questions: reaching a person, the strategy session, the currency. */
/** The strategy session, which these questions may name; reaching a person by text may name the text rate's names too. */
const SESSION: ReadonlySet<string> = new Set(['strategy-session']);
const SESSION_OR_TEXTS: ReadonlySet<string> = new Set(['strategy-session', 'rate-sms']);

const TEAM_ANSWERS: ReadonlyArray<{ id: string; asks: RegExp; not?: RegExp; topics: ReadonlySet<string>; atNoTime?: boolean }> = [
  {
    // "how can i get somebody on the phone", "is there a number i can text instead", "Can I reach your team by SMS?"
    id: 'conversation:human',
    asks: /\b(talk|speak|chat)( to| with)? (a |an |some |one )?(real |live |actual )?(human|person|someone|somebody|rep|representative)\b|\bcontact text( guys| folks| at| to)? (instead|rather)\b|\b(get|reach|transfer me to|connect me (to|with)|put me through to) (a |an )?(real |live |actual )?(human|person|someone|somebody|rep|representative|your team|ur team|your sales|sales)\b|\b(get|reach) (someone|somebody|a person|a human) on the phone\b|\b(number|#) i can (just )?(contact )?(text|sms)\b|\b(text|sms|message) (you|u|your team|ur team)( guys)? (instead|rather)\b|\breach (your|ur) team by (text|sms)\b/,
    // Who answers a call ("do I get an actual person or a robot?") is the live-answer rule's.
    not: /\b(vale|ai|bot|caller|callers|customers?|clients?|leads?|patients?|hand (them|it) (over|off)|or (a|an) (robot|menu|machine|voicemail|recording)|(when|if) i (ring|call))\b/,
    topics: SESSION_OR_TEXTS,
    atNoTime: true,
  },
  {
    // "how much time should I block off for the free call", "how many mins is the free consult"
    id: 'faq:how-long-is-the-strategy-session',
    asks: /\b(duration|how many (min|mins|minutes)|price time)\b[^?.]{0,50}\b(strategy|consult\w*|free call|discovery|planning (meeting|call)|session)\b/,
    topics: SESSION,
  },
  {
    // "how do i grab a spot for the free consult", "where do i schedule a call w/ ur team"
    id: 'faq:how-do-i-book-a-strategy-session',
    asks: /\b(how|where) (do|can|should) (i|we) (book|schedule|grab|get|set up|sign up for|reserve)\b[^?.]{0,40}\b(strategy|consult\w*|free call|discovery|session|spot|slot|time|call (with|w) (you|u|ur|your))\b|\bget on (your|ur|the|somebody'?s) calendar\b/,
    not: /\b(vale|ai|bot|customers?|clients?|patients?|leads?|callers?|my calendar|booking (page|widget)|appointments?)\b/,
    topics: SESSION,
  },
  {
    // "are your prices in american dollars or can i pay in CAD?"
    id: 'company:currency',
    asks: /\b(currency|currencies|usd|cad|aud|gbp|eur|euros?|pounds|(american|us|u s|canadian|australian) dollars|dollars)\b/,
    not: /\b(how many dollars|price|cost|costs|convert\w*|exchange|how (can|do|should) (i|we) pay|payment methods?|pay with)\b|\$/,
    topics: SESSION,
  },
];

/** The shapes of answer these questions may want: a length, a price, a number of minutes, a contact detail. */
const TEAM_ANSWER_SHAPES: ReadonlySet<AnswerShape> = new Set(['duration', 'time', 'price', 'number', 'phone', 'email']);

/** The answer of the team's one-answer question asked, when nothing else is (TEAM_ANSWERS). */
function teamAnswer(ask: Ask, text: string, shape: AnswerShape | undefined): string | undefined {
  if (shape && !TEAM_ANSWER_SHAPES.has(shape)) return undefined;
  return TEAM_ANSWERS.find(
    (entry) =>
      namesNoOffering(ask, entry.topics) &&
      entry.asks.test(text) &&
      !entry.not?.test(text) &&
      // At a time of day or week ("chat with someone at midnight"), it is a question of hours.
      !(entry.atNoTime && SOME_TIME.test(text)),
  )?.id;
}

/** How visitors name a quoted client's trade, by the client's industry. */
const TRADE_WORDS: Readonly<Record<string, string>> = {
  'home-services': 'plumb\\w*|drain|home services?',
  healthcare: 'clinic|physio\\w*|physical therap\\w*|pt|rehab|healthcare|health care',
  legal: 'law|lawyers?|attorneys?|legal|firm',
};
/** The clients quoted on the home page, by their names, their company's words and their trade. */
const CLIENTS_QUOTED = homeContent.testimonials.items.map((client) => {
  const words = [...client.name.replace(/^Dr\.\s*/, '').split(/\s+/), ...client.company.split(/[\s&]+/).filter((word) => word.length > 3)];
  const trade = TRADE_WORDS[client.industry];
  return { id: clientAnswerId(client.id), named: new RegExp(`\\b(${[...words.map((word) => word.toLowerCase()), ...(trade ? [trade] : [])].join('|')})\\b`) };
});
/** A client's word on the company: a testimonial, a review, a client quoted. */
const QUOTED = /\b(testimonials?|reviews?|quoted|vouch\w*|on record|say good things|as (a )?clients?|among (your|ur|the) clients|(your|ur) clients)\b/;
/** A result the client got, which their quote tells and this answer does not. */
const THEIR_RESULT = /\b(results?|leads|show rate|how long|setup|set up|how many|first month|numbers?|percent|%)\b/;

/** "which clinic director gave you a testimonial?", "Which company does Marcus from your reviews own?": who a client quoted is. */
function clientQuoted(text: string, shape: AnswerShape | undefined): string | undefined {
  if (shape || !QUOTED.test(text) || THEIR_RESULT.test(text)) return undefined;
  const named = CLIENTS_QUOTED.filter((client) => client.named.test(text));
  return named.length === 1 ? named[0].id : undefined;
}
