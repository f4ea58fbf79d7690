/**
 * Copy of the AI page (/ai): Vale, the 24/7 AI voice and chat employee.
 */
import { siteConfig } from '~/site.config';
import { claims } from './company';
import { startingPrice } from './prices';
import type { Cta, Feature, FeatureCard, Hero, Stat, Step } from './types';

const assistant = siteConfig.assistantName;
const crm = siteConfig.crmName;

export interface CapabilityCard extends FeatureCard {
  features: Feature[];
}

export interface ModuleCard extends FeatureCard {
  tooltip: string;
}

/** A hover card of "Proven Outcomes": the figure, what it measures, and more on hover. */
export interface ProvenOutcome extends Stat {
  tooltip: string;
}

/** The channels Vale answers on (SPEC §1). */
export const valeChannels = ['Voice', 'Web Chat', 'SMS', 'Email', 'DMs'] as const;

const aiPrice = startingPrice('ai', 'overview');

export const aiContent = {
  hero: {
    subtitle: `${assistant} AI Employee`,
    title: `Meet ${assistant}, the 24/7 AI Employee That Never Misses a Lead`,
    description: `${assistant} answers calls and chats, qualifies leads, books appointments and updates your CRM, around the clock, on voice, web chat, SMS, email and DMs. From ${aiPrice}.`,
    primaryCta: { text: 'Get Started', href: '/contact' },
    secondaryCta: { text: `Talk to ${assistant}`, href: '#voice-ai' },
    image: { src: '/images/ai-hero.svg', alt: `${assistant}, the AI employee, handling calls and chats at once`, maxWidth: 560 },
    tagline: 'Answers in seconds. Books while you sleep.',
  } satisfies Hero,

  channels: valeChannels,

  voiceDemo: {
    id: 'voice-ai',
    heading: `Hear ${assistant} for Yourself`,
    badge: 'Beta',
    paragraphs: [
      `${assistant} is our beta voice agent. Press the orb and ask what you would ask a receptionist: opening hours, prices, whether we serve your area, or to book a call.`,
      `Every conversation ${assistant} has for your business is logged in ${crm} with a transcript and a summary, so you pick up exactly where it left off.`,
    ],
    note: 'Your browser will ask for microphone access. The call ends when you press the orb again or leave the page.',
  },

  aiSystems: {
    id: 'ai-systems',
    heading: 'AI Systems and Automation',
    intro: `${assistant} is more than a chatbot. It is trained on your services, prices and policies, connected to your calendar and CRM, and backed by automations that follow up long after the conversation ends.`,
  },

  coreCapabilities: {
    heading: 'Core Capabilities',
    cards: [
      {
        icon: 'phone-call',
        title: 'Answers Every Call',
        description: `${assistant} picks up on the first ring, day or night, and talks like a trained member of your front desk.`,
        features: [
          { label: 'Natural Voice', hint: 'A clear, friendly voice that handles interruptions and follow-up questions.' },
          { label: 'After-Hours Coverage', hint: 'Nights, weekends and holidays covered without overtime.' },
          { label: 'Live Transfer', hint: 'Urgent calls are passed to the right person on your team.' },
          { label: 'Call Summaries', hint: `A short summary of every call lands in ${crm}.` },
        ],
      },
      {
        icon: 'messages-square',
        title: 'Chats on Every Channel',
        description: 'One assistant for your website chat, text messages, email and social DMs, with the same answers everywhere.',
        features: [
          { label: 'Website Chat', hint: 'Greets visitors and answers questions before they leave.' },
          { label: 'SMS & Email', hint: 'Replies to texts and emails in seconds, in your tone.' },
          { label: 'Social DMs', hint: 'Handles Facebook and Instagram messages from the same inbox.' },
          { label: 'Consistent Answers', hint: 'One knowledge base, so every channel says the same thing.' },
        ],
      },
      {
        icon: 'filter',
        title: 'Qualifies Leads',
        description: 'Asks your screening questions, scores the answers and sends you only the leads worth your time.',
        features: [
          { label: 'Custom Questions', hint: 'Budget, timeline, location, service type: you decide what matters.' },
          { label: 'Lead Scoring', hint: 'Hot, warm or cold, tagged automatically in your pipeline.' },
          { label: 'Spam Filtering', hint: 'Robocalls and sales pitches never reach your phone.' },
          { label: 'Instant Alerts', hint: 'Hot leads trigger a text or email to you straight away.' },
        ],
      },
      {
        icon: 'calendar-check',
        title: 'Books Appointments',
        description: 'Checks your real availability and books the appointment during the conversation, no back and forth.',
        features: [
          { label: 'Calendar Sync', hint: 'Works with your team calendars and booking rules.' },
          { label: 'Smart Reminders', hint: `Reminders go out ${claims.reminders} before each appointment.` },
          { label: 'Rescheduling', hint: 'Customers move their own slot instead of simply not showing up.' },
          { label: 'Confirmation Texts', hint: 'Every booking is confirmed by text with the details.' },
        ],
      },
      {
        icon: 'database',
        title: 'Updates Your CRM',
        description: `Every contact, conversation and booking is written to ${crm} automatically, so nothing lives in someone's head.`,
        features: [
          { label: 'Contact Records', hint: 'New callers become contacts with name, number and needs.' },
          { label: 'Full Transcripts', hint: 'Read or search every word of every conversation.' },
          { label: 'Pipeline Moves', hint: 'Leads move to the next stage as they book or buy.' },
          { label: 'Tags & Notes', hint: 'Context is saved for whoever follows up next.' },
        ],
      },
      {
        icon: 'brain',
        title: 'Learns Your Business',
        description: `${assistant} is trained on your services, prices, service area and FAQs, and gets sharper every week.`,
        features: [
          { label: 'Custom Knowledge Base', hint: 'Built from your website, documents and our onboarding call.' },
          { label: 'Your Tone of Voice', hint: 'Formal for a law firm, relaxed for a gym: it sounds like you.' },
          { label: 'Guardrails', hint: 'Clear rules on what it may say, quote or promise.' },
          { label: 'Ongoing Tuning', hint: 'We review conversations and improve answers as you grow.' },
        ],
      },
    ] satisfies CapabilityCard[],
  },

  industryPacks: {
    heading: 'Industry Packs',
    intro: `Start with ${assistant} already trained for your line of work, then make it yours.`,
    cards: [
      {
        icon: 'house',
        title: 'Real Estate',
        description: 'Respond to every listing enquiry instantly and book showings while the buyer is still interested.',
        features: [
          { label: 'Listing Questions', hint: 'Answers price, size and availability from your listings.' },
          { label: 'Showing Scheduler', hint: 'Books viewings into each agent’s calendar.' },
          { label: 'Buyer & Seller Qualification', hint: 'Checks pre-approval, budget and timeline.' },
          { label: 'Open House Follow-Up', hint: 'Texts every visitor the day after.' },
        ],
      },
      {
        icon: 'scale',
        title: 'Legal',
        description: 'Screen potential clients around the clock and book consultations without tying up your paralegals.',
        features: [
          { label: 'Client Intake', hint: 'Collects the facts of the matter in a structured form.' },
          { label: 'Conflict Check Details', hint: 'Gathers the names you need before the first meeting.' },
          { label: 'Consultation Booking', hint: 'Books by practice area and attorney.' },
          { label: 'Confidential Handling', hint: 'Gives no legal advice and routes sensitive matters to your team.' },
        ],
      },
      {
        icon: 'users',
        title: 'HR & Recruiting',
        description: 'Answer candidates quickly, pre-screen applicants and fill interview slots without endless email chains.',
        features: [
          { label: 'Candidate Screening', hint: 'Asks the knock-out questions for each role.' },
          { label: 'Interview Scheduling', hint: 'Books interviews across hiring managers’ calendars.' },
          { label: 'Job FAQ Answers', hint: 'Pay, shifts, location and benefits answered on the spot.' },
          { label: 'Applicant Updates', hint: 'Keeps candidates informed so they do not drop out.' },
        ],
      },
      {
        icon: 'utensils',
        title: 'Restaurants',
        description: 'Take reservations, answer menu questions and handle catering enquiries while your staff focus on the floor.',
        features: [
          { label: 'Reservations', hint: 'Books tables and handles party sizes and special requests.' },
          { label: 'Menu & Allergen Questions', hint: 'Answers from your current menu.' },
          { label: 'Catering & Events', hint: 'Captures event details and sends them to your manager.' },
          { label: 'Hours & Directions', hint: 'Handles the questions that ring the phone all day.' },
        ],
      },
      {
        icon: 'stethoscope',
        title: 'Healthcare',
        description: 'Book and remind patients, answer routine questions and keep the front desk free for the people in the room.',
        features: [
          { label: 'Patient Scheduling', hint: 'Books new and returning patients by provider and visit type.' },
          { label: 'Appointment Reminders', hint: `Reminders ${claims.reminders} before cut no-shows by ${claims.noShowReduction}.` },
          { label: 'Insurance & Service Questions', hint: 'Answers which plans and services you accept.' },
          { label: 'Routine Requests', hint: 'Takes refill and records requests for staff review.' },
        ],
      },
      {
        icon: 'landmark',
        title: 'Finance & Banking',
        description: 'Qualify prospects for advisors, brokers and lenders and book reviews without exposing sensitive data.',
        features: [
          { label: 'Prospect Qualification', hint: 'Checks goals, assets and timelines before a meeting.' },
          { label: 'Review Scheduling', hint: 'Books annual reviews and consultations.' },
          { label: 'Document Reminders', hint: 'Chases the paperwork you need before the appointment.' },
          { label: 'Compliance-Minded Scripts', hint: 'Stays within the wording your compliance team approves.' },
        ],
      },
      {
        icon: 'shopping-cart',
        title: 'E-commerce',
        description: 'Answer product and order questions instantly and win back carts that were about to be abandoned.',
        features: [
          { label: 'Order Status', hint: 'Tells customers where their order is.' },
          { label: 'Product Questions', hint: 'Sizes, stock and shipping answered from your catalogue.' },
          { label: 'Cart Recovery', hint: 'Follows up abandoned carts by text and email.' },
          { label: 'Returns Help', hint: 'Explains your policy and starts the return.' },
        ],
      },
      {
        icon: 'graduation-cap',
        title: 'Education',
        description: 'Guide prospective students and parents, book tours and keep enrolment moving all year.',
        features: [
          { label: 'Enrolment Questions', hint: 'Programs, fees and start dates answered instantly.' },
          { label: 'Tour & Trial Booking', hint: 'Books campus tours and trial classes.' },
          { label: 'Application Reminders', hint: 'Nudges applicants before deadlines.' },
          { label: 'Parent Communication', hint: 'Handles routine questions from families.' },
        ],
      },
      {
        icon: 'dumbbell',
        title: 'Fitness & Wellness',
        description: 'Turn enquiries into trial sessions, fill classes and keep members coming back.',
        features: [
          { label: 'Trial Bookings', hint: 'Books intro sessions and first classes.' },
          { label: 'Class Schedules', hint: 'Answers times, availability and pricing.' },
          { label: 'Membership Questions', hint: 'Explains plans and routes cancellations to your team.' },
          { label: 'Win-Back Messages', hint: 'Reaches out to members who have not visited lately.' },
        ],
      },
    ] satisfies CapabilityCard[],
  },

  automationModules: {
    heading: 'Automation Modules',
    intro: 'Add the follow-up that keeps working after the conversation ends.',
    cards: [
      {
        icon: 'message-square-reply',
        title: 'Missed-Call Text Back',
        description: 'A missed call gets a text within seconds so the lead never goes cold.',
        tooltip: `${assistant} texts the caller, asks what they need and keeps the conversation going until someone can call back.`,
      },
      {
        icon: 'bell-ring',
        title: 'Appointment Reminders',
        description: `Text and email reminders ${claims.reminders} before every appointment.`,
        tooltip: `Reminders with one-tap confirm or reschedule reduce no-shows by ${claims.noShowReduction}.`,
      },
      {
        icon: 'repeat',
        title: 'Lead Nurture Sequences',
        description: 'Follow-up messages over days and weeks for leads who are not ready yet.',
        tooltip: 'Timed texts and emails that stop automatically as soon as the lead replies or books.',
      },
      {
        icon: 'star',
        title: 'Review Requests',
        description: 'Ask every happy customer for a review at the right moment.',
        tooltip: 'Sends a review link after the job is done and routes unhappy feedback to you first.',
      },
      {
        icon: 'refresh-ccw',
        title: 'Reactivation Campaigns',
        description: 'Bring past customers back with timely offers.',
        tooltip: 'Reaches out to customers who have not booked in a while, with a message tailored to their last visit.',
      },
      {
        icon: 'git-branch',
        title: 'Smart Routing',
        description: 'Send every lead to the right person, team or location.',
        tooltip: 'Routes by service, location, language or urgency, and alerts the assignee instantly.',
      },
    ] satisfies ModuleCard[],
  },

  howValeWorks: {
    heading: `How ${assistant} Works`,
    steps: [
      { title: 'Engage', description: `${assistant} greets every caller and visitor ${claims.responseTime} on voice, web chat, SMS, email or DMs.`, icon: 'message-circle' },
      { title: 'Capture', description: `It qualifies the lead, books the appointment and saves every detail to ${crm}.`, icon: 'user-check' },
      { title: 'Follow Up', description: 'Reminders, nurture messages and review requests go out automatically until the job is done.', icon: 'send' },
    ] satisfies Step[],
  },

  provenOutcomes: {
    heading: 'Proven Outcomes',
    items: [
      { value: '< 30 sec', label: 'response time', tooltip: `Every call, chat and text is answered ${claims.responseTime}, at any hour.` },
      { value: claims.leadCaptureIncrease, label: 'more leads captured', tooltip: 'Visitors who used to leave without a word now leave their details.' },
      { value: claims.showRate, label: 'show rate', tooltip: `Confirmations and reminders ${claims.reminders} before keep appointments on the books.` },
      { value: claims.noShowReduction, label: 'fewer no-shows', tooltip: 'Easy rescheduling by text turns would-be no-shows into new times.' },
      { value: claims.moreConversions, label: 'more conversions', tooltip: 'Fast, consistent follow-up closes more of the leads you already get.' },
      { value: claims.hoursSavedWeekly, label: 'hours saved per week', tooltip: 'No more phone tag, manual booking or copying notes into the CRM.' },
      { value: claims.lowerCost, label: 'lower cost than a new hire', tooltip: `${assistant} covers every shift for a fraction of a receptionist’s salary.` },
      { value: claims.satisfaction, label: 'customer satisfaction', tooltip: 'Callers rate quick, accurate and friendly answers highly.' },
    ] satisfies ProvenOutcome[],
  },

  finalCta: {
    heading: `Put ${assistant} to Work`,
    text: `Live in ${claims.implementation}, month to month, no contracts. From ${aiPrice}.`,
    primaryCta: { text: 'Get Started', href: '/contact' },
    secondaryCta: { text: 'See Pricing', href: '/pricing' },
  } satisfies { heading: string; text: string; primaryCta: Cta; secondaryCta: Cta },
};

export type AiContent = typeof aiContent;
