/**
 * Questions as visitors type them (typos, lower case, half sentences), each with the
 * facts its reply must contain. Vale's score is the share of replies that contain
 * every fact; the tests hold it at 90% or more.
 */
import { siteConfig } from '~/site.config';

export interface EvalCase {
  question: string;
  /** Substrings the reply must contain (case-insensitive). */
  facts: string[];
  /** Set when the right reply is "not on the site": the fallback to /contact and the phone. */
  expectUnknown?: boolean;
}

const phone = siteConfig.phone.display;

export const valeEvalSet: EvalCase[] = [
  // Prices
  { question: 'how much is vale', facts: ['$147/month'] },
  { question: "What's the monthly price for the AI employee?", facts: ['$147/month'] },
  { question: 'how much does the crm cost per month', facts: ['$197/month'] },
  { question: 'pricing for atom?', facts: ['$197/month'] },
  { question: 'How much is a website?', facts: ['$4,242'] },
  { question: 'what does custom software development cost', facts: ['$1,818'] },
  { question: 'marketing price', facts: ['$1,697/month', '$497/month'] },
  { question: 'How much is the phone system', facts: ['$47/month'] },
  { question: 'what are your prices', facts: ['$147/month', '$197/month', '$47/month'] },
  { question: 'how much is infinity partner per month?', facts: ['$2,497/month'] },
  { question: 'pricng for the phone sytem', facts: ['$47/month'] },
  // Phone rates and billing
  { question: 'what do outbound calls cost per minute', facts: ['$0.0182'] },
  { question: 'inbound minute rate?', facts: ['$0.0111'] },
  { question: 'how much per text message', facts: ['$0.0108'] },
  { question: 'how is phone usage billed', facts: ['monthly', 'whole-minute'] },
  { question: 'are carrier fees extra on the phone plan?', facts: ['carrier fees', 'included'] },
  // Bundles and plans
  { question: 'whats in the launch bundle', facts: ['1-2 weeks', '4-page'] },
  { question: 'how long does the leadflow bundle take', facts: ['2-3 weeks', '10-page'] },
  { question: 'Scale bundle details', facts: ['3-5 weeks', '20-page'] },
  { question: 'what does the infinity partner plan include', facts: ['platform license', '$2,497/month'] },
  { question: 'do setup fees always apply?', facts: ['may not always apply'] },
  { question: 'can I pay over time? financing?', facts: ['financing', 'checkout'] },
  // Terms
  { question: 'do i have to sign a contract', facts: ['no contract', 'cancel anytime'] },
  { question: 'can I cancel whenever I want', facts: ['cancel anytime'] },
  { question: 'what payment methods do you take', facts: ['credit card', 'debit card', 'bank transfer'] },
  { question: 'do you accept paypal?', facts: ['credit card', 'bank transfer'] },
  // Company facts
  { question: 'what are your business hours', facts: ['9:00 AM', '5:00 PM'] },
  { question: 'are you open on weekends?', facts: ['Mon', 'Fri'] },
  { question: 'when was the company founded', facts: ['2023'] },
  { question: "what's your rating", facts: ['4.9/5', '150'] },
  { question: 'do you serve businesses in canada?', facts: ['Canada'] },
  { question: 'do you work with companies in the UK or Australia', facts: ['Australia'] },
  { question: "what's your phone number", facts: [phone] },
  { question: 'where are you located', facts: [siteConfig.address.locality] },
  // Setup and timing
  { question: 'how fast can you set everything up', facts: ['3 business days'] },
  { question: 'how long does it take to build a website', facts: ['1-2 weeks', '3-6 weeks'] },
  { question: 'how long is the strategy session', facts: ['30 minutes'] },
  { question: 'is the consultation free?', facts: ['free'] },
  // Vale
  { question: 'what is vale', facts: ['24/7', 'calls'] },
  { question: 'can your ai book appointments for me', facts: ['24 hours and 2 hours'] },
  { question: 'what channels does the ai work on', facts: ['SMS', 'email', 'DMs'] },
  { question: 'how quickly does vale respond to leads', facts: ['under 30 seconds'] },
  { question: 'is the voice agent a real person?', facts: ['AI'] },
  // Industries
  { question: 'do you work with dentists', facts: ['Healthcare'] },
  { question: 'I run a plumbing company, can you help?', facts: ['Home Services'] },
  { question: 'do you have anything for law firms', facts: ['Legal'] },
  { question: 'what industries do you serve', facts: ['Real Estate', 'Restaurants', 'Automotive'] },
  // Policies
  { question: 'how old do you have to be to use your services', facts: ['18'] },
  { question: 'how long do you take to answer a privacy request', facts: ['45 days'] },
  { question: 'what time do you send marketing texts', facts: ['9am', '9pm'] },
  { question: 'how do I stop your text messages', facts: ['STOP'] },
  { question: 'which state law governs your terms', facts: ['Texas'] },
  { question: 'how fast do you respond to accessibility feedback', facts: ['48 hours'] },
  // Conversation
  { question: 'can I talk to a real person', facts: [phone, '/contact'] },
  { question: 'who are you?', facts: [siteConfig.assistantName, 'AI'] },
  { question: 'what is ATOM', facts: ['CRM'] },
  // Written after the set above was tuned and scored before any change, as a check on
  // phrasing the agent had not seen (first try: 16 of 26 passed).
  { question: 'yo whats the cheapest thing you sell', facts: ['$47'] },
  { question: 'Is there a monthly fee for the CRM?', facts: ['$197'] },
  { question: 'how much would a 10 page website run me', facts: ['$4,242'] },
  { question: 'do u guys do logos and branding', facts: ['brand'] },
  { question: 'can vale answer texts too?', facts: ['SMS'] },
  { question: 'whats your email address', facts: [siteConfig.email] },
  { question: 'do you have an app for my phone', facts: ['App Store'] },
  { question: 'r u open saturday', facts: ['Mon'] },
  { question: 'what happens if i miss a call', facts: ['text'] },
  { question: 'how do reminders work', facts: ['24'] },
  { question: 'does vale speak to customers at night', facts: ['night'] },
  { question: 'do you build mobile apps', facts: ['app'] },
  { question: 'Can I text you?', facts: [phone] },
  { question: 'do you do restaurants', facts: ['Restaurants'] },
  { question: 'I own a gym', facts: ['Fitness'] },
  { question: 'is there a free trial', facts: ['free', '/contact'] },
  { question: 'do you integrate with zapier', facts: ['Zapier'] },
  { question: 'how many pages is the launch bundle website', facts: ['4-page'] },
  { question: 'what does inbound calling cost', facts: ['$0.0111'] },
  { question: 'are you based in the US', facts: [siteConfig.address.locality] },
  { question: 'how do i book a call with you', facts: ['/contact'] },
  { question: 'what is the content studio', facts: ['content'] },
  { question: 'do you keep my data forever', facts: ['months'] },
  { question: 'can i play a game here', facts: ['/astroblaster'] },
  { question: 'whats bitcoin trading at', facts: ['/contact', phone], expectUnknown: true },
  { question: 'can you recommend a good dentist near me', facts: ['/contact', phone], expectUnknown: true },
  // Not on the site: say so, offer the strategy session and the phone
  { question: 'do you sell pizza', facts: ['/contact', phone], expectUnknown: true },
  { question: "what's the weather like in houston today", facts: ['/contact', phone], expectUnknown: true },
  { question: 'what is your refund policy for hardware returns', facts: ['/contact', phone], expectUnknown: true },
  { question: 'can you fix my car engine', facts: ['/contact', phone], expectUnknown: true },
];
