import type { MockTestCatalogue } from '@pte/contract';
import { testParts } from '@pte/exam';
import { Clock, ListChecks } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { StartTestDialog } from './start-test-dialog';
import { countText, minutesText } from './test-labels';

/** A test on offer. */
type MockTestSummary = MockTestCatalogue['tests'][number];

function TestCard({ test, heading: Heading = 'h4' }: { test: MockTestSummary; heading?: 'h4' | 'h5' }) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border bg-card p-4 text-sm shadow-sm">
      <div className="flex flex-col gap-1">
        <Heading className="text-base font-semibold">{test.title}</Heading>
        <p className="text-muted-foreground">{test.description}</p>
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <ListChecks aria-hidden className="size-4" />
          {countText(test.itemCount, 'item')}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Clock aria-hidden className="size-4" />
          Up to {minutesText(test.timeLimitMinutes)}
        </span>
      </p>
      <div className="mt-auto">
        <StartTestDialog test={test} />
      </div>
    </li>
  );
}

function TestGroup({ title, description, tests, children }: { title: string; description: string; tests: readonly MockTestSummary[]; children?: ReactNode }) {
  const headingId = useId();
  if (tests.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div>
        <h3 id={headingId} className="text-base font-semibold">
          {title}
        </h3>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children ?? (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {tests.map((test) => (
            <TestCard key={test.id} test={test} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The tests on offer: full mock tests, sectional tests grouped by the part they cover, and the mini mock, each with
 * its item count, its time limit and a Start button.
 */
export function TestCatalogue({ tests }: { tests: readonly MockTestSummary[] }) {
  const full = tests.filter((test) => test.kind === 'full');
  const sectional = tests.filter((test) => test.kind === 'sectional');
  const mini = tests.filter((test) => test.kind === 'mini');
  return (
    <section aria-labelledby="catalogue-heading" className="flex flex-col gap-6">
      <h2 id="catalogue-heading" className="text-lg font-semibold">
        Tests on offer
      </h2>
      {tests.length === 0 && <p className="text-sm text-muted-foreground">No tests are on offer yet.</p>}
      <TestGroup title="Full mock tests" description="The whole exam in its three parts, timed as on the day, with a full score report." tests={full} />
      <TestGroup title="Mini mock test" description="Every task type once, in about half an hour: a quick check of all four skills." tests={mini} />
      <TestGroup title="Sectional tests" description="One part of the exam on its own, when you want to focus." tests={sectional}>
        <div className="flex flex-col gap-4">
          {testParts.map((part) => {
            const ofPart = sectional.filter((test) => test.part === part.id);
            if (ofPart.length === 0) return null;
            return (
              <div key={part.id} role="group" aria-label={part.title} className="flex flex-col gap-2">
                <h4 className="text-sm font-medium text-muted-foreground">{part.title}</h4>
                <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                  {ofPart.map((test) => (
                    <TestCard key={test.id} test={test} heading="h5" />
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      </TestGroup>
    </section>
  );
}
