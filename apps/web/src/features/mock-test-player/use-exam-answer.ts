import type { AnswerFamily } from '@pte/exam';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { AnswerController } from '@/features/practice/answer-controllers';
import type { ExamMode } from '@/features/practice/exam-mode';
import type { RecordedTake } from '@/features/practice/recording/recorded-take';
import { takeFromWav } from '@/features/practice/recording/take-drafts';
import { readStoredJson, writeStoredJson } from '@/lib/browser-storage';
import type { PositionStore } from './device-storage';
import { jsonAnswerRules, type JsonAnswerRules } from './exam-answers';
import type { OutgoingAnswer } from './test-session-api';

/** How long typing pauses before the answer in progress is written to this device. */
const DRAFT_SAVE_DELAY_MS = 300;

/** The answer to the item on screen, as the test player drives it. */
export interface ExamAnswer {
  /** Handed to the item's view; null while an answer kept on this device is being read back. */
  controller: AnswerController | null;
  /** Exam mode for the item's widgets: its recorder hands over here how to end a take. */
  examMode: ExamMode;
  /**
   * The answer as it stands, to send (a recording in progress is ended first; nothing answered is `answer: null`).
   * From then on nothing more is kept as a draft: the answer goes to the outbox.
   */
  collect(): Promise<OutgoingAnswer>;
}

/** A JSON family's rules over an unknown state: the state was made by the same rules (see `fromAnswer`). */
function rulesOf(family: Exclude<AnswerFamily, 'speaking'>): JsonAnswerRules<unknown> {
  return jsonAnswerRules[family] as unknown as JsonAnswerRules<unknown>;
}

/**
 * The answer to item `position` of a sitting, held on the page (no practice store, no practice drafts): the answer in
 * progress is kept in `drafts` on this device (text and selections as the answer so far, a finished take as its WAV)
 * and read back when the item is shown again after a reload. Mount it once per item.
 */
export function useExamAnswer({ drafts, sessionId, position, family }: { drafts: PositionStore; sessionId: string; position: number; family: AnswerFamily }): ExamAnswer {
  const [answer, setAnswer] = useState<{ ready: boolean; value: unknown }>({ ready: false, value: null });
  // The value on screen, for `collect` (set as each render commits, and when a kept answer is read back).
  const latest = useRef<unknown>(null);
  const restoring = useRef<Promise<unknown> | null>(null);
  const collected = useRef(false);
  const pendingSave = useRef<(() => void) | null>(null);
  const finishRecording = useRef<(() => Promise<RecordedTake | null>) | null>(null);

  useEffect(() => {
    let live = true;
    const restore = drafts.get(sessionId, position).then((kept) => (family === 'speaking' ? takeFromWav(kept) : rulesOf(family).fromAnswer(kept)));
    restoring.current = restore.then((value) => {
      if (!live) return;
      latest.current = value;
      setAnswer({ ready: true, value });
    });
    return () => {
      live = false;
    };
  }, [drafts, sessionId, position, family]);

  // Written and chosen answers are kept once typing pauses, and when the item goes (unless it was collected).
  useEffect(() => {
    if (!answer.ready || family === 'speaking') return;
    const draft = rulesOf(family).answerOf(answer.value);
    const save = () => {
      pendingSave.current = null;
      if (!collected.current) void (draft === null ? drafts.remove(sessionId, position) : drafts.put(sessionId, position, draft));
    };
    pendingSave.current = save;
    const timer = window.setTimeout(save, DRAFT_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [answer, family, drafts, sessionId, position]);
  useEffect(() => () => pendingSave.current?.(), []);
  useLayoutEffect(() => {
    if (answer.ready) latest.current = answer.value;
  }, [answer]);

  const examMode = useMemo<ExamMode>(() => {
    const playedKey = `pte-mock-test-audio-played:${sessionId}:${position}`;
    return {
      registerRecorder(finish) {
        finishRecording.current = finish;
        return () => {
          if (finishRecording.current === finish) finishRecording.current = null;
        };
      },
      audioPlayed: () => readStoredJson(playedKey) === true,
      markAudioPlayed: () => writeStoredJson(playedKey, true),
    };
  }, [sessionId, position]);

  let controller: AnswerController | null = null;
  if (answer.ready && family === 'speaking') {
    controller = {
      isLocked: false,
      isRestoring: false,
      take: answer.value as RecordedTake | null,
      setTake(take) {
        setAnswer({ ready: true, value: take });
        if (!collected.current) void (take ? drafts.put(sessionId, position, take.blob) : drafts.remove(sessionId, position));
      },
    };
  } else if (answer.ready && family !== 'speaking') {
    controller = rulesOf(family).controller(answer.value, (update) => setAnswer((current) => ({ ready: true, value: update(current.value) })));
  }

  return {
    controller,
    examMode,
    async collect() {
      await restoring.current;
      collected.current = true;
      if (family !== 'speaking') return { kind: 'answer', answer: rulesOf(family).answerOf(latest.current) };
      const finished = (await finishRecording.current?.()) ?? null;
      const take = finished ?? (latest.current as RecordedTake | null);
      return take ? { kind: 'recording', recording: take.blob } : { kind: 'answer', answer: null };
    },
  };
}
