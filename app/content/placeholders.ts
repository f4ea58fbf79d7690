import { siteConfig } from '~/site.config';

/**
 * Fills the placeholders that shared copy may carry: {phone}, {brand}, {email}.
 * Unknown placeholders are left as they are so a typo shows up on the page.
 */
export function resolvePlaceholders(text: string): string {
  return text
    .replaceAll('{phone}', siteConfig.phone.display)
    .replaceAll('{brand}', siteConfig.brandName)
    .replaceAll('{email}', siteConfig.email);
}
