/**
 * What a question is about and what it asks of it: a topic (an offering, a bundle, a plan, the phone
 * rates, the strategy session) and an attribute (price, timing, what is included, what it is, how to get
 * it). Topics come from app/content; the same reading is applied to each knowledge chunk's own question,
 * so "how much is the crm" finds the chunk that answers "How much does ATOM CRM cost?" by its fields, not
 * by whichever paragraph shares the most words, and a price changed in content changes the answer.
 */
import { industriesContent } from '~/content/industries';
import { offeringList } from '~/content/offerings';
import { pricingContent } from '~/content/pricing';
import { acceptableUsePolicy, accessibilityStatement, cookiePolicy, privacyPolicy, termsOfService } from '~/content/legal';
import { siteConfig } from '~/site.config';
import { CONTACT_DETAILS, wantedShape } from './answer-shape';
import { normalise } from './normalise';
import { tokenize } from './text';

export const ATTRIBUTES = ['price', 'estimate', 'billing', 'timing', 'response', 'included', 'audience', 'what', 'how-to-get', 'updated'] as const;
export type Attribute = (typeof ATTRIBUTES)[number];

export interface Topic {
  id: string;
  /** How Vale names it in a sentence. */
  name: string;
  /** Phrases (normalised, whole words) that name it. */
  aliases: string[];
  /** Names that count only right after another topic of the same family ("what about scale?" after a bundle). */
  followUpAliases?: string[];
  family?: 'bundle' | 'rate' | 'industry';
  /** A broader topic this one is part of; named together, the narrower one is meant. */
  parent?: string;
  /** The offering it belongs to: named with it ("a minute on my business line"), this narrower one is meant. */
  partOf?: string;
  /** The broader topic's names: in "phone usage rates for texts" they name the texts' rate, not something else asked. */
  parentAliases?: string[];
  /** What the site states of the broader topic holds for this one too (a template site's price is the websites' price). */
  sharesParentFacts?: boolean;
  /** Asked of with nothing in particular ("which e-mail do I write to?"), its overview is the answer: the contact details. */
  overviewAnswers?: boolean;
}

/** The topic of the team's contact details. */
export const CONTACT_TOPIC = 'contact';
/** The phone system, whose names ("phone number") may name the team's own number instead. */
const PHONE_SYSTEM = 'phone';

/** A phrase as the question reader sees it: normalised words joined by single spaces. */
const lower = (text: string) => tokenize(normalise(text)).join(' ');

function offeringTopics(): Topic[] {
  const extra: Record<string, string[]> = {
    ai: [siteConfig.assistantName, 'ai employee', 'ai employees', 'ai agent', 'ai agents', 'ai assistant', 'virtual receptionist', 'ai receptionist', 'receptionist', 'voice agent', 'chatbot', 'chat bot', 'bot', 'ai'],
    crm: [siteConfig.crmName, 'crm', 'platform', 'customer database', 'contact management'],
    marketing: ['marketing', 'ads', 'advertising', 'seo', 'branding', 'content studio', 'social media', 'lead gen'],
    phone: ['phone system', 'business phone', 'phone line', 'phone lines', 'phone number', 'phone numbers', 'business number', 'business numbers', 'new number', 'new numbers', 'toll free number', 'toll free numbers', 'local number', 'local numbers', 'business line', 'business lines', 'phone service', 'phone plan', 'voip', 'phone', 'phones', 'line'],
    website: ['website', 'websites', 'web site', 'site', 'web design', 'ai website', 'ai websites', 'ai enabled website', 'ai enabled websites', 'ai enabled site', 'ai powered website', 'webpage'],
    development: ['custom development', 'custom software', 'custom app', 'custom apps', 'build an app', 'build apps', 'web app', 'custom ai', 'development', 'custom dev', 'dev', 'integration', 'integrations'],
    'anti-ai': ['anti ai'],
    'infinity-partner': ['infinity partner', 'infinity', 'partner plan', 'infinity plan', 'premium plan', 'premium'],
  };
  // A coming-soon offering is a topic too, so "how much is anti-ai" is not read as a question about Vale AI.
  return offeringList().map((offering) => ({
    id: offering.id,
    name: offering.name,
    aliases: [...new Set([offering.name, offering.shortName, ...(extra[offering.id] ?? [])].map(lower))],
  }));
}

