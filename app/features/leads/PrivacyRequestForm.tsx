/**
 * <PrivacyRequestForm />: the short first-party form on /privacy-request (what you ask for, name, e-mail,
 * details). A plain form post without JavaScript; with it, checked in the browser, sent without a reload,
 * and answered with the date the reply is due.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useFormPost, useValidator } from './use-form-post';
import { Button } from '~/components/ui/Button';
import { useHydrated } from '~/components/ui/useHydrated';
import { PRIVACY_EXTENSION_DAYS } from '~/content/legal/figures';
import { ErrorSummary, HoneypotField, SelectField, TextAreaField, TextField } from './form-parts';
import { loadOnce } from '~/lib/load-once';
import { CONTACT_LIMITS } from '~/lib/forms/form-rules';
import { PRIVACY_REQUEST_KINDS, formatDueDate } from '~/lib/forms/privacy-request-rules';
import { useValuesTypedEarly, valuesInForm } from './typed-values';
import type { PrivacyRequestField } from '~/lib/forms/privacy-request-form';
import { Icon } from '~/components/ui/Icon';

// The validator (and its schema library) loads when the visitor starts on the form, not with the page.
const loadValidator = loadOnce(() => import('~/lib/forms/privacy-request-form').then((rules) => rules.validatePrivacyRequest));

export const PRIVACY_REQUEST_ENDPOINT = '/api/privacy-request';
const NETWORK_ERROR = "Your request couldn't be sent: the connection dropped. Please try again; what you typed is still here.";

const FIELDS: PrivacyRequestField[] = ['requestType', 'name', 'email', 'details'];
const EMPTY: Record<PrivacyRequestField, string> = { requestType: '', name: '', email: '', details: '' };

export function PrivacyRequestForm() {
  const hydrated = useHydrated();
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [dueOn, setDueOn] = useState<string | null>(null);
  const { errors, clearError, problem, sending, summaryRef, fail, post } = useFormPost<PrivacyRequestField>(NETWORK_ERROR);
  const { prepare } = useValidator(loadValidator);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const formRef = useValuesTypedEarly(EMPTY, setValues);

  useEffect(() => {
    if (dueOn) doneRef.current?.focus();
  }, [dueOn]);

  const fieldId = (field: PrivacyRequestField) => `${id}-${field}`;
  const update = (field: PrivacyRequestField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

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

  if (dueOn) {
    return (
      <div role="status" className="mt-10 rounded-2xl border border-plasma-300/40 bg-space-800 p-6">
        <h2 ref={doneRef} tabIndex={-1} className="text-2xl font-semibold text-ink">
          We received your request.
        </h2>
        <p className="mt-2 text-ink">
          We will confirm it within 10 business days and answer by {formatDueDate(dueOn)}. If we need more time, we will tell you
          before then; we can extend once, by {PRIVACY_EXTENSION_DAYS} days.
        </p>
      </div>
    );
  }

  const errorList = FIELDS.filter((field) => errors[field]).map((field) => ({ fieldId: fieldId(field), message: errors[field] ?? '' }));

  return (
    <form
      ref={formRef}
      method="post"
      action={PRIVACY_REQUEST_ENDPOINT}
      noValidate={hydrated}
      onSubmit={submit}
      onFocus={() => void prepare()}
      aria-labelledby={`${id}-title`}
      aria-busy={sending || undefined}
      className="mt-10 rounded-2xl border border-space-600 bg-space-900/60 p-5 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-2xl font-semibold text-ink">
        Send your request here
      </h2>
      <p className="mt-2 text-base">Or use the prepared e-mails, phone or mail below; every way reaches the same team.</p>
      <ErrorSummary summaryRef={summaryRef} titleId={`${id}-summary`} problem={problem} errors={errorList} />
      <div className="mt-5 grid gap-5 text-base">
        <SelectField
          id={fieldId('requestType')}
          label="What are you asking for?"
          error={errors.requestType}
          name="requestType"
          required
          value={values.requestType}
          onChange={(event) => update('requestType', event.target.value)}
        >
          <option value="">Choose a request</option>
          {Object.entries(PRIVACY_REQUEST_KINDS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <TextField
          id={fieldId('name')}
          label="Your name"
          error={errors.name}
          name="name"
          autoComplete="name"
          required
          maxLength={CONTACT_LIMITS.name}
          value={values.name}
          onChange={(event) => update('name', event.target.value)}
        />
        <TextField
          id={fieldId('email')}
          label="E-mail address we should answer"
          error={errors.email}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={CONTACT_LIMITS.email}
          value={values.email}
          onChange={(event) => update('email', event.target.value)}
        />
        <TextAreaField
          id={fieldId('details')}
          label="Details (optional): what should change, which phone numbers or addresses, where you live"
          error={errors.details}
          name="details"
          rows={4}
          maxLength={CONTACT_LIMITS.message}
          value={values.details}
          onChange={(event) => update('details', event.target.value)}
        />
      </div>
      <HoneypotField id={`${id}-website`} />
      <Button type="submit" disabled={sending} className="mt-6">
        <Icon name="send-horizontal" strokeWidth={2} className="size-4" />
        {sending ? 'Sending…' : 'Send Request'}
      </Button>
    </form>
  );
}
