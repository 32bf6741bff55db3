import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { helpArticlePath } from '@/lib/paths';

/**
 * "How these numbers are derived": a collapsible explanation of the report's arithmetic, from each task's share of
 * points to the skills, the overall score and the likely ranges. Open when printed.
 */
export function ScoreDerivation() {
  const ref = useRef<HTMLDetailsElement>(null);
  // A layout effect: listening from the moment the element is on the page, not from a later paint.
  useLayoutEffect(() => {
    // Set on the element itself: a state update might not be drawn before the page is laid out for printing.
    const open = () => {
      if (ref.current) ref.current.open = true;
    };
    window.addEventListener('beforeprint', open);
    return () => window.removeEventListener('beforeprint', open);
  }, []);
  return (
    <details ref={ref} data-slot="card" className="rounded-xl border bg-card p-4 text-sm shadow-sm">
      <summary className="cursor-pointer rounded-sm text-base font-semibold focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">How these numbers are derived</summary>
      <div className="mt-3 flex flex-col gap-2 leading-relaxed">
        <p>
          <strong>Each task.</strong> Every answer earns points on its task&rsquo;s traits, the same marks practice gives you. What counts is the share of the
          item&rsquo;s points you earned: 3 of 5 is 60 %. An item you did not answer earns nothing; the personal introduction is not scored.
        </p>
        <p>
          <strong>From tasks to skills.</strong> Most tasks test two skills at once. Read Aloud counts for speaking and reading, Write from Dictation for
          listening and writing, Summarize Written Text for writing and reading. A table of contributions gives each task type a weight in every skill it
          tests, so one answer can move two skills.
        </p>
        <p>
          <strong>Each skill.</strong> A skill is 10 + 80 × the weighted share of points over the items that feed it: all of them right gives 90, none gives
          10, and a task type with more weight in a skill moves it more.
        </p>
        <p>
          <strong>Overall.</strong> The overall score is the average of the four skills, each counting equally. A sectional test does not measure all four, so
          it has no overall score.
        </p>
        <p>
          <strong>The likely range.</strong> Reading and listening answers are marked by exact rules, so their part of a score is certain. Speaking and
          writing are marked by our scoring engines, which we measure against expert human raters; how closely they agree sets how far a human marker could
          reasonably land from our figure. The band around each score is that range, about 95 times in 100. It is wider when more of a skill rests on
          spoken or written answers.
        </p>
        <p className="print:hidden">
          <Link to={helpArticlePath('mock-test-scores')} className="font-medium text-primary underline underline-offset-4">
            Read more: how mock-test scores are derived
          </Link>
        </p>
      </div>
    </details>
  );
}
