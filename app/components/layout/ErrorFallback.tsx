import { Link } from 'react-router';
import { Button } from '~/components/ui/Button';
import { buttonClass } from '~/components/ui/button';

export const ERROR_TITLE = 'Something went wrong';
export const ERROR_MESSAGE =
  'We apologize for the inconvenience. Please try refreshing the page or contact support if the problem persists.';

/** What a visitor sees when a page crashes while rendering (SPEC §8). */
export function ErrorFallback() {
  return (
    <section aria-labelledby="error-title" className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <h1 id="error-title" className="text-4xl font-bold text-ink">
        {ERROR_TITLE}
      </h1>
      <p className="mt-4 max-w-xl text-lg text-muted">{ERROR_MESSAGE}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Refresh Page</Button>
        <Link to="/contact" className={buttonClass('secondary')}>
          Contact Support
        </Link>
      </div>
    </section>
  );
}
