/**
 * <ResponseDetails hours={…} response={…} layout="row" />: business hours and how soon each kind of message gets
 * an answer, as two cards: side by side from tablet width, stacked on wide screens when `layout` is "aside"
 * (a column beside a form) and side by side there too when it is "row".
 */
import { cx } from '~/components/ui/cx';
import { Icon } from '~/components/ui/Icon';
import type { ContactContent } from '~/content/contact';

export interface ResponseDetailsProps extends Pick<ContactContent, 'hours' | 'response'> {
  layout?: 'aside' | 'row';
  className?: string;
}

export function ResponseDetails({ hours, response, layout = 'aside', className }: ResponseDetailsProps) {
  return (
    <div className={cx('grid gap-6 md:grid-cols-2', layout === 'aside' && 'lg:grid-cols-1', className)}>
      <div className="card p-6">
        <h3 className="flex items-center gap-2 font-display text-xl font-semibold text-ink">
          <Icon name="clock" className="size-5 shrink-0 text-plasma-300" />
          {hours.heading}
        </h3>
        <p className="mt-3 font-semibold text-ink">{hours.display}</p>
        <p className="mt-2 text-sm leading-relaxed text-muted">{hours.note}</p>
      </div>
      <div className="card p-6">
        <h3 className="flex items-center gap-2 font-display text-xl font-semibold text-ink">
          <Icon name="message-square-reply" className="size-5 shrink-0 text-plasma-300" />
          {response.heading}
        </h3>
        <ul className="mt-3 space-y-3 text-sm leading-relaxed text-muted">
          {response.expectations.map((expectation) => (
            <li key={expectation} className="flex items-start gap-2">
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-plasma-300" />
              <span>{expectation}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
