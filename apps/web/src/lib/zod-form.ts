import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { safeParse, type $ZodError, type $ZodType } from 'zod/v4/core';

/** One message per invalid field, keyed by field name. */
export type FieldErrors<Name extends string = string> = Partial<Record<Name, string>>;

/** The first message of each invalid field of a failed zod parse. */
function fieldErrorsOf(error: $ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * Form state validated by a zod schema (classic or `zod/mini`) over string fields. Errors appear next to the fields after the first
 * submit and then follow every change; on a failed submit the first invalid field gets the focus.
 */
export function useZodForm<Values extends Record<string, string>, Output>(schema: $ZodType<Output, Values>, initialValues: Values) {
  type Name = keyof Values & string;
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Name>>({});
  const [submitted, setSubmitted] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const check = useCallback(
    (next: Values): Output | null => {
      const result = safeParse(schema, next);
      setErrors(result.success ? {} : (fieldErrorsOf(result.error) as FieldErrors<Name>));
      return result.success ? result.data : null;
    },
    [schema],
  );

  const setValue = useCallback(
    (name: Name, value: string) => {
      const next = { ...values, [name]: value };
      setValues(next);
      if (submitted) check(next);
    },
    [check, submitted, values],
  );

  /** Wraps a submit handler: validates, focuses the first invalid field, or calls `onValid` with the parsed data. */
  const handleSubmit = useCallback(
    (onValid: (data: Output) => unknown) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitted(true);
      const data = check(values);
      if (data === null) {
        setFocusRequest((count) => count + 1);
        return;
      }
      void onValid(data);
    },
    [check, values],
  );

  /** Shows server-reported field problems next to their fields. */
  const setFieldErrors = useCallback((fieldErrors: FieldErrors<Name>) => {
    setErrors(fieldErrors);
    setFocusRequest((count) => count + 1);
  }, []);

  return { values, setValues, errors, setValue, handleSubmit, setFieldErrors, formRef };
}
