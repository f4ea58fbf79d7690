/**
 * What the site's own forms do when sent with JavaScript: post the fields as JSON (with the time the form
 * appeared, for the server's spam check), keep field errors and a form-wide problem, and move focus to the
 * error summary whenever something needs the visitor's attention.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export function useFormPost<Field extends string>(networkError: string) {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [startedAt, setStartedAt] = useState('');
  const summaryRef = useRef<HTMLDivElement>(null);

  // When the form appeared: a person needs a few seconds to fill it in; a bot does not.
  useEffect(() => setStartedAt(String(Date.now())), []);

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
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ ...fields, startedAt: Number(startedAt), website: new FormData(form).get('website') ?? '' }),
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
    [fail, networkError, startedAt],
  );

  return { errors, setErrors, clearError, problem, sending, startedAt, summaryRef, fail, post };
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
