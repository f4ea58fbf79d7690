import { siteConfig } from '~/site.config';
import type { PrivacyChoicePage } from './privacy-choices';

const { email, phone } = siteConfig;

/** The /cookie-preferences page: where visitors choose which third-party embeds may load. */
export const cookiePreferences: PrivacyChoicePage = {
  title: 'Cookie Preferences',
  intro: [
    'This page explains each kind of cookie and browser storage used on our site, what it does, and how you can control it.',
    'By default, the site sets only strictly necessary storage. Preferences, analytics and marketing cookies stay off unless you choose to allow them, so you do not need to do anything to keep them off.',
  ],
  sections: [
    {
      number: '1',
      title: 'What Is On by Default',
      body: [
        'When you first visit, our own code stores only what the site needs to work and stay secure: for example, keeping a chat conversation connected while you move between pages, and remembering the cookie choices you make here.',
        'If you play the arcade game, your high score is saved in your browser\'s local storage so it is there next time. It never leaves your device.',
      ],
    },
    {
      number: '2',
      title: 'What Each Category Does',
      body: [
        '- Strictly necessary (always on): lets the site load, keeps it secure, keeps chat sessions working and remembers your cookie choices. The site cannot work properly without these.',
        '- Preferences (off by default): remembers settings such as a notice you dismissed or whether you left the chat panel open, so you do not have to set them again.',
        '- Analytics (off by default): counts visits and shows us, in aggregate, which pages are useful, how quickly they load and where errors happen.',
        '- Marketing (off by default): lets us and our advertising partners see whether an advertisement led to a visit or an enquiry, and avoid showing you the same advertisement too often.',
        'Cookie lifespans range from a few hours to two years. Our Cookie Policy at /cookie-policy gives the details for each category.',
      ],
    },
    {
      number: '3',
      title: 'Embedded Tools From Other Companies',
      body: [
        'Some features come from other companies: the booking calendar and contact form on our Contact page, the reviews display, the music player and our voice and chat provider. These tools may set their own cookies when they load or when you use them, under their own privacy policies.',
        'If you prefer that they do not, you can block third-party cookies in your browser. You can still reach us directly by phone or e-mail if an embedded tool then stops working.',
      ],
    },
    {
      number: '4',
      title: 'Change Cookies in Your Browser',
      body: [
        'Every major browser lets you view, delete and block cookies and other site data:',
        '- Chrome: Settings, then Privacy and security, then Third-party cookies or Delete browsing data.',
        '- Safari: Settings (or Preferences), then Privacy, then Manage Website Data; you can also turn on Prevent cross-site tracking.',
        '- Firefox: Settings, then Privacy & Security, then Cookies and Site Data.',
        '- Edge: Settings, then Cookies and site permissions, then Manage and delete cookies and site data.',
        '- On phones and tablets, look for the same options in your browser app\'s settings under Privacy.',
        'Clearing site data for our site removes everything stored here, including your cookie choices and the game\'s high score. Blocking strictly necessary storage may stop the chat, the booking calendar or the contact form from working.',
        'Choices are stored per browser, so please set them on each browser and device you use.',
      ],
    },
    {
      number: '5',
      title: 'Global Privacy Control',
      body: [
        'If your browser or a browser extension sends a Global Privacy Control (GPC) signal, we treat it as a request to keep marketing cookies off and to opt out of any sale or sharing of personal information for targeted advertising from that browser. You do not need to do anything else.',
      ],
    },
    {
      number: '6',
      title: 'Questions',
      body: [
        `If you have a question about cookies on our site, e-mail us at ${email} or call ${phone.display}.`,
      ],
    },
  ],
};
