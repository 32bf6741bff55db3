import { describe, expect, it } from 'vitest';
import { initialRecorderState, recorderReducer, recorderStatusText, secondsLeft, type RecorderEvent, type RecorderPlan, type RecorderState } from './recorder-machine';

const readAloud: RecorderPlan = { hasPromptAudio: false, audioLeadSeconds: 0, prepareSeconds: 35, answerSeconds: 40 };
const reTellLecture: RecorderPlan = { hasPromptAudio: true, audioLeadSeconds: 3, prepareSeconds: 10, answerSeconds: 40 };

function run(plan: RecorderPlan, events: RecorderEvent[]): RecorderState {
  return events.reduce(recorderReducer, initialRecorderState(plan));
}

describe('recorder phases', () => {
  it('Read Aloud: preparation counts down, then the tone, recording and time-up', () => {
    let state = run(readAloud, [{ type: 'start', now: 1000 }]);
    expect(state.phase).toEqual({ name: 'preparing', endsAt: 36_000 });
    expect(recorderStatusText(state)).toBe('Beginning in 35 seconds');
    state = recorderReducer(state, { type: 'tick', now: 34_500 });
    expect(recorderStatusText(state)).toBe('Beginning in 2 seconds');
    state = recorderReducer(state, { type: 'tick', now: 35_100 });
    expect(recorderStatusText(state)).toBe('Beginning in 1 second');
    state = recorderReducer(state, { type: 'tick', now: 36_000 });
    expect(state.phase.name).toBe('starting');
    state = recorderReducer(state, { type: 'capture-started', now: 36_300 });
    expect(state.phase).toEqual({ name: 'recording', startedAt: 36_300, endsAt: 76_300 });
    expect(recorderStatusText(state)).toBe('Recording');
    expect(secondsLeft(state)).toBe(40);
    state = recorderReducer(state, { type: 'tick', now: 66_300 });
    expect(secondsLeft(state)).toBe(10);
    state = recorderReducer(state, { type: 'tick', now: 76_300 });
    expect(state.phase).toEqual({ name: 'completed', reason: 'time-up' });
    expect(recorderStatusText(state)).toBe('Completed');
  });

  it('audio tasks play the prompt first, then prepare', () => {
    let state = run(reTellLecture, [{ type: 'start', now: 0 }]);
    expect(state.phase.name).toBe('prompt-audio');
    expect(recorderReducer(state, { type: 'tick', now: 60_000 }).phase.name).toBe('prompt-audio');
    state = recorderReducer(state, { type: 'prompt-audio-ended', now: 70_000 });
    expect(state.phase).toEqual({ name: 'preparing', endsAt: 80_000 });
  });

  it('opens the microphone as soon as the prompt audio ends when there is no preparation (Answer Short Question)', () => {
    const answerShortQuestion: RecorderPlan = { hasPromptAudio: true, audioLeadSeconds: 3, prepareSeconds: 0, answerSeconds: 10 };
    expect(run(answerShortQuestion, [{ type: 'start', now: 0 }]).phase.name).toBe('prompt-audio');
    const state = run(answerShortQuestion, [
      { type: 'start', now: 0 },
      { type: 'prompt-audio-ended', now: 9000 },
    ]);
    expect(state.phase.name).toBe('starting');
    expect(recorderStatusText(state)).toBe('Recording starts now');
  });

  it('practice lets the learner skip the preparation and stop early', () => {
    const state = run(readAloud, [
      { type: 'start', now: 0 },
      { type: 'skip-preparation', now: 2000 },
      { type: 'capture-started', now: 2200 },
      { type: 'stop', reason: 'stopped', now: 9000 },
    ]);
    expect(state.phase).toEqual({ name: 'completed', reason: 'stopped' });
  });

  it('stops on silence, and Record again prepares a new take', () => {
    let state = run(readAloud, [
      { type: 'start', now: 0 },
      { type: 'skip-preparation', now: 0 },
      { type: 'capture-started', now: 0 },
      { type: 'stop', reason: 'silence', now: 8000 },
    ]);
    expect(state.phase).toEqual({ name: 'completed', reason: 'silence' });
    state = recorderReducer(state, { type: 'retry', now: 10_000 });
    expect(state.phase).toEqual({ name: 'preparing', endsAt: 45_000 });
  });

  it('a microphone failure shows, and retry starts over', () => {
    let state = run(readAloud, [
      { type: 'start', now: 0 },
      { type: 'failed', problem: 'denied', now: 100 },
    ]);
    expect(state.phase).toEqual({ name: 'failed', problem: 'denied' });
    expect(recorderStatusText(state)).toBe('The microphone is not available');
    state = recorderReducer(state, { type: 'retry', now: 5000 });
    expect(state.phase.name).toBe('idle');
    expect(recorderReducer(state, { type: 'start', now: 5000 }).phase).toEqual({ name: 'preparing', endsAt: 40_000 });
  });

  it('a take kept from an earlier visit completes a recorder that has not started, and only then', () => {
    const restored = recorderReducer(initialRecorderState(readAloud), { type: 'take-restored', now: 5 });
    expect(restored.phase).toEqual({ name: 'completed', reason: 'restored' });
    expect(recorderStatusText(restored)).toBe('Completed');
    const preparing = run(readAloud, [{ type: 'start', now: 0 }]);
    expect(recorderReducer(preparing, { type: 'take-restored', now: 5 })).toBe(preparing);
  });

  it('ignores events that do not apply to the phase', () => {
    const idle = initialRecorderState(readAloud);
    for (const event of [
      { type: 'skip-preparation', now: 1 },
      { type: 'capture-started', now: 1 },
      { type: 'stop', reason: 'stopped', now: 1 },
      { type: 'prompt-audio-ended', now: 1 },
      { type: 'retry', now: 1 },
    ] satisfies RecorderEvent[]) {
      expect(recorderReducer(idle, event)).toBe(idle);
    }
  });
});
