/**
 * How Vale reads text: the same normalisation, stop words, synonyms and stemming are
 * applied to the site's content when it is indexed and to a visitor's question, so
 * "pricing", "prices" and "how much" all land on the same terms.
 */

const STOP_WORDS = new Set(
  (
    'a about above again all am an and any are as at be been being below between both but by can ' +
    'could did do does doing done down during each either else ever every few for from further get gets got had has have ' +
    'having he her here hers herself him himself his how i if im in into is it its itself just let lets me might ' +
    'mine most must my myself no nor not now of off on once only or other ou our ours ourselves out over own please ' +
    'really same shall she should so some such tell than that thats the their theirs them themselves then there these they ' +
    'this those through to too under until up us very was we were what whats when where which while who whom whose why ' +
    'will with would yes yet you youre your yours yourself yourselves hi hello hey thanks thank ok okay want wanna need ' +
    'know like something anything say said also ive id ill vs per one ' +
    // Words every question about this business could carry; they say nothing about which answer fits.
    'business businesses company companies agency agencies owner owners own help run running work working use using sign whenever whatever ' +
    'everything anyone stuff thing things guys kind sort maybe actually currently right exactly possible take takes taking ' +
    // Chat shorthand.
    'u ur r ya yo hiya howdy pls plz thx btw ' +
    // Negations: "how do i cancel if i don't like it" asks about cancelling.
    'tho though anyway happen happens happened happening ' +
    'dont doesnt didnt isnt arent wasnt werent cant cannot wont wouldnt shouldnt couldnt havent hasnt'
  ).split(' '),
);

/**
 * Words a visitor uses for the same idea, mapped to one canonical word. Applied before
 * stemming, on both sides, so the index needs no list of variants.
 */
