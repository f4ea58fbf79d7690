/**
 * <ContactForm content={contactContent.messageForm} consent={CONTACT_CONSENT} />: the site's own contact form.
 * Without JavaScript it is a plain form post (the server answers with a thank-you page, or a page naming each
 * error); with it, the same rules run in the browser, the form is sent without a reload, each error is announced
 * and tied to its field, and what the visitor typed stays on any error.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useFormPost, useValidator } from './use-form-post';
import { Button } from '~/components/ui/Button';
import { LinkedText } from '~/components/ui/LinkedText';
import { useHydrated } from '~/components/ui/useHydrated';
import type { ConsentText } from '~/content/lead-consent';
import type { ContactContent } from '~/content/contact';
import { ErrorSummary, HoneypotField, FieldError, TextAreaField, TextField, errorIdOf } from './form-parts';
import { loadOnce } from '~/lib/load-once';
import { useValuesTypedEarly, valuesInForm } from './typed-values';
import { CONTACT_LIMITS, NETWORK_ERROR_MESSAGE, type ContactField, type PreferredContact } from '~/lib/forms/form-rules';
import { Icon } from '~/components/ui/Icon';

// The validator (and its schema library) loads when the visitor starts on the form, not with the page.
const loadValidator = loadOnce(() => import('~/lib/forms/contact-form').then((rules) => rules.validateContactForm));

export const CONTACT_ENDPOINT = '/api/contact';

const METHOD_NAMES: Record<PreferredContact, string> = { email: 'e-mail', phone: 'phone', text: 'text message' };

type Values = Record<Exclude<ContactField, 'consent'>, string> & { consent: boolean };

const EMPTY: Values = { name: '', email: '', phone: '', business: '', message: '', preferredContact: 'email', consent: false };

const FIELD_ORDER: ContactField[] = ['name', 'email', 'phone', 'business', 'message', 'preferredContact', 'consent'];

export interface ContactFormProps {
  content: ContactContent['messageForm'];
  /** The consent line the visitor agrees to; its version is sent with the message. */
  consent: ConsentText;
  /** The page the form is on, stored with the lead. */
  page?: string;
}