/** How visitors tell the example bundles apart by size, smallest first. */
const BUNDLE_SIZES = [
  ['smallest bundle', 'starter bundle', 'cheapest bundle', 'entry bundle', 'basic bundle'],
  ['middle bundle', 'mid bundle', 'medium bundle'],
  ['biggest bundle', 'largest bundle', 'top bundle', 'biggest example bundle', 'largest example bundle'],
];

function bundleTopics(): Topic[] {
  const bundles = pricingContent.bundles.items;
  return bundles.map((bundle, index) => {
    const bare = lower(bundle.name.replace(/\s*bundle$/i, ''));
    // "the bundle with the 20 page site": each bundle's site size, as its first feature states it. "The Leadflow one" names it too.
    const pages = bundle.features.map((feature) => /^(\d+)-page\b/.exec(feature.label)?.[1]).find(Boolean);
    const sizes = bundles.length === BUNDLE_SIZES.length ? BUNDLE_SIZES[index] : [];
    return {
      id: `bundle-${bundle.id}`,
      name: `the ${bundle.name}`,
      aliases: [lower(bundle.name), `${bare} plan`, `${bare} package`, `${bare} bundles`, `the ${bare} one`, ...sizes, ...(pages ? [`${pages} page site`, `${pages} page website`, `${pages} pages`] : [])],
      followUpAliases: [bare],
      family: 'bundle' as const,
    };
  });
}

/** The businesses each industry of /industries covers, as visitors name their own. */
const BUSINESSES_OF: Record<string, string[]> = {
  'home-services': ['plumber', 'plumbers', 'plumbing', 'hvac', 'roofer', 'roofers', 'roofing', 'electrician', 'electricians', 'cleaner', 'cleaners', 'house cleaning company', 'cleaning company', 'cleaning business', 'house cleaning', 'maid service', 'landscaper', 'landscapers', 'landscaping', 'lawn care', 'pest control', 'handyman', 'painter', 'painters', 'contractor', 'contractors', 'remodeling', 'remodeler', 'pool service', 'locksmith', 'garage door', 'movers', 'moving company', 'trades', 'tradesman', 'home service', 'home services'],
  healthcare: ['clinic', 'clinics', 'medical practice', 'medical', 'doctor', 'doctors', 'dentist', 'dentists', 'dental', 'dental office', 'chiropractor', 'chiropractic', 'physical therapy', 'physiotherapy', 'physio', 'therapist', 'therapy practice', 'optometrist', 'med spa', 'veterinary', 'vet clinic', 'patients', 'healthcare', 'health care'],
  legal: ['legal businesses', 'legal industry', 'legal field', 'law firm', 'law firms', 'law office', 'lawyer', 'lawyers', 'attorney', 'attorneys', 'legal practice', 'paralegal'],
  'real-estate': ['real estate', 'realtor', 'realtors', 'real estate agent', 'real estate agents', 'brokerage', 'broker', 'brokers', 'property management', 'property manager', 'landlord', 'leasing office'],
  restaurants: ['restaurant', 'restaurants', 'cafe', 'coffee shop', 'bakery', 'pizzeria', 'food truck', 'catering', 'diner', 'bar and grill'],
  automotive: ['automotive', 'car dealership', 'car dealerships', 'dealership', 'dealerships', 'auto repair', 'auto shop', 'body shop', 'mechanic', 'mechanics', 'car wash', 'detailing', 'tire shop'],
  'fitness-wellness': ['gym', 'gyms', 'fitness', 'fitness studio', 'yoga', 'yoga studio', 'pilates', 'crossfit', 'personal trainer', 'martial arts', 'dance studio', 'wellness'],
  'beauty-salons': ['salon', 'salons', 'hair salon', 'barber', 'barbers', 'barbershop', 'nail salon', 'spa', 'day spa', 'lash studio', 'beauty', 'stylist', 'tattoo shop', 'massage'],
  'financial-services': ['financial advisor', 'financial advisors', 'financial adviser', 'wealth management', 'accountant', 'accountants', 'accounting firm', 'bookkeeper', 'bookkeeping', 'cpa', 'tax preparer', 'insurance agency', 'insurance agent', 'mortgage broker', 'lender', 'bank', 'credit union', 'financial services'],
  education: ['school', 'schools', 'tutoring', 'tutoring center', 'tutor', 'tutors', 'academy', 'training center', 'driving school', 'music school', 'college', 'education'],
  'ecommerce-retail': ['ecommerce', 'e-commerce', 'online store', 'online shop', 'shopify store', 'retail', 'retail store', 'boutique', 'shop'],
  'professional-services': ['consultant', 'consultants', 'consulting', 'consulting firm', 'agency', 'marketing agency', 'architect', 'architects', 'engineering firm', 'professional services'],
};

