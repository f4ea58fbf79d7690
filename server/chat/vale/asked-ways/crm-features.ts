// Other ways visitors ask about each of ATOM's features, each written from its answer alone (see ./index.ts).
import { siteConfig } from '~/site.config';
import type { AskedWays } from './index';

const { crmName: crm } = siteConfig;

export const crmFeatureAskedWays: readonly AskedWays[] = [
  {
    id: 'crm:feature-contact-management',
    phrasings: [
      `Does ${crm} have contact management built in?`,
      `can u keep notes n files on each customer in the crm`,
      `Is there one place where I can see everything about a single customer, like past history, notes and tags?`,
      `I run a small roofing company and my customer info is scattered across spreadsheets and sticky notes. Can the system keep one record per customer with their history?`,
      `Can I tag my contacts?`,
    ],
  },
  {
    id: 'crm:feature-unified-inbox',
    phrasings: [
      `Does your CRM have a unified inbox for all my messages?`,
      `do calls texts n emails all show up in one place in ${crm}`,
      `Can I see a customer's texts, emails, web chats and Facebook messages together in a single conversation?`,
      `At my dental office, patients reach us by phone, text, email and Instagram, and we keep missing messages. Will ${crm} put all of that into one thread?`,
      `Are social DMs included in the inbox?`,
    ],
  },
  {
    id: 'crm:feature-pipelines-opportunities',
    phrasings: [
      `Can I manage sales pipelines and opportunities in ${crm}?`,
      `does the crm do deal stages drag n drop`,
      `Is there a way to see where each potential job stands, what it's worth, and what's likely to close soon?`,
      `We're a small HVAC company juggling a dozen quotes at once and losing track of them. Can I move each quote through stages and see the expected revenue?`,
      `Does it forecast deal values?`,
    ],
  },
  {
    id: 'crm:feature-calendars-booking',
    phrasings: [
      `Does ${crm} come with calendars and online booking?`,
      `can clients book themselves in thru a link pls`,
      `I'd like customers to pick their own appointment time online and have it split evenly among my staff. Is that possible?`,
      `My hair salon has four stylists and the phone never stops ringing for appointments. Can the CRM give us booking pages and a shared team calendar?`,
      `Is round-robin scheduling supported?`,
    ],
  },
  {
    id: 'crm:feature-invoices-payments',
    phrasings: [
      `Can I send invoices and take payments through the CRM?`,
      `can i send a payment link from ${crm}`,
      `Is there a way to bill customers and get paid without using a separate program?`,
      `I own a bakery that does custom wedding cakes, and people often back out after I've bought supplies. Can I collect a deposit up front with ${crm}?`,
      `Does it do invoicing?`,
    ],
  },
  {
    id: 'crm:feature-reporting-dashboards',
    phrasings: [
      `What kind of reporting dashboards does ${crm} have?`,
      `can i see where my leads r coming from`,
      `How can I tell at a glance how many bookings and how much revenue each marketing source brings in?`,
      `I'm a personal injury attorney spending money on several ad channels and have no idea which ones pay off. Does the system show leads and revenue by source?`,
      `Is there a dashboard?`,
    ],
  },
  {
    id: 'crm:feature-email-campaigns',
    phrasings: [
      `Can I run email campaigns from ${crm}?`,
      `does the crm do newsletters`,
      `I want to design nice-looking emails without any coding and send them to my whole list. Can I do that?`,
      `My yoga studio sends a monthly update to members, and right now I copy addresses into Gmail by hand. Could I build and send a newsletter from your CRM instead?`,
      `Is there a drag-and-drop email builder?`,
    ],
  },
  {
    id: 'crm:feature-sms-marketing',
    phrasings: [
      `Does ${crm} include SMS marketing?`,
      `can i text blast my customers from the crm`,
      `Can I send promotional text messages to my customers, and will people who reply STOP be taken off the list automatically?`,
      `I run a food truck and want to text regulars where we'll be parked each week, but I'm worried about people wanting to unsubscribe. Does the system handle that for me?`,
      `Are opt-outs handled automatically?`,
    ],
  },
  {
    id: 'crm:feature-funnels-landing-pages',
    phrasings: [
      `Can I build funnels and landing pages with ${crm}?`,
      `does ur crm make landing pages`,
      `Can I make a simple web page that's focused on getting one specific type of inquiry, like free estimate requests?`,
      `I own a pest control business and want a separate page for termite inspections that only collects those leads. Can the CRM do that?`,
      `Are funnels included?`,
    ],
  },
  {
    id: 'crm:feature-forms-surveys',
    phrasings: [
      `Does ${crm} have forms and surveys?`,
      `if someone fills out a form does it go into the crm automatically`,
      `When a customer answers questions online, do their details get saved to their record without me retyping anything?`,
      `At my physical therapy clinic we hand out paper intake sheets and then type them in later. Can your CRM capture that info with a form and drop it straight into the patient's contact record?`,
      `Can I create surveys?`,
    ],
  },
  {
    id: 'crm:feature-social-planner',
    phrasings: [
      `Is there a social media planner in ${crm}?`,
      `can i schedule fb n insta posts ahead of time`,
      `Can I line up posts for all my business's social accounts in advance and see them on one calendar?`,
      `I run a small coffee shop and never remember to post on Instagram and Facebook. Can the system let me plan a week of posts at once?`,
      `Does it schedule social posts?`,
    ],
  },
  {
    id: 'crm:feature-reputation-management',
    phrasings: [
      `Is there a reputation management tool in ${crm}?`,
      `can i answer my reviews from the crm`,
      `How can I ask happy customers for reviews and keep an eye on what people are saying about my business?`,
      `I own an auto repair shop and only have a handful of online reviews while competitors have hundreds. Can your CRM help me request more reviews and respond to them?`,
      `Can I monitor my reviews in one place?`,
    ],
  },
  {
    id: 'crm:feature-workflow-builder',
    phrasings: [
      `What does the workflow builder in ${crm} do?`,
      `can i automate follow ups in the crm`,
      `Can I set up rules so that when something happens, like a new inquiry, the system automatically creates a task or sends it to the right person?`,
      `My plumbing company gets leads at all hours and follow-up depends on whoever remembers. Is there a visual way to automate follow-up and route leads to my techs?`,
      `Is there a visual automation builder?`,
    ],
  },
  {
    id: 'crm:feature-ai-assistant-hand-off',
    phrasings: [
      `How does the AI assistant hand off leads to ${crm}?`,
      `does vale put leads straight into the crm`,
      `When the chatbot talks to a potential customer, does it book them and update their record by itself?`,
      `I'm a solo landscaper with no time to copy chat conversations into my system. Will Vale book the appointment, tag the lead and move it along on its own?`,
      `Can Vale tag leads automatically?`,
    ],
  },
  {
    id: 'crm:feature-appointment-reminders',
    phrasings: [
      `Does ${crm} send appointment reminders?`,
      `when do reminders go out before an appt`,
      `Will my clients automatically get a heads-up before they're due to come in?`,
      `My massage therapy practice loses money every week to no-shows. Does the CRM remind clients before their booking so they don't forget?`,
      `Are reminders sent automatically?`,
    ],
  },
  {
    id: 'crm:feature-user-roles-permissions',
    phrasings: [
      `Can I set user roles and permissions in ${crm}?`,
      `can i limit what my staff can see`,
      `Is it possible to give my front desk access to only what they need, without letting them see everything?`,
      `I have a small accounting firm with a couple of part-time assistants, and I don't want them seeing every client's details. Can I control what each person has access to in the system?`,
      `Does the CRM have user permissions?`,
    ],
  },
  {
    id: 'crm:feature-two-factor-sign-in',
    phrasings: [
      `Does ${crm} support two-factor sign-in?`,
      `is there 2fa on the crm`,
      `Is there an extra security step when logging in, beyond just a password?`,
      `We run a family medical practice and I'm nervous about someone getting into our customer data with a stolen password. Does the CRM add an extra check when people sign in?`,
      `Is two-factor authentication available?`,
    ],
  },
  {
    id: 'crm:feature-audit-history',
    phrasings: [
      `Does ${crm} keep an audit history?`,
      `can i see who edited a contact`,
      `If a customer's details get changed, can I find out who made the change and when it happened?`,
      `At my property management office, someone deleted a tenant's phone number and nobody will own up to it. Would the system show me who changed what?`,
      `Is there a change log?`,
    ],
  },
  {
    id: 'crm:feature-business-phone',
    phrasings: [
      `Does ${crm} come with a business phone system?`,
      `can i get a local number thru the crm`,
      `Can I make and receive work calls in the same software, and have those calls recorded and tracked?`,
      `My electrical contracting business still uses my personal cell for everything. Can your CRM give me a local business number with call recording?`,
      `Is call recording built in?`,
    ],
  },
  {
    id: 'crm:feature-google-facebook',
    phrasings: [
      `Is ${crm} linked up with Google and Facebook?`,
      `do fb lead forms go into the crm`,
      `Can my Google Business Profile and my ads on Facebook be linked up so the leads come straight in?`,
      `I run a small gym and advertise on Facebook, but I copy every lead from the ad forms by hand. Does the CRM connect to Facebook lead forms?`,
      `Does it work with Google Business Profile?`,
    ],
  },
  {
    id: 'crm:feature-accounting-payments',
    phrasings: [
      `Does ${crm} integrate with accounting and payment tools?`,
      `will it sync w the accounting app i already use`,
      `Will I have to give up the bookkeeping and card processing software I already have, or can everything stay in sync?`,
      `My cleaning business already has accounting software and a card processor my bookkeeper likes. Can your CRM sync with the tools we already use?`,
      `Does it sync with accounting software?`,
    ],
  },
  {
    id: 'crm:feature-zapier-webhooks',
    phrasings: [
      `Does ${crm} support Zapier and webhooks?`,
      `can i hook up other apps to the crm without coding`,
      `I use a few other online apps for my business. Can they talk to the system without paying a developer to write custom code?`,
      `My moving company uses a separate quoting tool and a scheduling app. Can I connect them to ${crm} through Zapier?`,
      `Are webhooks supported?`,
    ],
  },
  {
    id: 'crm:feature-mobile-app',
    phrasings: [
      `Is there a mobile app for ${crm}?`,
      `can i use the crm on my phone`,
      `When I'm out of the office, can I still answer customers, make calls and update my deals from my cell?`,
      `I'm a home inspector and I'm on the road all day, rarely at a computer. Can I reply to messages and move deals along from my phone?`,
      `Does the CRM have an app?`,
    ],
  },
];
