/** Why the microphone could not be used, each with its own explanation for the learner. */
export type MicrophoneProblem = 'denied' | 'no-device' | 'in-use' | 'unsupported' | 'insecure' | 'blocked' | 'unknown';

/** A microphone failure the recorder can explain. */
export class MicrophoneError extends Error {
  readonly problem: MicrophoneProblem;

  constructor(problem: MicrophoneProblem, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MicrophoneError';
    this.problem = problem;
  }
}

/** An open microphone: mono samples (−1…1) at `sampleRate`, in frames, until closed. */
export interface MicrophoneStream {
  readonly sampleRate: number;
  /** Calls `listener` with each new frame of samples; returns the unsubscribe. */
  onSamples(listener: (samples: Float32Array) => void): () => void;
  /** Releases the microphone. */
  close(): void;
}

/**
 * The browser's audio as the recorder uses it, behind an interface so tests (jsdom has no getUserMedia or
 * AudioContext) can substitute a double.
 */
export interface AudioDevice {
  /** Opens the microphone; rejects with a `MicrophoneError`. */
  openMicrophone(): Promise<MicrophoneStream>;
  /** Plays the short tone the exam plays when recording starts; resolves when it has finished. */
  playTone(): Promise<void>;
}
