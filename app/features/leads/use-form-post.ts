/**
 * What the site's own forms do when sent with JavaScript: post the fields as JSON (with how long the form has
 * been on screen, for the server's spam check: ~/lib/forms/fill-time.ts), keep field errors and a form-wide problem, and
 * move focus to the error summary whenever something needs the visitor's attention.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { SHOWN_FOR_FIELD, fillTimeLeft } from '~/lib/forms/fill-time';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export function useFormPost<Field extends string>(networkError: string) {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const shownAt = useRef<number | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    shownAt.current ??= formFirstShownAt();
  }, []);

  const fail = useCallback((found: FieldErrors<Field>, message: string | null) => {
    setErrors(found);
    setProblem(message);
    // The summary takes focus, so its list is read out; each entry links to its field.
    requestAnimationFrame(() => summaryRef.current?.focus());
  }, []);

  const clearError = useCallback((field: Field) => setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current)), []);

  /** Posts the fields; resolves with the accepted answer's body, or null once the problem is shown. */
  const post = useCallback(
    async (url: string, fields: Record<string, unknown>, form: HTMLFormElement): Promise<Record<string, unknown> | null> => {
      setSending(true);
      setProblem(null);
      try {
        shownAt.current ??= formFirstShownAt();
        // Sent sooner than a person could fill it in (autofill, say): it waits out the rest, shown as sending.
        const wait = fillTimeLeft(performance.now() - shownAt.current);
        // Whole milliseconds: a timer drops the fraction, and a send a fraction early would be refused.
        if (wait > 0) await new Promise((done) => setTimeout(done, Math.ceil(wait)));
        const shownForMs = Math.round(performance.now() - shownAt.current);
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ ...fields, [SHOWN_FOR_FIELD]: shownForMs, website: new FormData(form).get('website') ?? '' }),
        });
        const body = (await response.json().catch(() => ({}))) as { error?: string; fields?: FieldErrors<Field> } & Record<string, unknown>;
        if (response.ok) {
          setErrors({});
          return body;
        }
        fail(body.fields ?? {}, body.fields ? null : (body.error ?? networkError));
        return null;
      } catch {
        fail({}, networkError);
        return null;
      } finally {
        setSending(false);
      }
    },
    [fail, networkError],
  );

  return { errors, setErrors, clearError, problem, sending, summaryRef, fail, post };
}

/**
 * When a form that is mounting was first on screen, on the page's clock (performance.now()): a form that was
 * in the prerendered page has been there since the page first painted, however late its code arrives; one
 * rendered by a client-side navigation appears now.
 */
export function formFirstShownAt(): number {
  if (document.documentElement.dataset.hydrated === 'true') return performance.now();
  const [firstPaint] = performance.getEntriesByName('first-contentful-paint');
  if (firstPaint) return firstPaint.startTime;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.responseEnd ?? 0;
}

/**
 * A form's validator, fetched on demand (it carries the schema library): `prepare` starts the download when
 * the visitor first focuses the form and resolves with the validator, or null if it cannot load (offline,
 * mid-deployment), in which case the server's check of the same rules is the only one. `loaded` holds it once
 * it has arrived, for checks that cannot wait.
 */
export function useValidator<Validator>(load: () => Promise<Validator>) {
  const loaded = useRef<Validator | null>(null);
  const prepare = useCallback(
    () =>
      load().then(
        (validator) => (loaded.current = validator),
        () => null,
      ),
    [load],
  );
  return { loaded, prepare };
}
