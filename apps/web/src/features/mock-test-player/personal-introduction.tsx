import type { TestSessionState } from '@pte/contract';
import type { SpeakingAnswerController } from '@/features/practice/answer-controllers';
import { Passage, TaskInstruction } from '@/features/practice/prompt-parts/passage';
import { SpeakingRecorder } from '@/features/practice/recording/speaking-recorder';

/** The personal introduction's prompt and timings, as the test serves them. */
type Introduction = NonNullable<NonNullable<TestSessionState['item']>['introduction']>;

/**
 * The unscored personal introduction that opens Part 1: the prompt, the preparation countdown, the tone and the
 * recording, with the recorder every speaking task uses (in exam mode from the player). Its take is uploaded like
 * any other spoken answer.
 */
export function PersonalIntroduction({ introduction, answer }: { introduction: Introduction; answer: SpeakingAnswerController }) {
  const { prompt, prepareSeconds, answerSeconds } = introduction;
  return (
    <>
      <TaskInstruction>
        Introduce yourself. You have {prepareSeconds} seconds to prepare, then {answerSeconds} seconds to speak after the tone. This answer is not scored.
      </TaskInstruction>
      <Passage text={prompt} />
      <SpeakingRecorder
        plan={{ hasPromptAudio: false, audioLeadSeconds: 0, prepareSeconds, answerSeconds }}
        promptAudioUrl={undefined}
        enabled
        take={answer.take}
        isLocked={answer.isLocked}
        onTake={answer.setTake}
        onDiscard={() => answer.setTake(null)}
      />
    </>
  );
}
