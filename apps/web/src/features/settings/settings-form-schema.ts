import { accents, pastExamDateMessage, type Profile, type UpdateProfileRequest } from '@pte/contract';
import { z } from 'zod';
import { browserToday } from '@/lib/time-zone';

/** Labels of the accents a learner can choose. */
export const accentLabels: Record<(typeof accents)[number], string> = {
  us: 'American (US)',
  uk: 'British (UK)',
  au: 'Australian (AU)',
  any: 'No preference',
};

/** The settings form's fields, all as typed text. */
export interface SettingsFormValues extends Record<string, string> {
  displayName: string;
  examDate: string;
  targetScore: string;
  accent: string;
  /** `'true'` or `'false'`: the checkbox of e-mail reminders. */
  emailReminders: string;
}

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.getUTCFullYear() === Number(match[1]) && date.getUTCMonth() === Number(match[2]) - 1 && date.getUTCDate() === Number(match[3]);
}

const targetScoreMessage = 'Enter a whole number from 10 to 90, or leave it empty.';

/** Validates the settings form and turns it into a `PUT /users/update` body. */
export const settingsFormSchema: z.ZodType<Required<UpdateProfileRequest>, SettingsFormValues> = z.object({
  displayName: z.string().trim().min(1, 'Enter your name.').max(80, 'Use at most 80 characters.'),
  examDate: z
    .string()
    .trim()
    .refine((value) => value === '' || isCalendarDate(value), 'Enter a real date, like 2027-03-14, or leave it empty.')
    .refine((value) => value === '' || !isCalendarDate(value) || value >= browserToday(), pastExamDateMessage)
    .transform((value) => (value === '' ? null : value)),
  targetScore: z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d+$/.test(value), targetScoreMessage)
    .transform((value) => (value === '' ? null : Number(value)))
    .refine((value) => value === null || (value >= 10 && value <= 90), targetScoreMessage),
  accent: z.enum(accents, 'Choose an accent.'),
  emailReminders: z.enum(['true', 'false']).transform((value) => value === 'true'),
});

/** The form's values for a saved profile. */
export function formValuesOf(profile: Profile): SettingsFormValues {
  return {
    displayName: profile.displayName,
    examDate: profile.examDate ?? '',
    targetScore: profile.targetScore === null ? '' : String(profile.targetScore),
    accent: profile.accent,
    emailReminders: String(profile.emailReminders),
  };
}
