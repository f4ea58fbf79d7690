/**
 * <CtaLink cta={hero.primaryCta} variant="primary" />: a content call to action as a real link styled as a
 * button. A link to /contact scrolls to the page's #contact section when there is one (GetStartedLink).
 */
import type { ReactNode } from 'react';
import type { Cta } from '~/content/types';
import { type ButtonSize, type ButtonVariant, buttonClass } from './button';
import { CONTACT_PATH, GetStartedLink } from './GetStartedLink';
import { SiteLink } from './SiteLink';

export interface CtaLinkProps {
  cta: Cta;
  /** Look of the link; 'link' draws it as inline text. */
  variant?: ButtonVariant | 'link';
  size?: ButtonSize;
  className?: string;
  /** Extra words for screen readers when the text alone is vague ("Learn More" → " about Vale AI"). */
  srContext?: string;
  /** Drawn after the text (e.g. an arrow icon); decorative. */
  trailing?: ReactNode;
}

export function CtaLink({ cta, variant = 'primary', size, className, srContext, trailing }: CtaLinkProps) {
  const classes = variant === 'link' ? className : buttonClass(variant, size, className);
  const content = (
    <>
      {cta.text}
      {srContext && (
        <>
          {' '}
          <span className="sr-only">{srContext}</span>
        </>
      )}
      {trailing}
    </>
  );
  return cta.href === CONTACT_PATH ? (
    <GetStartedLink className={classes}>{content}</GetStartedLink>
  ) : (
    <SiteLink href={cta.href} className={classes}>
      {content}
    </SiteLink>
  );
}
