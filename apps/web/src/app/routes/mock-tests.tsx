import { useParams } from 'react-router';
import { MockTestsPage } from '@/features/mock-tests/mock-tests-page';
import type { AnswerReviewViews, ReviewedAnswer } from '@/features/mock-tests/answer-review';
import { TestReportPage } from '@/features/mock-tests/test-report-page';
import { AttemptReview } from '@/features/practice/attempt-review';
import { speechDetailsOf } from '@/features/practice/speech-feedback/speech-assessment-details';
import { StoredRecordingPlayer } from '@/features/practice/speech-feedback/stored-recording-player';

/** A test's answer as the practice page shows a past attempt, with the recording when its assessment has no player of its own. */
function reviewAnswer(item: ReviewedAnswer) {
  // A test's spoken assessments keep `details.recording` null (the recording is the answer's `recordingUrl`).
  const assessmentPlaysRecording = Boolean(speechDetailsOf(item.assessment)?.recording);
  return (
    <div className="flex flex-col gap-4">
      {item.recordingUrl && !assessmentPlaysRecording && <StoredRecordingPlayer url={item.recordingUrl} label="Play your recording" />}
      <AttemptReview attempt={{ questionType: item.type, answer: item.answer, result: item.assessment }} question={item.question} />
    </div>
  );
}

/** The report's answers drawn with the practice page's own views, locked. */
const answerViews: AnswerReviewViews = {
  renderAnswer: reviewAnswer,
  renderRecording: (url) => <StoredRecordingPlayer url={url} label="Play your recording" />,
};

/** `/mock-tests`: the tests on offer, the test in progress to resume, and the report history. */
export function MockTestsRoute() {
  return <MockTestsPage />;
}

/** `/mock-tests/report/:sessionId`: a finished test's score report, its answers reviewed with the practice page's views. */
export function MockTestReportRoute() {
  const { sessionId = '' } = useParams();
  return <TestReportPage key={sessionId} sessionId={sessionId} views={answerViews} />;
}
