import { siteConfig } from '~/site.config';
import type { LegalDocument } from '~/content/types';
import { LEGAL_LAST_UPDATED, QUIET_HOURS } from './figures';

const { brandName, legalName, email, phone, address } = siteConfig;

export const acceptableUsePolicy: LegalDocument = {
  slug: 'acceptable-use-policy',
  title: 'Acceptable Use Policy',
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: [
    `This Acceptable Use Policy explains what you may and may not do with the services of ${legalName} ("${brandName}", "we", "us" or "our"), including our AI voice and chat agents, CRM and marketing platform, websites, business phone and messaging systems and custom software.`,
    'It forms part of our Terms of Service at /terms-of-service. It exists to protect the people you contact, our customers, our carriers and us. If you are unsure whether something is allowed, ask us before you do it.',
  ],
  sections: [
    {
      number: '1',
      title: 'Who This Policy Applies To',
      body: [
        'This policy applies to every customer and to everyone who uses the services through a customer\'s account, including employees, contractors, agencies and the AI agents and automations they set up.',
        'Customers are responsible for making sure their users follow it.',
      ],
    },
    {
      number: '2',
      title: 'Lawful Use Only',
      body: [
        'You may use the services only for lawful business purposes. You must not use them to:',
        '- break any law or regulation, including consumer protection, privacy, telemarketing, anti-spam, advertising, anti-discrimination and export laws;',
        '- deceive or defraud anyone, including through phishing, fake offers, fake reviews, pyramid schemes or impersonation of another person or business;',
        '- infringe anyone\'s copyright, trademark, privacy or other rights;',
        '- harass, threaten, stalk or intimidate anyone.',
      ],
    },
    {
      number: '3',
      title: 'Calls and Text Messages',
      body: [
        'Calling and texting people is heavily regulated, and carriers enforce their own rules. When you call or text through our services, you must:',
        '- have the consent the law requires before contacting anyone, including prior express written consent for marketing texts and for marketing calls that use an autodialer, an artificial or AI-generated voice, or a prerecorded message, and keep records of that consent;',
        '- never buy, rent or borrow contact lists, or contact people who gave consent to a different business;',
        '- check do-not-call registries and your own internal do-not-call list before marketing calls;',
        `- contact people only during the hours the law allows. The platform's default quiet hours for marketing are ${QUIET_HOURS}, in the recipient's local time, and you must not override them to contact people at unlawful times;`,
        '- name your business in your messages, honour STOP and similar opt-out words at once, and reply to HELP with your contact details;',
        '- use your real business name and a number you are entitled to use as caller ID, and never spoof caller ID;',
        '- register your brand and messaging campaigns with carriers where required, and send only the kind of messages you registered;',
        '- give any call-recording notice that the law requires where the people you call are located.',
        'You must not send content that carriers prohibit on business messaging, such as content about illegal drugs, cannabis, hate speech, or sexual or violent content, or high-risk financial offers such as payday loans and debt relief without our prior written approval.',
      ],
    },
    {
      number: '4',
      title: 'E-mail Marketing',
      body: [
        'E-mail sent through the services must follow the CAN-SPAM Act and other applicable anti-spam laws. In particular, you must:',
        '- send marketing e-mail only to people who have agreed to receive it or with whom you have a relationship that the law recognises;',
        '- use accurate sender names, addresses and subject lines;',
        '- include your physical business address and a working unsubscribe link, and honour unsubscribes promptly;',
        '- keep bounce and complaint rates low, and stop sending to addresses that bounce or complain.',
      ],
    },
    {
      number: '5',
      title: 'AI Agents and Automated Content',
      body: [
        'AI agents speak for your business, so use them honestly. You must not use our AI services to:',
        '- pretend to be a human where the law requires you to say that people are talking to an automated system, or deny being an AI when someone sincerely asks;',
        '- imitate the voice or likeness of a real person without that person\'s written permission;',
        '- create deceptive content, such as fake endorsements, fake reviews, deepfakes or misleading political messages;',
        '- give legal, medical or financial advice that should come from a licensed professional, or handle emergencies;',
        '- make decisions that significantly affect people, such as hiring, lending, housing, insurance or healthcare decisions, without meaningful human review;',
        '- collect information from children under 13 or target them.',
        'You are responsible for the scripts, prompts, knowledge and instructions you give your AI agent and for reviewing what it says on your behalf.',
      ],
    },
    {
      number: '6',
      title: 'Prohibited Content',
      body: [
        'You must not use the services, including websites we host for you, to create, store or send content that:',
        '- is illegal, or promotes illegal goods, services or activities;',
        '- sexually exploits or endangers children in any way;',
        '- promotes violence, terrorism, self-harm or hatred of people because of a protected characteristic;',
        '- contains malware, phishing pages or links designed to harm devices or steal information;',
        '- is defamatory, or discloses someone\'s private information without permission.',
      ],
    },
    {
      number: '7',
      title: 'Data and Privacy',
      body: [
        'You must handle personal information lawfully. You must:',
        '- give people the privacy notices the law requires and collect only the information you need;',
        '- not upload or collect health information protected by HIPAA, payment card numbers, Social Security numbers or other highly sensitive data unless we have agreed in writing that the service is set up for it;',
        '- respond to the privacy requests of your own customers and contacts, with our help where needed;',
        '- not use the services to track people without their knowledge or to build profiles that the law does not allow.',
      ],
    },
    {
      number: '8',
      title: 'Security and Fair Use of Our Systems',
      body: [
        'You must not:',
        '- try to gain access to accounts, systems or data that are not yours, or test the security of our services without our written permission;',
        '- interfere with or overload the services, for example through denial-of-service attacks or by sending traffic at volumes well beyond normal business use;',
        '- scrape, copy, resell or reverse engineer the services or their AI models, except as the law expressly allows;',
        '- share logins, get around usage limits, or use the services to build a competing product.',
      ],
    },
    {
      number: '9',
      title: 'Restricted Industries and Uses',
      body: [
        'Some industries carry extra legal and carrier requirements. Please talk with us before using the services for debt collection, lending or credit repair, insurance, gambling, political campaigns, firearms, tobacco and vaping products, or health and medical services.',
        'We may require more information, extra safeguards or written approval for these uses, and we may decline a use that we cannot support safely.',
      ],
    },
    {
      number: '10',
      title: 'Reporting Problems',
      body: [
        `If you see something on our services that breaks this policy, such as a spam text, an abusive call or a phishing page, please report it to ${email} with as much detail as you can, such as the number, date and time, or the address of the page.`,
        'We review reports promptly and will not share your identity with the customer concerned without your permission, unless the law requires us to.',
      ],
    },
    {
      number: '11',
      title: 'Enforcement',
      body: [
        'If we believe this policy has been broken, we may investigate, remove content, pause a campaign, phone number or AI agent, suspend or end services, and report illegal activity to the authorities or to the carriers involved.',
        'Where practical, we will tell you what we found and give you a chance to fix it first. We may act at once, without notice, where there is a risk of harm to people, to our systems or to our standing with carriers.',
        'You remain responsible for fines, carrier penalties and claims caused by your breach of this policy, as set out in our Terms of Service.',
      ],
    },
  ],
  closing: [
    'If you have questions about this Acceptable Use Policy, or want to check whether a particular use is allowed before you start, please contact us.',
    `E-mail: ${email} · Phone: ${phone.display} · Mail: ${legalName}, ${address.locality}, ${address.region}, United States`,
  ],
};
