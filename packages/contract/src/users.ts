import { z } from 'zod';
import { dataEnvelope } from './envelope';

/** Accents a learner can choose for model answers and listening audio. */
export const accents = ['us', 'uk', 'au', 'any'] as const;

/** PTE overall scores run from 10 to 90. */
const targetScoreSchema = z.number().int().min(10).max(90);

/** A calendar date written `YYYY-MM-DD`. */
const isoDateSchema = z.iso.date();

/** The message of an exam date before today: the profile and the study plan refuse it. */
export const pastExamDateMessage = 'Your exam date is in the past. Choose a date from today on.';

/** The product's own profile of a signed-in learner (the spec's `dbUser`). */
const profileSchema = z.object({
  id: z.string(),
  email: z.email(),
  displayName: z.string(),
  /** The overall score the learner aims for, 10–90. */
  targetScore: targetScoreSchema.nullable(),
  /** The learner's exam day, `YYYY-MM-DD`, or null when not booked. */
  examDate: isoDateSchema.nullable(),
  accent: z.enum(accents),
  /** Whether the learner wants reminders by e-mail (today's plan, a streak about to break); true unless turned off. */
  emailReminders: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

/** The learner's profile as the API returns it. */
export type Profile = z.infer<typeof profileSchema>;

/** `PUT /users/update` body: any subset of the editable profile fields. */
export const updateProfileRequestSchema = z
  .object({
    displayName: z.string().trim().min(1, 'Enter your name').max(80, 'Use at most 80 characters'),
    targetScore: targetScoreSchema.nullable(),
    examDate: isoDateSchema.nullable(),
    accent: z.enum(accents),
    emailReminders: z.boolean(),
  })
  .partial()
  .strict();

/** The body of `PUT /users/update`. */
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** `GET /users/me` and `PUT /users/update` answer `{ data: Profile }`. */
export const profileResponseSchema = dataEnvelope(profileSchema);
