import { useParams } from 'react-router';
import { AttemptReview } from '@/features/practice/attempt-review';
import { HistoryAttemptPage } from '@/features/study-history/history-attempt-page';
import { StudyHistoryPage } from '@/features/study-history/study-history-page';
import { paths } from '@/lib/paths';
import { ResultExplanations } from '../result-explanations';

const attemptPath = (id: string) => `${paths.account.studyHistory}/${encodeURIComponent(id)}`;

/** `/study-history`: the learner's attempts, filtered and paginated. */
export function StudyHistoryRoute() {
  return <StudyHistoryPage attemptPath={attemptPath} />;
}

/** `/study-history/:attemptId`: one attempt as it was, shown with the practice page's own result views and "Explain this result". */
export function StudyHistoryAttemptRoute() {
  const { attemptId = '' } = useParams();
  return (
    <HistoryAttemptPage
      key={attemptId}
      attemptId={attemptId}
      listPath={paths.account.studyHistory}
      review={({ attempt, question }) => (
        <ResultExplanations>
          <AttemptReview attempt={attempt} question={question} attemptId={attempt.id} />
        </ResultExplanations>
      )}
    />
  );
}
