import { siteConfig } from '~/site.config';
import type { LegalDocument } from '~/content/types';
import { PHONE_BILLING_TERMS } from '~/content/phone-rates';
import { BILLING_DISPUTE_DAYS, LEGAL_LAST_UPDATED, QUIET_HOURS } from './figures';

const { brandName, legalName, email, phone, address, assistantName, crmName } = siteConfig;
const siteHost = new URL(siteConfig.siteUrl).host;

export const termsOfService: LegalDocument = {
  slug: 'terms-of-service',
  title: 'Terms of Service',
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: [
    `These Terms of Service ("Terms") are an agreement between you and ${legalName} ("${brandName}", "we", "us" or "our"), a company based in ${address.locality}, Texas. They apply when you visit ${siteHost} (the "site") and when you buy or use any of our services.`,
    'Please read them carefully. They explain what we provide, what we expect from you, how billing and cancellation work, and the limits of our responsibility. If you do not agree with them, please do not use the site or our services.',
  ],
  sections: [
    {
      number: '1',
      title: 'Agreement to These Terms',
      body: [
        'By using the site, submitting a form, booking a call, talking with our AI assistant, signing a quote or paying an invoice, you agree to these Terms and to the policies they refer to, including our Privacy Policy (/privacy-policy), Acceptable Use Policy (/acceptable-use-policy) and Cookie Policy (/cookie-policy).',
        'If you accept these Terms on behalf of a company or other organisation, you confirm that you have the authority to bind it, and "you" means that organisation.',
        'If a signed quote, order form or statement of work conflicts with these Terms, the signed document wins for the matter it covers.',
      ],
    },
    {
      number: '2',
      title: 'Who We Are and Key Words',
      body: [
        `${brandName} builds and runs AI systems and growth tools for businesses. In these Terms:`,
        '- "Services" means everything we provide to you, including AI voice and chat agents, the CRM and marketing platform, marketing and branding work, websites, business phone and messaging systems, custom software, support and any related deliverables.',
        '- "Platform" means the software we give you access to, including the CRM and any dashboards, apps or phone tools.',
        '- "Customer Data" means the information you or your contacts put into the Services, such as contact records, call recordings, transcripts, messages and files.',
        '- "Order" means a quote, order form, proposal, statement of work or checkout that you accept and that describes the Services and fees.',
      ],
    },
    {
      number: '3',
      title: 'Eligibility: 18 or Older, Business Use Only',
      body: [
        'You must be at least 18 years old to use the site or the Services.',
        'Our Services are for business use only. They are offered to companies, sole proprietors and other organisations for commercial purposes, not to consumers for personal, family or household use. By accepting these Terms you confirm that you are acting for a business.',
        'You may not use the Services if you are barred from receiving them under the laws of the United States or of the country where you are located.',
      ],
    },
    {
      number: '4',
      title: 'Our Services',
      body: [
        'We offer our Services one by one or together as a full system. Depending on your Order, they may include:',
        `- ${assistantName}, our AI voice and chat agent, which can answer calls and chats, qualify leads, book appointments and update your CRM;`,
        `- ${crmName}, our all-in-one CRM and marketing platform, including its mobile app;`,
        '- marketing automation, campaign management, branding and content production;',
        '- AI-enabled websites, including design, build and hosting;',
        '- business phone numbers, calling and text messaging;',
        '- custom software development, including custom AI, integrations and automations;',
        '- the Infinity Partner plan, an ongoing partnership that includes a Platform licence.',
        'The content on the site describes our Services in general terms and is for information only. Your Order sets out exactly what you are buying.',
      ],
    },
    {
      number: '5',
      title: 'Quotes and Orders',
      body: [
        'Most of our work is custom-quoted. Prices shown on the site are starting prices and example bundles to help you plan; they are not an offer for a particular project. Your Order states the Services, fees, setup fees (if any) and estimated timelines that apply to you.',
        'A quote is valid for 30 days unless it says otherwise. Work outside the scope of your Order is a change request, which we will quote before doing it.',
      ],
    },
    {
      number: '6',
      title: 'Fees, Billing and Payment',
      body: [
        'You agree to pay the fees in your Order. Unless your Order says otherwise:',
        '- subscription fees are billed monthly in advance in US dollars and renew automatically each month until cancelled;',
        '- usage-based charges are billed monthly in arrears, as described in Section 8;',
        '- we accept credit cards, debit cards and bank transfers, and you authorise us to charge your payment method on file for fees when they are due;',
        '- fees do not include sales, use, value-added or similar taxes, which we will add where the law requires.',
        'Where financing is offered at checkout, it is provided by a third-party lender under its own terms, and your agreement with the lender is separate from these Terms.',
        'If a payment fails, we will tell you and give you at least 7 days to fix it before we suspend the affected Services. We may change our prices for future billing periods by giving you at least 30 days\' written notice; you may cancel before the change takes effect.',
        `If you believe a charge is wrong, please contact us within ${BILLING_DISPUTE_DAYS} days of the invoice date so we can look into it together before you dispute it with your bank.`,
      ],
    },
    {
      number: '7',
      title: 'Setup Fees',
      body: [
        'Some Services carry a one-time setup fee for onboarding, configuration, design, build or migration work. Setup fees may not always apply; your Order says whether one applies to you and how much it is.',
        'Setup fees are due before work begins. Because they pay for work we start straight away, they are non-refundable once work has started, except where the law requires otherwise or your Order says differently.',
      ],
    },
    {
      number: '8',
      title: 'Usage-Based Charges',
      body: [
        `Phone and messaging Services are billed monthly on actual usage at the rates in your Order or on our pricing page. Calls are billed in whole-minute increments and text messages per ${PHONE_BILLING_TERMS.smsSegmentCharacters}-character segment. Setup and carrier fees are included in the published usage rates unless your Order says otherwise.`,
        'Estimates, including those from our usage estimate tool, are only a guide. You are responsible for all usage on your account, including usage caused by your staff, your AI agents and your automations, so please set sensible limits in your campaigns.',
        'Carrier registration fees (for example, fees to register your business and messaging campaigns with the mobile carriers) may be passed through at cost where your Order says so.',
      ],
    },
    {
      number: '9',
      title: 'Cancel Anytime: No Long-Term Contracts',
      body: [
        'Our monthly subscriptions have no long-term contracts. You can cancel at any time by e-mailing us or calling us. We do not charge cancellation fees.',
        'Cancellation takes effect at the end of the billing period in which you cancel, and you keep access until then. We do not refund partial months. Usage charges and any amounts owed for work already performed remain payable.',
        'Fixed-scope projects, such as a website build or custom development, are priced per project in their Order. If you stop a project part-way through, you pay for the work completed up to that point.',
        'Before your access ends, you can ask us to export your Customer Data as described in Section 22.',
      ],
    },
    {
      number: '10',
      title: 'Onboarding, Timelines and Your Cooperation',
      body: [
        'We will give you estimated timelines for setup and delivery. They depend on you sending us the information, content, approvals and account access we ask for, and on third parties such as carriers and app stores. Timelines are estimates, not guarantees.',
        'You are responsible for the accuracy of the information you give us, such as your business details, service areas, prices, opening hours and the answers your AI agent should give.',
        'You will review and approve scripts, prompts, websites, campaigns and other deliverables before they go live. Your approval confirms that they are accurate and lawful for your business.',
      ],
    },
    {
      number: '11',
      title: 'Accounts and Security',
      body: [
        'If we give you Platform logins, keep them confidential, use strong passwords and turn on multi-factor authentication where it is available. Each login is for one named person.',
        'You are responsible for what happens under your accounts. Tell us straight away if you suspect that someone has used your account without permission.',
      ],
    },
    {
      number: '12',
      title: 'Your Data and Content',
      body: [
        'You own your Customer Data and the content you give us, such as logos, photos, text and price lists.',
        'You give us a limited, non-exclusive licence to host, copy, process, transmit and display that data and content only as needed to provide, secure and support the Services for you, and to follow the law.',
        'You confirm that you have the rights and, where required, the consents and notices needed for us to process your Customer Data, including consent to contact the people in your lists and to record calls.',
        'We may use aggregated and de-identified data about how the Services perform, which does not identify you or any person, to run and improve the Services.',
      ],
    },
    {
      number: '13',
      title: 'Acceptable Use',
      body: [
        'You must use the Services lawfully and in line with our Acceptable Use Policy at /acceptable-use-policy, which forms part of these Terms. It explains, among other things, what content, messaging and AI uses are not allowed.',
        'We may update the Acceptable Use Policy from time to time to reflect new laws and carrier rules.',
      ],
    },
    {
      number: '14',
      title: 'Calls, Text Messages and Marketing Compliance',
      body: [
        'When you use our Services to call, text or e-mail people, you are the sender and you are responsible for following the laws that apply, including the Telephone Consumer Protection Act (TCPA), the Telemarketing Sales Rule, the CAN-SPAM Act, state telemarketing and mini-TCPA laws, and the rules of the mobile carriers. In particular, you agree to:',
        '- obtain and keep records of the consent the law requires before contacting anyone, including prior express written consent before sending marketing texts or making marketing calls that use an autodialer, an artificial or AI-generated voice, or a prerecorded message;',
        '- check the National Do Not Call Registry and applicable state lists, and keep your own internal do-not-call list;',
        `- respect quiet hours. By default, the Platform schedules marketing calls and texts only between ${QUIET_HOURS}, in the recipient's local time. You must not change this to contact people at times the law does not allow, and some states set narrower hours that you must follow;`,
        '- identify your business in every message and make it easy to opt out. Every text program must honour STOP (and similar words such as END, CANCEL, UNSUBSCRIBE and QUIT) to opt out and reply to HELP with information on how to get assistance. Opt-outs must be honoured promptly and kept;',
        '- register your business and messaging campaigns with the carriers where required and give accurate information when you do;',
        '- use accurate caller ID and never hide or falsify the number or name you call from;',
        '- give any call-recording notice the law requires. Some states require the consent of everyone on the call, and your AI agent\'s greeting can carry that notice.',
        'Carriers may filter or block messages and may suspend numbers that receive complaints. We may pause a campaign or number that puts our network or other customers at risk and will tell you why.',
      ],
    },
    {
      number: '15',
      title: 'Emergency Calls',
      body: [
        'Our Services are not a replacement for a traditional phone line when it comes to emergencies. AI agents cannot call emergency services on anyone\'s behalf and must not be relied on to handle emergencies.',
        'Internet-based calling depends on power and internet access, and 911 calls may not work, or may send the wrong location to emergency responders, if your registered address is out of date or you use the service somewhere else. You must keep your registered emergency address current and tell everyone who uses your phone system about these limits.',
      ],
    },
    {
      number: '16',
      title: 'AI Features and Output',
      body: [
        'Our AI agents and AI features generate responses automatically. AI output can be inaccurate, incomplete, out of date or inappropriate, even when it sounds confident, and similar requests can receive different answers.',
        'You are responsible for reviewing how your AI agent is set up, what it is allowed to say and do, and the decisions you make based on its output. Do not use AI output as legal, medical, financial or other professional advice, and do not use it as the only basis for decisions that significantly affect people, such as hiring, lending, housing or healthcare decisions.',
        'Where the law requires it, you must tell the people your AI agent talks to that they are speaking with an automated system.',
        'We do not use your Customer Data to train AI models that serve other customers. Our AI technology providers process conversations only to provide the Services to us.',
      ],
    },
    {
      number: '17',
      title: 'Third-Party Platforms and Integrations',
      body: [
        'Parts of the Services run on or connect to third-party products, such as our CRM platform provider, voice and AI providers, telephone carriers, payment processors, calendars, app stores and advertising networks. Your use of those products may also be governed by their own terms.',
        'We are not responsible for third-party products we do not control, or for changes they make to their features, prices or availability. If a third party changes or withdraws a feature that a Service relies on, we will work with you on a reasonable alternative.',
      ],
    },
    {
      number: '18',
      title: 'Intellectual Property',
      body: [
        `We and our licensors own the site, the Platform, our software, templates, methods and know-how, and the ${brandName}, ${assistantName} and ${crmName} names and logos. Except for the rights these Terms give you, no rights are transferred to you.`,
        'When you have paid in full for custom deliverables made just for you, such as your website design, logos and brand assets, written content and custom code, we assign to you our rights in them, except for our pre-existing materials and third-party components, which we license to you for use with those deliverables.',
        'If you send us suggestions or feedback, we may use them without any obligation to you.',
      ],
    },
    {
      number: '19',
      title: 'Confidentiality',
      body: [
        'Each of us will keep the other\'s non-public business information confidential, use it only for our relationship, and share it only with staff and contractors who need it and are bound by similar duties.',
        'This does not apply to information that is public through no fault of the receiver, that the receiver already had or developed independently, or that must be disclosed by law, in which case the receiver will give notice where allowed.',
      ],
    },
    {
      number: '20',
      title: 'Privacy and Data Protection',
      body: [
        'Our Privacy Policy at /privacy-policy explains how we handle personal information about visitors, prospects and customers.',
        'When we process Customer Data for you, we act as your service provider (or processor) and follow your documented instructions. If you need a data processing agreement for your business, ask us and we will provide one.',
        'Do not use the Services to store or send health information protected by HIPAA, payment card numbers or other highly sensitive data unless we have agreed in writing that the Service in question is set up for it.',
      ],
    },
    {
      number: '21',
      title: 'Service Availability and Support',
      body: [
        'We work to keep the Services available around the clock, but they may occasionally be unavailable because of maintenance, carrier or provider outages, or events outside our control. Unless your Order includes a service-level commitment, we do not promise uninterrupted service.',
        `Support is available by e-mail at ${email} and by phone at ${phone.display} during our business hours (${siteConfig.hours.display}).`,
        'We may improve or change the Services over time. If we make a change that materially reduces a Service you pay for, we will tell you in advance and you may cancel that Service.',
      ],
    },
    {
      number: '22',
      title: 'Suspension and Termination',
      body: [
        'We may suspend or end Services if you do not pay undisputed fees after notice, seriously or repeatedly break these Terms or the Acceptable Use Policy, or if your use creates a legal, security or carrier risk. Where practical, we will warn you first and give you a chance to fix the problem.',
        'When Services end, your access ends. For 30 days afterwards, you can ask us to export the Customer Data we hold in a standard format. After that, we may delete it, except where we must keep it by law.',
        'Sections that by their nature should continue after termination, such as fees owed, confidentiality, intellectual property, disclaimers, limitation of liability, indemnification and governing law, continue to apply.',
      ],
    },
    {
      number: '23',
      title: 'Disclaimers',
      body: [
        'Except as expressly stated in these Terms or your Order, the site and the Services are provided "as is" and "as available". To the fullest extent the law allows, we disclaim all implied warranties, including warranties of merchantability, fitness for a particular purpose and non-infringement.',
        'Results, statistics and testimonials shown on the site describe the experience of particular clients or typical outcomes. They are not a promise that you will see the same results, which depend on your market, offer, team and many other factors.',
      ],
    },
    {
      number: '24',
      title: 'Limitation of Liability',
      body: [
        'To the fullest extent the law allows, neither of us is liable to the other for indirect, incidental, special, consequential or punitive damages, or for lost profits, revenue, data or goodwill, even if warned that they were possible.',
        'To the fullest extent the law allows, our total liability for all claims arising from or relating to the site, the Services or these Terms is limited to the greater of (a) the fees you paid us for the Services in the 6 months before the event that gave rise to the claim, or (b) $50.',
        'These limits do not apply to your obligation to pay fees, to either party\'s liability for fraud or wilful misconduct, or to anything else that cannot be limited by law.',
      ],
    },
    {
      number: '25',
      title: 'Indemnification',
      body: [
        'You will defend and indemnify us, and our officers, employees and contractors, against third-party claims, fines and reasonable legal costs that arise from your Customer Data and content, from calls, texts and e-mails sent through your account, or from your breach of these Terms, the Acceptable Use Policy or the law, including telemarketing and consent laws.',
        'We will tell you promptly about any such claim, let you control its defence, and cooperate with you at your expense. You may not settle a claim in a way that admits fault for us without our written consent.',
      ],
    },
    {
      number: '26',
      title: 'Governing Law, Venue and Disputes',
      body: [
        'These Terms, and any dispute about them, the site or the Services, are governed by the laws of the State of Texas, without regard to its conflict-of-laws rules.',
        'Before starting a lawsuit, the party with a concern will contact the other in writing and both will try in good faith to resolve it within 30 days.',
        'If that does not resolve it, the dispute will be decided exclusively by the state or federal courts located in Harris County, Texas, and both parties agree to the jurisdiction of and venue in those courts. Either party may still ask any court for urgent relief to protect its intellectual property or confidential information.',
      ],
    },
    {
      number: '27',
      title: 'Changes to These Terms and General Provisions',
      body: [
        'We may update these Terms from time to time. We will post the new version on this page with a new date and, for material changes affecting a paid Service, tell you by e-mail at least 30 days before they take effect. If you keep using the Services after that, you accept the new Terms; if you do not agree, you may cancel before they take effect.',
        '- Entire agreement: these Terms, the policies they mention and your Orders are the whole agreement between us about the Services.',
        '- Assignment: you may not transfer these Terms without our written consent; we may transfer them to a company that takes over our business.',
        '- Force majeure: neither of us is liable for delays caused by events beyond reasonable control, such as natural disasters, carrier outages or government action, other than the obligation to pay fees.',
        '- Severability and waiver: if a court finds part of these Terms unenforceable, the rest stays in effect; not enforcing a right is not a waiver of it.',
        '- Notices: we send notices to the e-mail address on your account; you send them to the e-mail address below.',
        '- Independent parties: we are independent contractors, not partners, employees or agents of each other.',
      ],
    },
  ],
  closing: [
    'By using our site or any of our Services, you confirm that you have read, understood and agree to these Terms of Service.',
    `Questions about these Terms? Contact ${legalName} at ${email} or ${phone.display}, ${address.locality}, ${address.region}, United States.`,
  ],
};
