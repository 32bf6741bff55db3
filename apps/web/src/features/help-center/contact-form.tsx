import { helpContactLimits, helpContactRequestSchema } from '@pte/contract';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { FormField, FormMessage } from '@/components/ui/form-field';
import { Input, inputClassName } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useZodForm, type FieldErrors } from '@/lib/zod-form';
import { sendHelpMessage } from './help-requests';

const emptyMessage = { subject: '', message: '' };

/** What happened to the last message sent. */
type Outcome = { status: 'idle' } | { status: 'sent'; reference: string } | { status: 'failed'; message: string };

/**
 * The Help Center's contact form: a subject and a message in plain text, checked as the server checks them, sent
 * to the support team by e-mail. Replies come to the learner's account e-mail.
 */
export function ContactForm() {
  const dispatch = useAppDispatch();
  const { values, setValues, errors, setValue, handleSubmit, setFieldErrors, formRef } = useZodForm(helpContactRequestSchema, emptyMessage);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });

  const onSubmit = handleSubmit(async (request) => {
    setBusy(true);
    setOutcome({ status: 'idle' });
    const result = await dispatch(sendHelpMessage(request));
    setBusy(false);
    if (sendHelpMessage.fulfilled.match(result)) {
      setOutcome({ status: 'sent', reference: result.payload });
      setValues(emptyMessage);
      return;
    }
    const failure = result.payload ?? { message: 'Your message could not be sent. Please try again.' };
    setOutcome({ status: 'failed', message: failure.message });
    if (failure.fieldErrors) setFieldErrors(failure.fieldErrors as FieldErrors<'subject' | 'message'>);
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={busy} aria-label="Contact the support team" className="grid gap-4">
      <FormField label="Subject" hint="One line saying what it is about." error={errors.subject}>
        <Input name="subject" maxLength={helpContactLimits.subjectMax} value={values.subject} onChange={(event) => setValue('subject', event.target.value)} />
      </FormField>
      <FormField
        label="Message"
        hint={`What happened, on which page, and what you expected. ${values.message.trim().length.toLocaleString('en-GB')} of ${helpContactLimits.messageMax.toLocaleString('en-GB')} characters.`}
        error={errors.message}
      >
        <textarea
          name="message"
          rows={6}
          value={values.message}
          onChange={(event) => setValue('message', event.target.value)}
          className={cn(inputClassName, 'h-auto min-h-32 py-2 leading-6')}
        />
      </FormField>
      {outcome.status === 'sent' && (
        <FormMessage tone="success">
          Your message was sent (reference {outcome.reference}). We reply to your account&rsquo;s e-mail address.
        </FormMessage>
      )}
      {outcome.status === 'failed' && <FormMessage tone="error">{outcome.message}</FormMessage>}
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? <Spinner /> : <Send aria-hidden />}
          {busy ? 'Sending…' : 'Send message'}
        </Button>
      </div>
    </form>
  );
}
