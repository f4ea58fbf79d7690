import { siteConfig } from '~/site.config';
import type { LegalSection } from '~/content/types';

const { brandName, legalName, email, phone, sms, address } = siteConfig;
const mailingAddress = `${legalName}, ${address.locality}, ${address.region}, United States`;

/** Three of the four privacy-choice pages linked from the privacy policy (Cookie Preferences has its own file). */
export type PrivacyChoiceSlug = 'privacy-choices' | 'limit-sensitive-info' | 'privacy-request';

export interface PrivacyChoicePage {
  title: string;
  intro: string[];
  sections: LegalSection[];
}

const yourPrivacyChoices: PrivacyChoicePage = {
  title: 'Your Privacy Choices',
  intro: [
    `${brandName} does not sell personal information for money. Some US state privacy laws, however, treat letting advertising partners use cookies for targeted advertising as a "sale" or "sharing" of personal information. This page explains how to opt out of that, and of our marketing messages, in a few simple steps.`,
    'Opting out is free, and we will not treat you differently for doing so.',
  ],
  sections: [
    {
      number: '1',
      title: 'Opt Out of Sale, Sharing and Targeted Advertising',
      body: [
        'Marketing cookies are off unless you allow them. If you allowed them and have changed your mind, you can clear our site data in your browser (see /cookie-preferences) and send us an opt-out request as described below.',
        'Once we receive your request, we stop any sale or sharing of your personal information for targeted advertising and tell the advertising partners involved.',
      ],
    },
    {
      number: '2',
      title: 'Use Global Privacy Control',
      body: [
        'The quickest way to opt out on every site that honours it is to turn on Global Privacy Control (GPC) in your browser or with a browser extension. We treat a GPC signal as a valid opt-out for that browser, with no form to fill in.',
      ],
    },
    {
      number: '3',
      title: 'Stop Marketing Messages',
      body: [
        `- Text messages: reply STOP to any of our texts to opt out, or HELP for assistance. You can also text us at ${sms.display}.`,
        '- Phone calls: tell us during a call, or by e-mail or phone, that you do not want to be called. We add your number to our internal do-not-call list within 1 business day.',
        '- E-mail: use the unsubscribe link at the bottom of any marketing e-mail.',
        'You will still receive service messages about work you have asked us to do.',
      ],
    },
    {
      number: '4',
      title: 'How to Send an Opt-Out Request',
      body: [
        `- By e-mail: write to ${email} with "Opt Out" in the subject line.`,
        `- By phone: call ${phone.display} during business hours (${siteConfig.hours.display}).`,
        'Please include your name and the e-mail address or phone number you used with us, so we can find your information. We do not need to verify your identity for an opt-out request, and we use the details you send only to carry it out.',
        'We act on opt-out requests as soon as we can, and always within the time the law allows. An authorised agent may send a request for you with your written permission.',
      ],
    },
    {
      number: '5',
      title: 'Your Other Privacy Rights',
      body: [
        'You may also have the right to access, copy, correct or delete your personal information, and to limit the use of sensitive personal information. To use these rights, visit /privacy-request or /limit-sensitive-info.',
        'We answer those requests within 45 days and may extend that by 45 more days when we need to, after telling you why. Our Privacy Policy at /privacy-policy explains all your rights in full.',
      ],
    },
  ],
};

const limitSensitiveInfo: PrivacyChoicePage = {
  title: 'Limit the Use of My Sensitive Personal Information',
  intro: [
    'Some privacy laws give you the right to ask a business to use sensitive personal information about you only for what is necessary to provide the service you asked for.',
    `${brandName} does not seek sensitive personal information and does not use it to profile you or to advertise to you. If you want to be sure, or want us to delete something you shared, this page explains how to ask.`,
  ],
  sections: [
    {
      number: '1',
      title: 'What Counts as Sensitive Personal Information',
      body: [
        'Sensitive personal information includes:',
        '- government identifiers, such as Social Security, driver\'s licence and passport numbers;',
        '- financial account or card numbers together with the codes needed to use them;',
        '- precise geolocation;',
        '- racial or ethnic origin, religious beliefs, union membership, citizenship or immigration status;',
        '- health information, and information about sex life or sexual orientation;',
        '- genetic and biometric data used to identify a person;',
        '- personal information about a known child.',
      ],
    },
    {
      number: '2',
      title: 'How We Handle It',
      body: [
        'We do not ask for sensitive personal information through our site, forms or AI assistant. It can still reach us, for example when a caller mentions a health condition or reads out a card number during a call.',
        'When that happens, we use it only to respond to the person, to provide the service they asked for, to keep our services secure, and to comply with the law. We never use it to infer things about you, to build a profile or for advertising, and we never sell or share it.',
      ],
    },
    {
      number: '3',
      title: 'How to Make a Request',
      body: [
        `- By e-mail: write to ${email} with "Limit Sensitive Information" in the subject line.`,
        `- By phone: call ${phone.display} during business hours (${siteConfig.hours.display}).`,
        'Please include your name, the e-mail address or phone number you used with us, and, if you can, where the information came up (for example, a call on a particular date). Tell us whether you also want it deleted.',
      ],
    },
    {
      number: '4',
      title: 'What Happens Next',
      body: [
        'A request to limit use does not require identity verification, though we may ask a question to find the right records. If you also ask us to delete information, we verify your identity first, as explained at /privacy-request.',
        'We act on your request as soon as we can and answer within 45 days. If we need more time, we may extend that by 45 more days and will tell you why within the first 45 days.',
      ],
    },
  ],
};

