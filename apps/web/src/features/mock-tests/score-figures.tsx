import type { TestReport } from '@pte/contract';
import { sections } from '@pte/exam';
import { Link } from 'react-router';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/lib/paths';
import { ScoreBand } from './score-band';
import { countText } from './test-labels';

/** A 10–90 figure with its likely range and the number of items it rests on. */
type SkillFigure = NonNullable<TestReport['overall']>;

/** The distance to the target in words, e.g. "12 points below your target of 79"; null without a target. */
function gapText(gap: number | null, target: number | null): string | null {
  if (target === null) return null;
  if (gap === null) return `Your target is ${target}.`;
  if (gap === 0) return `Right on your target of ${target}.`;
  if (gap < 0) return `${countText(-gap, 'point')} above your target of ${target}.`;
  return `${countText(gap, 'point')} below your target of ${target}.`;
}

/** The score, its likely range in words, and what it rests on. */
function FigureText({ figure }: { figure: SkillFigure }) {
  return (
    <p className="text-sm text-muted-foreground">
      Likely between <strong className="font-semibold text-foreground tabular-nums">{figure.low}</strong> and{' '}
      <strong className="font-semibold text-foreground tabular-nums">{figure.high}</strong> · from {countText(figure.items, 'item')}
    </p>
  );
}

/**
 * The report's figures: the overall score and the four skills on the 10–90 scale, each with its likely range drawn
 * and in words, the distance to the learner's target, and what the ranges mean.
 */
export function ScoreFigures({ report }: { report: TestReport }) {
  const { overall, targetScore } = report;
  const overallGap = gapText(report.gapToTarget, targetScore);
  return (
    <section aria-labelledby="scores-heading" className="flex flex-col gap-4">
      <h2 id="scores-heading" className="text-lg font-semibold">
        Your scores
      </h2>
      <Card>
        <CardContent className="flex flex-col gap-3">
          <h3 className="text-sm font-medium text-muted-foreground">Overall</h3>
          {overall ? (
            <>
              <p className="text-4xl font-semibold tabular-nums">
                {overall.score}
                <span className="ml-2 text-base font-normal text-muted-foreground">/ 90</span>
              </p>
              <ScoreBand label="Overall" figure={overall} targetScore={targetScore} />
              <FigureText figure={overall} />
              {overallGap && <p className="text-sm">{overallGap}</p>}
            </>
          ) : (
            <p className="text-sm text-muted-foreground">A sectional test gives no overall score: the overall score is the average of all four skills, and this test does not measure them all.</p>
          )}
          {targetScore === null && (
            <p className="text-sm print:hidden">
              <Link to={paths.settings} className="font-medium text-primary underline-offset-4 hover:underline">
                Set a target score
              </Link>{' '}
              to see how far each score is from it.
            </p>
          )}
        </CardContent>
      </Card>
      <ul className="grid gap-3 sm:grid-cols-2">
        {sections.map((section) => {
          const entry = report.skills.find((skill) => skill.skill === section.id);
          const figure = entry?.figure ?? null;
          const gap = gapText(entry?.gapToTarget ?? null, targetScore);
          return (
            <li key={section.id} data-slot="card" className="flex flex-col gap-2 rounded-xl border bg-card p-4 text-sm shadow-sm">
              <h3 className="font-semibold">{section.title}</h3>
              {figure ? (
                <>
                  <p className="text-2xl font-semibold tabular-nums">{figure.score}</p>
                  <ScoreBand label={section.title} figure={figure} targetScore={targetScore} />
                  <FigureText figure={figure} />
                  {gap && <p>{gap}</p>}
                  {entry?.explanation && <p className="text-muted-foreground">{entry.explanation}</p>}
                </>
              ) : (
                <p className="text-muted-foreground">This test has no item that feeds {section.title.toLowerCase()}.</p>
              )}
            </li>
          );
        })}
      </ul>
      <p className="text-sm">{report.uncertainty}</p>
    </section>
  );
}
