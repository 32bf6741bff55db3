import type { ProgressReport } from '@pte/contract';
import { questionTypes } from '@pte/exam';
import { Link } from 'react-router';

/** The three task types that would gain most towards the target, each linking to its practice page. */
export function TopGains({ gains, targetScore }: { gains: ProgressReport['topGains']; targetScore: number | null }) {
  return (
    <section aria-labelledby="top-gains-heading" className="flex flex-col gap-3">
      <h2 id="top-gains-heading" className="text-lg font-semibold">
        Where you would gain most
      </h2>
      <p className="text-sm text-muted-foreground">
        Task types ranked by the points between their average and {targetScore === null ? 'the top score of 90' : `your target of ${targetScore}`}, times the skills each one feeds.
      </p>
      {gains.length === 0 ? (
        <p className="text-sm">Every task type is at or above your target. Keep practising to stay there.</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {gains.map((gain, index) => {
            const type = questionTypes[gain.type];
            return (
              <li key={gain.type} className="flex items-center justify-between gap-3 rounded-lg border p-3 text-sm">
                <span className="flex flex-col">
                  <span className="font-medium">
                    {index + 1}. {type.title}
                  </span>
                  <span className="text-muted-foreground">
                    {gain.average === null ? 'Not practised yet' : `Average ${gain.average} from ${gain.attempts === 1 ? '1 attempt' : `${gain.attempts} attempts`}`} · feeds{' '}
                    {gain.skills === 1 ? '1 skill' : `${gain.skills} skills`} · up to {gain.expectedGain} skill points
                  </span>
                </span>
                <Link to={gain.practicePath} aria-label={`Practise ${type.title}`} className="font-medium text-primary underline-offset-4 hover:underline">
                  Practise
                </Link>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
