import type { MicrophoneProblem } from './audio-device';
import { microphoneProblemHelp } from './microphone-problems';

/** What went wrong with the microphone and how to fix it, announced to screen readers. */
export function MicrophoneProblemAlert({ problem }: { problem: MicrophoneProblem }) {
  const help = microphoneProblemHelp[problem];
  return (
    <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
      <p className="font-medium text-destructive">{help.title}</p>
      <p>{help.fix}</p>
    </div>
  );
}
