import type { MicrophoneProblem } from './audio-device';

/** What the recorder does for one task, from the registry's `type.timings` and whether there is prompt audio. */
export interface RecorderPlan {
  /** The prompt audio plays first (Repeat Sentence, Re-tell Lecture, Answer Short Question). */
  hasPromptAudio: boolean;
  /** The countdown before the prompt audio plays, seconds. */
  audioLeadSeconds: number;
  /** Preparation before the microphone opens, seconds; a tone sounds after it (none when there is none). */
  prepareSeconds: number;
  /** Longest recording, seconds. */
  answerSeconds: number;
}

/** Why a recording ended. */
export type StopReason = 'stopped' | 'silence' | 'time-up' | 'restored';

/** Where the recorder is. Times are milliseconds on the clock the events carry. */
type RecorderPhase =
  | { name: 'idle' }
  | { name: 'prompt-audio' }
  | { name: 'preparing'; endsAt: number }
  | { name: 'starting' }
  | { name: 'recording'; startedAt: number; endsAt: number }
  | { name: 'completed'; reason: StopReason }
  | { name: 'failed'; problem: MicrophoneProblem };

/** The recorder's state: the phase, the latest clock reading, and the plan. */
export interface RecorderState {
  plan: RecorderPlan;
  phase: RecorderPhase;
  now: number;
}

/** What can happen to the recorder. Every event carries the clock (`now`, ms) so the reducer stays pure. */
export type RecorderEvent =
  | { type: 'start'; now: number }
  | { type: 'prompt-audio-ended'; now: number }
  | { type: 'tick'; now: number }
  | { type: 'skip-preparation'; now: number }
  | { type: 'capture-started'; now: number }
  | { type: 'stop'; now: number; reason: Exclude<StopReason, 'time-up'> }
  | { type: 'failed'; now: number; problem: MicrophoneProblem }
  | { type: 'retry'; now: number }
  /** An unsent take kept on this device was found before the task started. */
  | { type: 'take-restored'; now: number };

/** A recorder waiting to start. */
export function initialRecorderState(plan: RecorderPlan): RecorderState {
  return { plan, phase: { name: 'idle' }, now: 0 };
}

function preparing(plan: RecorderPlan, now: number): RecorderPhase {
  return plan.prepareSeconds > 0 ? { name: 'preparing', endsAt: now + plan.prepareSeconds * 1000 } : { name: 'starting' };
}

/**
 * The recorder's phases: (prompt audio →) "Beginning in x seconds" preparation → tone and microphone opening
 * (`starting`) → "Recording" until Stop, 3 s of silence or the answer time → "Completed". Retry records again
 * (after the preparation, which practice lets the learner skip); a microphone failure can be retried. A take kept
 * from an earlier visit completes a recorder that has not started.
 */
export function recorderReducer(state: RecorderState, event: RecorderEvent): RecorderState {
  const { plan, phase } = state;
  const next = (nextPhase: RecorderPhase): RecorderState => ({ plan, phase: nextPhase, now: event.now });
  switch (event.type) {
    case 'start':
      if (phase.name !== 'idle') return state;
      return next(plan.hasPromptAudio ? { name: 'prompt-audio' } : preparing(plan, event.now));
    case 'prompt-audio-ended':
      return phase.name === 'prompt-audio' ? next(preparing(plan, event.now)) : state;
    case 'tick':
      if (phase.name === 'preparing' && event.now >= phase.endsAt) return next({ name: 'starting' });
      if (phase.name === 'recording' && event.now >= phase.endsAt) return next({ name: 'completed', reason: 'time-up' });
      return { ...state, now: event.now };
    case 'skip-preparation':
      return phase.name === 'preparing' ? next({ name: 'starting' }) : state;
    case 'capture-started':
      return phase.name === 'starting' ? next({ name: 'recording', startedAt: event.now, endsAt: event.now + plan.answerSeconds * 1000 }) : state;
    case 'stop':
      return phase.name === 'recording' ? next({ name: 'completed', reason: event.reason }) : state;
    case 'failed':
      return next({ name: 'failed', problem: event.problem });
    case 'retry':
      if (phase.name === 'failed') return next({ name: 'idle' });
      return phase.name === 'completed' ? next(preparing(plan, event.now)) : state;
    case 'take-restored':
      return phase.name === 'idle' ? next({ name: 'completed', reason: 'restored' }) : state;
  }
}

/** Whole seconds left in a timed phase (rounded up, never below 0), or null for an untimed one. */
export function secondsLeft(state: RecorderState): number | null {
  const { phase, now } = state;
  if (phase.name !== 'preparing' && phase.name !== 'recording') return null;
  return Math.max(0, Math.ceil((phase.endsAt - now) / 1000));
}

/** The exam's status box text: "Beginning in x seconds", "Recording", "Completed". */
export function recorderStatusText(state: RecorderState): string {
  const { phase } = state;
  switch (phase.name) {
    case 'idle':
      return 'Waiting to start';
    case 'prompt-audio':
      return 'Listen to the recording';
    case 'preparing': {
      const left = secondsLeft(state) ?? 0;
      return `Beginning in ${left} ${left === 1 ? 'second' : 'seconds'}`;
    }
    case 'starting':
      return state.plan.prepareSeconds > 0 ? 'Recording starts after the tone' : 'Recording starts now';
    case 'recording':
      return 'Recording';
    case 'completed':
      return 'Completed';
    case 'failed':
      return 'The microphone is not available';
  }
}
