/**
 * Copy of the /industries page (SPEC §2 "/industries"): twelve industries, each with
 * a kebab-case id that is also the anchor its grid tile scrolls to.
 */
import { siteConfig } from '~/site.config';
import type { Cta, FeatureCard, Hero, IndustryCard } from './types';
import { claims } from './claims';

const { brandName, assistantName, crmName } = siteConfig;

export interface IndustriesContent {
  hero: Hero;
  grid: {
    id: string;
    heading: string;
    intro: string;
  };
  industries: IndustryCard[];
  notListed: {
    id: string;
    heading: string;
    description: string;
    cta: Cta;
  };
  expertise: {
    id: string;
    heading: string;
    intro: string;
    points: FeatureCard[];
  };
  closingCta: {
    heading: string;
    description: string;
    cta: Cta;
    /** Text of the phone link; "{phone}" is replaced with the configured number. */
    phoneText: string;
  };
}

export const industriesContent: IndustriesContent = {
  hero: {
    subtitle: 'Industries We Serve',
    title: 'Built for the Way Your Industry Wins Customers',
    description:
      `${brandName} sets up ${assistantName}, ${crmName} and your marketing around the calls, bookings and follow-ups ` +
      'that drive revenue in your line of work, not a generic template.',
    primaryCta: { text: 'Get Started', href: '/contact' },
    secondaryCta: { text: 'Find Your Industry', href: '#industry-grid' },
    image: {
      src: '/images/industries-hero.svg',
      alt: 'Icons of service trades, clinics, law offices, restaurants and shops connected to one system',
      maxWidth: 560,
    },
    tagline: 'Twelve industries. One system that fits each of them.',
  },
  grid: {
    id: 'industry-grid',
    heading: 'Choose Your Industry',
    intro: 'Pick your field to see how we help businesses like yours capture more leads and keep more customers.',
  },
  industries: [
    {
      id: 'home-services',
      name: 'Home Services',
      icon: 'hammer',
      description: 'Plumbers, HVAC, roofers and cleaners lose jobs to missed calls. We make sure every call is answered and every estimate gets booked.',
      features: [
        'After-hours call answering and emergency triage',
        'Instant estimate booking into your schedule',
        'Automatic review requests after each job',
        'Seasonal maintenance reminder campaigns',
      ],
      cta: 'Book More Jobs',
    },
    {
      id: 'healthcare',
      name: 'Healthcare',
      icon: 'stethoscope',
      description: 'Clinics and practices fill their calendars without tying up the front desk, and patients get answers any time they call.',
      features: [
        'Appointment booking and rescheduling 24/7',
        `Reminders ${claims.remindersInWords} before visits`,
        'New-patient intake questions before the visit',
        'Recall campaigns for check-ups and follow-ups',
      ],
      cta: 'Fill Your Schedule',
    },
    {
      id: 'legal',
      name: 'Legal',
      icon: 'scale',
      description: 'Law firms capture every potential client the moment they reach out, with intake that screens cases before an attorney spends a minute.',
      features: [
        'Case intake and qualification by phone or chat',
        'Consultation booking with conflict-free scheduling',
        'Follow-up sequences for undecided prospects',
        'Client update messages that cut status calls',
      ],
      cta: 'Capture More Cases',
    },
    {
      id: 'real-estate',
      name: 'Real Estate',
      icon: 'house',
      description: 'Agents and brokerages respond to buyer and seller inquiries in seconds, and nurture every lead until they are ready to move.',
      features: [
        'Instant responses to listing inquiries',
        'Showing requests booked straight to your calendar',
        'Long-term nurture for buyers and sellers',
        'Property alerts and market update campaigns',
      ],
      cta: 'Close More Deals',
    },
    {
      id: 'restaurants',
      name: 'Restaurants',
      icon: 'utensils',
      description: 'Restaurants and cafes take reservations, answer menu questions and bring guests back, even during the dinner rush.',
      features: [
        'Reservations and waitlist handled by phone and chat',
        'Answers on hours, menu and dietary options',
        'Catering and private event inquiry capture',
        'Loyalty and win-back text campaigns',
      ],
      cta: 'Fill More Tables',
    },
    {
      id: 'automotive',
      name: 'Automotive',
      icon: 'car',
      description: 'Dealerships and repair shops book service appointments and follow up on sales leads without adding staff.',
      features: [
        'Service appointment booking around the clock',
        'Vehicle-ready and status text updates',
        'Sales lead follow-up within seconds',
        'Maintenance reminders based on service history',
      ],
      cta: 'Book More Service',
    },
    {
      id: 'fitness-wellness',
      name: 'Fitness & Wellness',
      icon: 'dumbbell',
      description: 'Gyms, studios and wellness centers turn trial visitors into members and keep them coming back.',
      features: [
        'Class and trial booking with reminders',
        'Membership inquiry answers around the clock',
        'Re-engagement for members who stop showing up',
        'Referral and promotion campaigns',
      ],
      cta: 'Grow Your Membership',
    },
    {
      id: 'beauty-salons',
      name: 'Beauty & Salons',
      icon: 'scissors',
      description: 'Salons, spas and barbershops keep chairs full with easy booking, fewer no-shows and clients who rebook on time.',
      features: [
        'Online and phone booking by service and stylist',
        'No-show reduction with text reminders',
        'Rebooking prompts timed to each service',
        'Review and referral requests after visits',
      ],
      cta: 'Keep Chairs Full',
    },
    {
      id: 'financial-services',
      name: 'Financial Services',
      icon: 'landmark',
      description: 'Advisors, accountants and lenders qualify prospects and book consultations while staying organized and professional.',
      features: [
        'Prospect qualification before the first meeting',
        'Consultation scheduling with document reminders',
        'Tax-season and review-season campaigns',
        'Secure, organized client records in the CRM',
      ],
      cta: 'Win More Clients',
    },
    {
      id: 'education',
      name: 'Education',
      icon: 'graduation-cap',
      description: 'Schools, tutors and training providers answer enrollment questions fast and guide families from inquiry to sign-up.',
      features: [
        'Enrollment inquiry answers 24/7',
        'Tour and consultation booking',
        'Application and deadline reminders',
        'Parent and student update messaging',
      ],
      cta: 'Boost Enrollment',
    },
    {
      id: 'ecommerce-retail',
      name: 'E-commerce & Retail',
      icon: 'shopping-bag',
      description: 'Online stores and local shops answer product questions instantly and recover sales that would otherwise walk away.',
      features: [
        'Product and order questions answered instantly',
        'Abandoned cart recovery by text and email',
        'Post-purchase review and upsell flows',
        'Promotion and restock announcements',
      ],
      cta: 'Sell More',
    },
    {
      id: 'professional-services',
      name: 'Professional Services',
      icon: 'briefcase',
      description: 'Consultants, agencies and contractors spend their time on billable work while the system handles inquiries and scheduling.',
      features: [
        'Lead qualification and discovery call booking',
        'Proposal follow-up sequences',
        'Client onboarding automations',
        'Pipeline tracking from inquiry to invoice',
      ],
      cta: 'Grow Your Practice',
    },
  ],
  notListed: {
    id: 'industry-not-listed',
    heading: 'Your Industry Not Listed?',
    description:
      'If your customers call, text, book or buy, we can help. We have set up systems for businesses in dozens of fields; ' +
      'tell us how yours works and we will build around it.',
    cta: { text: 'Talk to Our Team', href: '/contact' },
  },
  expertise: {
    id: 'industry-expertise',
    heading: 'Why Industry Expertise Matters',
    intro: 'Generic tools give generic results. Knowing your industry means your system speaks your customers’ language from day one.',
    points: [
      {
        icon: 'message-square-text',
        title: 'The Right Questions',
        description: `${assistantName} asks what your business needs to know, whether that is a case type, a service address or a party size.`,
      },
      {
        icon: 'clock',
        title: 'Faster Setup',
        description: 'Proven workflows for your field mean we launch in days and skip months of trial and error.',
      },
      {
        icon: 'shield-check',
        title: 'Respect for the Rules',
        description: 'We follow the messaging and privacy practices your industry expects, from quiet hours to opt-outs.',
      },
      {
        icon: 'chart-line',
        title: 'Benchmarks That Mean Something',
        description: 'We measure you against businesses like yours, so you know which numbers to push next.',
      },
    ],
  },
  closingCta: {
    heading: 'See What We Would Build for Your Business',
    description: 'Book a free strategy session and walk away with a plan made for your industry, your market and your goals.',
    cta: { text: 'Get Started', href: '/contact' },
    phoneText: 'Or call us at {phone}',
  },
};
