import { useEffect, useRef } from 'react';

/**
 * What a visitor typed, chose or ticked before the form's code arrived: the browser keeps it in the
 * fields, the form's state does not. Read once when the form hydrates, so nothing typed is lost and the
 * form checks and sends what the visitor sees.
 */
export function valuesTypedInto<Values extends Record<string, string | boolean>>(form: HTMLFormElement, initial: Values): Values | null {
  const typed: Record<string, string | boolean> = { ...initial };
  let changed = false;
  for (const [name, start] of Object.entries(initial)) {
    const field = form.elements.namedItem(name);
    if (!field) continue;
    const value = typeof start === 'boolean' ? (field as HTMLInputElement).checked : (field as HTMLInputElement | RadioNodeList).value;
    if (value === start) continue;
    typed[name] = value;
    changed = true;
  }
  return changed ? (typed as Values) : null;
}

/** A ref for the form; on hydration, what was typed into it early becomes the form's state. */
export function useValuesTypedEarly<Values extends Record<string, string | boolean>>(initial: Values, setValues: (values: Values) => void) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const typed = formRef.current && valuesTypedInto(formRef.current, initial);
    if (typed) setValues(typed);
    // Once, on hydration: later changes go through the fields' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return formRef;
}
