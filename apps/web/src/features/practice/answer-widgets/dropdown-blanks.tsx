import type { BlankDetails } from '@pte/exam';
import { cn } from '@/lib/cn';
import type { BlanksAnswerController } from '../answer-controllers';
import { Passage } from '../prompt-parts/passage';
import { AnswerMark, markBoxClass } from './answer-mark';

/** A passage whose blanks are dropdowns of options, in place (Reading & Writing: Fill in the Blanks). */
export function DropdownBlanks({
  passage,
  options,
  answer,
  marks,
}: {
  passage: string;
  /** `options[i]` are the choices of blank i + 1. */
  options: readonly { options: readonly string[] }[];
  answer: BlanksAnswerController;
  marks?: BlankDetails['blanks'];
}) {
  return (
    <Passage
      text={passage}
      renderBlank={(blank) => {
        const mark = marks?.find((candidate) => candidate.blank === blank);
        const status = mark ? (mark.correct ? 'correct' : 'incorrect') : undefined;
        return (
          <span className="inline-flex flex-wrap items-center gap-1 align-baseline">
            <select
              aria-label={`Blank ${blank}`}
              value={answer.values[String(blank)] ?? ''}
              disabled={answer.isLocked}
              onChange={(event) => answer.setBlank(blank, event.target.value)}
              className={cn(
                'mx-0.5 h-8 rounded-md border border-input bg-background px-2 text-sm shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-100',
                markBoxClass(status),
              )}
            >
              <option value="">Choose…</option>
              {(options[blank - 1]?.options ?? []).map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
            {mark && (
              <AnswerMark status={mark.correct ? 'correct' : 'incorrect'}>{mark.correct ? 'Correct' : `Incorrect: the answer is “${mark.expected}”`}</AnswerMark>
            )}
          </span>
        );
      }}
    />
  );
}
