import { vi } from 'vitest';
import { MicrophoneError, type AudioDevice, type MicrophoneProblem } from '../recording/audio-device';
import { framesOf } from './audio-signals';

/**
 * A stand-in for the browser's microphone and speakers (jsdom has neither): tests push samples with `speak`,
 * see whether the microphone is open, and count the tones played. `failWith` makes opening the microphone fail.
 */
export function createFakeAudioDevice({ sampleRate = 48_000, failWith }: { sampleRate?: number; failWith?: MicrophoneProblem } = {}) {
  const listeners = new Set<(samples: Float32Array) => void>();
  let openCount = 0;
  let problem = failWith;
  const device: AudioDevice = {
    openMicrophone: vi.fn(async () => {
      if (problem) throw new MicrophoneError(problem, `Microphone failed: ${problem}`);
      openCount += 1;
      const own = new Set<(samples: Float32Array) => void>();
      return {
        sampleRate,
        onSamples(listener: (samples: Float32Array) => void) {
          own.add(listener);
          listeners.add(listener);
          return () => {
            own.delete(listener);
            listeners.delete(listener);
          };
        },
        close() {
          openCount -= 1;
          for (const listener of own) listeners.delete(listener);
          own.clear();
        },
      };
    }),
    playTone: vi.fn(async () => undefined),
  };
  return {
    device,
    sampleRate,
    /** Whether a microphone stream is open. */
    get isOpen() {
      return openCount > 0;
    },
    /** Hands `samples` to the open microphone in 4096-sample frames. */
    speak(samples: Float32Array) {
      for (const frame of framesOf(samples)) for (const listener of [...listeners]) listener(frame);
    },
    /** From now on, opening the microphone works (or fails with `next`). */
    setProblem(next: MicrophoneProblem | undefined) {
      problem = next;
    },
  };
}
