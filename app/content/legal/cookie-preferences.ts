/**
 * Copy of /cookie-preferences: the control for which third-party embeds may load on this device
 * (features/consent), and what the site keeps on the device no matter what.
 */
import { siteConfig } from '~/site.config';
import type { LegalSection } from '~/content/types';
export { type EmbedCategoryCopy, embedCategoryCopy } from './embed-categories';

const { email, phone, assistantName } = siteConfig;

export const cookiePreferences = {
  title: 'Cookie Preferences',
  intro: [
    'Some parts of this site come from other companies: a reviews display, a music player, the booking calendar and form, a CRM preview and the voice service. Each switch below decides whether that kind of embed may load in this browser. Your choice is saved the moment you flip it, and you can change it at any time.',
    'With a switch off, the site shows a plain alternative in its place (our phone number, e-mail or a link) and a "Load it anyway" button, so you can still load one embed once without changing your choice.',
  ],
  controlsHeading: 'Third-Party Embeds',
  modelNote: {
    'opt-out': 'Unless you turn a switch off, these embeds load only when you scroll near them.',
    'opt-in': 'None of these embeds loads until you turn its switch on.',
  },
  gpcNote:
    'We honour Global Privacy Control: if your browser sends it, every embed below starts switched off. A switch you turn on yourself here still counts as your choice.',
  gpcDetected: 'Your browser is sending Global Privacy Control, so embeds you have not switched on stay off.',
  loadsFromLabel: 'Loads from',
  notSetUp: 'Not set up on this site, so nothing loads from it.',
  saved: 'Saved. Your choice applies on every page of this site in this browser.',
  savedForVisit: 'Your browser did not let us save this, so it applies until you leave the site.',
  sections: [
    {
      number: '1',
      title: 'What This Site Keeps on Your Device Either Way',
      body: [
        `Our own code keeps a few things in your browser's storage so the site works: your chat with ${assistantName} while you move between pages, the choices you make on this page, and your high score if you play the arcade game. None of it is used to track you or shared with anyone, and it never leaves your device except the chat messages you send.`,
      ],
    },
    {
      number: '2',
      title: 'Cookies Set by Embeds',
      body: [
        'An embed that loads may set its own cookies under its provider\'s privacy policy. Cookie lifespans range from a few hours to two years. Our Cookie Policy at /cookie-policy explains the categories and how long they last.',
        'You can also block third-party cookies, or clear everything this site stored, in your browser\'s privacy settings. Clearing site data resets these switches too.',
      ],
    },
    {
      number: '3',
      title: 'Questions',
      body: [
        `If you have a question about cookies or these choices, e-mail us at ${email} or call ${phone.display}. Your other privacy rights are explained at /privacy-choices.`,
      ],
    },
  ] satisfies LegalSection[],
};
