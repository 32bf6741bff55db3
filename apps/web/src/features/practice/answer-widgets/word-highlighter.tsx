import { transcriptWords, type HighlightDetails } from '@pte/exam';
import { useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import type { MultiAnswerController } from '../answer-controllers';
import { AnswerMark, markBoxClass, type MarkStatus } from './answer-mark';

type WordMark = HighlightDetails['words'][number];

function shownMark(mark: WordMark | undefined): { status: MarkStatus; text: string } | null {
  if (!mark) return null;
  if (mark.selected && mark.incorrect) return { status: 'correct', text: `Found: the speaker said “${mark.spoken ?? ''}”` };
  if (mark.selected) return { status: 'incorrect', text: 'The speaker said this word' };
  return { status: 'missed', text: `Missed: the speaker said “${mark.spoken ?? ''}”` };
}

/**
 * The transcript as words to click (Highlight Incorrect Words): a click or Enter/Space highlights a word, again
 * removes the highlight. The words form one tab stop; arrow keys, Home and End move between them.
 */
export function WordHighlighter({ transcript, answer, marks }: { transcript: string; answer: MultiAnswerController<number>; marks?: HighlightDetails['words'] }) {
  const words = transcriptWords(transcript);
  const [focused, setFocused] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const moveFocus = (index: number) => {
    const next = Math.max(0, Math.min(words.length - 1, index));
    setFocused(next);
    buttons.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const targets: Record<string, number> = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: words.length - 1 };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveFocus(target);
  };

  const reviewed = marks ? words.map((_, index) => shownMark(marks.find((mark) => mark.index === index))) : [];

  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label="Transcript: select the words that differ from the recording" className="text-base leading-9">
        {words.map((word, index) => {
          const selected = answer.selected.includes(index);
          const review = reviewed[index];
          return (
            <span key={index}>
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                aria-pressed={selected}
                tabIndex={index === focused ? 0 : -1}
                disabled={answer.isLocked}
                onClick={() => {
                  setFocused(index);
                  answer.toggle(index);
                }}
                onKeyDown={(event) => onKeyDown(event, index)}
                className={cn(
                  'rounded px-0.5 outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-default',
                  selected && 'bg-warning/25 underline decoration-2 underline-offset-4',
                  review && cn('border', markBoxClass(review.status)),
                )}
              >
                {word}
              </button>{' '}
            </span>
          );
        })}
      </div>
      {marks && (
        <ul className="flex flex-col gap-1" aria-label="Marks">
          {words.map((word, index) => {
            const review = reviewed[index];
            return review ? (
              <li key={index}>
                <span className="mr-2 font-medium">“{word}”</span>
                <AnswerMark status={review.status}>{review.text}</AnswerMark>
              </li>
            ) : null;
          })}
        </ul>
      )}
    </div>
  );
}
