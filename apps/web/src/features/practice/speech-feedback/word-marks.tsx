import type { AssessmentResultResponse } from '@pte/contract';
import { cn } from '@/lib/cn';
import { ResultSection } from '../result-section';

/** One word of word-level feedback. */
export type WordMark = NonNullable<AssessmentResultResponse['words']>[number];

/** A correct word below this pronunciation quality (0–1) is shown as unclear. */
const LOW_QUALITY = 0.5;

/** How a word mark reads aloud and looks: its words for screen readers, its style and its visible note. */
function describeWordMark(word: WordMark): { label: string; className: string; note: string | null } {
  const weak = word.weakPhones && word.weakPhones.length > 0 ? `; weak sounds ${word.weakPhones.join(', ')}` : '';
  switch (word.status) {
    case 'correct':
      if (word.quality !== undefined && word.quality < LOW_QUALITY) {
        return { label: `${word.text}: said, but not clearly${weak}`, className: 'text-warning underline decoration-wavy decoration-warning', note: 'unclear' };
      }
      return { label: `${word.text}: correct${weak}`, className: 'text-success', note: null };
    case 'omitted':
      return { label: `${word.text}: left out`, className: 'text-destructive line-through', note: 'left out' };
    case 'inserted':
      return { label: `${word.text}: added (not in the text)`, className: 'text-primary italic', note: 'added' };
    case 'substituted':
      return {
        label: word.heard ? `${word.text}: you said “${word.heard}” instead` : `${word.text}: replaced by another word`,
        className: 'text-destructive underline decoration-destructive',
        note: word.heard ? `you said “${word.heard}”` : 'replaced',
      };
    case 'mispronounced':
      return { label: `${word.text}: mispronounced${weak}`, className: 'text-warning underline decoration-wavy decoration-warning', note: 'mispronounced' };
  }
}

const legend = [
  { text: 'correct', className: 'text-success' },
  { text: 'left out', className: 'text-destructive line-through' },
  { text: 'added', className: 'text-primary italic' },
  { text: 'replaced', className: 'text-destructive underline decoration-destructive' },
  { text: 'mispronounced or unclear', className: 'text-warning underline decoration-wavy decoration-warning' },
];

/**
 * The answer word by word: each word coloured and styled by its mark (left out struck through, replaced words
 * with what was heard, added words, mispronounced or unclear words with their weak sounds), never by colour
 * alone: every word carries its mark in words for screen readers and a visible note where it is not correct.
 */
export function WordMarks({ words }: { words: readonly WordMark[] }) {
  return (
    <ResultSection title="Word by word" className="flex flex-col gap-2">
      <ol aria-label="Your answer, word by word" data-testid="word-marks" className="flex flex-wrap gap-x-2 gap-y-3 leading-relaxed">
        {words.map((word, index) => {
          const { label, className, note } = describeWordMark(word);
          const weak = word.weakPhones && word.weakPhones.length > 0 && word.status !== 'omitted' ? word.weakPhones.join(' ') : null;
          return (
            <li key={`${index}-${word.text}`} aria-label={label} data-status={word.status} className="inline-flex flex-col items-start">
              <span aria-hidden className={cn('text-base', className)}>
                {word.text}
              </span>
              {(note || weak) && (
                <span aria-hidden className="text-[0.7rem] leading-tight text-muted-foreground">
                  {[note, weak && `weak: ${weak}`].filter(Boolean).join(' · ')}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
        {legend.map((entry) => (
          <span key={entry.text} className={entry.className}>
            {entry.text}
          </span>
        ))}
      </p>
    </ResultSection>
  );
}
