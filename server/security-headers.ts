/**
 * Security headers for every response, and a Content-Security-Policy for each
 * HTML page that allows exactly the page's own inline scripts (by hash), our
 * origin, and the third-party hosts configured in site.config.ts.
 */
import { createHash } from 'node:crypto';
import { siteConfig, thirdPartyOrigins } from '../app/site.config';

export const BASE_SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'microphone=(self), camera=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

/** sha256 sources of every executable inline script in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/type=["']?application\/(ld\+)?json/i.test(attributes)) continue; // data, never executed
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

export function contentSecurityPolicy(scriptHashes: string[], extraOrigins: string[] = thirdPartyOrigins()): string {
  const third = extraOrigins.join(' ');
  const voice = siteConfig.thirdParty.voiceConnectSources.join(' ');
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')} ${third}`,
    `style-src 'self' 'unsafe-inline' ${third}`,
    `img-src 'self' data: blob: ${third}`,
    // data: is the headings' font, inlined into each page's CSS so it is there at first paint.
    `font-src 'self' data: ${third}`,
    `connect-src 'self' ${third} ${voice}`,
    `frame-src ${third || "'none'"}`,
    `media-src 'self' blob: ${third}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.map((d) => d.replace(/\s+/g, ' ').trim()).join('; ');
}
