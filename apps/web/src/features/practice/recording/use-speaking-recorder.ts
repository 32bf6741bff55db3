import { concatSamples } from '@pte/audio';
import { useEffect, useReducer, useRef, useState } from 'react';
import { meterLevel, rms, toDecibels } from './audio-level';
import { MicrophoneError, type AudioDevice, type MicrophoneStream } from './audio-device';
import { buildTake, type RecordedTake } from './recorded-take';
import { initialRecorderState, recorderReducer, type RecorderPlan, type RecorderState } from './recorder-machine';
import { createSilenceDetector, silenceThresholdDb } from './silence-detector';

/** How often the countdowns are updated, in ms. */
const TICK_MS = 200;

/** Frames of room noise kept to estimate the noise floor before recording. */
const NOISE_FRAMES = 40;

const phasesWithMicrophone = new Set(['prompt-audio', 'preparing', 'starting', 'recording']);

/** The recorder as a component drives it. */
export interface SpeakingRecorder {
  state: RecorderState;
  /** Microphone level, 0–1, for the meter. */
  level: number;
  skipPreparation(): void;
  stop(): void;
  retry(): void;
  promptAudioEnded(): void;
  /**
   * Ends a recording in progress (exam mode's Next, or the test's clock running out) and resolves its take; resolves
   * null at once when nothing is being recorded.
   */
  finish(): Promise<RecordedTake | null>;
}

/** The 20th-percentile level of the frames heard before recording: the room's quiet level, in dBFS. */
function noiseFloorOf(levels: readonly number[]): number | null {
  const finite = levels.filter(Number.isFinite).sort((a, b) => a - b);
  return finite.length === 0 ? null : finite[Math.floor(finite.length * 0.2)]!;
}

/**
 * Runs the exam-like recorder over `device`: opens the microphone as soon as the task starts (so a refused
 * permission shows before the preparation is spent), plays the tone, captures until Stop, 3 s of silence after
 * speech or the answer time, and hands the 16 kHz WAV take to `onTake`. Starts when `enabled`; with
 * `hasTake` (a take kept from before) it shows as completed instead.
 */
export function useSpeakingRecorder({ plan, device, enabled, hasTake, onTake }: { plan: RecorderPlan; device: AudioDevice; enabled: boolean; hasTake: boolean; onTake: (take: RecordedTake) => void }): SpeakingRecorder {
  const [state, dispatch] = useReducer(recorderReducer, plan, initialRecorderState);
  const [level, setLevel] = useState(0);
  const streamRef = useRef<Promise<MicrophoneStream | null> | null>(null);
  const capture = useRef<{ frames: Float32Array[]; sampleRate: number; active: boolean; noise: number[] }>({ frames: [], sampleRate: 0, active: false, noise: [] });
  const onTakeRef = useRef(onTake);
  useEffect(() => {
    onTakeRef.current = onTake;
  });
  const { phase } = state;
  const needsMicrophone = phasesWithMicrophone.has(phase.name);
  const phaseRef = useRef(phase);
  // Told the take once a recording that `finish` ended has been built.
  const finishing = useRef<((take: RecordedTake | null) => void) | null>(null);
  useEffect(() => {
    phaseRef.current = phase;
    // A recording that ends without a take (the microphone failed) still answers `finish`.
    if (phase.name !== 'recording' && phase.name !== 'completed') {
      finishing.current?.(null);
      finishing.current = null;
    }
  }, [phase]);
  useEffect(
    () => () => {
      finishing.current?.(null);
      finishing.current = null;
    },
    [],
  );

  useEffect(() => {
    if (phase.name !== 'idle') return;
    if (hasTake) dispatch({ type: 'take-restored', now: Date.now() });
    else if (enabled) dispatch({ type: 'start', now: Date.now() });
  }, [enabled, hasTake, phase.name]);

  // The microphone stays open from the start of the task until the take is complete.
  useEffect(() => {
    if (!needsMicrophone) return;
    let closed = false;
    let unsubscribe = () => {};
    let opened: MicrophoneStream | null = null;
    const detector = { current: createSilenceDetector() };
    streamRef.current = device.openMicrophone().then(
      (stream) => {
        if (closed) {
          stream.close();
          return null;
        }
        opened = stream;
        capture.current.sampleRate = stream.sampleRate;
        capture.current.noise = [];
        unsubscribe = stream.onSamples((samples) => {
          const current = capture.current;
          const amplitude = rms(samples);
          setLevel(meterLevel(amplitude));
          if (!current.active) {
            current.noise = [...current.noise.slice(-(NOISE_FRAMES - 1)), toDecibels(amplitude)];
            detector.current = createSilenceDetector({ thresholdDb: silenceThresholdDb(noiseFloorOf(current.noise)) });
            return;
          }
          current.frames.push(samples);
          if (detector.current.push(samples, samples.length / stream.sampleRate).shouldStop) dispatch({ type: 'stop', reason: 'silence', now: Date.now() });
        });
        return stream;
      },
      (error: unknown) => {
        if (!closed) dispatch({ type: 'failed', problem: error instanceof MicrophoneError ? error.problem : 'unknown', now: Date.now() });
        return null;
      },
    );
    return () => {
      closed = true;
      unsubscribe();
      opened?.close();
      streamRef.current = null;
      setLevel(0);
    };
  }, [needsMicrophone, device]);

  useEffect(() => {
    if (phase.name !== 'preparing' && phase.name !== 'recording') return;
    const timer = window.setInterval(() => dispatch({ type: 'tick', now: Date.now() }), TICK_MS);
    return () => window.clearInterval(timer);
  }, [phase]);

  // Tone, then capture: the learner starts speaking after the beep, and the beep is not in the take.
  useEffect(() => {
    if (phase.name !== 'starting') return;
    let cancelled = false;
    void (async () => {
      const stream = await streamRef.current;
      if (cancelled || !stream) return;
      // The exam sounds a tone only after a preparation time; answers due at once start without one.
      if (plan.prepareSeconds > 0) await device.playTone().catch(() => undefined);
      if (cancelled) return;
      capture.current.frames = [];
      capture.current.active = true;
      dispatch({ type: 'capture-started', now: Date.now() });
    })();
    return () => {
      cancelled = true;
    };
  }, [phase, device, plan.prepareSeconds]);

  useEffect(() => {
    if (phase.name !== 'completed') return;
    const { frames, sampleRate, active } = capture.current;
    // Starting as completed (a take already kept) has captured nothing.
    if (!active || sampleRate === 0) return;
    capture.current.active = false;
    capture.current.frames = [];
    const take = buildTake([concatSamples(frames)], sampleRate);
    onTakeRef.current(take);
    finishing.current?.(take);
    finishing.current = null;
  }, [phase]);

  return {
    state,
    level,
    skipPreparation: () => dispatch({ type: 'skip-preparation', now: Date.now() }),
    stop: () => dispatch({ type: 'stop', reason: 'stopped', now: Date.now() }),
    retry: () => dispatch({ type: 'retry', now: Date.now() }),
    promptAudioEnded: () => dispatch({ type: 'prompt-audio-ended', now: Date.now() }),
    finish: () => {
      if (phaseRef.current.name !== 'recording') return Promise.resolve(null);
      return new Promise((resolve) => {
        finishing.current = resolve;
        dispatch({ type: 'stop', reason: 'stopped', now: Date.now() });
      });
    },
  };
}
