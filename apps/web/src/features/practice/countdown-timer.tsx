import type { QuestionTypeMeta } from '@pte/exam';
import { Timer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

/** One stretch of the exam clock, e.g. 35 s to prepare. */
export interface TimerPhase {
  label: string;
  seconds: number;
}

/** The real test's clock for a task type: prepare then answer (speaking), time to answer (writing), or the suggested share of the section clock. */
export function examTimerPhases(type: QuestionTypeMeta): TimerPhase[] {
  const { prepareSeconds, answerSeconds, suggestedSeconds } = type.timings;
  if (type.family === 'speaking') {
    return [
      ...(prepareSeconds ? [{ label: 'Prepare', seconds: prepareSeconds }] : []),
      ...(answerSeconds ? [{ label: 'Answer', seconds: answerSeconds }] : []),
    ];
  }
  if (answerSeconds) return [{ label: 'Time to answer', seconds: answerSeconds }];
  return suggestedSeconds ? [{ label: 'Suggested time', seconds: suggestedSeconds }] : [];
}

function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Where the clock is after `elapsed` seconds: the current phase and its seconds left, or null when all have run out. */
export function timerPosition(phases: readonly TimerPhase[], elapsed: number): { phase: TimerPhase; left: number } | null {
  let start = 0;
  for (const phase of phases) {
    if (elapsed < start + phase.seconds) return { phase, left: start + phase.seconds - elapsed };
    start += phase.seconds;
  }
  return null;
}

/**
 * A visible count-down of the exam's timing. Practice mode does not enforce it: when it runs out, the learner may
 * finish. `onExpire` is told once, when the last phase runs out.
 */
export function CountdownTimer({ phases, onExpire }: { phases: readonly TimerPhase[]; onExpire?: () => void }) {
  const [elapsed, setElapsed] = useState(0);
  const total = phases.reduce((sum, phase) => sum + phase.seconds, 0);
  const expired = phases.length > 0 && elapsed >= total;
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  });
  useEffect(() => {
    if (expired) onExpireRef.current?.();
  }, [expired]);

  useEffect(() => {
    const startedAt = Date.now();
    const timer = window.setInterval(() => setElapsed(Math.floor((Date.now() - startedAt) / 1000)), 250);
    return () => window.clearInterval(timer);
  }, []);

  if (phases.length === 0) return null;
  const position = timerPosition(phases, elapsed);
  return (
    <div className="flex flex-col items-end gap-0.5 text-right">
      <div
        role="timer"
        aria-label={position ? `${position.phase.label}: ${clock(position.left)} left` : 'Time is up'}
        className={cn('flex items-center gap-2 rounded-md border px-3 py-1 font-mono text-lg tabular-nums', !position && 'border-warning text-warning', position && position.left <= 10 && 'text-warning')}
      >
        <Timer aria-hidden className="size-4" />
        <span className="font-sans text-xs text-muted-foreground">{position ? position.phase.label : 'Time is up'}</span>
        {position ? clock(position.left) : '0:00'}
      </div>
      <p role="status" className="text-xs text-muted-foreground">
        {position ? 'Exam timing, not enforced in practice' : 'In the exam you would move on; here you can finish.'}
      </p>
    </div>
  );
}
