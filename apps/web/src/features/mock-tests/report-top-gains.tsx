import type { TestReport } from '@pte/contract';
import { questionTypes } from '@pte/exam';
import { Link } from 'react-router';

/**
 * The (at most) three task types whose perfect answers would raise the headline score most (the overall score, or a
 * sectional test's skills when `hasOverall` is false), each linking to its practice page.
 */
export function ReportTopGains({ gains, hasOverall }: { gains: TestReport['topGains']; hasOverall: boolean }) {
  const scoreName = hasOverall ? 'your overall score' : 'your score';
  return (
    <section aria-labelledby="gains-heading" className="flex flex-col gap-3">
      <h2 id="gains-heading" className="text-lg font-semibold">
        Where you would gain most
      </h2>
      {gains.length === 0 ? (
        <p className="text-sm">You lost almost no points on any task type in this test. Keep practising to stay there.</p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">The task types where the points you missed weigh most on {scoreName}: the gain is what full marks on them would have added.</p>
          <ol className="flex flex-col gap-2">
            {gains.map((gain, index) => {
              const title = questionTypes[gain.type].title;
              return (
                <li key={gain.type} data-slot="card" className="flex items-center justify-between gap-3 rounded-lg border p-3 text-sm">
                  <span className="flex flex-col">
                    <span className="font-medium">
                      {index + 1}. {title}
                    </span>
                    <span className="text-muted-foreground">Could raise {scoreName} by up to {gain.expectedGain === 1 ? '1 point' : `${gain.expectedGain} points`}</span>
                  </span>
                  <Link to={gain.practicePath} aria-label={`Practise ${title}`} className="font-medium text-primary underline-offset-4 hover:underline print:hidden">
                    Practise
                  </Link>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
