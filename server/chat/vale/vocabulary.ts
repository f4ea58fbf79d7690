/**
 * The words Vale reads past or folds together, on the site's content and on a visitor's question alike:
 * stop words, which say nothing about which answer fits, and synonyms, each mapped to one canonical word.
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
    'u ur r ya yo yall till til hiya howdy pls plz thx btw ' +
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
  liability: ['liable', 'liabilities'],
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
  // "American businesses" are the United States' (and "american" is no slip for "Americans").
  states: ['american'],
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
  appointment: ['appt', 'appts'],
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
  iphone: ['ios', 'ipad'],
  // The pages' feature names in a visitor's words: "a recap after each call", "weed out robocalls", "a newsletter blast".
  summary: ['recap', 'recaps'],
  spam: ['robocall', 'robocalls', 'telemarketer', 'telemarketers', 'solicitor', 'solicitors'],
  transcript: ['transcription', 'transcriptions', 'transcribe', 'transcribed'],
  newsletter: ['broadcast', 'broadcasts', 'blast', 'blasts'],
  funnel: ['clickfunnels'],
  android: ['samsung', 'galaxy', 'pixel'],
  reply: ['respond', 'responds', 'response', 'responses', 'responding', 'replies', 'replied'],
};

const SYNONYMS = new Map<string, string>();
for (const [canonical, words] of Object.entries(SYNONYM_GROUPS)) {
  for (const word of words) SYNONYMS.set(word, canonical);
}

/** The canonical word a visitor's word stands for, or the word itself. */
export function synonymOf(token: string): string {
  return SYNONYMS.get(token) ?? token;
}

/** A word Vale reads on purpose: a stop word or one with a synonym ("hair" is a salon word, not a typo of "chair"). */
export function isKnownWord(word: string): boolean {
  return STOP_WORDS.has(word) || SYNONYMS.has(word);
}

/** The canonical word for a token, or null for a stop word. */
export function canonicalWord(token: string): string | null {
  if (STOP_WORDS.has(token)) return null;
  return synonymOf(token);
}
