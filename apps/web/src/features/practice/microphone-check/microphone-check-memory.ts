import { readStoredJson, writeStoredJson } from '@/lib/browser-storage';

const STORAGE_KEY = 'pte-coach.microphone-check';

/** How the learner left the microphone check. */
type MicrophoneCheckOutcome = 'completed' | 'dismissed';

/** Whether the microphone check should still be offered on this device (never completed or dismissed). */
export function isMicrophoneCheckPending(): boolean {
  const stored = readStoredJson(STORAGE_KEY);
  return stored !== 'completed' && stored !== 'dismissed';
}

/** Remembers on this device that the check was completed or dismissed, so it is not offered again. */
export function rememberMicrophoneCheck(outcome: MicrophoneCheckOutcome): void {
  writeStoredJson(STORAGE_KEY, outcome);
}
