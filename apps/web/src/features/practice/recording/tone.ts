/** The recording tone: a short beep, as the exam plays when the microphone opens. */
const RECORDING_TONE = { frequency: 880, seconds: 0.2, gain: 0.2 } as const;

/**
 * Plays the recording tone on `context` with an OscillatorNode (a sine with short fades so it does not click);
 * resolves when it has ended.
 */
export function playRecordingTone(context: BaseAudioContext, tone: { frequency: number; seconds: number; gain: number } = RECORDING_TONE): Promise<void> {
  const oscillator = context.createOscillator();
  const volume = context.createGain();
  const start = context.currentTime;
  oscillator.type = 'sine';
  oscillator.frequency.value = tone.frequency;
  volume.gain.setValueAtTime(0, start);
  volume.gain.linearRampToValueAtTime(tone.gain, start + 0.01);
  volume.gain.setValueAtTime(tone.gain, start + tone.seconds - 0.02);
  volume.gain.linearRampToValueAtTime(0, start + tone.seconds);
  oscillator.connect(volume).connect(context.destination);
  return new Promise((resolve) => {
    oscillator.onended = () => {
      oscillator.disconnect();
      volume.disconnect();
      resolve();
    };
    oscillator.start(start);
    oscillator.stop(start + tone.seconds);
  });
}
