import type { VisitorCase } from './visitor-case';

/** Dev set 25: who the services are for (industries, sizes, countries, age, business use) and how to get them (start, book, quote, pay, cancel, opt out, privacy, cookies, demo, game, notify). */
export const validationCases4: VisitorCase[] = [
  // ── audience: home services ──
  { id: 'd25-audience-plumbing-1', category: 'audience', turns: ['hey there, i run a small plumbing outfit w/ 4 trucks in Katy. is ur stuff even meant for trades like mine or is it more for tech cos?'], facts: ['Home Services'] },
  { id: 'd25-audience-hvac-night-1', category: 'audience', turns: ['We do HVAC repair and the phones blow up at night when AC units die in July. What would you actually set up for an HVAC company when people call after hours?'], facts: ['emergency triage'] },
  { id: 'd25-audience-roofer-reviews-1', category: 'audience', turns: ['roofing contractor here. after we finish a roof do u guys do anything to get the homeowner to leave us a google review'], facts: ['review request'] },
  { id: 'd25-audience-cleaning-seasonal-1', category: 'audience', turns: ['I own a house cleaning company with 6 cleaners. Anything built in for nudging old clients about spring and fall deep cleans?'], facts: ['Seasonal maintenance'] },
  { id: 'd25-audience-plumber-client-1', category: 'audience', turns: ['do you actually have a plumber as a client or is that just marketing talk'], facts: ['Delgado Plumbing'] },
  { id: 'd25-audience-home-estimates-1', category: 'audience', turns: ['i do garage door repair and half my leads want a quote visit. can the system get estimate appointments onto my schedule without me calling back?'], facts: [['estimate booking', 'every estimate gets booked']] },

  // ── audience: healthcare ──
  { id: 'd25-audience-dental-1', category: 'audience', turns: ['I manage a 3-dentist practice in Sugar Land. Do you guys work with dental offices or medical type businesses at all?'], facts: ['Healthcare'] },
  { id: 'd25-audience-clinic-intake-1', category: 'audience', turns: ['Our family clinic wants new patients to answer a few intake questions before they walk in. Is that something you set up for medical practices?'], facts: ['New-patient intake'] },
  { id: 'd25-audience-chiro-recall-1', category: 'audience', turns: ['chiropractor. patients forget to come back for check ups after the first few visits. can u do recall type stuff'], facts: ['Recall campaigns'] },
  { id: 'd25-audience-clinic-refills-1', category: 'audience', turns: ['for a medical office, could the AI take down prescription refill asks from patients who call?'], facts: ['refill'] },
  { id: 'd25-audience-pediatric-hipaa-1', category: 'audience', turns: ["We're a pediatric clinic. Can we keep patient health records in your CRM? HIPAA is a big deal for us."], facts: ['agreed in writing'] },
  { id: 'd25-audience-pt-client-1', category: 'audience', turns: ['any physical therapy clinics using your system right now?'], facts: ['Brightside Physical Therapy'] },

  // ── audience: legal ──
  { id: 'd25-audience-lawfirm-1', category: 'audience', turns: ["I'm a solo immigration attorney. Do you work w/ law firms, and what would the AI do for a practice like mine?"], facts: [['Case intake', 'Client Intake']] },
  { id: 'd25-audience-lawfirm-conflict-1', category: 'audience', turns: ['For a personal injury firm, can your bot collect the names we need to run a conflict check before the first meeting?'], facts: ['Conflict Check'] },
  { id: 'd25-audience-lawfirm-advice-1', category: 'audience', turns: ['will your AI start giving legal advice to people who call my law office? that would be a real problem for us'], facts: ['no legal advice'] },
  { id: 'd25-audience-familylaw-client-1', category: 'audience', turns: ['any law firms actually use you? family law specifically'], facts: ['Kim & Lowry'] },

  // ── audience: real estate ──
  { id: 'd25-audience-realtor-showings-1', category: 'audience', turns: ['realtor w/ a team of 5 agents. can it book property viewings into each agents own calendar?'], facts: [['Showing Scheduler', 'Showing requests']] },
  { id: 'd25-audience-openhouse-1', category: 'audience', turns: ['Our brokerage runs a lot of open houses on weekends. Anything to follow up with the people who walked through?'], facts: [['day after', 'Open House Follow-Up']] },
  { id: 'd25-audience-realtor-preapproval-1', category: 'audience', turns: ['does vale check whether a buyer has financing lined up before booking them a tour of a house?'], facts: ['pre-approval'] },

  // ── audience: restaurants ──
  { id: 'd25-audience-taqueria-1', category: 'audience', turns: ['I own a taqueria with 40 seats. is this overkill for a restaurant or do you actually work with places like mine'], facts: ['Restaurants'] },
  { id: 'd25-audience-restaurant-waitlist-1', category: 'audience', turns: ['can the AI handle our waitlist on a packed friday night or just reservations'], facts: ['waitlist'] },
  { id: 'd25-audience-bbq-catering-1', category: 'audience', turns: ['we get tons of catering calls for our bbq joint and they get lost. can it take those down for us?'], facts: [['private event', 'your manager']] },
  { id: 'd25-audience-restaurant-allergens-1', category: 'audience', turns: ['people always ask if our dishes are gluten free or have nuts. would vale know that stuff?'], facts: [['current menu', 'dietary options']] },
  { id: 'd25-audience-cafe-winback-1', category: 'audience', turns: ['cafe owner. anything to bring back regulars who just stopped coming in?'], facts: [['win-back', 'Loyalty']] },

  // ── audience: automotive ──
  { id: 'd25-audience-car-dealer-1', category: 'audience', turns: ["We're a used car dealership in Pasadena TX. Do you serve car dealers?"], facts: ['Automotive'] },
  { id: 'd25-audience-autorepair-status-1', category: 'audience', turns: ['independent auto repair shop - can customers get a text when their car is done and ready for pickup?'], facts: ['Vehicle-ready'] },
  { id: 'd25-audience-tireshop-reminders-1', category: 'audience', turns: ['for my oil change and tire shop can u send reminders based on what work we did on the car last time'], facts: ['service history'] },

  // ── audience: fitness ──
  { id: 'd25-audience-crossfit-1', category: 'audience', turns: ['i own a crossfit box, about 120 members. would your stuff work for gyms?'], facts: ['Fitness & Wellness'] },
  { id: 'd25-audience-yoga-trial-1', category: 'audience', turns: ['yoga studio owner. can newbies book their first intro class through the bot?'], facts: [['intro sessions', 'trial booking', 'Trial Bookings']] },
  { id: 'd25-audience-gym-ghosting-1', category: 'audience', turns: ['members ghost us after january lol. anything for gyms to win them back?'], facts: [['Re-engagement', 'Win-Back']] },
  { id: 'd25-audience-gym-cancellations-1', category: 'audience', turns: ['Does Vale process membership cancellations for my gym by itself, or does that land on my desk?'], facts: ['routes cancellations'] },

  // ── audience: beauty ──
  { id: 'd25-audience-barbershop-1', category: 'audience', turns: ['I have a 3-chair barbershop in Austin. Is this made for shops like mine or nah?'], facts: ['Beauty & Salons'] },
  { id: 'd25-audience-salon-stylist-1', category: 'audience', turns: ['hair salon owner - can my clients pick which stylist they want when they book online?'], facts: ['service and stylist'] },
  { id: 'd25-audience-medspa-rebook-1', category: 'audience', turns: ['med spa here, I want clients to come back for their next treatment on schedule. do u do anything for that'], facts: ['Rebooking prompts'] },

  // ── audience: financial ──
  { id: 'd25-audience-cpa-1', category: 'audience', turns: ['CPA firm, 2 partners and 4 staff. do you work with accountants?'], facts: ['Financial Services'] },
  { id: 'd25-audience-mortgage-docs-1', category: 'audience', turns: ["I'm a mortgage broker. Can it chase clients for the paperwork I need before we meet?"], facts: ['document reminders'] },
  { id: 'd25-audience-taxprep-season-1', category: 'audience', turns: ['tax preparer, busiest jan thru april. any campaigns aimed at that time of year?'], facts: ['Tax-season'] },
  { id: 'd25-audience-advisor-compliance-1', category: 'audience', turns: ['financial advisor here. my compliance dept is strict about wording. can the AI stick to language they sign off on?'], facts: [['Compliance-Minded', 'compliance team approves']] },

  // ── audience: education ──
  { id: 'd25-audience-montessori-1', category: 'audience', turns: ['we run a private montessori school and parents call nonstop about openings. are schools something you cover?'], facts: ['Education'] },
  { id: 'd25-audience-tutoring-tours-1', category: 'audience', turns: ['tutoring center: can the bot set up a visit of our center or a trial lesson for parents?'], facts: [['Tour & Trial Booking', 'Tour and consultation booking']] },
  { id: 'd25-audience-bootcamp-deadlines-1', category: 'audience', turns: ['coding bootcamp - can your system remind applicants before the application closes?'], facts: [['Application Reminders', 'Application and deadline reminders', 'Nudges applicants']] },

  // ── audience: e-commerce ──
  { id: 'd25-audience-online-store-1', category: 'audience', turns: ['i sell candles online only, no physical shop. can an online store use this?'], facts: ['E-commerce'] },
  { id: 'd25-audience-carts-1', category: 'audience', turns: ['people put stuff in their cart on my site and then bail. do you do anything about that'], facts: ['cart recovery'] },
  { id: 'd25-audience-order-status-1', category: 'audience', turns: ['can Vale tell my customers where their package is when they message us?'], facts: [['Order Status', 'where their order is']] },
  { id: 'd25-audience-boutique-returns-1', category: 'audience', turns: ['boutique clothing brand, online plus one local shop. can the AI deal with return questions?'], facts: [['Returns Help', 'starts the return']] },

  // ── audience: professional services ──
  { id: 'd25-audience-agency-1', category: 'audience', turns: ['we are an 8-person design agency. is your stuff for agencies and consultants too or mostly local trades?'], facts: ['Professional Services'] },
  { id: 'd25-audience-consultant-proposals-1', category: 'audience', turns: ["I'm a business consultant - can it chase prospects after I send over a proposal?"], facts: ['Proposal follow-up'] },
  { id: 'd25-audience-contractor-onboarding-1', category: 'audience', turns: ['independent contractor doing kitchen remodels. do you have anything that automates getting a new client onboarded?'], facts: ['Client onboarding automations'] },

  // ── audience: recruiting ──
  { id: 'd25-audience-staffing-screening-1', category: 'audience', turns: ['staffing agency here, we screen a ton of warehouse applicants. can vale prescreen candidates for us?'], facts: [['knock-out', 'Candidate Screening']] },
  { id: 'd25-audience-recruiter-interviews-1', category: 'audience', turns: ['recruiter - does the AI set up interviews across the calendars of the people doing the hiring?'], facts: [['Interview Scheduling', 'Books interviews']] },

  // ── audience: industries in general ──
  { id: 'd25-audience-vale-packs-1', category: 'audience', turns: ['which lines of work does vale come pre-trained for out of the box?'], facts: ['HR & Recruiting', 'Finance & Banking'] },
  { id: 'd25-audience-industry-count-1', category: 'audience', turns: ['how many different industries do you guys cover on your industries page?'], facts: ['twelve'] },
  { id: 'd25-audience-unlisted-cakes-1', category: 'audience', turns: ["I make custom wedding cakes from a home kitchen. Didn't see that anywhere on your site. Can you still do something for me?"], facts: [['dozens of fields', 'strategy session']] },
  { id: 'd25-audience-industry-lingo-1', category: 'audience', turns: ["will the bot know my industry's lingo or do i have to teach it everything from zero"], facts: ['industry pack'] },
  { id: 'd25-audience-tone-1', category: 'audience', turns: ['Does the assistant sound the same for every business? I run a law office and my cousin runs a gym'], facts: [['Formal for a law firm', 'Tone of Voice']] },
  { id: 'd25-audience-industry-pages-1', category: 'audience', turns: ['where on the site can i see what you do for my specific kind of business?'], facts: ['/industries'] },

  // ── audience: size, type of business, age ──
  { id: 'd25-audience-size-big-1', category: 'audience', turns: ["we're a 300-employee regional company. are we too big for what you offer?"], facts: ['small and mid-size'] },
  { id: 'd25-audience-size-tiny-1', category: 'audience', turns: ['just me and my wife running a bakery. are we too small for you guys?'], facts: ['small and mid-size'] },
  { id: 'd25-audience-soleprop-1', category: 'audience', turns: ["I'm a sole prop, no employees, no LLC yet. can I still sign up?"], facts: ['sole proprietors'] },
  { id: 'd25-audience-freelancer-1', category: 'audience', turns: ['Do I need a registered company or can a freelance photographer use this?'], facts: [['sole proprietors', 'business use only']] },
  { id: 'd25-audience-personal-use-1', category: 'audience', turns: ['can I use Vale for my personal life, like screening calls from my family and handling my own appointments?'], facts: ['business use only'] },
  { id: 'd25-audience-age-teen-1', category: 'audience', turns: ["i'm 17 and I run a sneaker resale biz, can i sign up for your stuff"], facts: [['18 or older', 'at least 18']] },
  { id: 'd25-audience-age-min-1', category: 'audience', turns: ['whats the minimum age to use ur services'], facts: [['18 or older', 'at least 18']] },
  { id: 'd25-audience-kids-camp-1', category: 'audience', turns: ['I run a summer day camp. Could Vale chat directly with the campers (ages 8 to 12) and collect their info?'], facts: ['under 13'] },

  // ── audience: countries ──
  { id: 'd25-audience-canada-1', category: 'audience', turns: ["we're a landscaping co in Toronto, do you take on canadian clients?"], facts: ['Canada'] },
  { id: 'd25-audience-uk-1', category: 'audience', turns: ['Hi from Manchester - can you work with a business over here in England?'], facts: [['United Kingdom', 'the UK']] },
  { id: 'd25-audience-australia-1', category: 'audience', turns: ['sydney based physio clinic. is australia a place you serve?'], facts: ['Australia'] },
  { id: 'd25-audience-europe-1', category: 'audience', turns: ['we are a small german machine shop, do you serve companies in europe?'], facts: ['Europe'] },
  { id: 'd25-audience-ohio-remote-1', category: 'audience', turns: ["Do I need to be near Houston to work with you? I'm in Columbus, Ohio."], facts: [['online and by phone', 'worldwide']] },
  { id: 'd25-audience-us-only-1', category: 'audience', turns: ['is this only for american businesses?'], facts: ['worldwide'] },

  // ── audience: restricted uses ──
  { id: 'd25-audience-dispensary-1', category: 'audience', turns: ['I own a dispensary. Can I blast promo texts about our cannabis products through your platform?'], facts: ['prohibit'] },
  { id: 'd25-audience-payday-1', category: 'audience', turns: ['payday loan company - can we use your SMS campaigns for our offers?'], facts: ['prior written approval'] },
  { id: 'd25-audience-debt-collection-1', category: 'audience', turns: ['I do debt collection. can I use your calling and texting tools for that?'], facts: [['talk with us before', 'written approval']] },
  { id: 'd25-audience-political-1', category: 'audience', turns: ['Running for city council - can my campaign use your texting and calling?'], facts: [['talk with us before', 'written approval']] },

  // ── audience: not stated ──
  { id: 'd25-audience-unknown-dentist-count-1', category: 'audience', turns: ['how many dental offices are using Vale right now?'], facts: [], unknown: true },
  { id: 'd25-audience-unknown-nonprofit-1', category: 'audience', turns: ["we're a small animal rescue nonprofit. do you have special nonprofit pricing?"], facts: [], unknown: true },
  { id: 'd25-audience-unknown-vet-refs-1', category: 'audience', turns: ['can you give me a couple of vet clinics I could call as references?'], facts: [], unknown: true },
  { id: 'd25-audience-unknown-korean-1', category: 'audience', turns: ['do you have anyone on your team who speaks Korean for the onboarding calls?'], facts: [], unknown: true },
  { id: 'd25-audience-unknown-restaurant-share-1', category: 'audience', turns: ['what percent of your clients are restaurants?'], facts: [], unknown: true },
  { id: 'd25-audience-unknown-max-locations-1', category: 'audience', turns: ['We have 35 franchise locations. Is there a cap on how many locations you can support on one account?'], facts: [], unknown: true },

  // ── how-to-get: starting ──
  { id: 'd25-how-start-1', category: 'how-to-get', turns: ['ok im sold lol. how do i actually get this going'], facts: ['/contact'] },
  { id: 'd25-how-start-talk-first-1', category: 'how-to-get', turns: ['is there a sign up button or do i have to talk to a person first?'], facts: ['strategy session'] },
  { id: 'd25-how-start-steps-1', category: 'how-to-get', turns: ['walk me thru the steps from saying yes to actually being live'], facts: ['Custom Setup', '3 business days'] },
  { id: 'd25-how-start-nontech-1', category: 'how-to-get', turns: ['I can barely use my email. Am I going to have to configure all this myself?'], facts: [['set everything up', 'Done-For-You']] },
  { id: 'd25-how-start-prepare-1', category: 'how-to-get', turns: ['anything I should get together before my first call with your team?'], facts: [['tools you use today', 'how many leads']] },
  { id: 'd25-how-start-import-contacts-1', category: 'how-to-get', turns: ['I have 2,000 contacts in another CRM. can those come over when I get set up with you?'], facts: ['existing contacts'] },
  { id: 'd25-how-start-port-number-1', category: 'how-to-get', turns: ['if I move to your phone system can I keep the number my customers already have?'], facts: [['ported', 'bring the ones customers already know']] },
  { id: 'd25-how-start-team-training-1', category: 'how-to-get', turns: ['once ATOM is set up, how does my front desk staff learn to use it?'], facts: ['short walkthrough'] },

  // ── how-to-get: strategy session ──
  { id: 'd25-how-session-book-1', category: 'how-to-get', turns: ['how do i grab a spot for the free consult'], facts: [['Book Your Strategy Session', '/contact']] },
  { id: 'd25-how-session-length-1', category: 'how-to-get', turns: ['how much time should I block off for the free call w/ your team'], facts: [['30 minutes', '30-minute']], forbidden: ['20-minute'] },
  { id: 'd25-how-session-catch-1', category: 'how-to-get', turns: ["the strategy call is really free? what's the catch, do I have to buy something after"], facts: ['no obligation'] },
  { id: 'd25-how-session-phone-1', category: 'how-to-get', turns: ["I hate online calendars. can I set up the strategy session by phone? what's the number"], facts: ['(832) 555-0142'] },
  { id: 'd25-how-session-calendar-broken-1', category: 'how-to-get', turns: ["your booking calendar just spins and won't load for me, what now?"], facts: [['(832) 555-0142', 'hello@starboundsystems.ai']] },
  { id: 'd25-how-session-outcome-1', category: 'how-to-get', turns: ['what do i walk away with after the strategy session'], facts: [['launch timeline', 'custom plan and quote']] },
  { id: 'd25-how-session-format-1', category: 'how-to-get', turns: ['is the strategy session in person at your office or remote?'], facts: ['online or by phone'] },
  { id: 'd25-how-walkthrough-1', category: 'how-to-get', turns: ['saw a walkthrough offer on your history page. what is it exactly and where do i book one'], facts: ['20-minute', '/contact'] },

  // ── how-to-get: quotes ──
  { id: 'd25-how-quote-exact-1', category: 'how-to-get', turns: ['the starting prices are nice but how do I find out what I would really pay?'], facts: ['strategy session'] },
  { id: 'd25-how-quote-valid-1', category: 'how-to-get', turns: ['if you send me a quote how long do I have to accept it before it expires'], facts: ['30 days'] },
  { id: 'd25-how-quote-phone-1', category: 'how-to-get', turns: ['I want a quote just for phones at my office. what info do you need from me?'], facts: ['lines and users'] },
  { id: 'd25-how-quote-app-1', category: 'how-to-get', turns: ['I have an idea for a customer portal app. how do I kick off a project with your dev team?'], facts: [['Start Your Project', 'strategy session']] },
  { id: 'd25-how-quote-marketing-1', category: 'how-to-get', turns: ['I want you guys to take over our marketing. where do I start?'], facts: [['Scale My Marketing', 'strategy session']] },
  { id: 'd25-how-infinity-signup-1', category: 'how-to-get', turns: ['how do I sign up for the infinity partner thing?'], facts: [['Become an Infinity Partner', '/contact']] },

  // ── how-to-get: one service alone ──
  { id: 'd25-how-one-website-1', category: 'how-to-get', turns: ['can I just buy the website and nothing else from you?'], facts: [['à la carte', 'on its own']] },
  { id: 'd25-how-one-vale-1', category: 'how-to-get', turns: ['i only want vale answering my phones, not the crm or marketing stuff. possible?'], facts: [['à la carte', 'on its own']] },
  { id: 'd25-how-add-later-1', category: 'how-to-get', turns: ['if I start with only the CRM, can I tack on the AI a few months later?'], facts: [['add services later', 'add more later', 'Add more whenever']] },
  { id: 'd25-how-all-or-nothing-1', category: 'how-to-get', turns: ['is it all or nothing with you guys or can I pick pieces'], facts: [['à la carte', 'on its own']] },

  // ── how-to-get: paying ──
  { id: 'd25-how-pay-methods-1', category: 'how-to-get', turns: ['how do I pay you, is it card only?'], facts: ['bank transfer'] },
  { id: 'd25-how-pay-currency-1', category: 'how-to-get', turns: ["i'm in vancouver. what currency would i be billed in?"], facts: ['USD'] },
  { id: 'd25-how-pay-financing-1', category: 'how-to-get', turns: ['is there a way to spread out the website cost? 4 grand at once is a lot for me'], facts: ['at checkout'] },
  { id: 'd25-how-pay-lender-1', category: 'how-to-get', turns: ['who actually does the financing, you or some bank?'], facts: ['third-party lender'] },
  { id: 'd25-how-pay-advance-1', category: 'how-to-get', turns: ['for the monthly stuff do I get charged at the start of the month or the end?'], facts: ['in advance'] },
  { id: 'd25-how-pay-declined-1', category: 'how-to-get', turns: ['my card got declined on your invoice. how long before you shut my stuff off'], facts: ['7 days'] },
  { id: 'd25-how-pay-dispute-1', category: 'how-to-get', turns: ['pretty sure i got overcharged. how long do i have to bring it up with you'], facts: ['60 days'] },
  { id: 'd25-how-pay-setup-always-1', category: 'how-to-get', turns: ['will I get hit with a setup fee no matter which service I pick?'], facts: ['may not always apply'] },
  { id: 'd25-how-pay-financing-followup-1', category: 'how-to-get', turns: ['what forms of payment do you take', 'can I finance it?'], facts: ['at checkout'] },

  // ── how-to-get: cancelling ──
  { id: 'd25-how-cancel-how-1', category: 'how-to-get', turns: ['if it doesnt work out for us how would i go about canceling'], facts: [['e-mailing us or calling us', 'by e-mail or by phone']] },
  { id: 'd25-how-cancel-penalty-1', category: 'how-to-get', turns: ['is there a penalty if I bail after two months?'], facts: ['cancellation fee'] },
  { id: 'd25-how-cancel-refund-1', category: 'how-to-get', turns: ['if i cancel on the 10th do i get the rest of that month back'], facts: ['partial months'] },
  { id: 'd25-how-cancel-stop-1', category: 'how-to-get', turns: ['after I cancel, when does the service actually shut off?'], facts: ['end of the billing period'] },
  { id: 'd25-how-cancel-export-1', category: 'how-to-get', turns: ['when we leave can we get our customer data out? how long do we have after it ends'], facts: ['30 days'] },
  { id: 'd25-how-cancel-project-1', category: 'how-to-get', turns: ['what if I want to stop my website build halfway through?'], facts: ['work completed'] },
  { id: 'd25-how-cancel-followup-1', category: 'how-to-get', turns: ['do u lock people into contracts', 'ok so how would I actually cancel then'], facts: [['e-mailing us or calling us', 'by e-mail or by phone']] },
  { id: 'd25-how-cancel-setup-refund-1', category: 'how-to-get', turns: ['if I cancel a week after you start building, do I get my setup fee back?'], facts: ['non-refundable'] },

  // ── how-to-get: opting out ──
  { id: 'd25-how-optout-texts-1', category: 'how-to-get', turns: ['ur promo texts are annoying, how do i make them quit'], facts: ['reply STOP'] },
  { id: 'd25-how-optout-calls-1', category: 'how-to-get', turns: ['please quit calling my cell. how do i get off your call list'], facts: ['do-not-call list'] },
  { id: 'd25-how-optout-calls-speed-1', category: 'how-to-get', turns: ['once I ask you not to call, how fast does that kick in?'], facts: ['1 business day'] },
  { id: 'd25-how-optout-email-1', category: 'how-to-get', turns: ['how do i get off your email newsletter'], facts: ['unsubscribe link'] },
  { id: 'd25-how-optout-help-1', category: 'how-to-get', turns: ['what do I reply to one of your texts if I need assistance?'], facts: ['HELP for assistance'] },
  { id: 'd25-how-optout-service-msgs-1', category: 'how-to-get', turns: ['if I opt out of your marketing will I stop getting updates about the website you are building me?'], facts: ['service messages'] },
  { id: 'd25-how-optout-advertisers-1', category: 'how-to-get', turns: ['how do I stop you sharing my info with ad partners for targeted ads'], facts: ['/privacy-choices'] },
  { id: 'd25-how-optout-gpc-1', category: 'how-to-get', turns: ['is there a browser setting that opts me out of that sharing automatically?'], facts: ['Global Privacy Control'] },

  // ── how-to-get: privacy requests ──
  { id: 'd25-how-privacy-wipe-1', category: 'how-to-get', turns: ['i want you to wipe everything you have on me. where do i do that'], facts: ['/privacy-request'] },
  { id: 'd25-how-privacy-deadline-1', category: 'how-to-get', turns: ['how long do you have to respond once I send a privacy request?'], facts: ['45 days'] },
  { id: 'd25-how-privacy-confirm-1', category: 'how-to-get', turns: ['how soon will you at least confirm you got my data request?'], facts: ['10 business days'] },
  { id: 'd25-how-privacy-extend-1', category: 'how-to-get', turns: ['how long do u take to answer a privacy request', 'can that deadline get pushed back?'], facts: [['45 more days', 'another 45 days']] },
  { id: 'd25-how-privacy-email-1', category: 'how-to-get', turns: ['can I just email my privacy request in my own words? where to and what subject?'], facts: ['hello@starboundsystems.ai', 'Privacy Request'] },
  { id: 'd25-how-privacy-mail-1', category: 'how-to-get', turns: ['can I mail a privacy request by post? who do I address it to'], facts: ['Starbound Systems LLC'] },
  { id: 'd25-how-privacy-verify-1', category: 'how-to-get', turns: ['how do you know it is really me when I ask for my data?'], facts: [['sending a code', 'confirm a code']] },
  { id: 'd25-how-privacy-agent-1', category: 'how-to-get', turns: ['can my attorney file a privacy request for me?'], facts: [['written permission', 'signed permission', 'authorised agent']] },
  { id: 'd25-how-privacy-appeal-1', category: 'how-to-get', turns: ['you turned down my data request. how do I push back on that?'], facts: ['Privacy Appeal'] },
  { id: 'd25-how-privacy-sensitive-1', category: 'how-to-get', turns: ['I mentioned a health condition on a call. how do I make sure you only use it for what I asked?'], facts: ['/limit-sensitive-info'] },
  { id: 'd25-how-privacy-client-1', category: 'how-to-get', turns: ['i called a dentist that uses your AI receptionist. how do i get my info deleted?'], facts: [['pass your request on', 'contact that business']] },

  // ── how-to-get: cookies and embeds ──
  { id: 'd25-how-cookies-reviews-1', category: 'how-to-get', turns: ['how do i stop that reviews widget from loading on your site'], facts: ['/cookie-preferences'] },
  { id: 'd25-how-cookies-load-once-1', category: 'how-to-get', turns: ['I switched off the booking calendar embed but need it just this once. how?'], facts: ['Load it anyway'] },
  { id: 'd25-how-cookies-reset-1', category: 'how-to-get', turns: ['how do i reset all my embed switches back to default'], facts: ['site data'] },
  { id: 'd25-how-cookies-devices-1', category: 'how-to-get', turns: ['if I change my cookie choices on my laptop, does that apply on my phone too?'], facts: ['per browser'] },

  // ── how-to-get: voice demo and chat ──
  { id: 'd25-how-demo-hear-1', category: 'how-to-get', turns: ['how do i hear vale actually talk'], facts: [['Press Me', '/ai#voice-ai']] },
  { id: 'd25-how-demo-mic-1', category: 'how-to-get', turns: ['i hit the voice button and nothing happened. does it need something from my computer?'], facts: ['microphone'] },
  { id: 'd25-how-demo-end-1', category: 'how-to-get', turns: ['how do I hang up on the voice demo'], facts: [['orb again', 'leave the page']] },
  { id: 'd25-how-demo-button-1', category: 'how-to-get', turns: ['what button do I click to start talking to the voice agent'], facts: ['Start Conversation'] },
  { id: 'd25-how-demo-testdrive-1', category: 'how-to-get', turns: ['is there a way to test drive the AI before I pay anything?'], facts: [['Press Me', '/ai#voice-ai']] },
  { id: 'd25-how-demo-nomic-1', category: 'how-to-get', turns: ["i don't have a mic on my work pc. can i still try vale?"], facts: [['type in the chat', 'text chat', 'open the chat']] },

  // ── how-to-get: the game ──
  { id: 'd25-how-game-where-1', category: 'how-to-get', turns: ['where do i play the asteroid shooting game'], facts: ['/astroblaster'] },
  { id: 'd25-how-game-controls-1', category: 'how-to-get', turns: ['whats the controls for astroblaster on a laptop'], facts: ['Arrow keys'] },
  { id: 'd25-how-game-phone-1', category: 'how-to-get', turns: ['can I play the space game on my phone? how do you steer'], facts: [['drag anywhere', 'keep your finger down']] },
  { id: 'd25-how-game-level-1', category: 'how-to-get', turns: ['how do i get to the next level in astroblaster'], facts: ['1,000 points'] },

  // ── how-to-get: notify, app, misc ──
  { id: 'd25-how-notify-antiai-1', category: 'how-to-get', turns: ['how do i find out when the human-first thing launches'], facts: ['Get Notified'] },
  { id: 'd25-how-app-iphone-1', category: 'how-to-get', turns: ['how do i get the atom app on my iphone'], facts: ['App Store'] },
  { id: 'd25-how-app-android-1', category: 'how-to-get', turns: ['is there a phone app for the crm', 'is it on android too?'], facts: ['Google Play'] },
  { id: 'd25-how-form-reply-1', category: 'how-to-get', turns: ['if I fill out your contact form how soon will a human get back to me?'], facts: ['one business day'] },
  { id: 'd25-how-accessibility-1', category: 'how-to-get', turns: ["your site isn't working with my screen reader. who do I tell and how fast do you get back?"], facts: ['48 hours'] },
  { id: 'd25-how-usage-estimate-1', category: 'how-to-get', turns: ['how can I figure out roughly what my phone usage would run me each month'], facts: ['Usage Estimate Tool'] },

  // ── how-to-get: not stated ──
  { id: 'd25-how-unknown-apr-1', category: 'how-to-get', turns: ['what interest rate does the checkout financing charge?'], facts: [], unknown: true },
  { id: 'd25-how-unknown-referral-1', category: 'how-to-get', turns: ['do you pay a referral bonus if I send another business your way?'], facts: [], unknown: true },
  { id: 'd25-how-unknown-prepay-1', category: 'how-to-get', turns: ['if i pay for a whole year up front do i get a discount?'], facts: [], unknown: true },
  { id: 'd25-how-unknown-promo-1', category: 'how-to-get', turns: ['got a promo code for my first month?'], facts: [], unknown: true },
  { id: 'd25-how-unknown-street-1', category: 'how-to-get', turns: ["what's the street address of your Houston office? I'd like to drop by and sign up in person"], facts: [], unknown: true },
  { id: 'd25-how-unknown-credit-score-1', category: 'how-to-get', turns: ['what credit score do I need to get approved for your financing?'], facts: [], unknown: true },
  { id: 'd25-how-unknown-coach-waitlist-1', category: 'how-to-get', turns: ['can I get on a waitlist for the Built-In Coach in ATOM, and when does it ship?'], facts: [], unknown: true },
  { id: 'd25-how-unknown-shopify-1', category: 'how-to-get', turns: ['can I install Vale straight from the Shopify app store?'], facts: [], unknown: true },
];
