/**
 * The rewrites applied to text before it is split into words: lower case, accents and curly quotes
 * folded, and chat shorthand and many-word phrases turned into the words the index knows ("how much" is
 * "price", "set it up" is "setup"), on the site's content and on a visitor's question alike.
 */

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
  // "I was overcharged": a question about a wrong bill.
  [/\b(over ?charged|double ?charged|charged (me )?twice|wrong(ly)? charged|billed wrong|wrong charge|incorrect charge|billing (error|mistake))\b/g, ' billed incorrectly wrong charge '],
  // "get off your email list", "no more sales calls": opting out of the company's own marketing.
  [/\b(get off|remove me from|take me off|stop getting|stop receiving|leave) (of )?(your |ur |the )?(e-?mail|mailing|newsletter|marketing)( list| newsletter| emails?)?\b/g, ' opt out unsubscribe email '],
  [/\b(no more|stop (the |your |ur )?|dont want (any more |anymore |more )?)(sales|marketing|cold) calls\b/g, ' opt out do not call '],
  [/\b(headquartered|headquarters|hq)\b/g, ' based located '],
  // "where would a lawsuit be heard?", "where can I sue you?": the courts that decide a dispute.
  [/\b((lawsuit|case|dispute|claim)s? (actually |really |ever )?(be |get |gets |is |are )?(heard|tried|filed|litigated)|sue (you|u|your company)|take (you|u) to court)\b/g, ' dispute decided courts lawsuit '],
  [/\b(germany|france|spain|italy|netherlands|ireland|sweden|norway|denmark|poland|portugal|belgium|switzerland|austria)\b/g, ' $1 europe countries '],
  // "American dollars", "US dollars": the currency prices are in, not a country.
  [/\b(us|u s|american|united states) (dollars?|currency|bucks)\b/g, ' usd '],
  // "just US businesses?": the countries served ("us" alone is a stop word).
  [/\b(us|usa|u s|american|united states)( based)? (businesses|companies|clients|customers|firms)\b/g, ' united states countries $3 '],
  [/\b(reach|contact|call|email|text|message) (your |the )?(team|support|staff|office|sales)\b/g, ' contact $3 '],
  [/\b(legal|registered|company|business|official) (entity )?name\b/g, ' legalname '],
  [/\bpg\b/g, 'page'],
  [/(?<=[a-z] )4(?= (?!pages?\b|weeks?\b|days?\b|hours?\b|minutes?\b|months?\b|years?\b)[a-z])/g, 'for'],
  [/(?<=[a-z] )2(?= (?!pages?\b|weeks?\b|days?\b|hours?\b|minutes?\b|months?\b|years?\b)[a-z])/g, 'to'],
  // "How much does that cut no-shows?" asks for a result, not a price.
  [/\bhow much (does|do|will|would|can|could) (that|it|this|vale|they|you|u) (cut|reduce|save|increase|improve|lower|raise|boost|grow)\b/g, ' outcome $3 '],
  // "how much heads up do I get?" asks for notice, not a price.
  [/\bheads[- ]?up\b/g, ' notice '],
  [/\bhow much\s+(notice|warning|advance notice|lead time)\b/g, ' duration $1 '],
  [/\bhow much\b/g, ' price '],
  [/\bhow long have (you|u)( guys| all)? been( in business| around| operating)?\b/g, ' founded '],
  [/\b(what|which) (kinds?|types?|sorts?) of (businesses|companies|clients|customers)\b/g, ' industries '],
  [/\bwho (do|does) (you|u) (work|serve)( with| for)?\b/g, ' industries '],
  [/\bhow (does|do|will) ([a-z]+(?: [a-z]+)?) work\b/g, ' $2 process '],
  [/\bhow it works\b/g, ' process '],
  [/\bhow (long|fast|quick|quickly|soon)\b/g, ' duration '],
  [/\b(your|ur) (phone |telephone )?(number\b|#)/g, ' contact phone number '],
  // "phone # for your team", "which e-mail reaches your office", "get somebody on the phone": the team's own details.
  [/\b(phone |telephone )?(number|#) (for|of) (your|ur|the) (team|office|company|staff|sales|support)\b/g, ' contact phone number '],
  [/\b(e-?mail|email address)( address)? (that |which )?(reaches|gets to|to reach|for|of) (your|ur|the) (team|office|company|staff|sales|support)\b/g, ' contact email '],
  [/\bget (somebody|someone|anybody|anyone|a person|a human|a real person) on the phone\b/g, ' contact phone '],
  // "what city are you guys in?", "which state is your office in?" ask where the company is based.
  [/\b(what|which) (city|town|state|country|part of the (us|country)) (are|r|is) (you|u|your (office|company|team|business)|ur (office|company|team|business))( guys| all)?( (located|based))? (in|from)\b/g, ' where are you based '],
  // "what's the latest I can call you?" asks when the team closes.
  [/\b(latest|earliest) (time )?(i|we) (can|could) (call|reach|text|ring|phone)\b/g, ' closing time $5 '],
  [/\bwho (are|r) (you|u)\b/g, ' identity '],
  // "am I talking to a real person?" asks who answers the chat; "can I talk to a person?" asks for the team.
  [/\b(am i|are we|is this|r we) (talking|chatting|speaking|texting) (to|with) (a |an )?(real |actual |live )?(person|human|bot|robot|ai|machine)( or (a |an )?(real |actual |live )?(person|human|bot|robot|ai|machine))?\b/g, ' identity '],
  [/\b(are|r) (you|u) (a |an )?(real |actual |live )?(person|human|bot|robot|ai|machine)( or (a |an )?(real |actual |live )?(person|human|bot|robot|ai|machine))?\b/g, ' identity '],
  [/\b(what is|whats|what) (your|ur) name\b/g, ' identity '],
  [/\bis this (a |an )?(real |actual |live )?(person|human|bot|robot|ai|machine|chatbot)\b/g, ' identity '],
  [/\b(are|r) (you|u) real\b/g, ' identity '],
  // "are you chatgpt?", "which company built you?": who the assistant is and whose it is.
  [/\b(are|r) (you|u) (chat ?gpt|gpt|openai|claude|gemini|siri|alexa|an llm|a language model)\b/g, ' identity '],
  [/\b(who|which company|what company) (made|built|created|makes|builds|runs|owns|developed|programmed|trained) (you|u)\b/g, ' identity '],
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
  // "your email response time" asks how fast e-mails are answered, not for the address.
  [/\b(your|ur) (e-?mail|email address)\b(?! (response|reply|replies|turnaround|answers?)\b)/g, ' contact email '],
  // "email?" or "number to call?" alone asks how to reach the team.
  [/^\s*(the |an? )?(e-?mail( address| addy)?|number( to (call|text|ring))?)\s*[?.!]*\s*$/g, ' contact $2 '],
  [/\b(number|#) (to|i can|we can) (call|text|ring|reach)\b/g, ' contact phone number '],
  [/\bpay over time\b/g, ' financing '],
  [/\b(ach|wire transfer|wire|bank wire|direct deposit)\b/g, ' bank transfer '],
  [/\block[- ]in\b/g, ' lockin '],
  [/\bonline stores?\b/g, ' ecommerce '],
  // The app stores by the phones they serve: "is it on android?" asks for Google Play.
  [/\bgoogle play( store)?\b/g, ' android '],
  // "2FA", "MFA", "two-step login": the two-factor sign-in the CRM lists.
  [/\b(2fa|mfa|two[- ]?step|2[- ]step|multi[- ]?factor|2[- ]factor)\b/g, ' two factor '],
  [/\b(apple )?app store\b/g, ' iphone '],
  // "a minimum term", "a yearly deal": a contract, not the terms of service.
  [/\b(minimum|fixed|yearly|annual|long) (term|period|commitment|deal|agreement)s?\b/g, ' contract '],
  // "buy just the CRM", "the phone system on its own": one service without the full system.
  [/\b(a la carte|on (its|their) own|by (itself|themselves)|stand ?-?alone)\b/g, ' alacarte '],
  [/\b(buy|get|purchase|order|pay for|sign up for|signup for) (just|only)\b/g, ' $1 alacarte '],
  [/\b(just|only) (get|buy|want|need|purchase|order)\b/g, ' alacarte $2 '],
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
