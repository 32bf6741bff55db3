import type { SpeechAssessmentResult } from '@pte/contract';
import { Progress } from '@/components/ui/progress';
import { ResultSection } from '../result-section';

/** Summarize Group Discussion: each speaker's position as the answer key gives it. */
type SpeakerPositions = NonNullable<SpeechAssessmentResult['details']['positions']>;

/**
 * How much of each speaker's position a discussion summary gave: the share of its key words said, the words
 * missed, and whether the summary named the speaker.
 */
export function SpeakerPositionsCovered({ positions }: { positions: SpeakerPositions }) {
  return (
    <ResultSection title="Speakers’ views" className="flex flex-col gap-2">
      <ul aria-label="Speakers’ views covered" className="flex flex-col gap-3">
        {positions.map((position) => {
          const covered = Math.round(position.coverage * 100);
          return (
            <li key={position.speaker} className="flex flex-col gap-1">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span>
                  <span className="font-medium">{position.speaker}:</span> {position.position}
                </span>
                <span className="shrink-0 tabular-nums text-muted-foreground">{covered} % covered</span>
              </div>
              <Progress aria-label={`${position.speaker}’s view: ${covered} % covered`} value={covered} />
              <p className="text-xs text-muted-foreground">
                {position.named ? `You named ${position.speaker}.` : `You did not name ${position.speaker}.`}
                {position.missing.length > 0 && ` Missing: ${position.missing.join(', ')}`}
              </p>
            </li>
          );
        })}
      </ul>
    </ResultSection>
  );
}
