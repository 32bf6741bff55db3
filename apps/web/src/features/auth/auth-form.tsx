import type { FormEvent, ReactNode, RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, FormMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';

/**
 * The frame of every auth form: the server's error above the fields (announced at once), the fields, and a full-width
 * submit button that shows a spinner and `busyLabel` while the call runs.
 */
export function AuthForm({
  formRef,
  onSubmit,
  busy,
  error,
  submitLabel,
  busyLabel,
  children,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  /** The server's message (with any link it needs), or nothing. */
  error: ReactNode;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={busy} className="grid gap-4">
      {error && <FormMessage tone="error">{error}</FormMessage>}
      {children}
      <Button type="submit" disabled={busy} className="w-full">
        {busy && <Spinner />}
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}

/** The e-mail field of the auth forms, with `email` autocomplete and its error beside it. */
export function EmailField({ value, error, onChange }: { value: string; error: string | undefined; onChange: (value: string) => void }) {
  return (
    <FormField label="E-mail" error={error}>
      <Input type="email" name="email" autoComplete="email" value={value} onChange={(event) => onChange(event.target.value)} />
    </FormField>
  );
}

/** A password field of the auth forms: `current-password` to sign in, `new-password` where a password is chosen. */
export function PasswordField({
  label,
  hint,
  name,
  autoComplete,
  value,
  error,
  onChange,
}: {
  label: string;
  hint?: string;
  name: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={label} hint={hint} error={error}>
      <Input type="password" name={name} autoComplete={autoComplete} value={value} onChange={(event) => onChange(event.target.value)} />
    </FormField>
  );
}