const SYNONYM_GROUPS: Record<string, string[]> = {
  price: ['cost', 'costs', 'costing', 'pricing', 'prices', 'priced', 'fee', 'fees', 'charge', 'charges', 'charged', 'expensive', 'cheap', 'cheaper', 'cheapest', 'afford', 'affordable'],
  build: ['built', 'builds'],
  contract: ['contracts', 'commitment', 'commitments', 'lockin', 'locked', 'obligation'],
  cancel: ['cancels', 'cancelled', 'canceled', 'cancelling', 'canceling', 'cancellation', 'cancellations', 'quit'],
  hour: ['hours', 'open', 'opening', 'closing'],
  website: ['site', 'sites', 'websites', 'webpage', 'webpages', 'homepage'],
  crm: ['atom'],
  vale: ['bot', 'chatbot', 'chatbots', 'receptionist', 'receptionists'],
  phone: ['telephone', 'phones', 'voip', 'landline', 'calling'],
  text: ['sms', 'texts', 'texting'],
  email: ['mail', 'emails'],
  location: ['located', 'locations', 'based', 'address', 'office', 'offices', 'headquarters', 'hq'],
  payment: ['pay', 'payments', 'paying', 'card', 'cards', 'paypal', 'credit', 'debit'],
  human: ['person', 'humans', 'people', 'representative', 'rep', 'someone', 'somebody', 'operator', 'staff'],
  founded: ['established', 'founding', 'since'],
  age: ['old', 'aged', 'adult', 'adults', 'older', 'minimum'],
  children: ['kids', 'kid', 'child', 'minors', 'minor', 'teens', 'teenagers', 'underage'],
  canada: ['canadian', 'canadians'],
  review: ['reviews', 'rating', 'ratings', 'rated', 'stars', 'testimonial', 'testimonials'],
  launch: ['implementation', 'implement'],
  duration: ['timeline', 'turnaround', 'timeframe'],
  ecommerce: ['shop', 'shops', 'retail', 'shopify'],
  legal: ['lawyer', 'lawyers', 'attorney', 'attorneys', 'law', 'firm'],
  healthcare: ['dentist', 'dentists', 'dental', 'clinic', 'clinics', 'doctor', 'doctors', 'medical', 'chiropractor', 'patients'],
  realestate: ['realtor', 'realtors', 'realty', 'broker', 'brokerage', 'property', 'properties'],
  fitness: ['gym', 'gyms', 'yoga', 'trainer'],
  salon: ['salons', 'barber', 'barbershop', 'spa', 'beauty', 'nails', 'hair', 'hairdresser', 'stylist', 'stylists'],
  recruiting: ['recruiter', 'recruiters', 'recruitment', 'staffing', 'hiring', 'headhunter', 'headhunters'],
  homeservices: ['plumber', 'plumbers', 'plumbing', 'hvac', 'roofer', 'roofing', 'electrician', 'contractor', 'contractors', 'cleaning', 'cleaners', 'landscaping'],
  automotive: ['car', 'cars', 'dealership', 'dealer', 'auto', 'mechanic', 'garage'],
  restaurant: ['restaurants', 'cafe', 'bar', 'diner', 'catering'],
  financing: ['installments', 'installment', 'finance'],
  session: ['consultation', 'consultations', 'consult'],
  security: ['safe', 'safety', 'secure', 'secured', 'protected', 'protection'],
  // "What does it include?", "what features?" and "is that extra?" are all answered by what is included.
  include: ['includes', 'included', 'including', 'feature', 'features', 'extra', 'additional'],
  onboarding: ['signup', 'onboard'],
  process: ['steps', 'workflow'],
  offer: ['sell', 'sells', 'selling', 'provide', 'provides', 'offers', 'offering', 'offerings'],
  talk: ['speak', 'speaks', 'speaking', 'talks', 'talking'],
  afterhours: ['night', 'nights', 'overnight', 'weekend', 'weekends', 'holiday', 'holidays', 'evening', 'evenings'],
  try: ['trial', 'trials', 'test', 'testing', 'tryout'],
  retain: ['keep', 'keeps', 'kept', 'retention', 'retained', 'store', 'stored', 'storing', 'forever', 'permanently', 'delete', 'deleted'],
  support: ['suport', 'helpdesk', 'troubleshooting'],
  contact: ['reach', 'contacting', 'contacted'],
  reply: ['respond', 'responds', 'response', 'responses', 'responding', 'replies', 'replied'],
};

const SYNONYMS = new Map<string, string>();
for (const [canonical, words] of Object.entries(SYNONYM_GROUPS)) {
  for (const word of words) SYNONYMS.set(word, canonical);
}

