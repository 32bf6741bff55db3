import type { Readable } from 'node:stream';
import { HttpError } from '../../platform/http-error';
import { verifyPassword } from '../auth/auth';
import type { AuthUser } from '../auth/auth.guard';
import type { RecordingStore } from '../recordings/recording-store';
import { jsonFile, textFile, zipStream } from './account-export';
import type { AccountRepository } from './account.repository';

/** What the archive's README says about each file. */
const exportReadme = `PTE Coach: everything we keep about you

profile.json        your account (name, e-mail, when you joined) and your settings
attempts.json       every answer you gave, oldest first: the question as you saw it, your answer,
                    the assessment you were given and how long you took
recordings/         your spoken answers, one WAV file per attempt (named by the attempt's id)
mock-tests.json     every mock test you took: its items, your answers, their assessments and the score report
test-recordings/    your spoken answers in mock tests, one WAV file per item (named <test id>-<item number>)
study-plan.json     your study plan, if you made one
bookmarks.json      the questions you bookmarked
notifications.json  the notes the app showed you and when you read them
assistant.json      your conversation with the AI Assistant: your questions, its answers and their sources

Your password is not included: we only keep a one-way hash of it, which is of no use outside the app.
`;

/** The path of an attempt's recording inside the archive. */
const recordingPath = (attemptId: string) => `recordings/${attemptId}.wav`;

/** The path of a mock-test answer's recording inside the archive (items numbered from 1, as the test shows them). */
const testRecordingPath = (sessionId: string, position: number) => `test-recordings/${sessionId}-${position + 1}.wav`;

/** A learner's own account: everything they have as a download, and deleting all of it. */
export function createAccountService(repository: AccountRepository, recordings: RecordingStore) {
  return {
    /**
     * A ZIP archive of everything the learner has: profile, attempts with their results and the question as served,
     * recordings, study plan, bookmarks, notifications, the assistant conversation, and mock tests with their answers and recordings.
     */
    async export(learner: AuthUser): Promise<Readable> {
      const data = await repository.everything(learner.id);
      const withRecordings = data.attempts.filter((attempt) => attempt.recordingKey !== null);
      const files = [
        textFile('README.txt', exportReadme),
        jsonFile('profile.json', { user: data.user, profile: data.profile }),
        jsonFile(
          'attempts.json',
          data.attempts.map(({ recordingKey, userId: _userId, ...attempt }) => ({ ...attempt, recording: recordingKey ? recordingPath(attempt.id) : null })),
        ),
        jsonFile('study-plan.json', data.studyPlan),
        jsonFile('bookmarks.json', data.bookmarks.map(({ userId: _userId, ...bookmark }) => bookmark)),
        jsonFile('notifications.json', data.notifications.map(({ userId: _userId, ...note }) => note)),
        jsonFile('assistant.json', data.assistantMessages.map(({ userId: _userId, ...message }) => message)),
        jsonFile(
          'mock-tests.json',
          data.testSessions.map(({ userId: _userId, ...session }) => ({
            ...session,
            answers: data.testAnswers
              .filter((answer) => answer.sessionId === session.id)
              .map(({ recordingKey, sessionId: _sessionId, ...answer }) => ({ ...answer, recording: recordingKey ? testRecordingPath(session.id, answer.position) : null })),
          })),
        ),
      ];
      return zipStream(files, async function* () {
        for (const attempt of withRecordings) {
          const bytes = attempt.recordingKey ? await recordings.read(attempt.recordingKey) : null;
          if (bytes) yield { name: recordingPath(attempt.id), bytes, compress: false };
        }
        for (const answer of data.testAnswers) {
          const bytes = answer.recordingKey ? await recordings.read(answer.recordingKey) : null;
          if (bytes) yield { name: testRecordingPath(answer.sessionId, answer.position), bytes, compress: false };
        }
      });
    },

    /**
     * Deletes the learner and everything of theirs, recordings included, once `password` is confirmed. The rows go
     * first (so nothing can point at a missing recording), then the recordings.
     */
    async delete(learner: AuthUser, password: string): Promise<void> {
      const hash = await repository.passwordHash(learner.id);
      if (!hash || !(await verifyPassword({ hash, password }))) {
        throw new HttpError(403, 'WRONG_PASSWORD', 'That password is not right, so your account was not deleted. Check it and try again.');
      }
      const keys = await repository.recordingKeys(learner.id);
      await repository.deleteUser(learner.id);
      for (const key of keys) await recordings.delete(key);
    },
  };
}

/** The account service. */
export type AccountService = ReturnType<typeof createAccountService>;
