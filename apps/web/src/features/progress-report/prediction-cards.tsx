import { minimumAttemptsForPrediction, type ProgressReport } from '@pte/contract';
import { practiceRoute, questionTypesInSection, sections } from '@pte/exam';
import { Link } from 'react-router';

/** The distance to the target in words, e.g. "12 points below your target of 79". */
function gapText(gap: number | null, target: number | null): string {
  if (target === null) return 'Set a target score in Settings to see how far you are from it.';
  if (gap === null) return `Your target is ${target}.`;
  if (gap <= 0) return `At or above your target of ${target}.`;
  return `${gap} ${gap === 1 ? 'point' : 'points'} below your target of ${target}.`;
}

/**
 * A predicted band per skill from the learner's latest attempts (centre, low–high band, how many attempts it rests
 * on, distance to the target), or what to do to get one; and the overall prediction once every skill has a band.
 */
export function PredictionCards({ report, settingsPath }: { report: Pick<ProgressReport, 'predictions' | 'overall' | 'targetScore'>; settingsPath: string }) {
  const { predictions, overall, targetScore } = report;
  return (
    <section aria-labelledby="predictions-heading" className="flex flex-col gap-3">
      <h2 id="predictions-heading" className="text-lg font-semibold">
        Predicted score bands
      </h2>
      <p className="text-sm text-muted-foreground">
        From your latest attempts in each skill (up to 20): the middle is their average, and the band is where your score is likely to be; it narrows as you answer more.
      </p>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {predictions.map((prediction) => {
          const section = sections.find((candidate) => candidate.id === prediction.skill)!;
          const firstType = questionTypesInSection(section.id)[0];
          return (
            <li key={prediction.skill} className="flex flex-col gap-1.5 rounded-xl border bg-card p-4 text-sm">
              <h3 className="font-semibold">{section.title}</h3>
              {prediction.band ? (
                <>
                  <p className="text-2xl font-semibold tabular-nums">
                    {prediction.band.centre}
                    <span className="ml-2 text-sm font-normal text-muted-foreground">
                      band {prediction.band.low}–{prediction.band.high}
                    </span>
                  </p>
                  <p className="text-muted-foreground">Based on {prediction.attempts === 1 ? '1 attempt' : `${prediction.attempts} attempts`}.</p>
                  <p>{gapText(prediction.gapToTarget, targetScore)}</p>
                </>
              ) : (
                <p className="text-muted-foreground">
                  {prediction.attempts === 0 ? `Answer a few questions in any ${section.title} task` : `Answer ${minimumAttemptsForPrediction - prediction.attempts} more ${section.title} ${minimumAttemptsForPrediction - prediction.attempts === 1 ? 'question' : 'questions'}`}{' '}
                  to see your predicted {section.title.toLowerCase()} band.{' '}
                  {firstType && (
                    <Link to={practiceRoute(firstType)} className="font-medium text-primary underline-offset-4 hover:underline">
                      Practise {firstType.title}
                    </Link>
                  )}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <p className="text-sm">
        {overall.predicted === null ? (
          'Your overall prediction appears once every skill has a band.'
        ) : (
          <>
            Overall prediction: <strong className="tabular-nums">{overall.predicted}</strong>, the average of the four skills. {gapText(overall.gapToTarget, targetScore)}
          </>
        )}
        {targetScore === null && (
          <>
            {' '}
            <Link to={settingsPath} className="font-medium text-primary underline-offset-4 hover:underline">
              Set a target score
            </Link>
          </>
        )}
      </p>
    </section>
  );
}
