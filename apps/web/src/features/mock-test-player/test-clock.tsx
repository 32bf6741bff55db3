import { Timer } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

/** The server's clock as last read: the seconds it had left, and when (ms since the epoch) that was received. */
export interface ClockReading {
  remainingSeconds: number;
  syncedAt: number;
}

/** A clock reading taken now. */
export function clockReadingOf(remainingSeconds: number): ClockReading {
  return { remainingSeconds, syncedAt: Date.now() };
}

/** Seconds as the clock shows them, `m:ss` (minutes may pass 59: "75:00"). */
function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Whole seconds left on `reading`, counted down locally (never below 0) until the next reading replaces it. */
function useSecondsLeft(reading: ClockReading): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, []);
  const deadline = reading.syncedAt + reading.remainingSeconds * 1000;
  // The last tick may predate a fresh reading: the reading's own time is the earliest "now".
  return Math.max(0, Math.ceil((deadline - Math.max(now, reading.syncedAt)) / 1000));
}

/**
 * The test's clock: what it times (e.g. "Reading") and the time left on the server's `reading`, counted down here
 * and announced as "Time left 4:32". `onTimeUp` is told when it reaches 0. It ticks on its own, so the item beside
 * it does not render again every second.
 */
export function TestClock({ label, reading, onTimeUp }: { label: string; reading: ClockReading; onTimeUp(): void }) {
  const secondsLeft = useSecondsLeft(reading);
  const onTimeUpRef = useRef(onTimeUp);
  useEffect(() => {
    onTimeUpRef.current = onTimeUp;
  });
  useEffect(() => {
    if (secondsLeft === 0) onTimeUpRef.current();
  }, [secondsLeft]);
  const shown = formatClock(secondsLeft);
  return (
    <div
      role="timer"
      aria-label={`Time left ${shown}`}
      className={cn('flex items-center gap-2 rounded-md border px-3 py-1 font-mono text-lg tabular-nums', secondsLeft <= 30 && 'border-warning text-warning')}
    >
      <Timer aria-hidden className="size-4" />
      <span className="font-sans text-xs text-muted-foreground">{label}</span>
      {shown}
    </div>
  );
}
