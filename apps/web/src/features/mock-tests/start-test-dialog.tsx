import type { MockTestCatalogue } from '@pte/contract';
import { practiceRoute, questionTypes } from '@pte/exam';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Play } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { mockTestSessionPath } from '@/lib/paths';
import { startTestSession } from './mock-test-requests';
import { countText, minutesText } from './test-labels';

/** A test on offer. */
type MockTestSummary = MockTestCatalogue['tests'][number];

/** True when the test holds speaking tasks: full and mini tests, and the sectional test of Part 1. */
function hasSpeaking(test: Pick<MockTestSummary, 'kind' | 'part'>): boolean {
  return test.kind !== 'sectional' || test.part === 'speaking-writing';
}

/** What exam mode means, in the order the learner meets it. */
const examModeRules = [
  'The clocks run as in the exam, and an item moves on by itself when its time is up.',
  'Each recording plays once; there is no replay.',
  'Spoken answers are recorded from the tone and cannot be recorded again.',
  'Once you move on you cannot go back to an item.',
  'You see no scores or answers until the end: your score report follows the last item.',
];

/**
 * "Start" of one test: a dialog explaining exam mode (and, for tests with speaking, advising a microphone check
 * first), then `POST /mock-tests/sessions` and on to the test. A refusal (e.g. another test still running) is shown
 * in the dialog with the server's message.
 */
export function StartTestDialog({ test }: { test: MockTestSummary }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setStarting(true);
    setError(null);
    const action = await dispatch(startTestSession(test.id));
    if (startTestSession.fulfilled.match(action)) {
      void navigate(mockTestSessionPath(action.payload.id));
      return;
    }
    setStarting(false);
    setError(action.payload ?? 'The test could not be started. Try again in a moment.');
  };

  const readAloud = questionTypes['read-aloud'];
  return (
    <DialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        if (starting) return;
        setOpen(next);
        if (!next) setError(null);
      }}
    >
      <DialogPrimitive.Trigger asChild>
        <Button aria-label={`Start ${test.title}`}>
          <Play aria-hidden />
          Start
        </Button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 animate-fade-in bg-black/50" />
        <DialogPrimitive.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100svh-2rem)] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl border bg-background p-6 shadow-xl outline-none">
          <DialogPrimitive.Title className="text-lg font-semibold">Start {test.title}?</DialogPrimitive.Title>
          <DialogPrimitive.Description className="text-sm text-muted-foreground">
            {countText(test.itemCount, 'item')}, up to {minutesText(test.timeLimitMinutes)}. The test runs in exam mode:
          </DialogPrimitive.Description>
          <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm">
            {examModeRules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
          <p className="text-sm text-muted-foreground">Your answers are saved as you go: if the page closes or the connection drops, open the test again to carry on where you were.</p>
          {hasSpeaking(test) && (
            <p className="rounded-md border bg-muted/50 p-3 text-sm">
              This test has speaking tasks. Check your microphone first: the check is offered on any speaking practice page, such as{' '}
              <Link to={practiceRoute(readAloud)} className="font-medium text-primary underline-offset-4 hover:underline">
                {readAloud.title}
              </Link>
              .
            </p>
          )}
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <DialogPrimitive.Close asChild>
              <Button variant="outline" autoFocus disabled={starting}>
                Cancel
              </Button>
            </DialogPrimitive.Close>
            <Button onClick={() => void start()} disabled={starting}>
              {starting ? <Spinner /> : <Play aria-hidden />}
              Start the test
            </Button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
