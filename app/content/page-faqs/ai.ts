/** The FAQ block of /ai (one module per page, so each page ships only its own questions). */
import { siteConfig } from '~/site.config';
import type { FaqEntry } from '~/content/types';
import { claims } from '~/content/company';
import { startingPrice } from '~/content/prices';

const vale = siteConfig.assistantName;

export const aiFaq: FaqEntry[] = [
  {
    q: 'How does Vale work?',
    a: `${vale} works in three steps: Engage (it answers every call and chat in ${claims.responseTime}), Capture (it qualifies the lead and records their details in your CRM) and Follow Up (it books the appointment and sends reminders ${claims.remindersInWords} before).`,
  },
  {
    q: 'What does Vale do for my business?',
    a: `${vale} is a 24/7 AI voice and chat employee: it answers calls and chats, qualifies leads, books appointments and updates your CRM, on voice, web chat, SMS, email and DMs. ${vale} starts at ${startingPrice('ai')}.`,
  },
  {
    q: 'Will I know when Vale books a call?',
    a: `Yes. Every booking and every qualified lead is saved to your CRM and you get notified right away, with the conversation attached. Reminders ${claims.remindersInWords} before the appointment cut no-shows by ${claims.noShowReduction}.`,
  },
  {
    q: 'How do I try the voice demo?',
    a: `Use the voice demo at /ai#voice-ai or the "Press Me" bubble on the home page and press "Start Conversation". Your browser asks for microphone access, then ${vale} answers. The voice agent is in beta.`,
  },
  {
    q: 'What are the industry packs?',
    a: `Industry packs give ${vale} a head start for your field: Real Estate, Legal, HR & Recruiting, Restaurants, Healthcare, Finance & Banking, E-commerce, Education, and Fitness & Wellness. Each one is then tuned to your own services and policies.`,
  },
  {
    q: 'How long does it take to set up Vale?',
    a: `Implementation takes ${claims.implementation}: we train ${vale} on your business, connect your calendar and CRM, and go live. There are no contracts and you can cancel anytime. Book at /contact.`,
  },
];
