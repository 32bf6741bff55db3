import type { BlankDetails } from '@pte/exam';
import { cn } from '@/lib/cn';
import type { BlanksAnswerController } from '../answer-controllers';
import { Passage } from '../prompt-parts/passage';
import { AnswerMark, markBoxClass } from './answer-mark';

/** A transcript whose blanks are typed in place (Listening: Fill in the Blanks). Spelling help is off, as in the exam. */
export function TypedBlanks({ transcript, answer, marks }: { transcript: string; answer: BlanksAnswerController; marks?: BlankDetails['blanks'] }) {
  return (
    <Passage
      text={transcript}
      renderBlank={(blank) => {
        const mark = marks?.find((candidate) => candidate.blank === blank);
        return (
          <span className="inline-flex flex-wrap items-center gap-1 align-baseline">
            <input
              type="text"
              aria-label={`Blank ${blank}`}
              value={answer.values[String(blank)] ?? ''}
              readOnly={answer.isLocked}
              onChange={(event) => answer.setBlank(blank, event.target.value)}
              spellCheck={false}
              autoComplete="off"
              autoCorrect="off"
              autoCapitalize="off"
              className={cn(
                'mx-0.5 h-8 w-32 rounded-md border border-input bg-background px-2 text-sm shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring',
                markBoxClass(mark ? (mark.correct ? 'correct' : 'incorrect') : undefined),
              )}
            />
            {mark && <AnswerMark status={mark.correct ? 'correct' : 'incorrect'}>{mark.correct ? 'Correct' : `Incorrect: the speaker said “${mark.expected}”`}</AnswerMark>}
          </span>
        );
      }}
    />
  );
}
