/**
 * Copy of the marketing page (/marketing): marketing and lead generation,
 * branding, and the content studio.
 */
import { siteConfig } from '~/site.config';
import { claims } from './company';
import type { Cta, FeatureCard, Hero, MarketingGroup, ServiceTooltipItem } from './types';

/** The group whose section carries the music widget (SPEC §2 "/marketing"). */
export const musicWidgetGroupId = 'content-studio';

export const marketingContent = {
  hero: {
    subtitle: 'Marketing, Branding & Content Studio',
    title: 'Marketing That Runs All Year, Not Just When You Remember',
    description: `Campaigns, branding and content made by our team and automated by ${siteConfig.crmName}, so new customers find you every month and past customers come back.`,
    primaryCta: { text: 'Scale My Marketing', href: '/contact' },
    secondaryCta: { text: 'See Services', href: '#brand' },
    image: { src: '/images/marketing-hero.svg', alt: 'A year-round marketing calendar with campaigns, posts and video', maxWidth: 560 },
    tagline: 'Be the name they remember when they are ready to buy.',
  } satisfies Hero,

  brand: {
    id: 'brand',
    heading: 'Marketing, Branding and Content, Under One Roof',
    intro: 'Three teams, one plan: we find the leads, make the brand look the part and keep fresh content going out every week.',
    groups: [
      {
        id: 'marketing-lead-gen',
        title: 'Marketing & Lead Gen',
        tagline: 'Get in front of people ready to buy, then follow up until they do.',
        ctaText: 'Grow My Leads',
        cards: [
          { id: 'google-ads', title: 'Google Ads', icon: 'search', tooltip: 'Search campaigns for your most profitable jobs, in the areas you serve, tuned every month.' },
          { id: 'meta-ads', title: 'Facebook & Instagram Ads', icon: 'target', tooltip: 'Campaigns with creative made by our studio, aimed at local buyers who look like your best customers.' },
          { id: 'local-seo', title: 'Local SEO', icon: 'map-pin', tooltip: 'Business profile, listings and on-page work so you show up in the map pack and nearby searches.' },
          { id: 'landing-pages', title: 'Landing Pages & Funnels', icon: 'layout-template', tooltip: 'One page per offer, built to turn ad clicks into booked calls.' },
          { id: 'email-campaigns', title: 'Email Campaigns', icon: 'mail', tooltip: 'Newsletters, promotions and seasonal offers sent to the customers you already have.' },
          { id: 'sms-campaigns', title: 'SMS Campaigns', icon: 'message-square-text', tooltip: 'Short, timely text offers with opt-outs handled automatically.' },
          { id: 'retargeting', title: 'Retargeting', icon: 'rotate-ccw', tooltip: 'Ads that follow up with visitors who looked but did not book.' },
          { id: 'lead-reporting', title: 'Lead & ROI Reporting', icon: 'chart-column', tooltip: 'See which channel brought each lead, call and sale, every month.' },
        ],
      },
      {
        id: 'branding',
        title: 'Branding',
        tagline: 'Look like the established business you are, everywhere customers see you.',
        ctaText: 'Build My Brand',
        cards: [
          { id: 'logo-design', title: 'Logo Design', icon: 'pen-tool', tooltip: 'A clean, memorable logo in every format you need, from vans to favicons.' },
          { id: 'brand-kit', title: 'Brand Kit', icon: 'swatch-book', tooltip: 'Colours, fonts and usage rules so everything you publish looks consistent.' },
          { id: 'brand-messaging', title: 'Brand Messaging', icon: 'quote', tooltip: 'A clear one-line pitch and the key messages your team and ads repeat.' },
          { id: 'brand-voice', title: 'Brand Voice', icon: 'mic', tooltip: 'How you sound in writing and on calls, shared with your team and your AI assistant.' },
          { id: 'business-cards', title: 'Business Cards & Print', icon: 'id-card', tooltip: 'Cards, flyers, door hangers and yard signs that match your brand.' },
          { id: 'vehicle-signage', title: 'Vehicle & Signage Design', icon: 'truck', tooltip: 'Wraps, storefront and job-site signs designed to be read at a glance.' },
          { id: 'social-profiles', title: 'Social Profile Branding', icon: 'circle-user', tooltip: 'Profile images, covers and bios set up consistently across your accounts.' },
          { id: 'brand-refresh', title: 'Brand Refresh', icon: 'sparkles', tooltip: 'Modernise an existing brand without losing the recognition you have built.' },
        ],
      },
      {
        id: musicWidgetGroupId,
        title: 'Content Studio',
        tagline: 'Fresh photos, video and posts every week, without you holding the camera.',
        ctaText: 'Start My Content',
        cards: [
          { id: 'social-posts', title: 'Social Media Posts', icon: 'image', tooltip: 'A month of on-brand posts planned, designed and scheduled for you.' },
          { id: 'short-video', title: 'Short-Form Video', icon: 'clapperboard', tooltip: 'Reels and shorts that show your work, your team and your results.' },
          { id: 'photography', title: 'Photography', icon: 'camera', tooltip: 'Professional photos of your team, premises and finished jobs.' },
          { id: 'blog-articles', title: 'Blog Articles', icon: 'file-text', tooltip: 'Helpful articles that answer customer questions and help you rank.' },
          { id: 'email-newsletters', title: 'Email Newsletters', icon: 'newspaper', tooltip: 'A monthly newsletter that keeps past customers thinking of you.' },
          { id: 'ad-creative', title: 'Ad Creative', icon: 'megaphone', tooltip: 'Images and videos made for ads, tested in several versions.' },
          { id: 'testimonial-videos', title: 'Testimonial Videos', icon: 'video', tooltip: 'Short interviews with happy customers, the proof new buyers trust most.' },
          { id: 'audio-branding', title: 'Music & Audio Branding', icon: 'music', tooltip: 'Custom tracks and sound for your videos, hold music and ads.' },
        ],
      },
    ] satisfies MarketingGroup[],
  },

  servicesHeading: 'What Is Included',
  servicesIntro: 'Every marketing plan comes with the same core services. Hover, tap or focus one to see what it covers.',

  serviceItems: [
    { id: 'strategy', title: 'Marketing Strategy', tooltip: 'A 12-month plan built around your busy and slow seasons, reviewed with you every quarter.' },
    { id: 'campaign-management', title: 'Campaign Management', tooltip: 'We launch, watch and adjust every campaign so budget goes to what works.' },
    { id: 'automation', title: 'Marketing Automation', tooltip: `Follow-up sequences in ${siteConfig.crmName} that keep working after every campaign ends.` },
    { id: 'creative-production', title: 'Creative Production', tooltip: 'Design, copy, photo and video made in-house by our content studio.' },
    { id: 'reputation', title: 'Reviews & Reputation', tooltip: 'Automatic review requests and replies that build trust on Google and Facebook.' },
    { id: 'reporting', title: 'Monthly Reporting', tooltip: 'A plain-language report of leads, bookings and cost per lead each month.' },
  ] satisfies ServiceTooltipItem[],

  getStartedCta: { text: 'Get Started Today', href: '/contact' } satisfies Cta,

  benefitsHeading: 'What You Get All Year',
  benefitsIntro: 'Three results our clients notice first. Each one starts with a free strategy session.',

  /** Three cards under the Get Started link, each leading to /contact. */
  benefitCards: [
    {
      icon: 'calendar-range',
      title: 'Year-Round Content',
      description: 'A content calendar planned a year ahead, so your business never goes quiet in the slow months.',
      href: '/contact',
    },
    {
      icon: 'camera',
      title: 'Professional Media',
      description: 'Photos, video and design made by our studio, so your brand looks as good as your work.',
      href: '/contact',
    },
    {
      icon: 'magnet',
      title: 'Lead Generation',
      description: `Campaigns that feed ${siteConfig.crmName} with leads, followed up by ${siteConfig.assistantName} ${claims.responseTime}.`,
      href: '/contact',
    },
  ] satisfies (FeatureCard & { href: string })[],
};

/** Shown in the Content Studio group when the music player is not configured or cannot load. */
export const musicWidgetFallback =
  'Our studio also produces custom music and audio branding for videos, ads and hold lines. Ask us for samples.';
