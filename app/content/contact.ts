/**
 * Copy of the /contact page (SPEC §2 "/contact"): the booking calendar, direct
 * contact links and the embedded form. Numbers and addresses come from site.config.
 * A few lines point at the booking calendar; contactWithoutCalendar holds what they
 * say when none is configured, and contactContentFor() picks them.
 */
import { mailtoHref, siteConfig, smsHref, telHref } from '~/site.config';
import { claims } from './company';

const { brandName, assistantName, phone, sms, email, hours } = siteConfig;

export interface ContactLink {
  label: string;
  /** The number or address as shown. */
  display: string;
  href: string;
  description: string;
}

export interface ContactContent {
  /** Ids of the page's two anchored sections; "Get Started" buttons scroll to `contact`. */
  sectionIds: { contact: 'contact'; contactUs: 'contact-us' };
  heading: string;
  intro: string;
  booking: {
    id: 'contact';
    title: string;
    description: string;
    session: {
      heading: string;
      lengthMinutes: number;
      length: string;
      whatYouGet: string[];
      obligation: string;
    };
    /** Shown when a configured calendar cannot load (or the visitor's choices keep it out). */
    fallback: string;
  };
  direct: {
    id: 'contact-us';
    heading: string;
    intro: string;
    call: ContactLink;
    text: ContactLink;
    email: ContactLink;
  };
  /** The site's own contact form (always there, whatever the embeds do). */
  messageForm: {
    id: 'contact-form';
    title: string;
    description: string;
    /** What the visitor reads once the form is sent; {name} and {method} are filled in. */
    success: { heading: string; text: string; next: string };
    /** The page a plain form post (no JavaScript) lands on once the message is stored. */
    received: { heading: string; text: string; next: string; back: string };
  };
  form: {
    title: string;
    description: string;
    /** Shown when a configured form cannot load (or the visitor's choices keep it out). */
    fallback: string;
  };
  hours: {
    heading: string;
    display: string;
    note: string;
  };
  response: {
    heading: string;
    expectations: string[];
  };
}

/** The lines of ContactContent that point at the booking calendar, as said when no calendar is configured. */
export interface WithoutCalendarContent {
  /** The #contact section's intro, over the contact form. */
  bookingDescription: string;
  directIntro: string;
  /** messageForm.success.next and messageForm.received.next. */
  successNext: string;
  receivedNext: string;
  /** What to expect, without the confirmation the calendar sends. */
  expectations: string[];
  /** The other ways to book, in the session card beside the contact form. */
  bookBy: { heading: string; text: string; chat: string };
}

/** Length of the free strategy session, in minutes. */
export const STRATEGY_SESSION_MINUTES = claims.strategySessionMinutes;

/** How soon each kind of message is answered, calendar or not. */
const REPLY_EXPECTATIONS = [
  'Calls during business hours are answered live.',
  `Texts, emails and form submissions get a reply within ${claims.replyTime}.`,
];

