/** The FAQ block of /crm (one module per page, so each page ships only its own questions). */
import { siteConfig } from '~/site.config';
import type { FaqEntry } from '~/content/types';
import { claims } from '~/content/company';
import { startingPrice } from '~/content/prices';

const vale = siteConfig.assistantName;
const crm = siteConfig.crmName;

export const crmFaq: FaqEntry[] = [
  {
    q: `What is included in ${crm}?`,
    a: `${crm} covers four areas: Core Platform (contacts, pipelines, calendars), Marketing Tools, Automation & Security, and Integrations & More, plus a mobile app for iOS and Android.`,
  },
  {
    q: `How much does the ${crm} platform cost?`,
    a: `${crm} CRM starts at ${startingPrice('crm')}, with no contract and the option to cancel anytime. Your exact price is a custom quote. See /pricing.`,
  },
  {
    q: `Can I use ${crm} on my phone?`,
    a: `Yes. The ${crm} mobile app is on the App Store and Google Play, so you can answer leads, check your pipeline and see appointments from anywhere.`,
  },
  {
    q: `How does ${crm} work with Vale?`,
    a: `${vale} writes every call and chat into ${crm}: the lead's details, their answers and any appointment booked, so your team picks up exactly where ${vale} left off. See /ai.`,
  },
  {
    q: `How long does it take to get started with ${crm}?`,
    a: `Implementation takes ${claims.implementation}. We set up your pipelines, calendars and automations and bring in your existing contacts during the custom setup. Book at /contact.`,
  },
  {
    q: `Do I need a separate marketing tool with ${crm}?`,
    a: `Usually not: ${crm} includes marketing tools and automation alongside the CRM, so your campaigns, follow-ups and contacts live in one place. See /marketing for the services we run for you.`,
  },
];
