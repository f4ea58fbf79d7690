/**
 * <PrivacyRequestForm />: the short first-party form on /privacy-request (what you ask for, name, e-mail,
 * details). A plain form post without JavaScript; with it, checked in the browser, sent without a reload,
 * and answered with the date the reply is due. Its words are in ~/content/forms.ts.
 */
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { usePostedForm } from './use-posted-form';
import { privacyRequestFormWords as words } from '~/content/forms';
import { HoneypotField, PostedForm, SelectField, SubmitButton, TextAreaField, TextField } from './form-parts';
import { loadOnce } from '~/lib/load-once';
import { CONTACT_LIMITS } from '~/lib/forms/form-rules';
import { PRIVACY_REQUEST_KINDS, formatDueDate } from '~/lib/forms/privacy-request-rules';
import { valuesInForm } from './typed-values';
import type { PrivacyRequestField } from '~/lib/forms/privacy-request-form';

// The validator (and its schema library) loads when the visitor starts on the form, not with the page.
const loadValidator = loadOnce(() => import('~/lib/forms/privacy-request-form').then((rules) => rules.validatePrivacyRequest));

export const PRIVACY_REQUEST_ENDPOINT = '/api/privacy-request';

const FIELDS: PrivacyRequestField[] = ['requestType', 'name', 'email', 'details'];
const EMPTY: Record<PrivacyRequestField, string> = { requestType: '', name: '', email: '', details: '' };

export function PrivacyRequestForm() {
  const [dueOn, setDueOn] = useState<string | null>(null);
  const { id, values, setValues, errors, clearError, sending, fail, post, prepare, frame } = usePostedForm(EMPTY, words.networkError, loadValidator);

  /** What every field is given: its id, name, label, value, error and change handler. */
  const field = (name: PrivacyRequestField) => ({
    id: `${id}-${name}`,
    label: words.fields[name],
    error: errors[name],
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      clearError(name);
    },
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const current = valuesInForm(form, EMPTY);
    setValues(current);
    const validate = await prepare();
    const check = validate?.(current);
    if (check && !check.ok) return fail(check.errors, null);
    const accepted = await post(PRIVACY_REQUEST_ENDPOINT, current, form);
    if (accepted && typeof accepted.dueOn === 'string') {
      setDueOn(accepted.dueOn);
      setValues(EMPTY);
    }
  }

  if (dueOn) return <RequestReceived dueOn={dueOn} />;

  const errorList = FIELDS.filter((name) => errors[name]).map((name) => ({ fieldId: `${id}-${name}`, message: errors[name] ?? '' }));

  return (
    <PostedForm
      {...frame}
      action={PRIVACY_REQUEST_ENDPOINT}
      onSubmit={submit}
      title={words.title}
      description={words.description}
      heading="h2"
      className="mt-10"
      errors={errorList}
    >
      <div className="mt-5 grid gap-5 text-base">
        <SelectField {...field('requestType')} required>
          <option value="">{words.chooseRequest}</option>
          {Object.entries(PRIVACY_REQUEST_KINDS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <TextField {...field('name')} autoComplete="name" required maxLength={CONTACT_LIMITS.name} />
        <TextField {...field('email')} type="email" autoComplete="email" required maxLength={CONTACT_LIMITS.email} />
        <TextAreaField {...field('details')} rows={4} maxLength={CONTACT_LIMITS.message} />
      </div>
      <HoneypotField id={`${id}-website`} />
      <SubmitButton sending={sending} label={words.send} sendingLabel={words.sending} className="mt-6" />
    </PostedForm>
  );
}

/** What replaces the form once the request is stored: when it will be answered, focused so it is read out. */
function RequestReceived({ dueOn }: { dueOn: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <div role="status" className="mt-10 rounded-2xl border border-plasma-300/40 bg-space-800 p-6">
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold text-ink">
        {words.received.heading}
      </h2>
      <p className="mt-2 text-ink">{words.received.text(formatDueDate(dueOn))}</p>
    </div>
  );
}
