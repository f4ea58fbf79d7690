/**
 * Everything that names the business or points at a third party lives here.
 * Rebranding the site is an edit of this file. Secrets never live here: the
 * server reads them from its environment (see README "Configuration").
 *
 * Third-party ids default to empty: an empty id means "not configured", the
 * site then makes no request to that host and shows its fallback instead.
 */
import { parseJsonObject } from './lib/json';

/** Ids and addresses of the third parties the site can use; an empty string means "not configured". */
export interface ThirdPartySettings {
  voiceAgentId: string;
  chatAgentId: string;
  bookingWidgetUrl: string;
  formWidgetUrl: string;
  formEmbedScriptUrl: string;
  reviewsScriptUrl: string;
  reviewsAppIdHome: string;
  reviewsAppIdFooter: string;
  widgetClassPrefix: string;
  musicScriptUrl: string;
  musicAppId: string;
  crmWidgetUrl: string;
  howItWorksWidgetUrl: string;
  voiceConnectSources: readonly string[];
}

const thirdPartyDefaults: ThirdPartySettings = {
  /** Retell agent ids shown to the browser; the server checks requests against its own env. */
  voiceAgentId: '',
  chatAgentId: '',
  /** CRM booking calendar iframe URL (e.g. https://link.example-crm.com/widget/booking/abc). */
  bookingWidgetUrl: '',
  /** CRM "Digital Growth Form" iframe URL. */
  formWidgetUrl: '',
  /** Script that the CRM form embed needs (optional). */
  formEmbedScriptUrl: '',
  /** Reviews / social-proof embed: script URL and one app id per embed. */
  reviewsScriptUrl: '',
  reviewsAppIdHome: '',
  reviewsAppIdFooter: '',
  /** Music widget (pricing page and Content Studio). */
  /** The reviews script fills elements whose class is this prefix followed by the app id. */
  widgetClassPrefix: 'elfsight-app-',
  musicScriptUrl: '',
  musicAppId: '',
  /** Widget shown in the ATOM CRM section and the "How We Do It" widget. */
  crmWidgetUrl: '',
  howItWorksWidgetUrl: '',
  /** Hosts the browser voice client talks to during a call (token API and media servers). */
  voiceConnectSources: ['https://api.retellai.com', 'wss://*.livekit.cloud', 'https://*.livekit.cloud'],

};

declare const __SITE_THIRD_PARTY__: string | undefined;

/**
 * Deploy-time overrides of the third-party settings, as JSON in the SITE_THIRD_PARTY environment variable
 * (e.g. a staging account's ids): baked into the pages at build time and read by the server at start, so
 * set it for both. Unknown keys and values of the wrong type are ignored.
 */
function thirdPartyOverrides(): Partial<ThirdPartySettings> {
  const fromBuild = typeof __SITE_THIRD_PARTY__ === 'string' ? __SITE_THIRD_PARTY__ : undefined;
  const fromServer = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.SITE_THIRD_PARTY;
  const parsed = parseJsonObject(fromBuild || fromServer);
  if (!parsed) return {};
  const overrides: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed)) {
    const current = (thirdPartyDefaults as unknown as Record<string, unknown>)[key];
    if (typeof current === 'string' && typeof value === 'string') overrides[key] = value;
    if (Array.isArray(current) && Array.isArray(value) && value.every((item) => typeof item === 'string')) overrides[key] = value;
  }
  return overrides as Partial<ThirdPartySettings>;
}

export const siteConfig = {
  brandName: 'Starbound Systems',
  legalName: 'Starbound Systems LLC',
  /** Absolute origin used for canonical URLs, Open Graph tags and the sitemap. */
  siteUrl: 'https://www.starboundsystems.ai',
  tagline: 'AI Systems for Business. Solutions That Sell.',
  foundingYear: 2023,
  /** Display form and E.164 form of the main phone line. */
  phone: { display: '(832) 555-0142', e164: '+18325550142' },
  /** Number that receives text messages ("Text Us"). */
  sms: { display: '(832) 555-0142', e164: '+18325550142' },
  email: 'hello@starboundsystems.ai',
  address: { locality: 'Houston', region: 'TX', country: 'US' },
  hours: { days: 'Monday–Friday', opens: '09:00', closes: '17:00', display: 'Mon–Fri, 9:00 AM–5:00 PM (Central)' },
  social: {
    facebook: 'https://www.facebook.com/starboundsystems',
    x: 'https://x.com/starboundsys',
    instagram: 'https://www.instagram.com/starboundsystems',
    youtube: 'https://www.youtube.com/@starboundsystems',
  },
  /** Path of the default social-sharing image, served from public/. */
  socialImage: '/og-image.png',
  /**
   * How third-party embeds (reviews, music, CRM booking and form, CRM widget, voice provider) ask for consent:
   * 'opt-out' loads them lazily unless the visitor turned them off on /cookie-preferences; 'opt-in' loads none
   * until the visitor turns them on. Global Privacy Control counts as "off" in both.
   */
  consentModel: 'opt-out' as 'opt-out' | 'opt-in',
  assistantName: 'Vale',
  crmName: 'ATOM',
  thirdParty: { ...thirdPartyDefaults, ...thirdPartyOverrides() } as ThirdPartySettings,
  /**
   * Where the ATOM mobile app is downloaded. Plain links (nothing is loaded from these hosts); they point at
   * each store's search for the app until its listing URLs are set here.
   */
  appLinks: {
    appStore: 'https://apps.apple.com/us/search?term=ATOM%20CRM',
    googlePlay: 'https://play.google.com/store/search?q=ATOM%20CRM&c=apps',
  },
} as const;

export type SiteConfig = typeof siteConfig;

/** Hosts of every configured third party, for the Content-Security-Policy. */
export function thirdPartyOrigins(config: SiteConfig = siteConfig): string[] {
  const origins = new Set<string>();
  for (const value of Object.values(config.thirdParty)) {
    if (typeof value === 'string' && /^https:\/\//.test(value)) origins.add(new URL(value).origin);
  }
  return [...origins];
}

export const telHref = `tel:${siteConfig.phone.e164}`;
export const smsHref = `sms:${siteConfig.sms.e164}`;
export const mailtoHref = `mailto:${siteConfig.email}`;