/** Multi-word phrases folded into one word before tokenising. */
const PHRASES: Array<[RegExp, string]> = [
  // Chat shorthand first, so the phrases below see whole words.
  [/\bhw\b/g, 'how'],
  [/(?<=[a-z] )n(?= [a-z])/g, 'and'],
  [/(?<=[a-z] )w\/?(?= [a-z])/g, 'with'],
  // "actually, before that, how much is it?" asks only the question after it.
  [/\bbefore (that|this)(?! (is|was|will|would|can|could|do|does|did)\b)/g, ' '],
  // "actually first, how much is a website?" asks only the question.
  [/(^|[,.!?] )((actually|wait|but|ok|okay|so|oh),? )*first( tho| though| of all)?,? (?=(what|whats|how|can|do|does|is|are|when|where|who)\b)/g, '$1'],
  [/\bbefore (i|we) (give|send|share|leave|type) (you )?(my|our|the) (details|info|information|name|number|email|contact details)\b/g, ' '],
  [/\b(wat|wht|wut)\b/g, 'what'],
  [/\bwhats\b/g, 'what is'],
  [/\bpgs\b/g, 'pages'],
  [/\bbased on\b/g, ' from '],
  [/\bb4\b/g, 'before'],
  [/\bmins\b/g, 'minutes'],
  [/\b(per|a|outbound|inbound|incoming|outgoing) min\b/g, '$1 minute'],
  [/\bmsgs?\b/g, 'message'],
  [/\bhrs\b/g, 'hours'],
  [/\byrs?\b/g, 'years'],
  [/\b(per|a|\/) ?mo\b/g, ' per month'],
  [/\binfo\b/g, 'information'],
  // "on your site" is this site, not a website to buy.
  [/\b(on|in|from|at|of|using|use) (your|ur|this|the) (web ?)?site\b/g, ' $1 this page '],
  [/\b(website|web|site) (address|addy)\b/g, ' website url '],
  [/\b(are (you|u)|r u|you guys|u guys) on (facebook|fb|instagram|insta|ig|x|twitter|youtube|tiktok|linkedin|social media)\b/g, ' social follow $3 '],
  [/\b(what|which) social (media|networks?|platforms?|sites?)( (are|r) (you|u) on)?\b/g, ' social follow '],
  [/\b(customer|tech|technical) (service|support|care)\b/g, ' support '],
  [/\bhelp ?desk\b/g, ' support '],
  [/\bget in touch\b/g, ' contact '],
  [/\b(reach|contact|call|email|text|message) (your |the )?(team|support|staff|office|sales)\b/g, ' contact $3 '],
  [/\b(legal|registered|company|business|official) (entity )?name\b/g, ' legalname '],
  [/\bpg\b/g, 'page'],
  [/(?<=[a-z] )4(?= (?!pages?\b|weeks?\b|days?\b|hours?\b|minutes?\b|months?\b|years?\b)[a-z])/g, 'for'],
  [/(?<=[a-z] )2(?= (?!pages?\b|weeks?\b|days?\b|hours?\b|minutes?\b|months?\b|years?\b)[a-z])/g, 'to'],
  // "How much does that cut no-shows?" asks for a result, not a price.
  [/\bhow much (does|do|will|would|can|could) (that|it|this|vale|they|you|u) (cut|reduce|save|increase|improve|lower|raise|boost|grow)\b/g, ' outcome $3 '],
  [/\bhow much\b/g, ' price '],
  [/\bhow long have (you|u)( guys| all)? been( in business| around| operating)?\b/g, ' founded '],
  [/\b(what|which) (kinds?|types?|sorts?) of (businesses|companies|clients|customers)\b/g, ' industries '],
  [/\bwho (do|does) (you|u) (work|serve)( with| for)?\b/g, ' industries '],
  [/\bhow (does|do|will) ([a-z]+(?: [a-z]+)?) work\b/g, ' $2 process '],
  [/\bhow it works\b/g, ' process '],
  [/\bhow (long|fast|quick|quickly|soon)\b/g, ' duration '],
  [/\b(your|ur) (phone |telephone )?(number\b|#)/g, ' contact phone number '],
  [/\bwho (are|r) (you|u)\b/g, ' identity '],
  // "am I talking to a real person?" asks who answers the chat; "can I talk to a person?" asks for the team.
  [/\b(am i|are we|is this|r we) (talking|chatting|speaking|texting) (to|with) (a |an )?(real |actual |live )?(person|human|bot|robot|ai|machine)( or (a |an )?(real |actual |live )?(person|human|bot|robot|ai|machine))?\b/g, ' identity '],
  [/\b(are|r) (you|u) (a |an )?(real |actual |live )?(person|human|bot|robot|ai|machine)( or (a |an )?(real |actual |live )?(person|human|bot|robot|ai|machine))?\b/g, ' identity '],
  [/\b(what is|whats|what) (your|ur) name\b/g, ' identity '],
  [/\bhow old (is|are|r) (the |your |ur )?(company|compnay|business|firm|agency|you|u)\b/g, ' founded '],
  [/\b(i|we|me) (book|schedule|set up|arrange) (a |an )?(call|meeting|appointment|session|time|consultation)\b/g, ' book strategy session '],
  [/\b(call|meeting|appointment|consultation|session) with (you|u|your team|someone)\b/g, ' strategy session '],
  [/\b(text|call|email|phone|reach|contact) (you|u)\b/g, ' contact $1 '],
  [/\b(connect|transfer|put) me (through )?(to|with)\b/g, ' talk '],
  [/\b(keep|port|transfer|bring) (my|our|the) (existing |current |old )?(phone |business )?numbers?\b/g, ' bring existing phone number port '],
  [/\b(24\/7|24 hours a day|around the clock|day or night|after[- ]hours)\b/g, ' afterhours '],
  [/\bwhat can (you|u) do\b/g, ' capabilities '],
  [/\bwhat (do|does) (you|u) (do|offer|sell)\b/g, ' services offer '],
  [/\be-?commerce\b/g, ' ecommerce '],
  [/\breal estate\b/g, ' realestate '],
  [/\bhome services?\b/g, ' homeservices '],
  [/\bset (?:[a-z]+ )?up\b/g, ' setup '],
  [/\bsetup\b/g, ' setup '],
  [/\bsign ?up\b/g, ' signup '],
  [/\bcall ?backs?\b/g, ' callback '],
  [/\bno[- ]shows?\b/g, ' noshow '],
  [/\bfollow[- ]ups?\b/g, ' followup '],
  [/\be-mail\b/g, ' email '],
  [/\bstrategy (session|call)s?\b/g, ' strategy session '],
  [/\bgo(ing)? live\b/g, ' launch '],
  [/\bget(ting)? started\b/g, ' onboarding '],
  [/\b(your|ur) (e-?mail|email address)\b/g, ' contact email '],
  // "email?" or "number to call?" alone asks how to reach the team.
  [/^\s*(the |an? )?(e-?mail( address| addy)?|number( to (call|text|ring))?)\s*[?.!]*\s*$/g, ' contact $2 '],
  [/\b(number|#) (to|i can|we can) (call|text|ring|reach)\b/g, ' contact phone number '],
  [/\bpay over time\b/g, ' financing '],
  [/\b(ach|wire transfer|wire|bank wire|direct deposit)\b/g, ' bank transfer '],
  [/\block[- ]in\b/g, ' lockin '],
  [/\bonline stores?\b/g, ' ecommerce '],
];

const NORMALISED_MAX = 20_000;
const normalised = new Map<string, string>();

/** Lower case, accents removed, curly quotes and phrases folded; remembered, as the same texts are read for every candidate. */
export function normalise(text: string): string {
  const known = normalised.get(text);
  if (known !== undefined) return known;
  const result = fold(text);
  // Visitors' messages are many and each is read a few times: start over rather than grow without bound.
  if (normalised.size >= NORMALISED_MAX) normalised.clear();
  normalised.set(text, result);
  return result;
}

function fold(text: string): string {
  let result = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/'s\b/g, '')
    .replace(/'(re|ve|d|ll|m|t)\b/g, '$1');
  for (const [pattern, replacement] of PHRASES) result = result.replace(pattern, replacement);
  // Folded phrases leave double spaces; "the  setup  time" must still read as "setup time".
  return result.replace(/ {2,}/g, ' ');
}

/** Splits normalised text into word tokens; numbers and prices ("$147", "0.0182") survive. */
export function tokenize(text: string): string[] {
  return text.match(/\d+(?:[.,]\d+)*|[a-z0-9]+/g) ?? [];
}

const VOWEL = /[aeiouy]/;

/** A light English stemmer (plural, -ing, -ed, -ly, -ation, -ment, …); consistent rather than perfect. */
export function stem(word: string): string {
  if (word.length < 3 || /\d/.test(word)) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(ss|us|is)$/.test(w)) {
    // business, status, analysis: not plurals
  } else if (/(sses|xes|ches|shes|zes)$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s')) w = w.slice(0, -1);

  if (w.length <= 3) return w;

  // "-ation" keeps its "at" so automation/automate and integration/integrate meet.
  const suffixes: Array<[string, string]> = [
    ['ations', 'at'], ['ation', 'at'], ['ments', ''], ['ment', ''], ['ingly', ''], ['ings', ''], ['ing', ''],
    ['edly', ''], ['ed', ''], ['ly', ''], ['ful', ''], ['ness', ''], ['ical', ''], ['ic', ''],
  ];
  for (const [suffix, replacement] of suffixes) {
    if (!w.endsWith(suffix)) continue;
    const base = w.slice(0, -suffix.length);
    if (base.length >= 3 && VOWEL.test(base)) {
      w = base + replacement;
      if ((suffix.startsWith('ing') || suffix.startsWith('ed')) && /([^aeioulsz])\1$/.test(w)) w = w.slice(0, -1);
    }
    break;
  }
  if (w.endsWith('y') && w.length > 3 && !VOWEL.test(w.at(-2) ?? '')) w = `${w.slice(0, -1)}i`;
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  return w;
}

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

/** A word Vale reads on purpose: a stop word or one with a synonym ("hair" is a salon word, not a typo of "chair"). */
export function isKnownWord(word: string): boolean {
  return STOP_WORDS.has(word) || SYNONYMS.has(word);
}

/** The canonical word for a token, or null for a stop word. */
export function canonicalWord(token: string): string | null {
  if (STOP_WORDS.has(token)) return null;
  return SYNONYMS.get(token) ?? token;
}

const TERM_CACHE_MAX = 20_000;
const termCache = new Map<string, string[]>();

/**
 * Index terms of one token: the stem of its canonical word, plus the word as written
 * so that fuzzy matching can still catch a typo that the stemmer would not.
 */
export function termsOf(token: string): string[] {
  const cached = termCache.get(token);
  if (cached) return cached;
  const canonical = canonicalWord(token);
  const stemmed = canonical === null ? undefined : stem(canonical);
  const terms = stemmed === undefined ? [] : stemmed === token ? [stemmed] : [stemmed, token];
  // The site's vocabulary repeats in every index and question; visitors' typos must not grow the cache forever.
  if (termCache.size < TERM_CACHE_MAX) termCache.set(token, terms);
  return terms;
}

/** Content words of a question, each with its search terms; stop words dropped. */
export function queryWords(text: string): Array<{ word: string; terms: string[] }> {
  const seen = new Set<string>();
  const words: Array<{ word: string; terms: string[] }> = [];
  for (const token of tokenize(normalise(text))) {
    const terms = termsOf(token);
    if (terms.length === 0 || seen.has(terms[0])) continue;
    seen.add(terms[0]);
    words.push({ word: token, terms });
  }
  return words;
}

/**
 * Words that only frame a question ("what is", "can I", "do you"). Far fewer than the stop words: two
 * questions are the same question only when every other word, "need" and "business" included, is shared.
 */
const FRAMING_WORDS = new Set(
  ('a an the i we you u ur your my our me us it its is are am be was were do does did can could would will should to of for in ' +
    'on at by with and or please pls what how when where who why which there this that these any some r').split(' '),
);

/** The words a question asks with, beyond its framing, each in its canonical stemmed form. */
export function questionTerms(text: string): Set<string> {
  return new Set(
    tokenize(normalise(text))
      .filter((token) => !FRAMING_WORDS.has(token))
      .map((token) => stem(SYNONYMS.get(token) ?? token)),
  );
}

/** A text that states a price. */
export const PRICE = /\$\d/;
const AGE = /\b\d+ or older\b|\bunder (the age of )?\d+\b|\b\d+ years? (of age|old)\b/i;
export const DURATION = /\b\d+(?:\s?-\s?\d+)?\s?(?:minutes?|hours?|h|days?|business days?|weeks?|months?)\b/i;

/**
 * Terms implied by what a text states rather than the words it uses: a text that
 * quotes a dollar amount answers "how much", one that states a duration answers "how long".
 */
export function impliedTerms(text: string): string {
  return [PRICE.test(text) ? 'price' : '', DURATION.test(text) ? 'duration' : '', AGE.test(text) ? 'age' : ''].filter(Boolean).join(' ');
}
