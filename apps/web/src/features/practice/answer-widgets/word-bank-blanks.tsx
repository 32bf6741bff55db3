import type { BlankDetails } from '@pte/exam';
import { useState, type DragEvent } from 'react';
import { cn } from '@/lib/cn';
import type { BlanksAnswerController } from '../answer-controllers';
import { Passage } from '../prompt-parts/passage';
import { AnswerMark, markBoxClass } from './answer-mark';

const dragType = 'application/x-pte-word';

interface DraggedWord {
  word: string;
  /** The blank the word was dragged out of, or null for the word bank. */
  fromBlank: number | null;
}

function readDragged(event: DragEvent): DraggedWord | null {
  try {
    const parsed = JSON.parse(event.dataTransfer.getData(dragType)) as DraggedWord;
    return typeof parsed.word === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

/** The bank's words not placed in a blank yet (a word listed twice can be placed twice). */
function remainingWords(bank: readonly string[], placed: readonly string[]): { word: string; key: string }[] {
  const left = [...placed];
  return bank.flatMap((word, index) => {
    const at = left.indexOf(word);
    if (at >= 0) {
      left.splice(at, 1);
      return [];
    }
    return [{ word, key: `${word}-${index}` }];
  });
}

/**
 * A passage with gaps and a word bank (Reading: Fill in the Blanks). Words are dragged into gaps; without a
 * mouse, choose a word and then a gap. Choosing a filled gap returns its word to the bank.
 */
export function WordBankBlanks({
  passage,
  wordBank,
  answer,
  marks,
}: {
  passage: string;
  wordBank: readonly string[];
  answer: BlanksAnswerController;
  marks?: BlankDetails['blanks'];
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const placed = Object.values(answer.values).filter((word) => word !== '');
  const remaining = remainingWords(wordBank, placed);

  const place = (blank: number, dragged: DraggedWord) => {
    if (dragged.fromBlank !== null && dragged.fromBlank !== blank) answer.setBlank(dragged.fromBlank, '');
    answer.setBlank(blank, dragged.word);
  };

  const onGapClick = (blank: number) => {
    if (chosen !== null) {
      answer.setBlank(blank, chosen);
      setChosen(null);
    } else if (answer.values[String(blank)]) {
      answer.setBlank(blank, '');
    }
  };

  const allowDrop = (event: DragEvent) => {
    if (!answer.isLocked && event.dataTransfer.types.includes(dragType)) event.preventDefault();
  };

  return (
    <div className="flex flex-col gap-5">
      <Passage
        text={passage}
        renderBlank={(blank) => {
          const word = answer.values[String(blank)] ?? '';
          const mark = marks?.find((candidate) => candidate.blank === blank);
          const status = mark ? (mark.correct ? 'correct' : 'incorrect') : undefined;
          return (
            <span className="inline-flex flex-wrap items-center gap-1 align-baseline">
              <button
                type="button"
                aria-label={`Blank ${blank}: ${word || 'empty'}`}
                disabled={answer.isLocked}
                draggable={!answer.isLocked && word !== ''}
                onDragStart={(event) => event.dataTransfer.setData(dragType, JSON.stringify({ word, fromBlank: blank } satisfies DraggedWord))}
                onDragOver={allowDrop}
                onDrop={(event) => {
                  event.preventDefault();
                  const dragged = readDragged(event);
                  if (dragged) place(blank, dragged);
                }}
                onClick={() => onGapClick(blank)}
                className={cn(
                  'mx-0.5 inline-flex h-8 min-w-24 items-center justify-center rounded-md border-2 border-dashed border-input bg-background px-2 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  word && 'border-solid border-primary/60 bg-accent',
                  chosen !== null && !answer.isLocked && 'border-primary',
                  markBoxClass(status),
                )}
              >
                {word || <span className="text-muted-foreground">{blank}</span>}
              </button>
              {mark && <AnswerMark status={mark.correct ? 'correct' : 'incorrect'}>{mark.correct ? 'Correct' : `Incorrect: the answer is “${mark.expected}”`}</AnswerMark>}
            </span>
          );
        }}
      />
      <div
        role="group"
        aria-label="Word bank"
        onDragOver={allowDrop}
        onDrop={(event) => {
          event.preventDefault();
          const dragged = readDragged(event);
          if (dragged?.fromBlank != null) answer.setBlank(dragged.fromBlank, '');
        }}
        className="flex min-h-14 flex-wrap items-center gap-2 rounded-lg border bg-muted/40 p-3"
      >
        {remaining.length === 0 && <span className="text-sm text-muted-foreground">Every word is placed.</span>}
        {remaining.map(({ word, key }) => (
          <button
            key={key}
            type="button"
            aria-pressed={chosen === word}
            disabled={answer.isLocked}
            draggable={!answer.isLocked}
            onDragStart={(event) => event.dataTransfer.setData(dragType, JSON.stringify({ word, fromBlank: null } satisfies DraggedWord))}
            onClick={() => setChosen((current) => (current === word ? null : word))}
            className={cn(
              'cursor-grab rounded-md border bg-background px-3 py-1 text-sm font-medium shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-default disabled:opacity-60 aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground',
            )}
          >
            {word}
          </button>
        ))}
      </div>
      {!answer.isLocked && (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {chosen === null ? 'Drag a word into a gap, or choose a word and then a gap. Choose a filled gap to return its word.' : `“${chosen}” chosen: now choose a gap.`}
        </p>
      )}
    </div>
  );
}