export function ContactForm({ content, consent, page = '/contact' }: ContactFormProps) {
  const hydrated = useHydrated();
  const id = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [sent, setSent] = useState<{ name: string; method: PreferredContact } | null>(null);
  const { errors, setErrors, problem, sending, summaryRef, fail, post } = useFormPost<ContactField>(NETWORK_ERROR_MESSAGE);
  const successRef = useRef<HTMLHeadingElement>(null);
  const { loaded: validator, prepare } = useValidator(loadValidator);
  const formRef = useValuesTypedEarly(EMPTY, setValues);

  useEffect(() => {
    if (sent) successRef.current?.focus();
  }, [sent]);

  const fieldId = (field: ContactField) => `${id}-${field}`;
  const describedBy = (field: ContactField) => (errors[field] ? errorIdOf(fieldId(field)) : undefined);

  function update<K extends keyof Values>(field: K, value: Values[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field loses its error as soon as it is valid.
    if (errors[field as ContactField] && validator.current) {
      const check = validator.current({ ...values, [field]: value });
      const stillWrong = check.ok ? undefined : check.errors[field as ContactField];
      setErrors((current) => ({ ...current, [field]: stillWrong }));
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const current = valuesInForm(form, EMPTY);
    setValues(current);
    const validate = validator.current ?? (await prepare());
    const check = validate?.(current);
    if (check && !check.ok) return fail(check.errors, null);
    const accepted = await post(CONTACT_ENDPOINT, { ...current, page, consentVersion: consent.version }, form);
    if (accepted) {
      setSent({ name: check?.ok ? check.value.name : current.name.trim(), method: check?.ok ? check.value.preferredContact : (current.preferredContact as PreferredContact) });
      setValues(EMPTY);
    }
  }

  if (sent) {
    return (
      // Centred in its box, which may be stretched to the height of a card beside it.
      <div role="status" className="flex flex-col items-start justify-center rounded-2xl border border-plasma-300/40 bg-space-800 p-6">
        <Icon name="circle-check" strokeWidth={2} className="mb-4 size-10 text-plasma-300" />
        <h3 ref={successRef} tabIndex={-1} className="font-display text-xl font-semibold text-ink">
          {content.success.heading.replace('{name}', sent.name)}
        </h3>
        <p className="mt-2 text-ink">{content.success.text.replace('{method}', METHOD_NAMES[sent.method])}</p>
        <p className="mt-2 text-muted">{content.success.next}</p>
        <Button variant="secondary" className="mt-5" onClick={() => setSent(null)}>
          Send another message
        </Button>
      </div>
    );
  }

  const errorList = FIELD_ORDER.filter((field) => errors[field]);

  return (
    <form
      ref={formRef}
      method="post"
      action={CONTACT_ENDPOINT}
      noValidate={hydrated}
      onSubmit={submit}
      onFocus={() => void prepare()}
      aria-labelledby={`${id}-title`}
      aria-busy={sending || undefined}
      className="rounded-2xl border border-space-600 bg-space-900/60 p-5 sm:p-6"
    >
      <h3 id={`${id}-title`} className="font-display text-2xl font-semibold text-ink">
        {content.title}
      </h3>
      <p className="mt-2 leading-relaxed text-muted">{content.description}</p>

      <ErrorSummary
        summaryRef={summaryRef}
        titleId={`${id}-summary-title`}
        problem={problem}
        errors={errorList.map((field) => ({ fieldId: fieldId(field), message: errors[field] ?? '' }))}
      />

      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <TextField
          id={fieldId('name')}
          className="sm:col-span-2"
          label={
            <>
              Name <span className="text-muted">(required)</span>
            </>
          }
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
          label="E-mail"
          error={errors.email}
          hintIds={[`${id}-reach-hint`]}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={CONTACT_LIMITS.email}
          value={values.email}
          onChange={(event) => update('email', event.target.value)}
        />
        <TextField
          id={fieldId('phone')}
          label="Phone"
          error={errors.phone}
          hintIds={[`${id}-reach-hint`]}
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={CONTACT_LIMITS.phone}
          value={values.phone}
          onChange={(event) => update('phone', event.target.value)}
        />
        <p id={`${id}-reach-hint`} className="-mt-3 text-sm text-muted sm:col-span-2">
          An e-mail address or a phone number, so we can reply.
        </p>
        <TextField
          id={fieldId('business')}
          className="sm:col-span-2"
          label={
            <>
              Business <span className="text-muted">(optional)</span>
            </>
          }
          error={errors.business}
          name="business"
          autoComplete="organization"
          maxLength={CONTACT_LIMITS.business}
          value={values.business}
          onChange={(event) => update('business', event.target.value)}
        />
        <TextAreaField
          id={fieldId('message')}
          className="sm:col-span-2"
          label={
            <>
              How can we help? <span className="text-muted">(optional)</span>
            </>
          }
          error={errors.message}
          name="message"
          rows={4}
          maxLength={CONTACT_LIMITS.message}
          value={values.message}
          onChange={(event) => update('message', event.target.value)}
        />
        <fieldset className="sm:col-span-2" aria-describedby={describedBy('preferredContact')}>
          <legend className="font-medium text-ink">How should we reach you?</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {(Object.keys(METHOD_NAMES) as PreferredContact[]).map((method) => (
              <label key={method} className="inline-flex items-center gap-2 text-ink">
                <input
                  type="radio"
                  name="preferredContact"
                  value={method}
                  checked={values.preferredContact === method}
                  onChange={() => update('preferredContact', method)}
                  className="size-4 accent-plasma-400"
                />
                {method === 'email' ? 'E-mail' : method === 'phone' ? 'Phone call' : 'Text message'}
              </label>
            ))}
          </div>
          <FieldError fieldId={fieldId('preferredContact')} error={errors.preferredContact} />
        </fieldset>
        <div className="sm:col-span-2">
          <label className="flex items-start gap-3 text-sm leading-relaxed text-ink">
            <input
              id={fieldId('consent')}
              type="checkbox"
              name="consent"
              required
              checked={values.consent}
              onChange={(event) => update('consent', event.target.checked)}
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={describedBy('consent')}
              className="mt-1 size-4 shrink-0 accent-plasma-400"
            />
            <span>
              <LinkedText text={consent.text} />
            </span>
          </label>
          <FieldError fieldId={fieldId('consent')} error={errors.consent} />
        </div>
      </div>

      <HoneypotField id={`${id}-website`} />
      <input type="hidden" name="page" value={page} />
      <input type="hidden" name="consentVersion" value={consent.version} />

      <Button type="submit" disabled={sending} className="mt-6 w-full sm:w-auto">
        <Icon name="send-horizontal" strokeWidth={2} className="size-4" />
        {sending ? 'Sending…' : 'Send Message'}
      </Button>
    </form>
  );
}