export const contactContent: ContactContent = {
  sectionIds: { contact: 'contact', contactUs: 'contact-us' },
  heading: 'Let’s Grow Your Business',
  intro:
    `Book a free strategy session, call, text or email us. Real people at ${brandName} read every message, ` +
    `and ${assistantName} is on hand around the clock for quick questions.`,
  booking: {
    id: 'contact',
    title: 'Book Your Strategy Session',
    description: 'Pick a time that suits you. The session is free, and you leave with a clear plan whether or not you work with us.',
    session: {
      heading: 'Your Free Session',
      lengthMinutes: STRATEGY_SESSION_MINUTES,
      length: `${STRATEGY_SESSION_MINUTES} minutes`,
      whatYouGet: [
        'A review of how leads reach you today and where they slip away',
        'A recommended mix of services for your goals and budget',
        'A custom quote and a launch timeline',
      ],
      obligation: 'No obligation, no pressure and no contract to sign.',
    },
    fallback:
      `The calendar could not load here. Call or text ${phone.display}, or email ${email}, ` +
      `and we will book your free ${STRATEGY_SESSION_MINUTES}-minute session for you.`,
  },
  direct: {
    id: 'contact-us',
    heading: 'Reach Us Directly',
    intro: 'Prefer to skip the calendar? Pick the channel that suits you.',
    call: {
      label: 'Call Us',
      display: phone.display,
      href: telHref,
      description: 'Talk to our team during business hours. After hours, our AI employee picks up.',
    },
    text: {
      label: 'Text Us',
      display: sms.display,
      href: smsHref,
      description: 'Send a text with your question and we will reply by text.',
    },
    email: {
      label: 'Email Us',
      display: email,
      href: mailtoHref,
      description: 'Share the details of your project and we will reply with next steps.',
    },
  },
  messageForm: {
    id: 'contact-form',
    title: 'Send Us a Message',
    description: 'Tell us a little about your business and what you need. A person on our team reads every message.',
    success: {
      heading: 'Thanks, {name}. Your message is with our team.',
      text: `We reply within ${claims.replyTime}, by {method}.`,
      next: `Want to talk sooner? Book a free strategy session on the calendar above, or call ${phone.display}.`,
    },
    received: {
      heading: 'Thank you. Your message is with our team.',
      text: `We reply within ${claims.replyTime}, the way you asked us to.`,
      next: `Want to talk sooner? Book a free strategy session on our contact page, or call ${phone.display}.`,
      back: 'Back to the contact page',
    },
  },
  form: {
    title: 'Digital Growth Form',
    description: 'Tell us about your business and goals. We use your answers to prepare for your strategy session.',
    fallback: `The form could not load here. Email ${email} or call ${phone.display} instead.`,
  },
  hours: {
    heading: 'Business Hours',
    display: hours.display,
    note: 'Calls, chats and texts outside these hours are answered by our AI employee and passed to the team first thing.',
  },
  response: {
    heading: 'What to Expect',
    expectations: [
      ...REPLY_EXPECTATIONS,
      'Your strategy session confirmation arrives right after you book, with a reminder before the call.',
    ],
  },
};

/**
 * Kept apart from contactContent, which Vale's knowledge reads line by line: these lines say its facts again
 * in other words, for a site without a calendar.
 */
export const contactWithoutCalendar: WithoutCalendarContent = {
  bookingDescription:
    'Tell us about your business and we will set up a time that suits you. ' +
    'The session is free, and you leave with a clear plan whether or not you work with us.',
  directIntro: 'Rather talk it through? Pick the channel that suits you.',
  successNext: `Want to talk sooner? Call ${phone.display} during business hours, or chat with ${assistantName} any time.`,
  receivedNext: `Want to talk sooner? Call or text ${phone.display}, ${hours.display}.`,
  expectations: REPLY_EXPECTATIONS,
  bookBy: {
    heading: 'Or Book It Directly',
    text: `Call or text us during business hours, email us, or ask ${assistantName}, who answers around the clock.`,
    chat: `Chat with ${assistantName}`,
  },
};

/** Which of the page's embeds are configured (site.config). */
export interface ContactEmbeds {
  /** The booking calendar. */
  calendar: boolean;
  /** The CRM's Digital Growth Form. */
  growthForm: boolean;
}

/**
 * The page's copy for how it is set up: with a booking calendar configured, as written above; without one,
 * the lines that point at the calendar say what to do instead. Without the CRM's Digital Growth Form, the
 * site's own contact form carries that name, so the page still offers the form SPEC §2 names.
 */
export function contactContentFor({ calendar, growthForm }: ContactEmbeds): ContactContent {
  const withForm = growthForm ? contactContent : { ...contactContent, messageForm: { ...contactContent.messageForm, title: contactContent.form.title } };
  if (calendar) return withForm;
  const { booking, direct, messageForm, response } = withForm;
  const lines = contactWithoutCalendar;
  return {
    ...withForm,
    booking: { ...booking, description: lines.bookingDescription },
    direct: { ...direct, intro: lines.directIntro },
    messageForm: {
      ...messageForm,
      success: { ...messageForm.success, next: lines.successNext },
      received: { ...messageForm.received, next: lines.receivedNext },
    },
    response: { ...response, expectations: lines.expectations },
  };
}
