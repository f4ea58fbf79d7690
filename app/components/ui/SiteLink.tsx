/**
 * <SiteLink href="/pricing" className={buttonClass()}>…</SiteLink>: one link for any target.
 * Site paths use the router's <Link> (client-side navigation); "#anchors", tel:, mailto: and
 * other sites use a plain <a> (other sites open with rel="noopener noreferrer").
 */
import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router';

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
}

/** "/pricing", "/pricing#infinity-partner": a path on this site (not "//other.host"). */
export function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

export function isOtherSite(href: string): boolean {
  return /^(https?:)?\/\//i.test(href);
}

export function SiteLink({ href, rel, children, ...rest }: SiteLinkProps) {
  if (isSitePath(href)) {
    return (
      <Link to={href} rel={rel} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} rel={rel ?? (isOtherSite(href) ? 'noopener noreferrer' : undefined)} {...rest}>
      {children}
    </a>
  );
}
