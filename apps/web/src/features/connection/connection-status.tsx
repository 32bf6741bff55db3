import { CloudOff, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { ConnectionSnapshot } from './connection-monitor';
import { useCheckConnectionNow } from './connection-watcher';

const labels = { unknown: 'Connecting…', online: 'Online', offline: 'Offline' } as const;

/** A discreet dot and word in the top bar: Connecting…, Online or Offline. */
export function ConnectionStatus({ status, className }: { status: ConnectionSnapshot['status']; className?: string }) {
  return (
    <span role="status" aria-live="polite" className={cn('inline-flex items-center gap-1.5 text-xs text-muted-foreground', className)}>
      <span
        aria-hidden
        className={cn(
          'size-2 rounded-full',
          status === 'online' && 'bg-success',
          status === 'offline' && 'bg-destructive',
          status === 'unknown' && 'animate-pulse bg-muted-foreground/60',
        )}
      />
      <span className="hidden lg:inline">{labels[status]}</span>
      <span className="sr-only lg:hidden">{`Connection: ${labels[status]}`}</span>
    </span>
  );
}

function useSecondsUntil(timestamp: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (timestamp === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [timestamp]);
  return timestamp === null ? null : Math.max(0, Math.ceil((timestamp - now) / 1000));
}

/** The banner shown while the backend is unreachable, with the next retry and a "Try again" button. */
export function OfflineBanner({ connection }: { connection: ConnectionSnapshot }) {
  // Mounted only while offline, so the countdown's clock starts when the connection was lost.
  return connection.status === 'offline' ? <OfflineNotice nextRetryAt={connection.nextRetryAt} /> : null;
}

function OfflineNotice({ nextRetryAt }: { nextRetryAt: number | null }) {
  const checkNow = useCheckConnectionNow();
  const seconds = useSecondsUntil(nextRetryAt);
  return (
    <div role="alert" className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-warning/40 bg-warning/10 px-4 py-2 text-sm">
      <CloudOff aria-hidden className="size-4 shrink-0 text-warning" />
      <p className="flex-1">
        <span className="font-medium">You are offline.</span> PTE Coach cannot reach its server, so nothing can be loaded or saved right now.
        {seconds !== null && seconds > 0 ? ` Trying again in ${seconds} s.` : ' Trying again…'}
      </p>
      <Button size="sm" variant="outline" onClick={checkNow}>
        <RefreshCw aria-hidden />
        Try again
      </Button>
    </div>
  );
}
