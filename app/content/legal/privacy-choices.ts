import { siteConfig } from '~/site.config';
import type { LegalEmailRequest, LegalSection } from '~/content/types';
import { COMPLIANCE_RECORD_YEARS, PRIVACY_APPEAL_DAYS, PRIVACY_CONFIRM_BUSINESS_DAYS, PRIVACY_EXTENSION_DAYS, PRIVACY_RESPONSE_DAYS, TAX_RECORD_YEARS } from './figures';

const { brandName, legalName, email, phone, sms, address } = siteConfig;
const mailingAddress = `${legalName}, ${address.locality}, ${address.region}, United States`;

/** Three of the four privacy-choice pages linked from the privacy policy (Cookie Preferences has its own file). */
export type PrivacyChoiceSlug = 'privacy-choices' | 'limit-sensitive-info' | 'privacy-request';

export interface PrivacyChoicePage {
  title: string;
  intro: string[];
  sections: LegalSection[];
}

/** The same promise on every page that takes a request (SPEC §9). */
const REQUEST_TIMELINE = `We answer within ${PRIVACY_RESPONSE_DAYS} days of receiving your request. If we need more time, we may extend that once by ${PRIVACY_EXTENSION_DAYS} more days, and we will tell you why within the first ${PRIVACY_RESPONSE_DAYS} days.`;

interface PrivacyRequestDraft {
  label: string;
  subject: string;
  /** The request spelled out at the top of the message, in the sender's words. */
  asking: string;
  /** Fields this request needs besides who the sender is. */
  extraFields?: string[];
}

/** An e-mail with the request written and the details we need to find the sender left blank. */
function privacyRequest({ label, subject, asking, extraFields = [] }: PrivacyRequestDraft): LegalEmailRequest {
  return {
    label,
    subject,
    body: [
      `Hello ${brandName},`,
      '',
      `My request: ${asking}`,
      ...extraFields,
      '',
      'Name:',
      'E-mail address I used with you:',
      'Phone number I used with you (if any):',
      'State or country of residence:',
      '',
      'Thank you.',
    ],
  };
}

export const privacyRequests = {
  access: privacyRequest({
    label: 'E-mail an access request',
    subject: 'Privacy request: access my data',
    asking: 'Please tell me what personal information you hold about me and send me a copy of it.',
  }),
  correct: privacyRequest({
    label: 'E-mail a correction request',
    subject: 'Privacy request: correct my data',
    asking: 'Please correct personal information you hold about me.',
    extraFields: ['What is wrong and what it should say:'],
  }),
  delete: privacyRequest({
    label: 'E-mail a deletion request',
    subject: 'Privacy request: delete my data',
    asking: 'Please delete the personal information you hold about me.',
  }),
  optOut: privacyRequest({
    label: 'E-mail an opt-out request',
    subject: 'Privacy request: opt out of sale and sharing',
    asking: 'Please stop any sale or sharing of my personal information, including for targeted advertising.',
  }),
  stopMarketing: privacyRequest({
    label: 'E-mail a request to stop marketing',
    subject: 'Privacy request: stop marketing calls and texts',
    asking: 'Please add me to your internal do-not-call list and stop marketing calls, texts and e-mails to me.',
    extraFields: ['Phone numbers and e-mail addresses to stop:'],
  }),
  limit: privacyRequest({
    label: 'E-mail a request to limit use',
    subject: 'Privacy request: limit use of my sensitive information',
    asking: 'Please use my sensitive personal information only as needed to provide the service I asked for.',
    extraFields: ['Where the information came up (for example, a call on a certain date):', 'Please also delete it (yes or no):'],
  }),
  appeal: privacyRequest({
    label: 'E-mail an appeal',
    subject: 'Privacy appeal',
    asking: 'Please reconsider your decision on my privacy request.',
    extraFields: ['Date of your decision:', 'Why I disagree:'],
  }),
} satisfies Record<string, LegalEmailRequest>;

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
        'Marketing cookies are off unless you allow them. If you allowed them and have changed your mind, you can clear our site data in your browser (see /cookie-preferences) and send us the opt-out request below.',
        'Once we receive your request, we stop any sale or sharing of your personal information for targeted advertising and tell the advertising partners involved.',
        'The link below opens your e-mail app with the request written: add your name and the e-mail address or phone number you used with us, so we can find your information. We do not need to verify your identity for an opt-out, and we use the details you send only to carry it out. An authorised agent may send a request for you with your written permission.',
      ],
      requests: [privacyRequests.optOut],
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
      requests: [privacyRequests.stopMarketing],
    },
    {
      number: '4',
      title: 'When You Will Hear From Us',
      body: [
        'We act on opt-out requests as soon as we can, and always within the time the law allows. Numbers go on our internal do-not-call list within 1 business day.',
        REQUEST_TIMELINE,
      ],
    },
    {
      number: '5',
      title: 'Your Other Privacy Rights',
      body: [
        'You may also have the right to access, copy, correct or delete your personal information, and to limit the use of sensitive personal information. To use these rights, visit /privacy-request or /limit-sensitive-info.',
        'Our Privacy Policy at /privacy-policy explains all your rights in full.',
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
        'The link below opens your e-mail app with the request written. Add your name, the e-mail address or phone number you used with us, and, if you can, where the information came up (for example, a call on a particular date). Tell us whether you also want it deleted.',
      ],
      requests: [privacyRequests.limit],
    },
    {
      number: '4',
      title: 'When You Will Hear From Us',
      body: [
        'A request to limit use does not require identity verification, though we may ask a question to find the right records. If you also ask us to delete information, we verify your identity first, as explained at /privacy-request.',
        `We act on your request as soon as we can. ${REQUEST_TIMELINE}`,
      ],
    },
  ],
};

