import { accents, type Profile, type UpdateProfileRequest } from '@pte/contract';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField, FormMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { useZodForm, type FieldErrors } from '@/lib/zod-form';
import { clearSettingsDraft, loadSettingsDraft, saveSettingsDraft } from './settings-draft';
import { accentLabels, formValuesOf, settingsFormSchema, type SettingsFormValues } from './settings-form-schema';

/** The outcome of saving the settings: the saved profile, or why it failed. */
export type SaveProfileResult =
  | { ok: true; profile: Profile }
  | { ok: false; message: string; /** Server-reported problems by field name. */ fieldErrors?: Record<string, string> };

function sameValues(a: SettingsFormValues, b: SettingsFormValues): boolean {
  return (
    a.displayName === b.displayName && a.examDate === b.examDate && a.targetScore === b.targetScore && a.accent === b.accent && a.emailReminders === b.emailReminders
  );
}

/**
 * The learner's profile settings: display name, exam date, target score, accent and e-mail reminders, saved with
 * `PUT /users/update`. What is typed is kept in localStorage until saved, so a reload loses nothing.
 */
export function ProfileForm({ profile, onSave }: { profile: Profile; onSave: (changes: UpdateProfileRequest) => Promise<SaveProfileResult> }) {
  // The values last known to be saved on the server; what differs from them is a draft.
  const [saved, setSaved] = useState(() => formValuesOf(profile));
  const [restoredDraft] = useState(() => {
    const draft = loadSettingsDraft(profile.id);
    return draft && !sameValues(draft, saved) ? draft : null;
  });
  const { values, errors, setValue, setValues, handleSubmit, setFieldErrors, formRef } = useZodForm(settingsFormSchema, restoredDraft ?? saved);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success' | 'info'; text: string } | null>(
    restoredDraft ? { tone: 'info', text: 'We restored changes you had not saved yet.' } : null,
  );
  const dirty = !sameValues(values, saved);

  useEffect(() => {
    if (dirty) saveSettingsDraft(profile.id, values);
    else clearSettingsDraft(profile.id);
  }, [dirty, values, profile.id]);

  const onSubmit = handleSubmit(async (changes) => {
    setBusy(true);
    setNotice(null);
    const result = await onSave(changes);
    setBusy(false);
    if (result.ok) {
      const savedValues = formValuesOf(result.profile);
      setSaved(savedValues);
      setValues(savedValues);
      clearSettingsDraft(profile.id);
      setNotice({ tone: 'success', text: 'Your settings have been saved.' });
    } else {
      if (result.fieldErrors) setFieldErrors(result.fieldErrors as FieldErrors<keyof SettingsFormValues & string>);
      setNotice({ tone: 'error', text: result.message });
    }
  });

  function discard() {
    clearSettingsDraft(profile.id);
    setValues(saved);
    setFieldErrors({});
    setNotice(null);
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={busy} aria-label="Profile settings" className="grid gap-5">
      {notice && <FormMessage tone={notice.tone}>{notice.text}</FormMessage>}
      <FormField label="Display name" error={errors.displayName}>
        <Input name="displayName" autoComplete="name" value={values.displayName} onChange={(event) => setValue('displayName', event.target.value)} />
      </FormField>
      <FormField label="E-mail" hint="Your sign-in address; it cannot be changed here.">
        <Input type="email" value={profile.email} readOnly disabled />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Exam date" hint="Leave empty if you have not booked it yet." error={errors.examDate}>
          <Input type="date" name="examDate" value={values.examDate} onChange={(event) => setValue('examDate', event.target.value)} />
        </FormField>
        <FormField label="Target score" hint="Your overall goal, 10 to 90." error={errors.targetScore}>
          <Input
            name="targetScore"
            inputMode="numeric"
            autoComplete="off"
            value={values.targetScore}
            onChange={(event) => setValue('targetScore', event.target.value)}
          />
        </FormField>
      </div>
      <FormField label="Accent" hint="The accent you prefer for model answers and listening audio." error={errors.accent}>
        <NativeSelect name="accent" value={values.accent} onChange={(event) => setValue('accent', event.target.value)}>
          {accents.map((accent) => (
            <option key={accent} value={accent}>
              {accentLabels[accent]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <div className="flex items-start gap-3">
        <input
          id="email-reminders"
          type="checkbox"
          name="emailReminders"
          checked={values.emailReminders === 'true'}
          onChange={(event) => setValue('emailReminders', String(event.target.checked))}
          aria-describedby="email-reminders-hint"
          className="mt-0.5 size-4 shrink-0 rounded border-input accent-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
        />
        <div className="grid gap-1">
          <label htmlFor="email-reminders" className="text-sm leading-none font-medium">
            E-mail me reminders (today's plan, a streak about to break)
          </label>
          <p id="email-reminders-hint" className="text-xs text-muted-foreground">
            E-mails are sent only when the server has e-mail set up.
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy}>
          {busy && <Spinner />}
          {busy ? 'Saving…' : 'Save changes'}
        </Button>
        {dirty && !busy && (
          <Button variant="ghost" onClick={discard}>
            Discard changes
          </Button>
        )}
        {dirty && <span className="text-xs text-muted-foreground">Unsaved changes are kept on this device until you save.</span>}
      </div>
    </form>
  );
}
