import { siteConfig } from '~/site.config';
import type { LegalDocument } from '~/content/types';
import { CHAT_SESSION_HOURS, COMPLIANCE_RECORD_YEARS, CRM_RETENTION_MONTHS, LEGAL_LAST_UPDATED, PRIVACY_APPEAL_DAYS, PRIVACY_EXTENSION_DAYS, PRIVACY_RESPONSE_DAYS, QUIET_HOURS, TAX_RECORD_YEARS, UNANSWERED_QUESTION_RETENTION_DAYS } from './figures';

const { brandName, legalName, email, phone, sms, address, assistantName } = siteConfig;
const siteHost = new URL(siteConfig.siteUrl).host;

export const privacyPolicy: LegalDocument = {
  slug: 'privacy-policy',
  title: 'Privacy Policy',
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: [
    `This Privacy Policy explains how ${legalName} ("${brandName}", "we", "us" or "our") collects, uses, shares and protects personal information when you visit ${siteHost} (the "site"), talk with our AI assistant, contact us, or do business with us.`,
    'We have tried to write it in plain English. It also explains the choices you have and how to use them. For quick access, our privacy-choice pages are: Cookie Preferences (/cookie-preferences), Your Privacy Choices (/privacy-choices), Limit the Use of My Sensitive Personal Information (/limit-sensitive-info) and Submit a Privacy Request (/privacy-request).',
  ],
  sections: [
    {
      number: '1',
      title: 'Who We Are and What This Policy Covers',
      body: [
        `${legalName} is based in ${address.locality}, Texas, United States. We provide AI voice and chat agents, a CRM and marketing platform, marketing services, websites, business phone systems and custom software to businesses.`,
        'This policy covers personal information about visitors to our site, people who contact us or talk with our AI assistant, prospects, and the people who work for our customers and suppliers.',
        'It does not cover the information our customers put into our services about their own contacts. For that information we act on our customer\'s behalf, as explained in Section 7.',
      ],
    },
    {
      number: '2',
      title: 'Information We Collect',
      body: [
        'Information you give us:',
        '- contact details, such as your name, business name, job title, e-mail address, phone number and website;',
        '- what you tell us about your business and goals when you fill in a form, book a strategy session, call, text, e-mail or chat with us;',
        '- when you send the contact form on this site or leave your details with our AI assistant in the chat: your name, e-mail address and/or phone number, business name, message, how and when you prefer to be reached, the page you were on, and the consent line you agreed to, with its version and the time. We store this in our own database (on our servers in the United States) so that no request is lost, and pass it to our team by e-mail and to our CRM. We use it only to answer your request and follow up;',
        '- privacy requests you send through /privacy-request: the type of request, your name, e-mail address and details, with the date we must answer by;',
        '- voice recordings, transcripts and messages from conversations with our AI assistant (see Section 4);',
        '- billing details, such as your billing address and the last digits of your card. Full card numbers are handled by our payment processor, not stored by us.',
        'Information collected automatically:',
        '- device and connection details, such as IP address, browser type, operating system and approximate location derived from the IP address;',
        '- how you use the site, such as pages viewed, links clicked, time spent and errors, collected through cookies if you allow them (see Section 6).',
        'Information from others:',
        '- booking and form details passed to us by our CRM platform provider when you use the embedded calendar or form;',
        '- business contact details from referral partners, public business directories and professional networking sites;',
        '- reviews you post about us on third-party review platforms.',
      ],
    },
    {
      number: '3',
      title: 'How We Use Information',
      body: [
        'We use personal information to:',
        '- answer your questions, book and hold strategy sessions, and send you the quotes and information you ask for;',
        '- provide, set up, support and bill for our services;',
        '- send service messages and, where you have agreed or the law allows, marketing about our services (see Section 6A);',
        '- keep the site and our services secure and prevent fraud, spam and abuse;',
        '- understand how the site is used and improve our site, services and AI assistant;',
        '- meet our legal, tax and accounting obligations and enforce our agreements.',
        'We do not make decisions about you based solely on automated processing that have legal or similarly significant effects.',
      ],
    },
    {
      number: '4',
      title: 'AI Voice and Chat Conversations',
      body: [
        `When you talk or chat with ${assistantName}, our AI assistant, you are speaking with an automated system, not a person. The conversation is processed by our voice and chat technology providers so that ${assistantName} can understand you and reply.`,
        'We may record calls and keep transcripts of chats so we can follow up on your request, review quality, fix mistakes and keep records of what was agreed. The call greeting tells you when a call is recorded.',
        'Voice calls in your browser use your microphone only after you start a call and your browser asks your permission. We do not use your voice to identify you (we create no voiceprints).',
        `When the voice conversation on this site runs in your browser (it does unless we connect it to a voice provider), your browser turns what you say into text and reads ${assistantName}'s answers aloud. We receive only that text, which we handle like a message typed in the chat; we never receive your audio. To turn speech into text, some browsers send the audio to their maker's speech service (Google for Chrome, Microsoft for Edge, Apple for Safari), under that company's privacy policy. The voice panel says so before your browser asks for the microphone, and you can always type in the chat instead.`,
        'Please do not share sensitive details, such as health information, payment card numbers or government ID numbers, in a conversation with the AI assistant.',
      ],
    },
    {
      number: '5',
      title: 'How We Share Information',
      body: [
        'We share personal information only as follows:',
        '- Service providers who work for us, such as our CRM platform provider, hosting and security providers, voice, chat and AI technology providers, telephone carriers, e-mail and messaging providers, payment processors, analytics providers and our accountants. They may use the information only to provide their services to us.',
        '- Advertising partners, only if you allow marketing cookies (see Section 6).',
        '- Professional advisers, such as lawyers and auditors, under a duty of confidentiality.',
        '- Authorities and others where the law requires it, or where needed to protect the rights, safety or property of our customers, our visitors, the public or us.',
        '- A buyer or successor if we are involved in a merger, acquisition or sale of assets, under this policy\'s protections.',
        'We do not sell personal information for money. Some state laws treat letting advertising partners place cookies for targeted advertising as a "sale" or "sharing"; you can opt out of that at /privacy-choices.',
      ],
    },
    {
      number: '6',
      title: 'Cookies and Similar Technologies',
      body: [
        'Our own code sets only strictly necessary cookies and storage by default. Preferences, analytics and marketing cookies are off until you allow them. Embedded tools, such as our booking calendar, contact form, reviews widget and voice and chat provider, may set their own cookies when you use them.',
        'Our Cookie Policy at /cookie-policy describes each category and how long cookies last. You can change your choices at any time on the Cookie Preferences page at /cookie-preferences or in your browser settings.',
        'We honour Global Privacy Control (GPC) signals as a request to opt out of the sale or sharing of personal information for targeted advertising from that browser.',
      ],
    },
    {
      number: '6A',
      title: 'Calls, Text Messages and Marketing Communications',
      body: [
        'We call or text you only if you have asked us to, for example by submitting a form, booking a session or texting us, or where the law otherwise allows it. We ask for your consent before sending marketing text messages, and that consent is never a condition of buying anything.',
        `We respect quiet hours: we place marketing calls and send marketing texts only between ${QUIET_HOURS}, in the recipient's local time.`,
        `Text messages: reply STOP to opt out or HELP for assistance. Message frequency varies, and message and data rates may apply. You can also text us at ${sms.display}.`,
        'Calls: if you ask us not to call you, we add your number to our internal do-not-call list. We apply internal do-not-call requests within 1 business day, and we check the national and applicable state do-not-call registries before any marketing call.',
        'E-mail: every marketing e-mail contains an unsubscribe link. We process unsubscribe requests promptly and in any case within the time the law allows.',
        'We do not share your mobile number or text-messaging consent with third parties or affiliates for their own marketing. Opting out of marketing does not stop service messages about work you have asked us to do.',
      ],
    },
    {
      number: '7',
      title: 'Information We Process for Our Clients',
      body: [
        'Our customers use our services, such as AI agents, the CRM, phone systems and websites, to handle information about their own customers and leads. For that information, our customer decides what is collected and why, and we process it only on their instructions as their service provider or processor.',
        'If you are a contact of one of our customers and want to use your privacy rights, please contact that business directly. If you contact us instead, we will pass your request on to them and help them respond.',
      ],
    },
    {
      number: '8',
      title: 'How Long We Keep Information',
      body: [
        'We keep personal information only as long as we need it for the purposes in this policy or as the law requires. Our usual retention periods are:',
        '- Website analytics data: about 13-26 months, after which it is deleted or kept only in aggregate form.',
        `- CRM records about prospects and customers: for the length of our engagement plus about ${CRM_RETENTION_MONTHS} months, so we can answer questions and follow up on past work.`,
        `- Compliance records, such as consent records, opt-out and do-not-call requests: at least ${COMPLIANCE_RECORD_YEARS} years, so we can continue to honour them and show that we did.`,
        `- Invoices and tax records: up to ${TAX_RECORD_YEARS} years, as accounting and tax laws require.`,
        '- Call recordings and chat transcripts: usually no longer than 12 months, unless they become part of a customer record or are needed to resolve a dispute.',
        `- Questions our chat assistant could not answer: the question text only, with no name, contact details or chat history, for ${UNANSWERED_QUESTION_RETENTION_DAYS} days, so we can improve the answers on this site.`,
        `- Details you are giving our chat assistant, before you confirm them: only while the chat lasts (at most ${CHAT_SESSION_HOURS} hours), so the conversation can continue; if you cancel, they are discarded at once and nothing is sent to our team.`,
        `- Contact form and chat requests: as CRM records (the engagement plus about ${CRM_RETENTION_MONTHS} months); privacy requests and their answers: as compliance records (at least ${COMPLIANCE_RECORD_YEARS} years).`,
        'When we no longer need information, we delete it or make it anonymous.',
      ],
    },
    {
      number: '9',
      title: 'How We Protect Information',
      body: [
        'We use administrative, technical and physical safeguards suited to the information we hold, including encryption in transit, access controls based on job role, multi-factor authentication on our systems and careful selection of service providers.',
        'No method of transmission or storage is completely secure. If a security incident affects your personal information, we will notify you and the authorities as the law requires.',
      ],
    },
    {
      number: '10',
      title: 'Visitors Outside the United States',
      body: [
        'We are based in the United States, and the information we collect is processed in the United States and in other countries where our service providers operate. Where the law requires it, we use safeguards such as standard contractual clauses for international transfers.',
        'If you are in the European Economic Area or the United Kingdom, we rely on these legal bases: taking steps at your request before entering a contract and performing our contract with you; our legitimate interests in running and marketing our business, which we balance against your rights; your consent, for non-essential cookies and marketing texts; and compliance with legal obligations. You may also complain to your local data protection authority.',
      ],
    },
    {
      number: '11',
      title: 'Your Privacy Rights',
      body: [
        'Depending on where you live, including Texas, California and other US states with privacy laws, and the EU and UK, you may have the right to:',
        '- know what personal information we hold about you and get a copy in a portable format;',
        '- correct inaccurate personal information;',
        '- delete personal information we collected from or about you;',
        '- opt out of the sale or sharing of personal information, targeted advertising and profiling, at /privacy-choices;',
        '- limit the use of sensitive personal information, at /limit-sensitive-info;',
        '- withdraw consent at any time, for example to cookies at /cookie-preferences or to texts by replying STOP;',
        '- object to or restrict certain processing, where EU or UK law gives you that right;',
        '- appeal our decision if we decline your request.',
        'We do not seek sensitive personal information, such as health, financial account or precise location information. If it reaches us, for example because a caller mentions a medical condition, we use it only to respond to that person.',
        'We will not discriminate against you, or charge you a different price, for using your privacy rights.',
      ],
    },
    {
      number: '11A',
      title: 'How to Submit a Privacy Request',
      body: [
        `You can make a request on our Submit a Privacy Request page at /privacy-request, by e-mail at ${email}, or by phone at ${phone.display}.`,
        'Please tell us your name, how we can contact you, which right you want to use, and anything that helps us find your information, such as the e-mail address or phone number you used with us.',
        'To protect you, we verify your identity before acting on a request to access, correct or delete information, usually by matching details you give us with our records or by asking you to confirm a code sent to your e-mail or phone. We use information you provide for verification only for that purpose.',
        'You may use an authorised agent to make a request for you. We may ask the agent for proof of your permission and ask you to confirm your identity directly.',
        `We answer requests within ${PRIVACY_RESPONSE_DAYS} days of receiving them. If we need more time, we may extend that by ${PRIVACY_EXTENSION_DAYS} more days, and we will tell you within the first ${PRIVACY_RESPONSE_DAYS} days why we need the extension.`,
        `If we decline your request, we will explain why. You can appeal by replying to our decision or by e-mailing us with "Privacy Appeal" in the subject line. We will answer your appeal within ${PRIVACY_APPEAL_DAYS} days, and if you are not satisfied you may contact your state attorney general.`,
      ],
    },
    {
      number: '12',
      title: 'Children\'s Privacy',
      body: [
        `Our site and services are for businesses and are not directed to children. We do not knowingly collect personal information from children under 13. In the European Union and the United Kingdom, we do not rely on the consent of anyone under 16 for non-essential cookies.`,
        `If you believe a child has given us personal information, please contact us at ${email} and we will delete it.`,
      ],
    },
    {
      number: '13',
      title: 'Changes to This Policy',
      body: [
        'We may update this Privacy Policy when our practices, services or the law change. We will post the new version on this page with a new date. If we make a material change, we will tell you by e-mail or with a notice on the site before it takes effect.',
      ],
    },
    {
      number: '14',
      title: 'Contact Us',
      body: [
        'If you have questions about this Privacy Policy or how we handle personal information, please contact us:',
        `- E-mail: ${email}`,
        `- Phone: ${phone.display}`,
        `- Mail: ${legalName}, ${address.locality}, ${address.region}, United States`,
      ],
    },
  ],
};