/** Each industry of /industries, by its name and the businesses it covers. */
function industryTopics(): Topic[] {
  return industriesContent.industries.map((industry) => ({
    id: `industry-${industry.id}`,
    name: industry.name,
    aliases: BUSINESSES_OF[industry.id] ?? [industry.name],
    family: 'industry' as const,
  }));
}

/** Each legal document, by its title and the names visitors give it. */
function legalTopics(): Topic[] {
  const extra: Record<string, string[]> = {
    'privacy-policy': ['privacy policy', 'privacy notice'],
    'terms-of-service': ['terms of service', 'terms', 'terms and conditions', 'tos', 'contract terms'],
    'cookie-policy': ['cookie policy', 'cookies policy', 'cookie notice'],
    'acceptable-use-policy': ['acceptable use policy', 'acceptable use', 'aup'],
    accessibility: ['accessibility statement', 'accessibility policy', 'accessibility page', 'accessibility'],
  };
  return [privacyPolicy, termsOfService, cookiePolicy, acceptableUsePolicy, accessibilityStatement].map((document) => ({
    id: document.slug,
    name: `the ${document.title}`,
    aliases: [document.title, ...(extra[document.slug] ?? [])],
  }));
}

/** "texts and calls", "calls or sms": both kinds of usage at once are asked of the usage rates as a whole. */
const TEXTS_AND_CALLS = ['texts', 'text', 'sms', 'texting', 'messages'].flatMap((texts) =>
  ['calls', 'call', 'calling', 'minutes'].flatMap((calls) => ['and', 'or', 'n'].flatMap((join) => [`${texts} ${join} ${calls}`, `${calls} ${join} ${texts}`])),
);

