import { siteConfig } from '~/site.config';
import type { LegalDocument } from '~/content/types';
import { LEGAL_LAST_UPDATED } from './figures';

const { brandName, legalName, email, phone, address, assistantName } = siteConfig;
const siteHost = new URL(siteConfig.siteUrl).host;

export const cookiePolicy: LegalDocument = {
  slug: 'cookie-policy',
  title: 'Cookie Policy',
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: [
    `This Cookie Policy explains how ${legalName} ("${brandName}", "we", "us" or "our") uses cookies and similar technologies on ${siteHost} (the "site"). It should be read together with our Privacy Policy at /privacy-policy, which explains more broadly how we collect and use personal information.`,
    'We keep cookies to a minimum. Our own code sets only strictly necessary storage by default. Anything that measures visits or supports advertising stays off until you choose to allow it.',
  ],
  sections: [
    {
      number: '1',
      title: 'What Cookies and Similar Technologies Are',
      body: [
        'Cookies are small text files that a website asks your browser to store. They let the site recognise your browser when you come back to a page or move from one page to the next.',
        'Cookies set by the site you are visiting are called first-party cookies. Cookies set by another company whose content is embedded in the page, such as a booking calendar or a reviews display, are called third-party cookies.',
        'Session cookies disappear when you close your browser. Persistent cookies stay until they expire or you delete them.',
        'Websites also use technologies that work in a similar way, such as local storage, session storage, pixels and small scripts inside embedded widgets. In this policy we call all of them "cookies" unless we say otherwise.',
      ],
    },
    {
      number: '2',
      title: 'Why We Use Cookies',
      body: [
        'We use cookies for a small number of purposes:',
        '- to make the site work and keep it secure, for example to keep a chat conversation connected while you move between pages and to protect our forms from automated abuse;',
        '- to remember the choices you make on the site, including your cookie choices;',
        '- to understand, in aggregate, which pages are useful and where visitors run into problems, if you allow analytics cookies;',
        '- to measure whether our advertising leads to visits or enquiries, if you allow marketing cookies.',
        'We do not sell information collected through cookies, and we do not use cookies to make decisions about you that have legal or similarly significant effects.',
      ],
    },
    {
      number: '3',
      title: 'Categories of Cookies We Use',
      body: [
        'Every cookie on the site falls into one of four categories:',
        '- Strictly necessary: needed for the site to load, stay secure and do what you ask of it, such as remembering your cookie choices, routing your visit to a working server, keeping a chat session open and saving the arcade game\'s high score in your browser when you play. These are always on because the site cannot work properly without them. Your browser can still block them, but parts of the site may then stop working.',
        '- Preferences: remember settings you choose so you do not have to choose them again, such as a notice you have dismissed or whether you left the chat panel open. They are off until you allow them.',
        '- Analytics: tell us how many people visit, which pages they read, how long pages take to load and where errors happen. We look at this information in aggregate to improve the site. They are off until you allow them.',
        '- Marketing: set by us or our advertising partners to measure whether an advertisement led to a visit or an enquiry and to avoid showing you the same advertisement too often. They are off until you allow them.',
      ],
    },
    {
      number: '4',
      title: 'Third-Party Services That May Set Cookies',
      body: [
        'Some features of the site are provided by other companies. When you use those features, the provider may set its own cookies under its own privacy policy:',
        '- Booking and form widgets: the "Book Your Strategy Session" calendar and the "Digital Growth Form" on our Contact page are embedded from our CRM platform provider. That provider may use cookies to keep your booking or form session working, to prevent spam and to remember details you have already entered.',
        '- Reviews widget: the reviews and social-proof displays on our pages are loaded from a third-party reviews platform, which may use cookies to display reviews and count how often they are viewed.',
        `- Voice and chat provider: when you start a voice call or a chat with ${assistantName}, our AI assistant, our voice and chat technology provider may use cookies or local storage to connect the conversation, keep it going and protect the service from abuse. Its code loads only when you start a conversation. When the voice conversation runs in your browser instead, no provider code loads: your browser's own speech recognition turns what you say into text (some browsers use their maker's speech service for this), and the conversation is kept only in your browser tab's session storage, which is cleared when you close the tab.`,
        '- Media widgets: a music player shown on some pages is embedded from a third-party platform, which may use cookies to play audio and count plays.',
        'We choose these providers with care and ask them to use the information only to provide their service to us. We do not control the cookies they set, so we encourage you to read their privacy notices as well.',
      ],
    },
    {
      number: '5',
      title: 'How Long Cookies Last',
      body: [
        'Cookie lifespans on our site range from a few hours to two years, depending on what the cookie is for:',
        '- Strictly necessary: from the length of your visit up to 12 months. The cookie that remembers your cookie choices lasts up to 12 months so we do not ask you again on every visit.',
        '- Preferences: up to 12 months.',
        '- Analytics: up to two years, so that a returning browser is not counted as a new visitor.',
        '- Marketing: from a few hours up to 13 months, depending on the advertising partner.',
        'Items kept in your browser\'s local storage, such as the arcade game\'s high score, stay until you clear them. They are never sent to us.',
      ],
    },
    {
      number: '6',
      title: 'How to Manage Cookies',
      body: [
        'You can review each cookie category and change your choices at any time on our Cookie Preferences page at /cookie-preferences.',
        'You can also control cookies in your browser. Most browsers let you see the cookies they hold, delete some or all of them, block third-party cookies, or block cookies from particular sites. These settings are usually found under "Privacy" or "Settings" in your browser\'s menu. Clearing your browser\'s site data also clears local storage.',
        'If you block or delete strictly necessary cookies, some parts of the site, such as the booking calendar, the contact form or the chat, may not work as expected.',
        'Changing your choices does not undo processing that took place before the change, and choices are stored per browser and per device, so please set them on each browser you use.',
      ],
    },
    {
      number: '7',
      title: 'Global Privacy Control and Do Not Track',
      body: [
        'If your browser sends a Global Privacy Control (GPC) signal, we treat it as a request to switch off marketing cookies and to opt out of any sale or sharing of personal information for targeted advertising for that browser, as required by the privacy laws of several US states.',
        'There is no single agreed standard for responding to "Do Not Track" browser signals. We nevertheless keep analytics and marketing cookies off unless you turn them on, whatever signal your browser sends.',
        'To make a broader request about the personal information we hold, visit /privacy-choices.',
      ],
    },
    {
      number: '8',
      title: 'Children',
      body: [
        `${brandName} serves businesses, and our site is not directed to children. We do not knowingly use cookies to build profiles of children under 13 or to show them targeted advertising.`,
        'In the European Union and the United Kingdom, we do not rely on the consent of anyone under 16 for non-essential cookies. If you are under 16 and located there, please leave analytics, preferences and marketing cookies switched off, or ask a parent or guardian to make the choice with you.',
        `If you believe a child has used our site in a way that led us to collect personal information, please contact us at ${email} and we will delete it.`,
      ],
    },
    {
      number: '9',
      title: 'Changes to This Policy',
      body: [
        'We may update this Cookie Policy when we add or remove a feature, change a provider or when the law changes. The date at the top of this page shows when it was last updated.',
        'If a change means we would use a new category of cookie, we will ask for your consent again before setting it.',
      ],
    },
    {
      number: '10',
      title: 'Contact Us',
      body: [
        'If you have questions about this Cookie Policy or about how we use cookies, please contact us:',
        `- E-mail: ${email}`,
        `- Phone: ${phone.display}`,
        `- Mail: ${legalName}, ${address.locality}, ${address.region}, United States`,
      ],
    },
  ],
};
