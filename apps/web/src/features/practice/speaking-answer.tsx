import type { AssessmentResultResponse } from '@pte/contract';
import type { PublicQuestion, QuestionTypeMeta } from '@pte/exam';
import { useState, type ReactNode } from 'react';
import type { SpeakingAnswerController } from './answer-controllers';
import { useExamMode } from './exam-mode';
import { MicrophoneCheck } from './microphone-check/microphone-check';
import { isMicrophoneCheckPending } from './microphone-check/microphone-check-memory';
import type { RecorderPlan } from './recording/recorder-machine';
import { SpeakingRecorder } from './recording/speaking-recorder';
import { SpeechAssessmentDetails } from './speech-feedback/speech-assessment-details';

/** The recorder's plan for a task: the registry's timings, and prompt audio when the question has some. */
function recorderPlanFor(type: QuestionTypeMeta, question: PublicQuestion): RecorderPlan {
  return {
    hasPromptAudio: Boolean(question.media?.audioUrl),
    audioLeadSeconds: type.timings.audioLeadSeconds ?? 0,
    prepareSeconds: type.timings.prepareSeconds ?? 0,
    answerSeconds: type.timings.answerSeconds ?? 40,
  };
}

/**
 * A speaking task's page body: the microphone check (until done once on this device), the prompt (`children`),
 * the exam-like recorder, and once assessed, the speech feedback. A locked answer without a take is a stored one
 * being reviewed: it shows the prompt, the question's audio and the feedback only. In exam mode the microphone
 * check is not offered: the test runs on.
 */
export function SpeakingAnswer({
  type,
  question,
  answer,
  assessment,
  children,
}: {
  type: QuestionTypeMeta;
  question: PublicQuestion;
  answer: SpeakingAnswerController;
  assessment: AssessmentResultResponse | null;
  children: ReactNode;
}) {
  const exam = useExamMode();
  const [checkPending, setCheckPending] = useState(() => exam === null && isMicrophoneCheckPending());
  // A stored answer reopened from the study history: no recorder, the question's audio to replay, and the stored
  // recording with its marks (in the feedback).
  if (answer.isLocked && !answer.take) {
    return (
      <>
        {children}
        {question.media?.audioUrl && (
          <section className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold">The question’s audio</h3>
            <audio controls preload="none" src={question.media.audioUrl} aria-label="Play the question’s audio" className="w-full max-w-md" />
          </section>
        )}
        {assessment && <SpeechAssessmentDetails assessment={assessment} />}
      </>
    );
  }
  return (
    <>
      {checkPending && <MicrophoneCheck onFinished={() => setCheckPending(false)} />}
      {children}
      <SpeakingRecorder
        plan={recorderPlanFor(type, question)}
        promptAudioUrl={question.media?.audioUrl}
        enabled={!checkPending && !answer.isRestoring}
        take={answer.take}
        isLocked={answer.isLocked}
        onTake={answer.setTake}
        onDiscard={() => answer.setTake(null)}
      />
      {assessment && <SpeechAssessmentDetails assessment={assessment} />}
    </>
  );
}
