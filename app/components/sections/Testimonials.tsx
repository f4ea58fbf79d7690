/**
 * <Testimonials title="What Our Clients Say" testimonials={items} ratingBadge="4.9/5 Average Rating" />:
 * client quotes as figures (quote, stars, photo, name, role and company) with an optional rating badge.
 */
import type { ReactNode } from 'react';
import type { Testimonial } from '~/content/types';
import { Section } from './Section';
import { Icon } from '~/components/ui/Icon';

export interface TestimonialsProps {
  id?: string;
  title: ReactNode;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  testimonials: Testimonial[];
  /** e.g. "4.9/5 Average Rating". */
  ratingBadge?: string;
  className?: string;
  reveal?: number | false;
  children?: ReactNode;
}

function Stars({ count, label }: { count: number; label: string }) {
  return (
    <span role="img" aria-label={label} className="flex gap-0.5 text-solar-300">
      {Array.from({ length: count }, (_, index) => (
        <Icon name="star" strokeWidth={2} key={index} className="size-4 fill-current" />
      ))}
    </span>
  );
}

export function Testimonials({ id, title, eyebrow, intro, testimonials, ratingBadge, className, reveal, children }: TestimonialsProps) {
  return (
    <Section id={id} title={title} eyebrow={eyebrow} intro={intro} className={className} reveal={reveal}>
      {ratingBadge && (
        <p className="mx-auto -mt-4 mb-10 flex w-fit items-center gap-3 rounded-full border border-solar-300/40 bg-space-800 px-5 py-2 font-semibold text-ink">
          <Stars count={5} label="5 stars" />
          {ratingBadge}
        </p>
      )}
      <ul className="grid gap-6 md:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.id} className="flex">
            <figure className="card flex flex-1 flex-col p-6">
              <Stars count={testimonial.rating} label={`Rated ${testimonial.rating} out of 5`} />
              <blockquote className="mt-4 flex-1 leading-relaxed text-ink">
                <p>“{testimonial.content}”</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <img
                  src={testimonial.image}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                  decoding="async"
                  className="size-12 rounded-full border border-nebula-300/30 bg-space-700 object-cover"
                />
                <span>
                  <span className="block font-semibold text-ink">{testimonial.name}</span>
                  <span className="block text-sm text-muted">
                    {testimonial.role}, {testimonial.company}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {children}
    </Section>
  );
}
