import { speechAssessmentDetailsSchema, type AssessmentResultResponse } from '@pte/contract';
import { TriangleAlert } from 'lucide-react';
import { Progress } from '@/components/ui/progress';
import { ReplyAppropriacy } from './reply-appropriacy';
import { SpeakerPositionsCovered } from './speaker-positions';
import { metricLines } from './speech-metrics';
import { StoredRecordingPlayer } from './stored-recording-player';
import { WordMarks } from './word-marks';
import { ResultSection } from '../result-section';

/** The speech part of an assessment's `details`, or null when it has none (e.g. an older attempt). */
export function speechDetailsOf(assessment: AssessmentResultResponse | null) {
  const parsed = speechAssessmentDetailsSchema.safeParse(assessment?.details);
  return parsed.success ? parsed.data : null;
}

/**
 * What the speech assessment found, beyond the trait scores: why the answer scored 0 (first, when it did), the
 * answer word by word, the key points covered (Describe Image, Re-tell Lecture, Summarize Group Discussion,
 * Respond to a Situation) with the words missed, each speaker's view covered (a discussion summary), the tone
 * for the listener (a reply to a situation), the fluency measures, and the stored recording to listen to.
 */
export function SpeechAssessmentDetails({ assessment }: { assessment: AssessmentResultResponse }) {
  const details = speechDetailsOf(assessment);
  const metrics = metricLines(assessment.metrics);
  const words = assessment.words ?? [];

  return (
    <section aria-label="Speaking feedback" data-testid="speech-feedback" className="flex flex-col gap-5 rounded-lg border p-4">
      {details?.zeroReason && (
        <div role="alert" data-testid="zero-reason" className="flex items-start gap-2 rounded-md border border-destructive/50 bg-destructive/10 p-3">
          <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-destructive" />
          <div>
            <p className="font-semibold text-destructive">This answer scored 0</p>
            <p>{details.zeroReason}</p>
          </div>
        </div>
      )}
      {words.length > 0 && <WordMarks words={words} />}
      {details?.keyPoints && details.keyPoints.length > 0 && (
        <ResultSection title="Key points" className="flex flex-col gap-2">
          <ul aria-label="Key points covered" className="flex flex-col gap-3">
            {details.keyPoints.map((point) => {
              const covered = Math.round(point.coverage * 100);
              return (
                <li key={point.keyPoint} className="flex flex-col gap-1">
                  <div className="flex items-baseline justify-between gap-3 text-sm">
                    <span>{point.keyPoint}</span>
                    <span className="shrink-0 tabular-nums text-muted-foreground">{covered} % covered</span>
                  </div>
                  <Progress aria-label={`${point.keyPoint}: ${covered} % covered`} value={covered} />
                  {point.heard && point.heard.length > 0 && <p className="text-xs text-muted-foreground">Heard: {point.heard.join(', ')}</p>}
                  {point.missing.length > 0 && <p className="text-xs text-muted-foreground">Missing: {point.missing.join(', ')}</p>}
                </li>
              );
            })}
          </ul>
        </ResultSection>
      )}
      {details?.positions && details.positions.length > 0 && <SpeakerPositionsCovered positions={details.positions} />}
      {details?.appropriacy && <ReplyAppropriacy appropriacy={details.appropriacy} />}
      {metrics.length > 0 && (
        <ResultSection title="Fluency measures" className="flex flex-col gap-2">
          <dl aria-label="Fluency measures" className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            {metrics.map((metric) => (
              <div key={metric.id} className="flex justify-between gap-3 border-b border-dashed py-1">
                <dt className="text-muted-foreground">{metric.label}</dt>
                <dd className="font-medium tabular-nums">{metric.value}</dd>
              </div>
            ))}
          </dl>
        </ResultSection>
      )}
      {details?.recording && (
        <ResultSection title="Your stored recording" className="flex flex-col gap-2">
          <StoredRecordingPlayer url={details.recording.url} label="Play your stored recording" />
        </ResultSection>
      )}
    </section>
  );
}
