import { MicrophoneError, type AudioDevice, type MicrophoneStream } from './audio-device';
import { playRecordingTone } from './tone';

/** Samples per frame handed to listeners (about 85 ms at 48 kHz). */
const FRAME_SIZE = 4096;

/** How long to wait for the browser to let audio run before asking the learner to press Start. */
const RESUME_WAIT_MS = 1500;

function problemFrom(error: unknown): MicrophoneError {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
      return new MicrophoneError('denied', 'Microphone access was refused', { cause: error });
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return new MicrophoneError('no-device', 'No microphone was found', { cause: error });
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return new MicrophoneError('in-use', 'The microphone could not be started', { cause: error });
    case 'SecurityError':
      return new MicrophoneError('insecure', 'The page is not allowed to use the microphone', { cause: error });
    default:
      return new MicrophoneError('unknown', error instanceof Error ? error.message : 'The microphone could not be opened', { cause: error });
  }
}

/** Resolves true once `context` runs; false when the browser keeps it suspended (no user gesture yet). */
async function ensureRunning(context: AudioContext): Promise<boolean> {
  if (context.state === 'running') return true;
  const resumed = context.resume().then(
    () => true,
    () => false,
  );
  const timedOut = new Promise<boolean>((resolve) => window.setTimeout(() => resolve(false), RESUME_WAIT_MS));
  return (await Promise.race([resumed, timedOut])) && (context.state as AudioContextState) === 'running';
}

let sharedContext: AudioContext | null = null;

function audioContext(): AudioContext {
  if (!sharedContext || sharedContext.state === 'closed') sharedContext = new AudioContext();
  return sharedContext;
}

/**
 * The browser's microphone through Web Audio: getUserMedia with echo cancellation, noise suppression and
 * automatic gain off (they distort what pronunciation scoring measures), captured as raw PCM by a
 * ScriptProcessorNode (no worklet module to load, and it runs in every current browser).
 */
export const browserAudioDevice: AudioDevice = {
  async openMicrophone(): Promise<MicrophoneStream> {
    if (typeof window === 'undefined' || !window.isSecureContext) throw new MicrophoneError('insecure', 'The page is not served securely');
    if (!navigator.mediaDevices?.getUserMedia || typeof AudioContext === 'undefined') throw new MicrophoneError('unsupported', 'This browser cannot record audio');
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia({ audio: { channelCount: 1, echoCancellation: false, noiseSuppression: false, autoGainControl: false } });
    } catch (error) {
      throw problemFrom(error);
    }
    const context = audioContext();
    if (!(await ensureRunning(context))) {
      for (const track of media.getTracks()) track.stop();
      throw new MicrophoneError('blocked', 'The browser is waiting for a click before it plays or records audio');
    }
    const source = context.createMediaStreamSource(media);
    const processor = context.createScriptProcessor(FRAME_SIZE, 1, 1);
    const silent = context.createGain();
    silent.gain.value = 0;
    const listeners = new Set<(samples: Float32Array) => void>();
    processor.onaudioprocess = (event) => {
      const samples = new Float32Array(event.inputBuffer.getChannelData(0));
      for (const listener of listeners) listener(samples);
    };
    // A processor only runs while connected to the output; the zero gain keeps the learner from hearing themselves.
    source.connect(processor).connect(silent).connect(context.destination);
    return {
      sampleRate: context.sampleRate,
      onSamples(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      close() {
        listeners.clear();
        processor.onaudioprocess = null;
        source.disconnect();
        processor.disconnect();
        silent.disconnect();
        for (const track of media.getTracks()) track.stop();
      },
    };
  },
  async playTone() {
    const context = audioContext();
    if (!(await ensureRunning(context))) return;
    await playRecordingTone(context);
  },
};
