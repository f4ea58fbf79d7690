/**
 * <IndustryCard industry={industry} />: one industry of /industries: icon, name, what we do for it,
 * four features and a call to action to /contact. Its id is the anchor its grid tile leads to.
 */
import type { IndustryCard as IndustryCardContent } from '~/content/types';
import { CtaLink } from '~/components/ui/CtaLink';
import { CONTACT_PATH } from '~/components/ui/GetStartedLink';
import { Icon } from '~/components/ui/Icon';

export function IndustryCard({ industry }: { industry: IndustryCardContent }) {
  const nameId = `${industry.id}-name`;
  return (
    // scroll-mt keeps the card clear of the sticky header when a tile or a link scrolls to it.
    <article id={industry.id} aria-labelledby={nameId} className="card flex h-full scroll-mt-20 flex-col p-6">
      <div className="flex items-center gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-space-700 text-plasma-300">
          <Icon name={industry.icon} className="size-6" />
        </span>
        <h3 id={nameId} className="font-display text-xl font-semibold text-ink">
          {industry.name}
        </h3>
      </div>
      <p className="mt-4 leading-relaxed text-muted">{industry.description}</p>
      <ul className="mt-5 flex-1 space-y-2.5 text-sm text-ink">
        {industry.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Icon name="check" strokeWidth={2} className="mt-0.5 size-4 shrink-0 text-plasma-300" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <CtaLink
        cta={{ text: industry.cta, href: CONTACT_PATH }}
        variant="secondary"
        size="sm"
        srContext={`for ${industry.name}`}
        className="mt-6 self-start"
      />
    </article>
  );
}
