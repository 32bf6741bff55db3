import type { HistoryAttempt, StudyHistoryPage, StudyHistoryQuery } from '@pte/contract';
import type { PublicQuestion, QuestionTypeId } from '@pte/exam';
import { notFound } from '../../platform/http-error';
import { toAttempt } from '../attempts/attempts.service';
import type { AuthUser } from '../auth/auth.guard';
import type { QuestionsService } from '../questions/questions.service';
import type { RecordingStore } from '../recordings/recording-store';
import type { StudyHistoryRepository } from './study-history.repository';

const noSuchAttempt = (attemptId: string) => notFound(`There is no attempt “${attemptId}” among yours.`);

/** The learner's study history: their attempts listed, reopened as they were, and deleted with their recordings. */
export function createStudyHistoryService(repository: StudyHistoryRepository, questions: QuestionsService, recordings: RecordingStore) {
  return {
    /** One page of the learner's attempts matching `query`, newest first. */
    async page(learner: AuthUser, query: StudyHistoryQuery): Promise<StudyHistoryPage> {
      const { rows, total } = await repository.page(learner.id, query);
      return {
        attempts: rows.map((row) => ({
          id: row.id,
          questionId: row.questionId,
          questionType: row.questionType as QuestionTypeId,
          title: row.title,
          score: row.score,
          total: row.total,
          hasRecording: row.recordingKey !== null,
          timeTaken: row.timeTakenMs === null ? null : row.timeTakenMs / 1000,
          createdAt: row.createdAt.toISOString(),
        })),
        pagination: { page: query.page, pageSize: query.pageSize, total, totalPages: Math.ceil(total / query.pageSize) },
      };
    },

    /**
     * The learner's attempt with the question as it was served (or, for an attempt stored without it, as it is now),
     * and whether the question can still be practised: an attempt at a question that has since moved to the mock
     * pool (or left the bank) still shows, without a way to practise it again.
     */
    async get(learner: AuthUser, attemptId: string): Promise<HistoryAttempt> {
      const record = await repository.find(learner.id, attemptId);
      if (!record) throw noSuchAttempt(attemptId);
      const attempt = toAttempt(record);
      const practisable = (await questions.findPracticeItem(record.questionId)) !== undefined;
      if (record.question) return { attempt, question: record.question as PublicQuestion, servedThen: true, practisable };
      const item = await questions.findItem(record.questionId);
      if (!item) throw new Error(`Attempt ${record.id} points at question ${record.questionId}, which is not stored`);
      return { attempt, question: await questions.servedQuestion(item), servedThen: false, practisable };
    },

    /** Deletes the learner's attempt and its recording; 404 when there is no such attempt of theirs. */
    async delete(learner: AuthUser, attemptId: string): Promise<void> {
      const deleted = await repository.delete(learner.id, attemptId);
      if (!deleted) throw noSuchAttempt(attemptId);
      if (deleted.recordingKey) await recordings.delete(deleted.recordingKey);
    },
  };
}

/** The study history service. */
export type StudyHistoryService = ReturnType<typeof createStudyHistoryService>;
