import { Link } from 'react-router';
import { EmbedFallback } from '~/components/embeds/EmbedFallback';
import { ScriptEmbed } from '~/components/embeds/Embeds';
import { Icon } from '~/components/ui/Icon';
import { claims, rating } from '~/content/claims';
import { isConfigured } from '~/lib/embeds';
import { mailtoHref, siteConfig, telHref } from '~/site.config';
import { Logo } from './Logo';
import { useSitePages } from './site-pages';
import type { NavItem } from './nav-links';

const SOCIAL_LINKS = [
  { label: 'Facebook', href: siteConfig.social.facebook },
  { label: 'X', href: siteConfig.social.x },
  { label: 'Instagram', href: siteConfig.social.instagram },
  { label: 'YouTube', href: siteConfig.social.youtube },
];

export const COPYRIGHT_YEAR = 2025;

function RatingLine() {
  return (
    <p className="flex items-center gap-2 text-sm text-ink">
      <Icon name="star" strokeWidth={2} className="size-4 fill-solar-300 text-solar-300" />
      Rated {claims.averageRating} by {rating.count} business owners
    </p>
  );
}

function ReviewsWidget({ className }: { className: string }) {
  const { thirdParty } = siteConfig;
  if (!isConfigured(thirdParty.reviewsScriptUrl) || thirdParty.reviewsAppIdFooter.trim() === '') {
    return (
      <div className={className}>
        <EmbedFallback>
          <RatingLine />
        </EmbedFallback>
      </div>
    );
  }
  return (
    <ScriptEmbed
      className={className}
      src={thirdParty.reviewsScriptUrl}
      appId={thirdParty.reviewsAppIdFooter}
      category="reviews"
      mount={(appId) => <div className={`${thirdParty.widgetClassPrefix}${appId}`} />}
      fallback={<RatingLine />}
    />
  );
}

function LinkColumn({ title, links }: { title: string; links: NavItem[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="font-display text-sm font-semibold uppercase tracking-wider text-plasma-300">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={link.href} className="text-sm text-muted hover:text-ink">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The site footer: blurb, contact, link columns, social and legal links, and the reviews widget. */
export function Footer() {
  const { footer } = useSitePages();
  return (
    <footer className="mt-24 border-t border-space-600/70 bg-space-900 pb-(--floating-clearance)">
      <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div>
          <Logo />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-muted">
            {siteConfig.brandName} builds AI systems for small and mid-size businesses: {siteConfig.assistantName}, the 24/7 AI employee,
            the {siteConfig.crmName} CRM, marketing, websites and phone systems. Live in {claims.implementation}, no contracts, cancel
            anytime.
          </p>
          <ul className="mt-5 space-y-2 text-sm">
            <li>
              <a href={telHref} className="inline-flex items-center gap-2 text-ink hover:text-plasma-300">
                <Icon name="phone" strokeWidth={2} className="size-4" /> {siteConfig.phone.display}
              </a>
            </li>
            <li>
              <a href={mailtoHref} className="inline-flex items-center gap-2 text-ink hover:text-plasma-300">
                <Icon name="mail" strokeWidth={2} className="size-4" /> {siteConfig.email}
              </a>
            </li>
          </ul>
        </div>
        <LinkColumn title="Services" links={footer.services} />
        <LinkColumn title="Quick Links" links={footer.quick} />
        <div>
          <h2 className="font-display text-sm font-semibold uppercase tracking-wider text-plasma-300">Follow Us</h2>
          <ul className="mt-3 space-y-2">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.label}>
                <a href={link.href} rel="noopener noreferrer" target="_blank" className="text-sm text-muted hover:text-ink">
                  {link.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
          <ReviewsWidget className="mt-6" />
        </div>
      </div>
      <div className="border-t border-space-600/70">
        <div className="container-page flex flex-col gap-4 py-6 text-sm text-muted lg:flex-row lg:items-center lg:justify-between">
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {footer.legal.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="hover:text-ink">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="lg:text-right">
            <p>
              © {COPYRIGHT_YEAR} {siteConfig.legalName}. All rights reserved.
            </p>
            <p className="mt-1 font-medium text-ink">{siteConfig.tagline}</p>
          </div>
        </div>
      </div>
    </footer>
  );
}
