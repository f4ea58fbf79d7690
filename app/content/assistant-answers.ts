/**
 * Answers an owner teaches Vale, the site's chat assistant, without publishing them on a page. Vale gives
 * them like its other curated answers; nothing here is shown anywhere else.
 *
 * To add an answer (see README "Teaching Vale an answer"):
 * 1. Copy an entry and give it a new id: lower-case words joined by hyphens.
 * 2. phrasings: at least three ways visitors ask it, in their words (`npm run leads -- questions` lists
 *    what they asked that Vale could not answer). No two entries share a phrasing.
 * 3. answer: said`…`, a few short sentences. Write every figure (a price, a duration, a count, an hour,
 *    an age, a day) as ${…} taken from the module that owns it, never typed: a test refuses a digit or a
 *    number word in your own words. To quote a page or policy, stated(document, 'a few of its words')
 *    gives the one sentence that holds those words, figures included.
 * 4. page: the page that covers it, linked when the answer names none.
 * Only state what the site's content states; for anything else Vale offers the team.
 */
import { siteConfig } from '~/site.config';
import { company } from './company';
import { contactContent, STRATEGY_SESSION_MINUTES } from './contact';
import { cookiePreferences, privacyChoicePages, privacyPolicy, termsOfService } from './legal';
import { PHONE_BILLING_TERMS, RATES_SENTENCE } from './phone-rates';
import { pricingContent } from './pricing';
import { getOffering } from './offerings';
import { websitesContent } from './websites';
import { said, stated, startingPrice, type TaughtAnswer } from './taught-answer';

export type { TaughtAnswer } from './taught-answer';

const { assistantName: vale, email, phone, address, hours } = siteConfig;
const terms = termsOfService;
const privacyRequestPage = privacyChoicePages['privacy-request'];

