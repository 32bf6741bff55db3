/**
 * How the answers a sitting leaves waiting (spoken and written, rows of `test_answers` with status `pending`) reach
 * assessment. Two implementations, chosen in `app.ts`: in this process (`pending-answer-assessor.ts`, the default),
 * or as durable jobs in PostgreSQL that `npm run worker` processes take (`assessment-jobs.ts`).
 */
export interface PendingAnswerQueue {
  /** Hands over answer `position` of sitting `sessionId`, just stored as pending; a second call for it adds nothing. */
  enqueue(sessionId: string, position: number): void;
  /** Hands over every answer still waiting that nothing is assessing (after a restart); answers how many. */
  resumePending(): Promise<number>;
  /** Resolves when this process has nothing of the queue's in hand (tests, shutdown). */
  idle(): Promise<void>;
  /** Stops the queue once idle; nothing may be enqueued afterwards. */
  close(): Promise<void>;
}
