import type { TestReport } from '@pte/contract';

/** A 10–90 figure with its likely range and the number of items it rests on. */
type SkillFigure = NonNullable<TestReport['overall']>;

/** Where `score` sits on the 10–90 scale, from 0 to 100. */
const percentOf = (score: number) => ((Math.min(90, Math.max(10, score)) - 10) / 80) * 100;
/** Where `score` sits on the 10–90 scale, in percent of the bar's width. */
const position = (score: number) => `${percentOf(score)}%`;

/**
 * A figure drawn on the 10–90 scale: the likely range (low–high) as a band, the score as a mark inside it and, when
 * set, the target as a dashed line; one image to screen readers, named with the same numbers the text gives.
 */
export function ScoreBand({ label, figure, targetScore }: { label: string; figure: SkillFigure; targetScore: number | null }) {
  const description = `${label}: ${figure.score}, likely between ${figure.low} and ${figure.high} on the 10 to 90 scale${targetScore === null ? '' : `; target ${targetScore}`}`;
  return (
    <div className="flex flex-col gap-1">
      <div role="img" aria-label={description} className="print-exact relative h-6">
        <div className="absolute inset-x-0 top-1/2 h-2 -translate-y-1/2 rounded-full bg-muted" />
        <div
          data-testid="score-band-range"
          className="absolute top-1/2 h-4 -translate-y-1/2 rounded-sm bg-primary/30"
          style={{ left: position(figure.low), width: `${percentOf(figure.high) - percentOf(figure.low)}%`, minWidth: '2px' }}
        />
        <div className="absolute top-0 h-6 w-1 -translate-x-1/2 rounded-full bg-primary" style={{ left: position(figure.score) }} />
        {targetScore !== null && <div className="absolute top-0 h-6 -translate-x-1/2 border-l-2 border-dashed border-foreground/60" style={{ left: position(targetScore) }} />}
      </div>
      <div aria-hidden className="flex justify-between text-[11px] text-muted-foreground tabular-nums">
        <span>10</span>
        <span>50</span>
        <span>90</span>
      </div>
    </div>
  );
}
