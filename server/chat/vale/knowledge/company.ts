import { company } from '~/content/company';
import { dollars } from '~/content/prices';
import { siteConfig } from '~/site.config';
import { listOf, type KnowledgeChunk } from './types';

const { claims } = company;

/** Facts about the business: hours, founding, rating, areas, payments, contact, terms. */
export function companyKnowledge(): KnowledgeChunk[] {
  const areas = company.areasServed.filter((area) => area !== 'Worldwide');
  return [
    {
      id: 'company:legal-name',
      question: "What is your company's legal name?",
      answer: `Our legal name is ${siteConfig.legalName}, based in ${siteConfig.address.locality}, ${siteConfig.address.region}; we trade as ${siteConfig.brandName}. See /about.`,
      href: '/about',
      keywords: 'legalname registered entity llc company name business name who owns operator',
    },
    {
      id: 'company:currency',
      question: 'What currency are your prices in?',
      answer: `Our prices are in US dollars (${company.currency}), and subscriptions are billed monthly in advance in US dollars. See /pricing.`,
      href: '/pricing',
      keywords: 'currency usd us dollars dollar cad canadian euro eur gbp pounds exchange',
    },
    {
      id: 'company:social',
      question: 'Are you on social media? Where can I follow you?',
      answer: `Follow ${siteConfig.brandName} on Facebook (${siteConfig.social.facebook}), Instagram (${siteConfig.social.instagram}), X (${siteConfig.social.x}) and YouTube (${siteConfig.social.youtube}).`,
      href: '/contact',
      keywords: 'social media socials follow facebook fb instagram insta ig x twitter youtube channel handle page profile',
    },
    {
      id: 'company:website',
      question: 'What is your website URL?',
      answer: `Our website is ${siteConfig.siteUrl}, and you can reach us at ${siteConfig.email} or {phone}.`,
      href: '/contact',
      keywords: 'website url domain site link homepage',
    },
    {
      id: 'company:hours',
      question: 'What are your business hours? When are you open?',
      answer: `Our team is available ${company.hours.display}, that is ${company.hours.days[0]} to ${company.hours.days.at(-1)}. Outside those hours, weekends included, ${siteConfig.assistantName} answers calls and chats 24/7, and you can book a free strategy session at /contact any time.`,
      href: '/contact',
      keywords: 'hours open opening closed times schedule weekdays weekend saturday sunday monday friday available availability',
    },
    {
      id: 'company:founded',
      question: 'When was the company founded? How long have you been in business?',
      answer: `${company.name} was founded in ${company.foundingYear}, and clients rate us ${company.rating.display} on average from ${company.rating.count} reviews. See /about.`,
      href: '/about',
      keywords: 'founded founding year started history established how long in business age',
    },
    {
      id: 'company:rating',
      question: 'What is your rating? Do you have reviews?',
      answer: `Our average rating is ${company.rating.display} from ${company.rating.count} reviews. Client testimonials are on the home page at / and on /about.`,
      href: '/about',
      keywords: 'rating reputation trust what clients say average score',
    },
    {
      // A score callers give Vale, not the clients' rating of the company: its own answer, so neither is read as the other.
      id: 'company:satisfaction',
      question: 'What is your customer satisfaction score?',
      answer: `Callers rate Vale's quick, accurate and friendly answers ${claims.satisfaction} for customer satisfaction. See /ai.`,
      href: '/ai',
      keywords: 'customer satisfaction score csat callers rate happy satisfied',
    },
    {
      id: 'company:areas',
      question: 'Which areas and countries do you serve? Do you work outside the US?',
      answer: `We serve businesses worldwide, including ${listOf(areas)}; we are based in ${siteConfig.address.locality}, ${siteConfig.address.region}, and work online and by phone. See /contact.`,
      href: '/contact',
      keywords: 'areas served countries worldwide international global usa us canada uk united kingdom britain england australia europe location remote',
    },
    {
      id: 'company:payments',
      question: 'What payment methods do you accept?',
      answer: `We accept ${listOf(company.paymentMethods.map((method) => method.toLowerCase()))}, with prices in ${company.currency}; financing is available at checkout. See /pricing.`,
      href: '/pricing',
      keywords: 'payment methods pay credit card debit card bank transfer ach wire currency usd dollars invoice',
    },
    {
      id: 'company:price-range',
      question: 'What is your price range?',
      answer: `Our monthly plans range from ${dollars(company.priceRange.min)} to ${dollars(company.priceRange.max)} per month, and every plan is a custom quote with no contract. See /pricing.`,
      href: '/pricing',
      keywords: 'price range cheapest most expensive budget minimum maximum plan',
      weight: 0.8,
    },
    {
      id: 'company:contact',
      question: 'How can I contact you? What is your phone number and email?',
      answer: `Call or text us at {phone} or e-mail ${siteConfig.email}, ${company.hours.display}, or book a free strategy session at /contact.`,
      href: '/contact',
      keywords: 'contact phone number call text email e-mail reach get in touch address',
    },
    {
      id: 'company:terms',
      question: 'Are there contracts? Can I cancel anytime?',
      answer: `No contracts: every service runs month to month and you can cancel anytime. Quotes are custom, and most services go live in ${claims.implementation}. See /pricing.`,
      href: '/pricing',
      keywords: 'contract contracts commitment cancel anytime month to month term lock',
    },
    {
      id: 'company:implementation',
      question: 'How long does setup take? How fast can we go live?',
      answer: `Implementation takes ${claims.implementation} for most services; template websites take ${claims.templateSiteWeeks} weeks and custom websites ${claims.customSiteWeeks} weeks. See /pricing.`,
      href: '/pricing',
      keywords: 'implementation setup onboarding launch go live how long how fast timeline days weeks start',
      weight: 1.1,
    },
  ];
}
