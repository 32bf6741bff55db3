import type { StudyPlanDay, StudyPlanItem } from '@pte/contract';
import { practiceRoute, questionTypes } from '@pte/exam';
import { CheckCircle2, Circle, Timer } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { minutesLabel } from './plan-dates';
import { taskTypeLabel } from './task-type-label';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring rounded-sm';

function TickMark({ finished }: { finished: boolean }) {
  return finished ? <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-success" /> : <Circle aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />;
}

function PracticeEntry({ item }: { item: Extract<StudyPlanItem, { kind: 'practice' }> }) {
  const type = questionTypes[item.type];
  const label = taskTypeLabel(item.type);
  const finished = item.done >= item.planned;
  return (
    <li className="flex items-start gap-3 rounded-lg border bg-background p-3" aria-label={`${label}: ${finished ? 'done' : `${Math.min(item.done, item.planned)} of ${item.planned} done`}`}>
      <TickMark finished={finished} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-medium">
          {label} × {item.planned}
        </p>
        <p className="text-sm text-muted-foreground">
          {finished ? 'Done' : `${Math.min(item.done, item.planned)} of ${item.planned} done`} · about {minutesLabel(item.minutes)}
          {item.carriedOver > 0 && ` · ${item.carriedOver} carried over from an earlier day`}
        </p>
      </div>
      <Link to={practiceRoute(type)} aria-label={`Practise ${label}`} className={`${linkClass} shrink-0 text-sm`}>
        Practise
      </Link>
    </li>
  );
}

/** The day's timed set: taken as a mock test, so it links to the Mock Tests page; each task type answered there ticks off. */
function TimedSetEntry({ item }: { item: Extract<StudyPlanItem, { kind: 'timed-set' }> }) {
  const finished = item.done >= item.types.length;
  return (
    <li className="flex items-start gap-3 rounded-lg border border-primary/40 bg-primary/5 p-3" aria-label={`Timed set: ${item.done} of ${item.types.length} task types done`}>
      {finished ? <TickMark finished /> : <Timer aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-medium">{item.description}</p>
        <p className="text-sm text-muted-foreground">
          {item.done} of {item.types.length} task types done · about {minutesLabel(item.minutes)} in one sitting
        </p>
      </div>
      <Link to={paths.mockTests.catalogue} className={`${linkClass} shrink-0 text-sm`}>
        Take a mock test
      </Link>
    </li>
  );
}

/** Today's practice: each item with a tick mark and how many are done (counted from the learner's practice and mock-test answers), and a link to practise it. */
export function TodaysPractice({ day }: { day: StudyPlanDay }) {
  if (day.items.length === 0) return <p className="text-sm text-muted-foreground">Nothing is planned for today. Rest, or practise what you like.</p>;
  const finished = day.items.filter((item) => item.done >= (item.kind === 'practice' ? item.planned : item.types.length)).length;
  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="text-sm text-muted-foreground">
        {finished} of {day.items.length} done today · about {minutesLabel(day.minutes)} in all
        {day.light && ' · a light day: rest before your exam'}
      </p>
      <ul aria-label="Today’s practice" className="flex flex-col gap-2">
        {day.items.map((item) => (item.kind === 'practice' ? <PracticeEntry key={item.type} item={item} /> : <TimedSetEntry key="timed-set" item={item} />))}
      </ul>
    </div>
  );
}
