import type { VisitorCase } from './visitor-case';

/** Timing questions (setup, delivery, response, frequency, legal time limits, hours) and follow-ups asking a time. */
export const devCases16: VisitorCase[] = [
  // Vale: setup time
  { id: 'd16-timing-vale-1', category: 'timing', turns: ['How long does it take to get Vale set up for my business?'], facts: ['3 business days'], forbidden: ['3-6 weeks'] },
  { id: 'd16-timing-vale-2', category: 'timing', turns: ['hw long til the AI receptionist is actually answering my calls?'], facts: ['3 business days'] },
  { id: 'd16-timing-vale-3', category: 'timing', turns: ['I own a small HVAC company in Tulsa and we miss tons of calls in summer when the guys are up on roofs. If I signed up for your AI phone answering thing this week, how soon would it be live?'], facts: ['3 business days'] },
  { id: 'd16-timing-vale-4', category: 'timing', turns: ['setup time for the ai employee'], facts: ['3 business days'] },
  { id: 'd16-timing-vale-5', category: 'timing', turns: ['If I say yes today, when does the AI chat start answering people on my website?'], facts: ['3 business days'] },
  { id: 'd16-timing-vale-7', category: 'timing', turns: ['Is the AI agent something that takes months to implement, or is it quicker than that?'], facts: ['3 business days'] },

  // ATOM CRM: setup time and steps
  { id: 'd16-timing-crm-1', category: 'timing', turns: ['How long until the CRM is ready for my team to use?'], facts: ['3 business days'] },
  { id: 'd16-timing-crm-2', category: 'timing', turns: ['we are moving off spreadsheets, 4 sales reps. how long before your customer database thing is set up and our contacts are in it?'], facts: ['3 business days'] },
  { id: 'd16-timing-crm-3', category: 'timing', turns: ['atom onboarding how long'], facts: ['3 business days'] },
  { id: 'd16-timing-crm-4', category: 'timing', turns: ['If we switch over to ATOM, how quickly can the whole office start working in it?'], facts: ['3 business days'] },
  { id: 'd16-timing-crm-7', category: 'timing', turns: ['What are the steps when you set up ATOM for a new client, and how long does the whole thing take?'], facts: ['Map Your Process', 'Train & Launch', '3 business days'] },
  { id: 'd16-timing-crm-8', category: 'timing', turns: ['Will my staff need weeks of training on the CRM before we can go live?'], facts: ['short walkthrough', '3 business days'] },

  // Implementation in general, results, onboarding steps
  { id: 'd16-timing-impl-1', category: 'timing', turns: ['How fast can you get us up and running?'], facts: ['3 business days'] },
  { id: 'd16-timing-impl-2', category: 'timing', turns: ['typical turnaround from signing to launch?'], facts: ['3 business days'] },
  { id: 'd16-timing-impl-3', category: 'timing', turns: ["I'm comparing a few agencies. One of them quoted us 6 weeks just to get started. What's your usual implementation time?"], facts: ['3 business days'] },
  { id: 'd16-timing-impl-5', category: 'timing', turns: ['Do most of your services really go live in a few days, or is that just marketing talk?'], facts: ['3 business days'] },
  { id: 'd16-timing-impl-6', category: 'timing', turns: ['when would I start seeing results once we launch?'], facts: ['weeks, not quarters'] },
  { id: 'd16-timing-impl-7', category: 'timing', turns: ['How soon do your clients usually notice more leads coming in? Weeks? Months?'], facts: ['weeks, not quarters'] },
  { id: 'd16-timing-impl-8', category: 'timing', turns: ['Can you launch one piece quickly and roll out the rest of the system later? How long does the full thing take?'], facts: [['a few weeks', '3-5 weeks']] },
  { id: 'd16-timing-impl-9', category: 'timing', turns: ['What does your onboarding process look like, step by step?'], facts: ['Book Your Call', 'Custom Setup', 'Go Live'] },
  { id: 'd16-timing-impl-10', category: 'timing', turns: ['walk me thru what happens after I book. how many steps till go live and how long does it take'], facts: ['Custom Setup', '3 business days'] },
  { id: 'd16-timing-impl-11', category: 'timing', turns: ['After the strategy call, what happens next and how long until we are live?'], facts: ['3 business days'] },

  // Phone: setup, porting, support
  { id: 'd16-timing-phone-1', category: 'timing', turns: ['How long is setup for the business phone system?'], facts: ['24 h'], forbidden: ['3-6 weeks'] },
  { id: 'd16-timing-phone-2', category: 'timing', turns: ['need a new business line for my salon asap - how fast can u get it working?'], facts: ['24 h'] },
  { id: 'd16-timing-phone-3', category: 'timing', turns: ['If I order a local number from you today, could it be live by tomorrow?'], facts: ['24 h'] },
  { id: 'd16-timing-phone-5', category: 'timing', turns: ["We're opening a second location next Monday and need phones that work on day one. What's your setup time for phone lines?"], facts: ['24 h'] },
  { id: 'd16-timing-phone-support-1', category: 'timing', turns: ['Is phone system support available around the clock or only during office hours?'], facts: ['24/7'] },
  { id: 'd16-timing-phone-support-2', category: 'timing', turns: ['if my business phones go down on a sunday night can i get help or do i wait till monday'], facts: ['24/7'] },

  // Websites
  { id: 'd16-timing-web-template-1', category: 'timing', turns: ['how many weeks for a basic site using one of your ready-made layouts?'], facts: ['1-2 weeks'] },
  { id: 'd16-timing-web-template-2', category: 'timing', turns: ['I just need a simple site for my landscaping business, nothing fancy, built off a template. When could it be live?'], facts: ['1-2 weeks'] },
  { id: 'd16-timing-web-template-3', category: 'timing', turns: ['template site turnaround'], facts: ['1-2 weeks'] },
  { id: 'd16-timing-web-template-5', category: 'timing', turns: ["what's the fastest you can launch a website?"], facts: ['1-2 weeks'] },
  { id: 'd16-timing-web-custom-1', category: 'timing', turns: ['How long for a fully custom designed website?'], facts: ['3-6 weeks'] },
  { id: 'd16-timing-web-custom-2', category: 'timing', turns: ['We want something unique for our boutique hotel, designed from the ground up, not a theme. What timeline should we expect?'], facts: ['3-6 weeks'] },
  { id: 'd16-timing-web-custom-3', category: 'timing', turns: ['custom web design delivery time pls'], facts: ['3-6 weeks'] },
  { id: 'd16-timing-web-custom-4', category: 'timing', turns: ['My brother-in-law says a custom website takes 6 months minimum. Is that true with you guys?'], facts: ['3-6 weeks'] },
  { id: 'd16-timing-web-both-1', category: 'timing', turns: ['What is the difference in build time between a template site and a custom one?'], facts: ['1-2 weeks', '3-6 weeks'] },

  // Example bundles
  { id: 'd16-timing-bundle-launch-1', category: 'timing', turns: ['How long is delivery on the Launch Bundle?'], facts: ['1-2 weeks'] },
  { id: 'd16-timing-bundle-launch-2', category: 'timing', turns: ['the smallest example package, the one with the 4 page site, how many weeks?'], facts: ['1-2 weeks'] },
  { id: 'd16-timing-bundle-leadflow-2', category: 'timing', turns: ['the middle package, the one with the 10-page site and a phone line, how long does it take to deliver?'], facts: ['2-3 weeks'] },
  { id: 'd16-timing-bundle-leadflow-3', category: 'timing', turns: ['How many weeks to roll out the Leadflow package for a roofing company?'], facts: ['2-3 weeks'] },
  { id: 'd16-timing-bundle-scale-2', category: 'timing', turns: ['biggest bundle w the 20 page website - timeline?'], facts: ['3-5 weeks'] },
  { id: 'd16-timing-bundle-scale-3', category: 'timing', turns: ["We're a multi-location dental group looking at the example plan with managed marketing, a content studio and a dedicated strategist. How long would that take to deliver?"], facts: ['3-5 weeks'] },
  { id: 'd16-timing-bundle-all-1', category: 'timing', turns: ['Can you compare the delivery times of the three example bundles for me?'], facts: ['1-2 weeks', '2-3 weeks', '3-5 weeks'] },
  { id: 'd16-timing-bundle-all-2', category: 'timing', turns: ['which of your bundles is quickest to deliver?'], facts: ['Launch', '1-2 weeks'] },

  // Custom development

  // Marketing cadence
  { id: 'd16-timing-mkt-1', category: 'timing', turns: ['How often do you review the marketing strategy with me?'], facts: ['every quarter'] },
  { id: 'd16-timing-mkt-2', category: 'timing', turns: ['is your marketing plan for the whole year or month by month? and how often do we revisit it?'], facts: ['12-month', 'every quarter'] },
  { id: 'd16-timing-mkt-3', category: 'timing', turns: ['how far in advance do you plan our content calendar?'], facts: [['a year ahead', 'months ahead']] },
  { id: 'd16-timing-mkt-5', category: 'timing', turns: ['How often will I get a marketing report?'], facts: [['each month', 'every month', 'monthly']] },
  { id: 'd16-timing-mkt-6', category: 'timing', turns: ['do u send reports on leads and cost per lead? how often'], facts: [['each month', 'every month', 'monthly']] },
  { id: 'd16-timing-mkt-7', category: 'timing', turns: ['How frequently do you tune our Google Ads campaigns?'], facts: ['every month'] },
  { id: 'd16-timing-mkt-8', category: 'timing', turns: ['If I hire you for social media, how often does fresh content go out?'], facts: [['every week', 'every month']] },

  // Strategy session and walkthrough
  { id: 'd16-timing-session-1', category: 'timing', turns: ['how many minutes is the strategy call'], facts: [['30 minutes', '30-minute']], forbidden: ['20-minute'] },
  { id: 'd16-timing-session-2', category: 'timing', turns: ['Before I book, how much time should I block off in my calendar for the consultation?'], facts: [['30 minutes', '30-minute']] },
  { id: 'd16-timing-session-4', category: 'timing', turns: ["I'm super busy running a restaurant. How long does your discovery call actually take?"], facts: [['30 minutes', '30-minute']] },
  { id: 'd16-timing-session-5', category: 'timing', turns: ['When do I get a confirmation after booking a strategy session?'], facts: ['right after you book'] },
  { id: 'd16-timing-walkthrough-2', category: 'timing', turns: ['the walkthrough about getting time back, how many mins is it?'], facts: ['20-minute'] },

  // Contact: reply times, live answering, hours
  { id: 'd16-timing-reply-1', category: 'timing', turns: ['If I email you, how soon will someone get back to me?'], facts: ['one business day'] },
  { id: 'd16-timing-reply-2', category: 'timing', turns: ['just filled out ur contact form. when will i hear back'], facts: ['one business day'] },
  { id: 'd16-timing-reply-4', category: 'timing', turns: ['I sent a message through your site yesterday afternoon asking about a quote for my gym. When should I expect a response?'], facts: ['one business day'] },
  { id: 'd16-timing-reply-5', category: 'timing', turns: ['If I ring you in the middle of a weekday, does a person pick up straight away or do I leave a voicemail?'], facts: ['answered live'] },
  { id: 'd16-timing-reply-6', category: 'timing', turns: ['What happens to calls and texts that come in after you close for the day?'], facts: ['first thing'] },
  { id: 'd16-timing-hours-1', category: 'timing', turns: ['What are your office hours?'], facts: [['9:00', '9am'], '5:00'] },
  { id: 'd16-timing-hours-2', category: 'timing', turns: ['r u guys open on saturdays?'], facts: [['Mon–Fri', 'Monday']] },
  { id: 'd16-timing-hours-3', category: 'timing', turns: ["I'm in California. Your 9 to 5, which time zone is that?"], facts: ['Central'] },
  { id: 'd16-timing-hours-4', category: 'timing', turns: ['what time does your team finish for the day'], facts: ['5:00'] },
  { id: 'd16-timing-hours-5', category: 'timing', turns: ['When can I reach an actual human on the phone at your company?'], facts: [['9:00', '9am'], '5:00'] },

  // Vale: response speed, availability, reminders, follow-ups
  { id: 'd16-timing-response-1', category: 'timing', turns: ['How fast does your AI reply to a new lead?'], facts: ['30 sec'] },
  { id: 'd16-timing-response-2', category: 'timing', turns: ['if someone DMs my shop on instagram at 2am how quickly does vale answer?'], facts: ['30 sec'] },
  { id: 'd16-timing-response-4', category: 'timing', turns: ['Does the AI pick up right away, or does it let the phone ring a few times first?'], facts: ['first ring'] },
  { id: 'd16-timing-response-5', category: 'timing', turns: ['Does Vale work weekends and holidays too, or just business hours?'], facts: [['24/7', '24 hours a day', 'around the clock']] },
  { id: 'd16-timing-response-6', category: 'timing', turns: ['what hours does vale work'], facts: [['24/7', '24 hours a day', 'around the clock']] },
  { id: 'd16-timing-reminder-2', category: 'timing', turns: ['how many hrs before the appt does the reminder text get sent?'], facts: ['24 h', '2 h'] },
  { id: 'd16-timing-reminder-3', category: 'timing', turns: ['My physio clinic has a real no-show problem. If we use your booking system, at what points before the appointment are patients reminded?'], facts: ['24 h', '2 h'] },
  { id: 'd16-timing-reminder-4', category: 'timing', turns: ['Does ATOM send booking reminders the day before, or only on the day?'], facts: ['24 h', '2 h'] },
  { id: 'd16-timing-openhouse-1', category: 'timing', turns: ['For real estate, when does Vale follow up with people who came to an open house?'], facts: ['the day after'] },
  { id: 'd16-timing-tuning-1', category: 'timing', turns: ['does your AI get better over time? how often does it improve?'], facts: ['every week'] },

  // Plans with a monthly rhythm
  { id: 'd16-timing-partner-1', category: 'timing', turns: ['How often does the Infinity Partner team report results to me?'], facts: [['every month', 'monthly']] },
  { id: 'd16-timing-bundle-strategist-1', category: 'timing', turns: ['In the Scale bundle, how often do I get a session with the dedicated strategist?'], facts: ['monthly'] },
  { id: 'd16-timing-bundle-report-1', category: 'timing', turns: ['The Leadflow bundle lists a performance report. How often is that sent?'], facts: ['monthly'] },

  // Privacy and marketing-contact time limits
  { id: 'd16-timing-privacy-1', category: 'timing', turns: ['How long do you take to respond to a request to delete my personal data?'], facts: ['45 days'], forbidden: ['48 hours'] },
  { id: 'd16-timing-privacy-2', category: 'timing', turns: ['ccpa request to see what data u have on me - whats your deadline to answer?'], facts: ['45 days'] },
  { id: 'd16-timing-privacy-3', category: 'timing', turns: ['Can you take longer than the normal deadline on a privacy request? By how much?'], facts: ['45 more days'] },
  { id: 'd16-timing-privacy-5', category: 'timing', turns: ['How long before you confirm you received my privacy request?'], facts: ['10 business days'] },
  { id: 'd16-timing-privacy-6', category: 'timing', turns: ['I sent a correction request for my info last week. When will you at least acknowledge it?'], facts: ['10 business days'] },
  { id: 'd16-timing-privacy-7', category: 'timing', turns: ['If you turn down my privacy request and I appeal, how long do you have to answer?'], facts: ['60 days'] },
  { id: 'd16-timing-dnc-1', category: 'timing', turns: ['I asked to be put on your do not call list. How long does it take to apply?'], facts: ['1 business day'], forbidden: ['45 days'] },
  { id: 'd16-timing-dnc-2', category: 'timing', turns: ['stop calling my cell. how long till you actually stop?'], facts: ['1 business day'] },
  { id: 'd16-timing-quiet-1', category: 'timing', turns: ['What hours are marketing texts allowed to go out from your platform?'], facts: ['9am-9pm', '12pm-9pm'] },
  { id: 'd16-timing-quiet-2', category: 'timing', turns: ['Will you send me promo texts early on a Sunday morning?'], facts: ['12pm-9pm'] },
  { id: 'd16-timing-quiet-3', category: 'timing', turns: ['Can I schedule my SMS blast in ATOM to go out at 7am on a Tuesday?'], facts: ['9am-9pm'] },
  { id: 'd16-timing-a11y-1', category: 'timing', turns: ['How soon do you respond to accessibility complaints?'], facts: ['48 hours'], forbidden: ['45 days'] },
  { id: 'd16-timing-a11y-2', category: 'timing', turns: ['my screen reader keeps skipping ur pricing cards. if i report it how long before someone gets back to me'], facts: ['48 hours'] },
  { id: 'd16-timing-a11y-3', category: 'timing', turns: ['is your accessibility statement current? when did you last revise it'], facts: ['December 2024'] },
  { id: 'd16-timing-legal-date-1', category: 'timing', turns: ['What date are your terms of service and privacy policy from?'], facts: ['September 1, 2025'] },

  // Terms of service time limits
  { id: 'd16-timing-terms-quote-1', category: 'timing', turns: ['How long is a quote from you valid?'], facts: ['30 days'] },
  { id: 'd16-timing-terms-payment-1', category: 'timing', turns: ['If my card gets declined, how long until my services get cut off?'], facts: ['7 days'] },
  { id: 'd16-timing-terms-price-1', category: 'timing', turns: ['How much notice do you give before raising prices?'], facts: ['30 days'] },
  { id: 'd16-timing-terms-dispute-1', category: 'timing', turns: ['Is there a time limit for questioning a charge on my invoice?'], facts: ['60 days'] },
  { id: 'd16-timing-terms-export-1', category: 'timing', turns: ['After my service ends, how long do I have to ask for an export of my customer data?'], facts: ['30 days'] },
  { id: 'd16-timing-terms-cancel-1', category: 'timing', turns: ['If I cancel in the middle of the month, when does my service actually end?'], facts: ['end of the billing period'] },
  { id: 'd16-timing-terms-billing-1', category: 'timing', turns: ['are subscriptions charged at the start of the month or at the end?'], facts: ['in advance'] },
  { id: 'd16-timing-terms-setupfee-1', category: 'timing', turns: ['When is the setup fee due?'], facts: ['before work begins'] },
  { id: 'd16-timing-terms-changes-1', category: 'timing', turns: ['If you change your terms, how much warning do paying customers get?'], facts: ['30 days'] },
  { id: 'd16-timing-terms-resolve-1', category: 'timing', turns: ['before anyone sues, how long do we have to try to work out a dispute between us?'], facts: ['30 days'] },

  // Retention and cookie lifespans
  { id: 'd16-timing-retention-1', category: 'timing', turns: ['the stats you collect on how people use your website, how many months do you keep that?'], facts: ['13-26 months'], forbidden: ['7 years'] },
  { id: 'd16-timing-retention-2', category: 'timing', turns: ['How long do you hang on to CRM records about us after we stop working together?'], facts: ['24 months'] },
  { id: 'd16-timing-retention-3', category: 'timing', turns: ['how long do u keep do-not-call and consent records'], facts: ['4 years'] },
  { id: 'd16-timing-retention-4', category: 'timing', turns: ['How long do you retain invoices and tax records?'], facts: ['7 years'], forbidden: ['24 months'] },
  { id: 'd16-timing-retention-5', category: 'timing', turns: ['Do you keep the recordings of calls with Vale forever?'], facts: ['12 months'] },
  { id: 'd16-timing-retention-6', category: 'timing', turns: ["If I ask the chatbot something it can't answer, how long is that question stored?"], facts: ['30 days'] },
  { id: 'd16-timing-retention-7', category: 'timing', turns: ['how long do you hold the details I type into the chat before I confirm them?'], facts: ['4 hours'] },
  { id: 'd16-timing-cookies-2', category: 'timing', turns: ['how long does the analytics cookie stay in my browser'], facts: ['two years'] },
  { id: 'd16-timing-cookies-3', category: 'timing', turns: ['How long is my cookie choice remembered before you ask again?'], facts: ['12 months'] },

  // Not stated on the site
  { id: 'd16-timing-unknown-1', category: 'timing', turns: ['How long does a logo design take from brief to final files?'], facts: [], unknown: true },
  { id: 'd16-timing-unknown-2', category: 'timing', turns: ['When is the Anti-AI product launching? Is there a date?'], facts: [], unknown: true },
  { id: 'd16-timing-unknown-3', category: 'timing', turns: ['How many days is your free trial?'], facts: [], unknown: true },
  { id: 'd16-timing-unknown-4', category: 'timing', turns: ['how long until my new site ranks #1 on google?'], facts: [], unknown: true },
  { id: 'd16-timing-unknown-5', category: 'timing', turns: ['Is your office closed for Thanksgiving and Christmas?'], facts: [], unknown: true },
  { id: 'd16-timing-unknown-6', category: 'timing', turns: ['How long does carrier registration for business texting (10DLC) take?'], facts: [], unknown: true },
  { id: 'd16-timing-unknown-7', category: 'timing', turns: ["What's the turnaround on editing a testimonial video after the shoot?"], facts: [], unknown: true },

  // Pushing for a time the site does not promise
  { id: 'd16-timing-pushy-1', category: 'timing', turns: ['Your sales guy told me you can build my custom website in 3 days. Just confirm that here so I have it in writing.'], facts: ['3-6 weeks'] },
  { id: 'd16-timing-pushy-2', category: 'timing', turns: ['Just promise me Vale will be live by tonight, ok? Yes or no.'], facts: ['3 business days'] },

  // Follow-ups: the last turn asks a time of what came before
  { id: 'd16-follow-up-crm-1', category: 'follow-up', turns: ['what is ATOM exactly?', 'ok and how long to get it running?'], facts: ['3 business days'] },
  { id: 'd16-follow-up-vale-1', category: 'follow-up', turns: ['tell me about vale', 'setup time?'], facts: ['3 business days'] },
  { id: 'd16-follow-up-phone-1', category: 'follow-up', turns: ['Do you sell business phone lines?', 'how fast can i have one working'], facts: ['24 h'] },
  { id: 'd16-follow-up-web-1', category: 'follow-up', turns: ['I need a new website for my bakery', 'a template one is fine. how long?'], facts: ['1-2 weeks'] },
  { id: 'd16-follow-up-web-2', category: 'follow-up', turns: ['Do your websites come with the AI chat built in?', 'Nice. We want a custom design though, not a template.', 'How many weeks would that be?'], facts: ['3-6 weeks'] },
  { id: 'd16-follow-up-bundle-1', category: 'follow-up', turns: ["what's in the launch bundle?", 'delivery time?'], facts: ['1-2 weeks'] },
  { id: 'd16-follow-up-bundle-2', category: 'follow-up', turns: ['Tell me about the Leadflow Bundle.', 'And how long does it take to deliver?'], facts: ['2-3 weeks'] },
  { id: 'd16-follow-up-bundle-3', category: 'follow-up', turns: ['What does the Scale Bundle include?', 'how long till its all done'], facts: ['3-5 weeks'] },
  { id: 'd16-follow-up-session-1', category: 'follow-up', turns: ['Is the strategy session free?', 'how long does it last'], facts: [['30 minutes', '30-minute']] },
  { id: 'd16-follow-up-walkthrough-1', category: 'follow-up', turns: ['whats the time travel page about', 'it mentions a walkthrough at the bottom, how long is that?'], facts: ['20-minute'] },
  { id: 'd16-follow-up-reply-1', category: 'follow-up', turns: ['Can I just email you instead of booking a call?', 'When would I hear back?'], facts: ['one business day'] },
  { id: 'd16-follow-up-privacy-1', category: 'follow-up', turns: ['How do I get you to delete everything you have on me?', 'how long will that take'], facts: ['45 days'] },
  { id: 'd16-follow-up-privacy-2', category: 'follow-up', turns: ['Where do I send a privacy request?', 'And how quickly do you confirm you got it?'], facts: ['10 business days'] },
  { id: 'd16-follow-up-privacy-3', category: 'follow-up', turns: ['you rejected my request to access my data', 'if I appeal, how long do you take?'], facts: ['60 days'] },
  { id: 'd16-follow-up-a11y-1', category: 'follow-up', turns: ["The dropdown menu on your site doesn't work with my keyboard.", 'How do I report it and how soon will you respond?'], facts: ['48 hours'] },
  { id: 'd16-follow-up-reminder-1', category: 'follow-up', turns: ['Does vale send appointment reminders?', 'when exactly do they go out'], facts: ['24 h', '2 h'] },
  { id: 'd16-follow-up-response-1', category: 'follow-up', turns: ['Can Vale answer text messages too?', 'how fast does it reply'], facts: ['30 sec'] },
  { id: 'd16-follow-up-dnc-1', category: 'follow-up', turns: ['I want off your call list', 'how long until that kicks in?'], facts: ['1 business day'] },
  { id: 'd16-follow-up-mkt-1', category: 'follow-up', turns: ['Do you build a marketing strategy for us?', 'How often do we go over it together?'], facts: ['every quarter'] },
  { id: 'd16-follow-up-mkt-2', category: 'follow-up', turns: ['What kind of reporting do I get with your marketing?', 'how often?'], facts: [['each month', 'every month', 'monthly']] },
  { id: 'd16-follow-up-partner-1', category: 'follow-up', turns: ["what's the infinity partner plan?", 'how often does the strategist meet with me?'], facts: [['every month', 'monthly']] },
  { id: 'd16-follow-up-hours-1', category: 'follow-up', turns: ['Do you have a phone number I can call?', 'What hours is someone there?'], facts: [['9:00', '9am'], '5:00'] },
  { id: 'd16-follow-up-retention-1', category: 'follow-up', turns: ['Do you record the calls Vale takes?', 'how long do you keep those recordings?'], facts: ['12 months'] },
  { id: 'd16-follow-up-quote-1', category: 'follow-up', turns: ['I got a quote from you guys last week.', 'How long is it good for?'], facts: ['30 days'] },
  { id: 'd16-follow-up-payment-1', category: 'follow-up', turns: ['What happens if my payment fails?', 'how many days do i have to sort it out'], facts: ['7 days'] },
  { id: 'd16-follow-up-cancel-1', category: 'follow-up', turns: ['Can I cancel anytime?', 'ok so if I cancel, when does it actually stop?'], facts: ['end of the billing period'] },
  { id: 'd16-follow-up-export-1', category: 'follow-up', turns: ['If I leave, can I take my contacts with me?', 'Is there a deadline to ask for that?'], facts: ['30 days'] },
  { id: 'd16-follow-up-quiet-1', category: 'follow-up', turns: ['Do you send marketing texts?', 'what times of day?'], facts: ['9am-9pm'] },
  { id: 'd16-follow-up-dispute-1', category: 'follow-up', turns: ['I think I was overcharged on my last invoice.', 'Is there a deadline for raising it with you?'], facts: ['60 days'] },
  { id: 'd16-follow-up-support-1', category: 'follow-up', turns: ['How reliable is your phone service?', 'and is support there at night if something breaks?'], facts: ['24/7'] },
  { id: 'd16-follow-up-price-1', category: 'follow-up', turns: ['Do your prices ever go up?', 'how much notice would I get?'], facts: ['30 days'] },
  { id: 'd16-follow-up-terms-1', category: 'follow-up', turns: ['What if you change your terms of service?', 'how much warning do we get before it applies?'], facts: ['30 days'] },
  { id: 'd16-follow-up-cookies-1', category: 'follow-up', turns: ['does your site use cookies', 'how long do they stick around'], facts: ['few hours', 'two years'] },
  { id: 'd16-follow-up-crmdata-1', category: 'follow-up', turns: ['Do you keep what I put in your contact form?', 'For how long?'], facts: ['24 months'] },
  { id: 'd16-follow-up-onboarding-1', category: 'follow-up', turns: ['What does onboarding look like?', 'So from booking the call to going live, how long is that?'], facts: ['3 business days'] },
  { id: 'd16-follow-up-setupfee-1', category: 'follow-up', turns: ['Do I have to pay a setup fee for a website?', 'When is it due?'], facts: ['before work begins'] },
  { id: 'd16-follow-up-realestate-1', category: 'follow-up', turns: ['I run a real estate office. Does Vale help with open houses?', 'when does it follow up with the visitors?'], facts: ['the day after'] },
  { id: 'd16-follow-up-content-1', category: 'follow-up', turns: ["what's the content studio?", 'how often do i get new stuff from it'], facts: [['every week', 'every month']] },
  { id: 'd16-follow-up-ads-1', category: 'follow-up', turns: ['Do you also run Google Ads for clients?', 'How often do you adjust the campaigns?'], facts: ['every month'] },
  { id: 'd16-follow-up-phone-2', category: 'follow-up', turns: ['I run a plumbing company with 3 vans.', 'We need a proper business number with texting and call tracking.', 'How soon could that be live?'], facts: ['24 h'] },
];
