import { useEffect, useRef } from 'react';

/**
 * The values in a form's fields, shaped like `shape` (a boolean reads a checkbox, a string a field's value):
 * what the visitor sees, whatever the form's state says. A press held while the form's code loaded is
 * replayed before its state has caught up with the fields, so a form checks and sends these.
 */
export function valuesInForm<Values extends Record<string, string | boolean>>(form: HTMLFormElement, shape: Values): Values {
  const values: Record<string, string | boolean> = { ...shape };
  for (const [name, start] of Object.entries(shape)) {
    const field = form.elements.namedItem(name);
    if (!field) continue;
    values[name] = typeof start === 'boolean' ? (field as HTMLInputElement).checked : (field as HTMLInputElement | RadioNodeList).value;
  }
  return values as Values;
}

/**
 * What a visitor typed, chose or ticked before the form's code arrived: the browser keeps it in the
 * fields, the form's state does not. Read once when the form hydrates, so nothing typed is lost and the
 * form checks and sends what the visitor sees.
 */
export function valuesTypedInto<Values extends Record<string, string | boolean>>(form: HTMLFormElement, initial: Values): Values | null {
  const typed = valuesInForm(form, initial);
  return Object.keys(initial).some((name) => typed[name] !== initial[name]) ? typed : null;
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