export const assistantAnswers: readonly TaughtAnswer[] = [
  {
    id: 'cookie-preferences',
    phrasings: ['How do I change my cookie preferences?', 'Where can I turn off third-party cookies on your site?', 'Can I stop the embeds from loading?', 'cookie settings'],
    answer: said`On the Cookie Preferences page at /cookie-preferences, a switch for each kind of third-party embed decides whether it may load in your browser. ${stated(cookiePreferences.intro, 'saved the moment you flip it')}`,
    page: '/cookie-preferences',
  },
  {
    id: 'load-embed-once',
    phrasings: [
      'Can I load a blocked embed just once?',
      'I switched off the booking calendar but need it this one time. How?',
      'How do I load one blocked embed without changing my cookie choice?',
    ],
    answer: said`${stated(cookiePreferences.intro, 'Load it anyway')} Your switches on /cookie-preferences stay as you set them.`,
    page: '/cookie-preferences',
  },
  {
    id: 'cancellation',
    phrasings: ['Is there a cancellation fee?', 'What happens when I cancel?', 'If I cancel, when does my service stop?', 'How do I cancel my subscription?'],
    answer: said`There are no contracts: you can cancel anytime, by e-mail or by phone. ${stated(terms, 'cancellation fees')} ${stated(terms, 'end of the billing period')}`,
    page: '/terms-of-service',
  },
  {
    id: 'refunds',
    phrasings: ['Do you offer refunds?', 'Can I get a refund for the rest of the month?', 'Are setup fees refundable?', 'Can I get my money back if I cancel?', 'Do you refund the unused part of a month?'],
    answer: said`${stated(terms, 'refund partial months')} Setup fees are non-refundable once work has started, unless the law requires otherwise or your quote says differently.`,
    page: '/terms-of-service',
  },
  {
    id: 'billing-cycle',
    phrasings: ['When will I be billed?', 'Does my subscription renew automatically?', 'Do you bill monthly or yearly?', 'Do I pay in advance or at the end of the month?'],
    answer: said`${stated(terms, 'billed monthly in advance')} Phone and text usage is billed monthly in arrears, on your actual usage.`,
    page: '/terms-of-service',
  },
  {
    id: 'taxes',
    phrasings: ['Do your prices include tax?', 'Will you charge sales tax?', 'Are your prices before or after VAT?'],
    answer: said`Our prices are in ${company.currency} and do not include sales, use, value-added or similar taxes, which we add where the law requires.`,
    page: '/terms-of-service',
  },
  {
    id: 'billing-disputes',
    phrasings: ['How long do I have to dispute a charge?', 'What if a charge on my invoice looks wrong?', 'I think I was billed incorrectly, what should I do?'],
    answer: said`${stated(terms, 'charge is wrong')} E-mail ${email} or call ${phone.display}.`,
    page: '/terms-of-service',
  },
  {
    id: 'failed-payments',
    phrasings: ['What happens if my payment fails?', 'My card was declined, will my service stop?', 'How long do I have to fix a failed payment?'],
    answer: said`${stated(terms, 'If a payment fails')}`,
    page: '/terms-of-service',
  },
  {
    id: 'quote-validity',
    phrasings: ['How long is a quote valid?', 'Does my quote expire?', 'How long do I have to accept a quote?'],
    answer: said`${stated(terms, 'A quote is valid for')}`,
    page: '/terms-of-service',
  },
  {
    id: 'getting-a-quote',
    phrasings: ['How do I get a quote?', 'Can I get a custom quote for my business?', 'How do I find out exactly what it would cost me?'],
    answer: said`Every plan is a custom quote: book a free ${STRATEGY_SESSION_MINUTES}-minute strategy session at /contact and you leave with a recommended mix of services, a custom quote and a launch timeline. You can also call us at ${phone.display}.`,
    page: '/contact',
  },
  {
    id: 'financing',
    phrasings: ['Who provides the financing?', 'Is the financing through you or a lender?', 'Do you offer payment plans?'],
    answer: said`Financing is available at checkout. It is provided by a third-party lender under its own terms, and your agreement with the lender is separate from our Terms of Service.`,
    page: '/pricing',
  },
  {
    id: 'custom-website-timeline',
    phrasings: ['How long does a custom website take?', 'When would a custom-designed site be ready?', 'How many weeks to build a site from scratch?'],
    answer: said`A custom website, designed from scratch around your business, launches in ${websitesContent.facts.customSiteDelivery}.`,
    page: '/websites',
  },
  {
    id: 'template-website-timeline',
    phrasings: ['How long does a template website take?', 'How fast can a template site go live?', 'How many weeks for a site built on a template?'],
    answer: said`A template website, a proven layout tailored to your brand and services, launches in ${websitesContent.facts.templateSiteDelivery}.`,
    page: '/websites',
  },
  {
    id: 'website-fee',
    phrasings: ['Is the website price a one-time fee?', 'Do I pay for my website every month?', 'Is the website cost monthly or one-off?'],
    answer: said`${getOffering('website').name} start at ${startingPrice('website')}, a one-time fee for the design and build, priced per project in your quote and due before work begins. Monthly services you add, such as ${vale} or ${siteConfig.crmName}, are billed per month.`,
    page: '/pricing',
  },
  {
    id: 'setup-fee-due',
    phrasings: ['When is the setup fee due?', 'Do I pay the setup fee up front?', 'When do I have to pay the setup fee?'],
    answer: said`${stated(terms, 'Setup fees are due before work begins')} ${stated(terms, 'non-refundable once work has started')}`,
    page: '/terms-of-service',
  },
  {
    id: 'phone-billing-increments',
    phrasings: ['Are calls billed by the second?', 'Do you round call minutes up?', 'How many characters fit in one text segment?'],
    answer: said`${stated(PHONE_BILLING_TERMS.lines, 'Calls are billed')} ${stated(PHONE_BILLING_TERMS.lines, 'SMS segment')} The rates are ${RATES_SENTENCE}.`,
    page: '/pricing',
  },
  {
    id: 'data-ownership',
    phrasings: ['Who owns my data?', 'If I leave, can I take my data with me?', 'Can I export my contacts if I cancel?'],
    answer: said`${stated(terms, 'You own your Customer Data')} ${stated(terms, 'When Services end')} ${stated(terms, 'export the Customer Data we hold')}`,
    page: '/terms-of-service',
  },
  {
    id: 'deliverable-ownership',
    phrasings: ['Who owns my website design and logo?', 'Do I own the custom code you write for me?', 'Do I get the rights to my brand assets?'],
    answer: said`${stated(terms, 'paid in full')}`,
    page: '/terms-of-service',
  },
  {
    id: 'business-use-only',
    phrasings: ['Can I use your services for personal use?', 'Do I need a business to sign up?', 'How old do I have to be to use your services?'],
    answer: said`${stated(terms, 'for business use only')} ${stated(terms, 'sole proprietors')} ${stated(terms, 'You must be at least')}`,
    page: '/terms-of-service',
  },
  {
    id: 'ai-training',
    phrasings: ['Do you train AI on my data?', 'Is my customer data used to train your AI models?', 'Will my conversations be used to train AI for other companies?'],
    answer: said`${stated(terms, 'train AI models')} ${stated(terms, 'process conversations only')}`,
    page: '/terms-of-service',
  },
  {
    id: 'health-information',
    phrasings: ['Are you HIPAA compliant?', 'Can I store patient health information in the CRM?', 'Can we keep medical records in your system?'],
    answer: said`Health information protected by HIPAA may be stored or sent through our services only when we have agreed in writing that the service is set up for it. Ask about your case on a free strategy session at /contact.`,
    page: '/terms-of-service',
  },
  {
    id: 'time-zone',
    phrasings: ['What time zone are your hours in?', 'Are your hours Eastern or Central time?', 'What time do you close?'],
    answer: said`Our team is available ${hours.display}. ${contactContent.hours.note}`,
    page: '/contact',
  },
  {
    id: 'live-answer',
    phrasings: ['If I call, will a real person pick up?', 'Do you answer the phone live?', 'Who answers when I call after hours?'],
    answer: said`${stated(contactContent.response.expectations, 'answered live')} After hours, ${vale}, our AI employee, picks up. Call ${phone.display}, ${hours.display}.`,
    page: '/contact',
  },
  {
    id: 'remote-service',
    phrasings: ['Do I have to come to your office?', 'Is setup done remotely?', 'Do I need to meet you in person?'],
    answer: said`Setup, support and strategy sessions all happen online and by phone, so your location is never a problem. We are based in ${address.locality}, ${address.region}, and serve businesses worldwide.`,
    page: '/contact',
  },
  {
    id: 'review-count',
    phrasings: ['How many reviews do you have?', 'How many reviews is your rating based on?', 'What is your star rating?'],
    answer: said`Clients rate us ${company.rating.display} on average from ${company.rating.count} reviews. Their testimonials are on the home page at / and on /about.`,
    page: '/about',
  },
  {
    id: 'business-size',
    phrasings: ['Is this for small businesses or enterprise?', 'Do you work with big companies?', 'Are you only for small businesses?'],
    answer: said`We work with small and mid-size businesses, giving them the kind of systems big companies take for granted. Every plan is a custom quote built around your business; our services are at /solutions.`,
    page: '/solutions',
  },
  {
    id: 'unlisted-industry',
    phrasings: ["My industry isn't listed, can you still help?", 'Do you work with industries that are not on your list?', 'What if my type of business is not on your industries page?'],
    answer: said`Yes. If your industry is not listed, we tailor the setup on a free strategy session at /contact; the industries with ready-made ${vale} packs are on /industries.`,
    page: '/industries',
  },
  {
    id: 'text-opt-out',
    phrasings: ['How do I stop your text messages?', 'How do I unsubscribe from your texts?', 'How do I opt out of marketing texts?', 'How do I stop getting texts from you?'],
    answer: said`${stated(privacyPolicy, 'reply STOP')} Your other choices, for calls and e-mails too, are at /privacy-choices.`,
    page: '/privacy-choices',
  },
  {
    id: 'quiet-hours',
    phrasings: ['What hours do you send marketing texts?', 'Will you text me late at night?', 'When do you make marketing calls?'],
    answer: said`${stated(privacyPolicy, 'We respect quiet hours')}`,
    page: '/privacy-policy',
  },
  {
    id: 'privacy-requests',
    phrasings: ['How do I get you to delete my data?', 'Can you erase my personal information?', 'How do I get a copy of the data you hold about me?', 'How do I request that you delete my information?'],
    answer: said`Send your request from /privacy-request, by e-mail to ${email} or by phone at ${phone.display}. ${stated(privacyRequestPage, 'We answer within')}`,
    page: '/privacy-request',
  },
  {
    id: 'privacy-request-timing',
    phrasings: ['When will you confirm you got my privacy request?', 'How long do you have to answer a privacy request?', 'Can you extend the deadline on a privacy request?'],
    answer: said`${stated(privacyRequestPage, 'We confirm that we received')} ${stated(privacyRequestPage, 'We answer within')} ${stated(privacyRequestPage, 'If we need more time')}`,
    page: '/privacy-request',
  },
  {
    id: 'privacy-appeal',
    phrasings: ['How do I appeal a privacy decision?', 'How long do you take to answer a privacy appeal?', 'You turned down my data request, what can I do?'],
    answer: said`${stated(privacyRequestPage, 'If you disagree with our decision')} ${stated(privacyRequestPage, 'answer your appeal')}`,
    page: '/privacy-request',
  },
  {
    id: 'results',
    phrasings: ['How soon will I see results?', 'When will I start getting more leads?', 'How quickly does this pay off?'],
    answer: said`${stated(pricingContent.whyCustomPlans.tiles.map((tile) => tile.description), 'weeks, not quarters')} Results depend on your market, offer and team, so they are an expectation, not a promise.`,
    page: '/pricing',
  },
];