/** Every topic, most specific first: "phone rates" before "phone", "ai website" before "ai". */
export function buildTopics(): Topic[] {
  const topics: Topic[] = [
    { id: 'rate-outbound', name: 'outbound calls', aliases: ['outbound calls', 'outbound call', 'outbound minutes', 'outbound minute', 'outgoing calls', 'outgoing minutes', 'making calls', 'make calls', 'calls i make', 'calls we make', 'dial out', 'dialing out', 'dials out', 'call out', 'calling out', 'call customers', 'calling customers', 'call clients', 'calling clients', 'call them back', 'calling them back', 'call people', 'calling people', 'cold calls', 'cold calling', 'outgoing call', 'outbound'], followUpAliases: ['outgoing', 'making them', 'making', 'placing them', 'dialing'], family: 'rate', parent: 'phone-usage', partOf: 'phone' },
    { id: 'rate-inbound', name: 'inbound calls', aliases: ['inbound calls', 'inbound call', 'inbound minutes', 'inbound minute', 'incoming calls', 'receiving calls', 'receive calls', 'take calls', 'taking calls', 'calls coming in', 'customers call', 'customers ring', 'ring in', 'ringing in', 'incoming minutes', 'customer calls', 'customer phones', 'customers phone', 'customer rings', 'customers calling', 'clients call', 'people call', 'calls in', 'incoming call', 'inbound'], followUpAliases: ['incoming', 'coming in', 'receiving', 'receiving them', 'taking them'], family: 'rate', parent: 'phone-usage', partOf: 'phone' },
    { id: 'rate-sms', name: 'text messages', aliases: ['text message', 'text messages', 'text rate', 'text rates', 'texting rate', 'texting rates', 'sms rate', 'sms rates', 'per text', 'per message', 'one text', '1 text', 'each text', 'single text', 'sms', 'texts', 'segment', 'segments'], followUpAliases: ['text', 'texting', 'messages'], family: 'rate', parent: 'phone-usage', partOf: 'phone' },
    { id: 'phone-usage', name: 'phone usage', aliases: ['phone usage', 'phone rates', 'phone rate', 'phone bill', 'call rates', 'calling rates', 'usage rates', 'per minute', 'a minute', 'minute', 'minutes', 'usage', ...TEXTS_AND_CALLS] },
    ...legalTopics(),
    { id: 'privacy-request', name: 'privacy requests', aliases: ['privacy request', 'privacy requests', 'data request', 'data requests', 'delete my data', 'deletion request', 'access request', 'request my data', 'copy of my data', 'request deletion', 'deletion of my data', 'delete my information', 'delete my info', 'data deleted', 'info deleted', 'have on file', 'on file about me', 'copy of everything', 'correct my data', 'correct my information'] },
    // An appeal of a declined privacy request: its own deadline (60 days), not the request's (45 days).
    { id: 'privacy-appeal', name: 'privacy appeals', aliases: ['appeal', 'appeals', 'appealing', 'privacy appeal', 'turned down my request', 'turned my request down', 'turn down my request', 'turned down my', 'declined my request', 'denied my request', 'rejected my request', 'refused my request', 'decline my request', 'deny my request', 'reject my request', 'disagree with your decision', 'disagree with the decision'], parent: 'privacy-request' },
    { id: 'strategy-session', name: 'the strategy session', aliases: ['strategy session', 'consultation', 'discovery call', 'session'] },
    // How to reach the team, as normalise() folds "your number", "text you", "your email".
    { id: CONTACT_TOPIC, name: 'our contact details', overviewAnswers: true, aliases: ['contact phone number', 'contact email', 'contact text', 'contact call', 'contact phone', 'contact details', 'contact info', 'contact information', 'email address', 'contact'] },
    // When the team is around: "your office hours", "are you open saturdays", "which time zone".
    { id: 'hours', name: 'our business hours', overviewAnswers: true, aliases: ['business hours', 'office hours', 'opening hours', 'support hours', 'working hours', 'team hours', 'your hours', 'ur hours', 'hours of operation', 'time zone', 'timezone', 'open on', 'open in the morning', 'open today', 'open saturdays', 'open on saturdays', 'open weekends', 'closing time', 'you close', 'u close', 'you open', 'u open', 'office shut', 'guys open', 'guys close', 'folks open', 'folks close', 'work weekends', 'work on weekends', 'work saturdays', 'work sundays', 'office close', 'office open', 'office closes', 'office opens', 'team in', 'staff in', 'start answering the phones', 'how late can i call', 'how late can i ring', 'earliest i can', 'latest i can call', 'opening times', 'opening time', 'open hours', 'hours are you', 'hours r u', 'what hours are you', 'what hours do you', 'what hours is your', 'what hours does your', 'which hours are you', 'days of the week'] },
    // The two kinds of site, each part of websites: "a site designed from scratch" is a custom one.
    { id: 'website-template', name: 'template websites', aliases: ['template website', 'template websites', 'template site', 'template sites', 'template', 'templates', 'layouts', 'pre designed', 'predesigned', 'premade', 'pre made', 'ready made', 'basic site', 'simple site', 'basic website', 'simple website'], parent: 'website', sharesParentFacts: true },
    { id: 'website-custom', name: 'custom websites', aliases: ['custom website', 'custom websites', 'custom site', 'custom sites', 'custom design', 'custom build', 'from scratch', 'fully custom', 'off the shelf'], parent: 'website', sharesParentFacts: true },
    ...bundleTopics(),
    ...offeringTopics(),
    ...industryTopics(),
  ];
  // Longest alias first, so "ai website" is taken before "ai".
  const sorted = topics.map((topic) => ({ ...topic, aliases: [...new Set(topic.aliases.map(lower))].sort((a, b) => b.length - a.length) }));
  return sorted.map((topic) => (topic.parent ? { ...topic, parentAliases: sorted.find((other) => other.id === topic.parent)?.aliases ?? [] } : topic));
}

