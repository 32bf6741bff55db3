import type { SpeechAssessmentResult } from '@pte/contract';
import { Check, X } from 'lucide-react';
import { ResultSection } from '../result-section';

/** Respond to a Situation: how well the reply suited its listener. */
type Appropriacy = NonNullable<SpeechAssessmentResult['details']['appropriacy']>;

/** What each signal is called for the learner. */
const signalNames: Record<Appropriacy['missing'][number], string> = {
  greeting: 'A greeting',
  'polite-form': 'A polite request or apology',
  closing: 'A closing',
};

/** How formal each register is, in words. */
const registerNames: Record<Appropriacy['register'], string> = {
  formal: 'formal',
  neutral: 'polite but not formal',
  informal: 'friendly and informal',
};

/**
 * How well a reply suited its listener: who it was to and how formal it should be, each signal found (with the
 * words heard) or missing, and the words that did not suit the register.
 */
export function ReplyAppropriacy({ appropriacy }: { appropriacy: Appropriacy }) {
  const found = new Map(appropriacy.found.map((entry) => [entry.signal, entry.heard]));
  return (
    <ResultSection title="Tone for the listener" className="flex flex-col gap-2">
      <p className="text-sm">
        Speaking to: <span className="font-medium">{appropriacy.listener}</span> — {registerNames[appropriacy.register]}.
      </p>
      <ul aria-label="Signs of a suitable tone" className="flex flex-col gap-1 text-sm">
        {(Object.keys(signalNames) as Appropriacy['missing']).map((signal) => {
          const heard = found.get(signal);
          return (
            <li key={signal} className="flex items-center gap-2">
              {heard ? <Check aria-hidden className="size-4 text-success" /> : <X aria-hidden className="size-4 text-destructive" />}
              <span>
                {signalNames[signal]}: {heard ? `heard “${heard}”` : 'not heard'}
              </span>
            </li>
          );
        })}
      </ul>
      {appropriacy.unsuitable.length > 0 && (
        <p className="text-sm text-destructive">Did not suit the listener: {appropriacy.unsuitable.map((word) => `“${word}”`).join(', ')}</p>
      )}
    </ResultSection>
  );
}