const submitPrivacyRequest: PrivacyChoicePage = {
  title: 'Submit a Privacy Request',
  intro: [
    'Use this page to ask us what personal information we hold about you, to get a copy of it, or to have it corrected or deleted.',
    `You can send your request by e-mail to ${email} or by phone at ${phone.display}. It is free, and we will not treat you differently for asking.`,
  ],
  sections: [
    {
      number: '1',
      title: 'Requests You Can Make',
      body: [
        '- Access: find out what personal information we hold about you, where it came from, why we use it and who we share it with.',
        '- Copy: receive your personal information in a portable format.',
        '- Correct: fix information that is inaccurate.',
        '- Delete: have us delete personal information we collected from or about you, unless we must keep it by law.',
        '- Opt out: stop any sale or sharing for targeted advertising, and marketing messages (see /privacy-choices).',
        '- Limit: restrict the use of sensitive personal information (see /limit-sensitive-info).',
      ],
    },
    {
      number: '2',
      title: 'How to Send Your Request',
      body: [
        `- By e-mail: write to ${email} with "Privacy Request" in the subject line.`,
        `- By phone: call ${phone.display} during business hours (${siteConfig.hours.display}).`,
        `- By mail: ${mailingAddress}.`,
      ],
    },
    {
      number: '3',
      title: 'What to Include',
      body: [
        '- your full name and the business you work for, if any;',
        '- the e-mail address and phone number you used with us;',
        '- the state or country where you live, so we apply the right law;',
        '- which request you are making and, for corrections, what should change;',
        '- if someone is asking on your behalf, the agent\'s name and your signed permission.',
        'Please do not send copies of identity documents, card numbers or other sensitive details unless we ask for them.',
      ],
    },
    {
      number: '4',
      title: 'How We Verify Your Identity',
      body: [
        'To protect your information from someone pretending to be you, we verify your identity before we give out, correct or delete personal information. We usually do this by matching the details in your request with our records and by sending a code to the e-mail address or phone number we have on file.',
        'For requests about more sensitive information, we may ask for more details. We use verification information only to verify you and delete it once your request is complete.',
        'If you use an authorised agent, we may ask for proof of their permission and ask you to confirm your identity with us directly.',
      ],
    },
    {
      number: '5',
      title: 'When You Will Hear From Us',
      body: [
        'We confirm that we received your request within 10 business days and answer it within 45 days. If we need more time, we may extend that by 45 more days and will tell you why within the first 45 days.',
        'If we cannot verify your identity or cannot fulfil a request, for example because the law requires us to keep certain records, we will tell you why.',
      ],
    },
    {
      number: '6',
      title: 'Appeals',
      body: [
        `If you disagree with our decision, reply to it or e-mail ${email} with "Privacy Appeal" in the subject line. We will answer your appeal within 60 days. If you are still not satisfied, you may contact your state attorney general.`,
      ],
    },
    {
      number: '7',
      title: 'Information Held for Our Clients',
      body: [
        'If your information reached us through one of our clients, for example because you called a business that uses our AI receptionist, that business controls your information. We will pass your request on to them and help them answer it.',
      ],
    },
  ],
};

export const privacyChoicePages: Record<PrivacyChoiceSlug, PrivacyChoicePage> = {
  'privacy-choices': yourPrivacyChoices,
  'limit-sensitive-info': limitSensitiveInfo,
  'privacy-request': submitPrivacyRequest,
};
