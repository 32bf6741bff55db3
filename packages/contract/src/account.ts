import { z } from 'zod';
import { passwordMaxLength } from './auth';

/**
 * `DELETE /account`: the learner confirms with their password. Everything they have is deleted: profile, attempts,
 * recordings, study plan, bookmarks, notifications and sessions.
 */
export const deleteAccountRequestSchema = z.object({
  password: z.string().min(1, 'Enter your password to confirm').max(passwordMaxLength, `Use at most ${passwordMaxLength} characters`),
});

/** The confirmation of {@link deleteAccountRequestSchema}. */
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** The name of the file `GET /account/export` sends on `date` (YYYY-MM-DD). */
export function accountExportFileName(date: string): string {
  return `pte-coach-export-${date}.zip`;
}
