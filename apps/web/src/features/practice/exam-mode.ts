import { createContext, useContext } from 'react';
import type { RecordedTake } from './recording/recorded-take';

/**
 * Exam mode as the shared answer widgets read it: the test's strict conditions instead of practice's help. Audio
 * plays once, by itself after its lead-in, with no early start and no replay; the recorder cannot skip its
 * preparation, stop or record again, and does not play the take back; written editors show no practice timer.
 * Practice mode (no provider: the default null) is unchanged.
 */
export interface ExamMode {
  /**
   * The recorder of the item on screen hands over `finish`, which ends a recording in progress (the learner chose
   * Next, or the test's clock ran out) and resolves its take, or null when nothing is being recorded. Returns the
   * unregister, called when the recorder goes.
   */
  registerRecorder(finish: () => Promise<RecordedTake | null>): () => void;
  /** Whether the item's recording has already been played (before a reload, say): it is not played again. */
  audioPlayed(): boolean;
  /** Notes that the item's recording has started playing. */
  markAudioPlayed(): void;
}

/** Exam mode for the widgets below it; null (the default) is practice mode. */
export const ExamModeContext = createContext<ExamMode | null>(null);

/** Exam mode in context, or null in practice mode. */
export function useExamMode(): ExamMode | null {
  return useContext(ExamModeContext);
}
