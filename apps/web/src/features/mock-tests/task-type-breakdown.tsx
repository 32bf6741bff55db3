import type { TestReport } from '@pte/contract';
import { questionTypes } from '@pte/exam';
import { Link } from 'react-router';
import { durationText } from './test-labels';

/** A score with at most one decimal, e.g. "7.5", "12". */
const points = (value: number) => String(Math.round(value * 10) / 10);

/**
 * The report per task type: how many items the test held and the learner answered, the points earned of the most
 * possible, the type's share of all the points the test offered, the time used, and a link to practise it.
 */
export function TaskTypeBreakdown({ types }: { types: TestReport['taskTypes'] }) {
  return (
    <section aria-labelledby="task-types-heading" className="flex flex-col gap-3">
      <h2 id="task-types-heading" className="text-lg font-semibold">
        Task by task
      </h2>
      <p className="text-sm text-muted-foreground">What each task type earned you, and how much of the test it weighed.</p>
      <div className="overflow-x-auto rounded-xl border">
        <table className="w-full border-collapse text-left text-sm tabular-nums">
          <caption className="sr-only">Score per task type</caption>
          <thead className="bg-muted/50">
            <tr>
              {['Task type', 'Items', 'Answered', 'Score', 'Share of points', 'Time used'].map((column) => (
                <th key={column} scope="col" className="px-3 py-2 font-medium">
                  {column}
                </th>
              ))}
              <th scope="col" className="px-3 py-2 font-medium print:hidden">
                <span className="sr-only">Practice</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {types.map((row) => {
              const title = questionTypes[row.type].title;
              return (
                <tr key={row.type} className="border-t">
                  <th scope="row" className="px-3 py-2 font-medium">
                    {title}
                  </th>
                  <td className="px-3 py-2">{row.items}</td>
                  <td className="px-3 py-2">{row.answered}</td>
                  <td className="px-3 py-2">
                    {points(row.score)} / {points(row.max)}
                  </td>
                  <td className="px-3 py-2">{row.share} %</td>
                  <td className="px-3 py-2 whitespace-nowrap">{durationText(row.timeUsedSeconds)}</td>
                  <td className="px-3 py-2 print:hidden">
                    <Link to={row.practicePath} aria-label={`Practise ${title}`} className="font-medium text-primary underline-offset-4 hover:underline">
                      Practise
                    </Link>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