/** Words that ask about one attribute, after normalise() has folded phrases ("how much" → price, "how long" → duration). */
export const ATTRIBUTE_WORDS: Record<Attribute, RegExp> = {
  // A cancellation or late fee, or a fee to cancel, asks about terms, not what something costs.
  price: /\b(price|prices|pricing|cost|costs|(?<!(cancell?ation|cancel|termination|exit|late|penalty) )(fee|fees|charge|charges)(?! (to|for|if|when) (i |we )?(cancel|end|leave|quit|terminat|stop))|rate|rates|ballpark|budget|expensive|cheap|cheapest|afford|affordable|quote|run me|what (do|would|will) (i|we) pay|starts? at|starting at|starts? from)\b|\$/,
  updated: /\b(last updated|updated|last changed|revised|effective date|last revision)\b/,
  estimate: /\b(estimate|estimates|estimator|calculator|calculate|work out (my|the|our|what|how|a|an|roughly))\b/,
  billing: /\b(billed|billing|bill|bills|invoice|invoiced|charged)\b/,
  timing: /\b(duration|length|turnaround|timeline|timeframe|time frame|weeks?|days?|setup time|set up time|(onboarding|implementation|install|installation|launch) (time|period)|delivery|deliver|ready|live|launch|eta|lead time|up and running|by when|how many (days|weeks|months)|when (can|will|could|would) (i|we|you|it)( be)?|does it take|will it take|time to)\b/,
  // How fast it answers, as opposed to how long it takes to set up.
  response: /\b(respond|responds|response|reply|replies|answer back|get back|hear from|hear back)\b/,
  // Whether it is for the visitor's kind of business: "do you work with gyms", "is this a fit for a law firm".
  audience: /\b(work with|works with|work for|serve|serves|serving|fit for|a fit|good fit|right for|suitable|built for|made for|for (us|me|mine|ours)|like mine|like ours|like my|like ur|line of work|my (industry|field|niche)|handle (my|our))\b/,
  included: /\b(include|includes|included|including|come with|comes with|features?|what do (i|we|you) get|get with|in it|inside|consist|cover|covers|covered|what (is |comes )?in (your|ur|the|it|a|an|each|this|that))\b/,
  // "Do you do websites?" asks what the offering is, as "tell me about your websites" does.
  what: /\b(what is|what are|tell me about|explain|describe|info on|information on|more about)\b|^\s*(do|can|could) (you|u)( guys)? (do|offer|sell|provide|make|build|create|design|run)\b/,
  'how-to-get': /\b(buy|purchase|order|signup|onboarding(?! (time|period))|get it(?! (set ?up|running|live|done|built|working|ready|installed|going|launched))|start with|subscribe|how do i get|how can i get|where do i get|become|join|apply|enroll|register|sign me up|get one|first step|next step)\b/,
};


/** Words that list one thing with the next: "launch and leadflow", "scale or leadflow". */
const LISTED_WITH = ['and', 'or', 'n', 'vs', 'versus'];

export interface Reading {
  topics: Topic[];
  attributes: Attribute[];
  /** Topic names only valid after a topic of their family. */
  followUpTopics: Topic[];
}

/** Where a phrase starts in ` word word … ` text, as whole words; -1 when absent. */
function containsPhrase(text: string, phrase: string): number {
  const at = text.indexOf(` ${phrase} `);
  return at < 0 ? -1 : at + 1;
}

/** Whether a text names a topic by one of its names, read as a question is. */
export function namesTopic(text: string, topic: Topic): boolean {
  const words = ` ${tokenize(normalise(text)).join(' ')} `;
  return topic.aliases.some((alias) => containsPhrase(words, alias) >= 0);
}

/** Every alias of every topic, longest first, so "ai website" is taken before "ai" whichever topic comes first. */
const aliasOrder = new WeakMap<readonly Topic[], Array<{ alias: string; topic: Topic }>>();
function aliasesOf(topics: readonly Topic[]) {
  let ordered = aliasOrder.get(topics);
  if (!ordered) {
    ordered = topics.flatMap((topic) => topic.aliases.map((alias) => ({ alias, topic }))).sort((a, b) => b.alias.length - a.alias.length);
    aliasOrder.set(topics, ordered);
  }
  return ordered;
}

/** Whether the words between two names list the second after the first: "…, and per minute for …". */
const listsAnother = (between: string) => between.trim().split(/\s+/).some((word) => LISTED_WITH.includes(word));

/** Whether two names found in a question (` word word … ` text) stand side by side with only a listing word between them. */
function listedTogether(words: string, one: { at: number; end: number }, other: { at: number; end: number }): boolean {
  const [first, second] = one.at <= other.at ? [one, other] : [other, one];
  return LISTED_WITH.includes(words.slice(first.end, second.at).trim());
}

/** "If I sign up today, how soon…": a leading condition sets the scene; what is asked is in the clause after it. */
const LEADING_CONDITION = /^\s*(if|once|after|when|say) (i|we|you|u)\b[^,?]*,\s*(?=\S)/;

/** The attributes a question asks: those of its main clause when a condition leads it and the rest asks one. */
function askedAttributes(normalised: string): Attribute[] {
  const readIn = (text: string) => ATTRIBUTES.filter((attribute) => ATTRIBUTE_WORDS[attribute].test(text));
  const condition = LEADING_CONDITION.exec(normalised);
  const main = condition ? readIn(normalised.slice(condition[0].length)) : [];
  return main.length > 0 ? main : readIn(normalised);
}

