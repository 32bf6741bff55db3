import type { TestSessionState } from '@pte/contract';
import { questionTypes, type AnswerFamily } from '@pte/exam';
import { ArrowRight } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadingPlaceholder } from '@/components/ui/loading-placeholder';
import { Spinner } from '@/components/ui/spinner';
import type { SpeakingAnswerController } from '@/features/practice/answer-controllers';
import { ExamModeContext } from '@/features/practice/exam-mode';
import { renderQuestionView } from '@/features/practice/render-question-view';
import type { PositionStore } from './device-storage';
import { PersonalIntroduction } from './personal-introduction';
import { TestClock, type ClockReading } from './test-clock';
import type { OutgoingAnswer } from './test-session-api';
import { useExamAnswer, type ExamAnswer } from './use-exam-answer';

/** The item the learner is on. */
export type CurrentItem = NonNullable<TestSessionState['item']>;

function familyOf(item: CurrentItem): AnswerFamily {
  return item.type === 'personal-introduction' ? 'speaking' : questionTypes[item.type].family;
}

function titleOf(item: CurrentItem): string {
  return item.type === 'personal-introduction' ? 'Personal introduction' : questionTypes[item.type].title;
}

/** A note in place of an item the server sent without its content: the learner can still move on. */
function MissingItem() {
  return (
    <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
      This item could not be shown. Go to the next item to carry on with the test.
    </p>
  );
}

/** The item's prompt and answer widgets: the practice page's own view of its task type, in exam mode. */
function ItemBody({ item, answer }: { item: CurrentItem; answer: ExamAnswer }) {
  const { controller } = answer;
  let body: ReactNode;
  if (!controller) body = <LoadingPlaceholder label="Getting the item ready" blocks={['h-4 w-2/3', 'h-24 w-full']} />;
  else if (item.type === 'personal-introduction') {
    body = item.introduction ? <PersonalIntroduction introduction={item.introduction} answer={controller as SpeakingAnswerController} /> : <MissingItem />;
  } else if (!item.question) body = <MissingItem />;
  else {
    const type = questionTypes[item.question.type];
    body = renderQuestionView(type, { type, question: item.question, answer: controller, assessment: null });
  }
  return <ExamModeContext.Provider value={answer.examMode}>{body}</ExamModeContext.Provider>;
}

/**
 * One item of a test, the only one shown: where it sits ("Item N of M", its part), the clock counted down from the
 * server's reading, the item in exam mode, and Next (after a confirmation). When the clock runs out, the answer as it
 * stands goes at once, without asking. `onAnswer` gets the answer once; mount the stage once per item.
 */
export function ItemStage({
  sitting,
  item,
  clock,
  drafts,
  onAnswer,
}: {
  sitting: TestSessionState;
  item: CurrentItem;
  clock: ClockReading;
  drafts: PositionStore;
  onAnswer(answer: OutgoingAnswer): void;
}) {
  const headingId = useId();
  const answer = useExamAnswer({ drafts, sessionId: sitting.id, position: item.position, family: familyOf(item) });
  const [isMoving, setIsMoving] = useState(false);
  const moved = useRef(false);
  const latest = useRef({ collect: answer.collect, onAnswer });
  useEffect(() => {
    latest.current = { collect: answer.collect, onAnswer };
  });

  const moveOn = useCallback(async () => {
    if (moved.current) return;
    moved.current = true;
    setIsMoving(true);
    const collected = await latest.current.collect();
    latest.current.onAnswer(collected);
  }, []);

  const isLast = item.position + 1 >= sitting.itemCount;
  const { block } = item;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          {sitting.part && <p className="text-sm font-medium text-primary">{sitting.part.title}</p>}
          <h2 id={headingId} className="text-xl font-semibold">
            {titleOf(item)}
          </h2>
          <p className="text-sm text-muted-foreground">
            Item {item.position + 1} of {sitting.itemCount}
            {item.clock.scope === 'section' && block.count > 1 && ` · ${block.index + 1} of ${block.count} on the ${item.clock.label} clock`}
          </p>
        </div>
        <TestClock label={item.clock.label} reading={clock} onTimeUp={() => void moveOn()} />
      </div>
      <Card>
        <CardContent className="flex flex-col gap-5">
          <ItemBody item={item} answer={answer} />
        </CardContent>
      </Card>
      <div className="flex justify-end">
        <ConfirmDialog
          trigger={
            <Button disabled={isMoving || !answer.controller}>
              {isMoving ? <Spinner /> : <ArrowRight aria-hidden />}
              {isLast ? 'Finish' : 'Next'}
            </Button>
          }
          title={isLast ? 'Finish the test?' : 'Go to the next item?'}
          description={isLast ? 'This is the last item. You cannot come back to it.' : 'You cannot come back to this one.'}
          confirmLabel={isLast ? 'Finish test' : 'Go to the next item'}
          confirmVariant="default"
          onConfirm={() => void moveOn()}
        />
      </div>
    </section>
  );
}
