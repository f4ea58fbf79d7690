/**
 * The pieces the site's own forms share: a labelled field (text, text area, select, a choice of one, a box
 * to tick) whose error is tied to it, the error summary that takes focus after a failed send and links each
 * message to its field, the trap for bots and the send button.
 */
import type { ComponentPropsWithoutRef, FormEvent, ReactNode, Ref } from 'react';
import type { FieldLabel } from '~/content/forms';
import { Button } from '~/components/ui/Button';
import { cx } from '~/components/ui/cx';
import { Icon } from '~/components/ui/Icon';

const inputClass =
  'mt-1.5 block w-full rounded-xl border border-space-600 bg-space-950 px-4 py-2.5 text-ink placeholder:text-muted focus:border-plasma-300 aria-[invalid=true]:border-flare-400';

export const errorIdOf = (fieldId: string) => `${fieldId}-error`;

type InputProps = ComponentPropsWithoutRef<'input'>;
type TextareaProps = ComponentPropsWithoutRef<'textarea'>;

export interface TextFieldProps {
  id: string;
  label: ReactNode;
  error?: string;
  /** Ids of hints that also describe the field. */
  hintIds?: string[];
  className?: string;
}

function describedBy(id: string, error: string | undefined, hintIds: string[] = []): string | undefined {
  return [error ? errorIdOf(id) : '', ...hintIds].filter(Boolean).join(' ') || undefined;
}

export function FieldError({ fieldId, error }: { fieldId: string; error?: string }) {
  return error ? (
    <p id={errorIdOf(fieldId)} className="mt-1.5 text-sm text-flare-400">
      {error}
    </p>
  ) : null;
}

/** The label, the control and its error around any control; `control` gets the attributes that tie them together. */
function LabelledField({ id, label, error, hintIds, className, control }: TextFieldProps & { control: (tie: ControlTie) => ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="font-medium text-ink">
        {label}
      </label>
      {control({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, error, hintIds), className: inputClass })}
      <FieldError fieldId={id} error={error} />
    </div>
  );
}

interface ControlTie {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

export function TextField({ id, label, error, hintIds, className, ...input }: TextFieldProps & InputProps) {
  return <LabelledField id={id} label={label} error={error} hintIds={hintIds} className={className} control={(tie) => <input {...tie} {...input} />} />;
}

export function TextAreaField({ id, label, error, hintIds, className, ...textarea }: TextFieldProps & TextareaProps) {
  return <LabelledField id={id} label={label} error={error} hintIds={hintIds} className={className} control={(tie) => <textarea {...tie} {...textarea} />} />;
}

export function SelectField({ id, label, error, className, ...select }: TextFieldProps & ComponentPropsWithoutRef<'select'>) {
  return <LabelledField id={id} label={label} error={error} className={className} control={(tie) => <select {...tie} {...select} />} />;
}

/** A label as the content gives it: its note ("(required)") follows in muted type. */
export function labelOf({ text, note }: FieldLabel): ReactNode {
  return note ? (
    <>
      {`${text} `}
      <span className="text-muted">{note}</span>
    </>
  ) : (
    text
  );
}

export interface ChoiceFieldProps<Choice extends string> {
  /** The field's id: its error is tied to it. */
  id: string;
  name: string;
  legend: string;
  /** Each choice and its label, in order. */
  choices: Record<Choice, string>;
  value: string;
  error?: string;
  onChange(choice: Choice): void;
  className?: string;
}

/** One of a few choices, as radio buttons under a legend. */
export function ChoiceField<Choice extends string>({ id, name, legend, choices, value, error, onChange, className }: ChoiceFieldProps<Choice>) {
  return (
    <fieldset className={className} aria-describedby={error ? errorIdOf(id) : undefined}>
      <legend className="font-medium text-ink">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {(Object.entries(choices) as Array<[Choice, string]>).map(([choice, label]) => (
          <label key={choice} className="inline-flex items-center gap-2 text-ink">
            <input type="radio" name={name} value={choice} checked={value === choice} onChange={() => onChange(choice)} className="size-4 accent-plasma-400" />
            {label}
          </label>
        ))}
      </div>
      <FieldError fieldId={id} error={error} />
    </fieldset>
  );
}

export interface CheckboxFieldProps extends Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'id' | 'className'> {
  id: string;
  /** What ticking the box says. */
  label: ReactNode;
  error?: string;
  className?: string;
}

/** A box to tick, with its label beside it and its error under it. */
export function CheckboxField({ id, label, error, className, ...input }: CheckboxFieldProps) {
  return (
    <div className={className}>
      <label className="flex items-start gap-3 text-sm leading-relaxed text-ink">
        <input
          id={id}
          type="checkbox"
          {...input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorIdOf(id) : undefined}
          className="mt-1 size-4 shrink-0 accent-plasma-400"
        />
        <span>{label}</span>
      </label>
      <FieldError fieldId={id} error={error} />
    </div>
  );
}

export interface SubmitButtonProps {
  sending: boolean;
  /** Its label, and its label while the form is on its way. */
  label: string;
  sendingLabel: string;
  className?: string;
}

/** Sends the form; disabled, and saying so, while it is on its way. */
export function SubmitButton({ sending, label, sendingLabel, className }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={sending} className={className}>
      <Icon name="send-horizontal" strokeWidth={2} className="size-4" />
      {sending ? sendingLabel : label}
    </Button>
  );
}

