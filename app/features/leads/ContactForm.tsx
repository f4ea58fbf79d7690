/**
 * <ContactForm content={contactContent.messageForm} consent={CONTACT_CONSENT} />: the site's own contact form.
 * Without JavaScript it is a plain form post (the server answers with a thank-you page, or a page naming each
 * error); with it, the same rules run in the browser, the form is sent without a reload, each error is announced
 * and tied to its field, and what the visitor typed stays on any error. Its words are in ~/content/forms.ts.
 */
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { usePostedForm } from './use-posted-form';
import { Button } from '~/components/ui/Button';
import { LinkedText } from '~/components/ui/LinkedText';
import { contactFormWords as words } from '~/content/forms';
import type { ConsentText } from '~/content/lead-consent';
import type { ContactContent } from '~/content/contact';
import { CheckboxField, ChoiceField, HoneypotField, PostedForm, SubmitButton, TextAreaField, TextField, labelOf } from './form-parts';
import { loadOnce } from '~/lib/load-once';
import { valuesInForm } from './typed-values';
import { CONTACT_FIELDS, CONTACT_LIMITS, type ContactField, type PreferredContact } from '~/lib/forms/form-rules';
import { Icon } from '~/components/ui/Icon';

// The validator (and its schema library) loads when the visitor starts on the form, not with the page.
const loadValidator = loadOnce(() => import('~/lib/forms/contact-form').then((rules) => rules.validateContactForm));

export const CONTACT_ENDPOINT = '/api/contact';

type TextFieldName = keyof typeof words.fields;
type Values = Record<Exclude<ContactField, 'consent'>, string> & { consent: boolean };

const EMPTY: Values = { name: '', email: '', phone: '', business: '', message: '', preferredContact: 'email', consent: false };

export interface ContactFormProps {
  content: ContactContent['messageForm'];
  /** The consent line the visitor agrees to; its version is sent with the message. */
  consent: ConsentText;
  /** The page the form is on, stored with the lead. */
  page?: string;
}

export function ContactForm({ content, consent, page = '/contact' }: ContactFormProps) {
  const [sent, setSent] = useState<{ name: string; method: PreferredContact } | null>(null);
  const { id, values, setValues, errors, setErrors, sending, fail, post, validator, prepare, frame } = usePostedForm(EMPTY, words.networkError, loadValidator);

  const fieldId = (field: ContactField) => `${id}-${field}`;
  const reachHintId = `${id}-reach-hint`;

  function update<K extends keyof Values>(field: K, value: Values[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field loses its error as soon as it is valid.
    if (errors[field as ContactField] && validator.current) {
      const check = validator.current({ ...values, [field]: value });
      const stillWrong = check.ok ? undefined : check.errors[field as ContactField];
      setErrors((current) => ({ ...current, [field]: stillWrong }));
    }
  }

  /** What every text field is given: its id, name, label, limit, value, error and change handler. */
  const textField = (field: TextFieldName) => ({
    id: fieldId(field),
    name: field,
    label: labelOf(words.fields[field]),
    maxLength: CONTACT_LIMITS[field],
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => update(field, event.target.value),
  });

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

  if (sent) return <MessageSent content={content.success} name={sent.name} method={sent.method} onAnother={() => setSent(null)} />;

  return (
    <PostedForm
      {...frame}
      action={CONTACT_ENDPOINT}
      onSubmit={submit}
      title={content.title}
      description={content.description}
      heading="h3"
      errors={CONTACT_FIELDS.filter((field) => errors[field]).map((field) => ({ fieldId: fieldId(field), message: errors[field] ?? '' }))}
    >
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <TextField {...textField('name')} className="sm:col-span-2" autoComplete="name" required />
        <TextField {...textField('email')} hintIds={[reachHintId]} type="email" autoComplete="email" />
        <TextField {...textField('phone')} hintIds={[reachHintId]} type="tel" autoComplete="tel" />
        <p id={reachHintId} className="-mt-3 text-sm text-muted sm:col-span-2">
          {words.reachHint}
        </p>
        <TextField {...textField('business')} className="sm:col-span-2" autoComplete="organization" />
        <TextAreaField {...textField('message')} className="sm:col-span-2" rows={4} />
        <ChoiceField
          id={fieldId('preferredContact')}
          className="sm:col-span-2"
          name="preferredContact"
          legend={words.preferredContact.legend}
          choices={words.preferredContact.choices}
          value={values.preferredContact}
          error={errors.preferredContact}
          onChange={(method) => update('preferredContact', method)}
        />
        <CheckboxField
          id={fieldId('consent')}
          className="sm:col-span-2"
          label={<LinkedText text={consent.text} />}
          error={errors.consent}
          name="consent"
          required
          checked={values.consent}
          onChange={(event) => update('consent', event.target.checked)}
        />
      </div>

      <HoneypotField id={`${id}-website`} />
      <input type="hidden" name="page" value={page} />
      <input type="hidden" name="consentVersion" value={consent.version} />

      <SubmitButton sending={sending} label={words.send} sendingLabel={words.sending} className="mt-6 w-full sm:w-auto" />
    </PostedForm>
  );
}

interface MessageSentProps {
  content: ContactContent['messageForm']['success'];
  name: string;
  method: PreferredContact;
  onAnother(): void;
}

/** The thank-you in place of the form, focused so it is read out. */
function MessageSent({ content, name, method, onAnother }: MessageSentProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    // Centred in its box, which may be stretched to the height of a card beside it.
    <div role="status" className="flex flex-col items-start justify-center rounded-2xl border border-plasma-300/40 bg-space-800 p-6">
      <Icon name="circle-check" strokeWidth={2} className="mb-4 size-10 text-plasma-300" />
      <h3 ref={headingRef} tabIndex={-1} className="font-display text-xl font-semibold text-ink">
        {content.heading.replace('{name}', name)}
      </h3>
      <p className="mt-2 text-ink">{content.text.replace('{method}', words.preferredContact.inThanks[method])}</p>
      <p className="mt-2 text-muted">{content.next}</p>
      <Button variant="secondary" className="mt-5" onClick={onAnother}>
        {words.sendAnother}
      </Button>
    </div>
  );
}