const submitPrivacyRequest: PrivacyChoicePage = {
  title: 'Submit a Privacy Request',
  intro: [
    'Use this page to ask us what personal information we hold about you, to get a copy of it, or to have it corrected or deleted. Each request below has a link that opens your e-mail app with the request already written: add your details and send it.',
    `You can also call us at ${phone.display}. It is free, and we will not treat you differently for asking.`,
  ],
  sections: [
    {
      number: '1',
      title: 'See and Get a Copy of Your Information',
      body: [
        'You can ask what personal information we hold about you, where it came from, why we use it and who we share it with, and get a copy in a format you can take elsewhere.',
      ],
      requests: [privacyRequests.access],
    },
    {
      number: '2',
      title: 'Correct Your Information',
      body: ['If something we hold about you is wrong or out of date, tell us what should change and we will fix it.'],
      requests: [privacyRequests.correct],
    },
    {
      number: '3',
      title: 'Delete Your Information',
      body: [
        `You can ask us to delete personal information we collected from or about you. We keep only what the law requires, such as records of your consents and opt-outs (at least ${COMPLIANCE_RECORD_YEARS} years) and invoices and tax records (up to ${TAX_RECORD_YEARS} years), and we will tell you what we kept and why.`,
      ],
      requests: [privacyRequests.delete],
    },
    {
      number: '4',
      title: 'Opt Out of Sale, Sharing and Marketing',
      body: [
        'We do not sell personal information for money, but you can stop any sharing for targeted advertising and stop our marketing calls, texts and e-mails. Your Privacy Choices at /privacy-choices explains every way to do it, including Global Privacy Control.',
      ],
      requests: [privacyRequests.optOut],
    },
    {
      number: '5',
      title: 'Limit the Use of Sensitive Information',
      body: [
        'You can ask us to use sensitive personal information, such as health or financial details, only to provide the service you asked for. The page at /limit-sensitive-info explains what counts as sensitive and how we handle it.',
      ],
      requests: [privacyRequests.limit],
    },
    {
      number: '6',
      title: 'Other Ways to Send Your Request',
      body: [
        `- By phone: call ${phone.display} during business hours (${siteConfig.hours.display}) and tell us which request you are making.`,
        `- By e-mail in your own words: write to ${email} with "Privacy Request" in the subject line.`,
        `- By mail: ${mailingAddress}.`,
      ],
    },
    {
      number: '7',
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
      number: '8',
      title: 'How We Verify Your Identity',
      body: [
        'To protect your information from someone pretending to be you, we verify your identity before we give out, correct or delete personal information. We usually do this by matching the details in your request with our records and by sending a code to the e-mail address or phone number we have on file.',
        'For requests about more sensitive information, we may ask for more details. We use verification information only to verify you and delete it once your request is complete.',
        'If you use an authorised agent, we may ask for proof of their permission and ask you to confirm your identity with us directly.',
      ],
    },
    {
      number: '9',
      title: 'When You Will Hear From Us',
      body: [
        `We confirm that we received your request within ${PRIVACY_CONFIRM_BUSINESS_DAYS} business days. ${REQUEST_TIMELINE}`,
        'If we cannot verify your identity or cannot fulfil a request, for example because the law requires us to keep certain records, we will tell you why.',
      ],
    },
    {
      number: '10',
      title: 'Appeals',
      body: [
        `If you disagree with our decision, reply to it or send us the appeal below (or write to ${email} with "Privacy Appeal" in the subject line). We will answer your appeal within ${PRIVACY_APPEAL_DAYS} days. If you are still not satisfied, you may contact your state attorney general.`,
      ],
      requests: [privacyRequests.appeal],
    },
    {
      number: '11',
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