export interface ErrorSummaryProps {
  summaryRef: Ref<HTMLDivElement>;
  titleId: string;
  /** A problem with the whole form (the connection, the server); else the fields' list is introduced. */
  problem: string | null;
  errors: Array<{ fieldId: string; message: string }>;
}

/** Always in the page (an empty live region), so its content is announced when it appears. */
export function ErrorSummary({ summaryRef, titleId, problem, errors }: ErrorSummaryProps) {
  const shown = errors.length > 0 || problem !== null;
  return (
    <div
      ref={summaryRef}
      tabIndex={-1}
      role="alert"
      aria-labelledby={shown ? titleId : undefined}
      className={cx(shown && 'mt-5 rounded-xl border border-flare-400/60 bg-space-800 p-4 text-sm')}
    >
      {shown && (
        <>
          <p id={titleId} className="font-semibold text-ink">
            {problem ?? 'Please correct the highlighted fields:'}
          </p>
          {errors.length > 0 && (
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {errors.map(({ fieldId, message }) => (
                <li key={fieldId}>
                  <a href={`#${fieldId}`} className="text-flare-400 underline">
                    {message}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

/** Left empty by people (it is hidden from them); bots that fill in every field fill it in too. */
export function HoneypotField({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

export interface PostedFormProps extends Omit<ErrorSummaryProps, 'titleId'> {
  /** The form's own id prefix (useId): its heading and its error summary are named from it. */
  id: string;
  formRef: Ref<HTMLFormElement>;
  /** Where it posts, with or without JavaScript. */
  action: string;
  /** Once React runs the form, the browser's own checks give way to the form's. */
  hydrated: boolean;
  sending: boolean;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** The first focus inside it: the moment to fetch its validator. */
  onFocus(): void;
  title: string;
  description: ReactNode;
  /** Its heading's level on its page. */
  heading: 'h2' | 'h3';
  className?: string;
  children: ReactNode;
}

/**
 * The frame both forms share: a plain post without JavaScript and sent in place with it, named by its heading,
 * busy while it is on its way, and its errors summed up above its fields.
 */
export function PostedForm({ id, formRef, action, hydrated, sending, onSubmit, onFocus, title, description, heading: Heading, className, summaryRef, problem, errors, children }: PostedFormProps) {
  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      noValidate={hydrated}
      onSubmit={onSubmit}
      onFocus={onFocus}
      aria-labelledby={`${id}-title`}
      aria-busy={sending || undefined}
      className={cx('rounded-2xl border border-space-600 bg-space-900/60 p-5 sm:p-6', className)}
    >
      <Heading id={`${id}-title`} className="font-display text-2xl font-semibold text-ink">
        {title}
      </Heading>
      <p className="mt-2 leading-relaxed text-muted">{description}</p>
      <ErrorSummary summaryRef={summaryRef} titleId={`${id}-summary-title`} problem={problem} errors={errors} />
      {children}
    </form>
  );
}