/** Words before a thing set aside: "instead of something fully custom", "rather than a template". */
const SET_ASIDE = /\b(instead of|rather than)( (a|an|the|something|some|fully|just|one of|your|ur|my|our))* $/;

/** A bundle's own site: "launch bundle website", "the site in the scale bundle". */
const BUNDLE_SITE = /\bbundles?'?s? (web ?site|site)\b|\b(web ?site|site) (in|of|on|with|for|that comes with) (the|that|this|your) (\w+ )?bundle\b/;

/** Takes entries out of a list in place. */
const dropFrom = <T>(list: T[], entries: readonly T[]) => {
  for (const entry of entries) list.splice(list.indexOf(entry), 1);
};

export function readQuestion(question: string, topics: readonly Topic[]): Reading {
  const normalised = normalise(question);
  const words = ` ${tokenize(normalised).join(' ')} `;
  let text = words;
  const found: Array<{ topic: Topic; at: number; end: number }> = [];
  for (const { alias, topic } of aliasesOf(topics)) {
    const at = containsPhrase(text, alias);
    if (at < 0) continue;
    const known = found.find((entry) => entry.topic === topic);
    if (known) known.at = Math.min(known.at, at);
    else found.push({ topic, at, end: at + alias.length });
    // A matched phrase is taken out, so its words name nothing else.
    text = `${text.slice(0, at)}${' '.repeat(alias.length)}${text.slice(at + alias.length)}`;
  }
  const followUpTopics = topics.filter(
    (topic) => !found.some((entry) => entry.topic === topic) && (topic.followUpAliases ?? []).some((alias) => containsPhrase(text, alias) >= 0),
  );
  // "the Launch and Leadflow bundles": a short name listed before one of its family's names is that thing too;
  // so is one listed after it ("incoming calls, and per minute for outgoing?").
  for (const topic of followUpTopics) {
    const sibling = found.find((entry) => entry.topic.family !== undefined && entry.topic.family === topic.family);
    if (!sibling) continue;
    const before = Math.max(...(topic.followUpAliases ?? []).flatMap((alias) => LISTED_WITH.map((join) => containsPhrase(text, `${alias} ${join}`))));
    const after = (topic.followUpAliases ?? []).map((alias) => containsPhrase(text, alias)).find((at) => at > sibling.end && listsAnother(text.slice(sibling.end, at)));
    const at = before >= 0 ? before : after;
    if (at !== undefined && at >= 0) found.push({ topic, at, end: at });
  }
  const attributes = askedAttributes(normalised);
  // In the order the question names them: "phone system price incl usage" is about the phone system.
  // A topic named with a narrower one of its own ("outbound calls per minute", "inbound minutes on my business line") gives way to it.
  // Listed beside it ("sms and call rates"), both are asked.
  const named = found.filter(
    (entry) => !found.some((other) => (other.topic.parent === entry.topic.id || other.topic.partOf === entry.topic.id) && !listedTogether(words, entry, other)),
  );
  // "a pre-designed layout instead of something fully custom": a thing set aside is not what is asked.
  const setAside = named.filter((entry) => SET_ASIDE.test(words.slice(Math.max(0, entry.at - 40), entry.at)));
  if (setAside.length > 0 && setAside.length < named.length) dropFrom(named, setAside);
  // "the Launch Bundle website", "the site in the scale bundle": the bundle's own site, asked of the bundle.
  const bundleSite = named.some((entry) => entry.topic.family === 'bundle') && BUNDLE_SITE.test(words);
  if (bundleSite) dropFrom(named, named.filter((other) => other.topic.id === 'website'));
  // "which e-mail do I send my brief to?" names nothing, and asks for one of the team's contact details; so does
  // "and the phone number?", whose "phone number" is the team's, not the phone system.
  const namesThePhoneSystemAlone = named.length === 1 && named[0]!.topic.id === PHONE_SYSTEM;
  const shape = named.length === 0 || namesThePhoneSystemAlone ? wantedShape(question) : undefined;
  if (namesThePhoneSystemAlone && shape === 'phone' && /\bnumber\b|#/.test(words.slice(named[0]!.at, named[0]!.end + 8))) named.pop();
  const contact = named.length === 0 && shape && CONTACT_DETAILS.has(shape) ? topics.find((topic) => topic.id === CONTACT_TOPIC) : undefined;
  if (contact) named.push({ topic: contact, at: 0, end: 0 });
  return { topics: named.sort((a, b) => a.at - b.at).map((entry) => entry.topic), attributes, followUpTopics };
}
