/**
 * What both of the site's forms set up: their values (with anything typed before their code arrived), posting
 * and errors (./use-form-post.ts), the validator fetched on the first focus, and the props of the frame they
 * share (<PostedForm>): its ids, its ref, whether React runs it, whether it is sending, its error summary.
 */
import { useId, useState } from 'react';
import { useHydrated } from '~/components/ui/useHydrated';
import { useFormPost, useValidator } from './use-form-post';
import { useValuesTypedEarly } from './typed-values';

export function usePostedForm<Values extends Record<string, string | boolean>, Validator>(empty: Values, networkError: string, loadValidator: () => Promise<Validator>) {
  const hydrated = useHydrated();
  const id = useId();
  const [values, setValues] = useState<Values>(empty);
  const posting = useFormPost<Extract<keyof Values, string>>(networkError);
  const { loaded: validator, prepare } = useValidator(loadValidator);
  const formRef = useValuesTypedEarly(empty, setValues);
  const frame = { id, formRef, hydrated, sending: posting.sending, summaryRef: posting.summaryRef, problem: posting.problem, onFocus: () => void prepare() };
  return { ...posting, id, values, setValues, validator, prepare, frame };
}
