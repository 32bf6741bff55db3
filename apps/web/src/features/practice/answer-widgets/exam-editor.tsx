import { countWords } from '@pte/exam';
import { ClipboardPaste, Copy, Scissors, TimerOff } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { Button } from '@/components/ui/button';
import { inputClassName } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import type { WrittenAnswerController } from '../answer-controllers';
import { CountdownTimer, type TimerPhase } from '../countdown-timer';
import { useExamMode } from '../exam-mode';

/** The word range a written task asks for. */
interface WordRange {
  min: number;
  max: number;
}

function wordsLabel(count: number): string {
  return `${count} ${count === 1 ? 'word' : 'words'}`;
}

/** The system clipboard when the browser lets the page use it; undefined otherwise. */
function systemClipboard(): Clipboard | undefined {
  return typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
}

// Keeps the caret (and the selection the buttons act on) in the text box when a button is pressed.
const keepTextFocus = (event: MouseEvent) => event.preventDefault();

/**
 * The exam's writing box: the task's clock with a clear end-of-time state (not enforced in practice), Cut / Copy /
 * Paste buttons acting on the selection, a live word count and, as in the exam, no spelling help. The buttons use
 * the system clipboard where the browser allows it and an in-page clipboard otherwise, as the exam's own buttons do.
 * In exam mode the test's own clock governs, so the editor shows no practice timer.
 */
export function ExamEditor({ answer, label, wordRange, phases }: { answer: WrittenAnswerController; label: string; wordRange: WordRange; phases: readonly TimerPhase[] }) {
  const id = useId();
  const exam = useExamMode();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const pageClipboard = useRef('');
  const pendingCaret = useRef<number | null>(null);
  const [hasSelection, setHasSelection] = useState(false);
  const [timeUp, setTimeUp] = useState(false);
  const [editMessage, setEditMessage] = useState('');
  const words = countWords(answer.text);
  const range = `${wordRange.min}–${wordRange.max} words`;
  const rangeNote = words === 0 ? '' : words < wordRange.min ? ' · below the range' : words > wordRange.max ? ' · above the range' : ' · within the range';

  // After a button changed the text, put the caret after the change, as the exam's editor does.
  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    const box = textRef.current;
    if (caret === null || !box) return;
    pendingCaret.current = null;
    box.focus();
    box.setSelectionRange(caret, caret);
    setHasSelection(false);
  }, [answer.text]);

  const selection = () => {
    const box = textRef.current;
    return box ? { box, start: box.selectionStart, end: box.selectionEnd } : null;
  };

  const replaceSelection = (box: HTMLTextAreaElement, start: number, end: number, insert: string) => {
    const current = box.value;
    pendingCaret.current = start + insert.length;
    answer.setText(current.slice(0, start) + insert + current.slice(end));
  };

  const putOnClipboard = async (text: string) => {
    pageClipboard.current = text;
    try {
      await systemClipboard()?.writeText(text);
    } catch {
      // Permission denied or no secure context: the in-page clipboard still holds the text for Paste.
    }
  };

  const readClipboard = async (): Promise<string> => {
    try {
      const text = await systemClipboard()?.readText();
      if (text) return text;
    } catch {
      // Reading the system clipboard needs permission; fall back to what the buttons cut or copied.
    }
    return pageClipboard.current;
  };

  const copy = async (remove: boolean) => {
    const current = selection();
    if (!current || current.start === current.end) return;
    const text = current.box.value.slice(current.start, current.end);
    await putOnClipboard(text);
    if (remove) replaceSelection(current.box, current.start, current.end, '');
    else current.box.focus();
    setEditMessage(`${remove ? 'Cut' : 'Copied'} ${wordsLabel(countWords(text))}`);
  };

  const paste = async () => {
    const current = selection();
    if (!current) return;
    const text = await readClipboard();
    if (!text) {
      setEditMessage('Nothing to paste: cut or copy some text first');
      current.box.focus();
      return;
    }
    replaceSelection(current.box, current.start, current.end, text);
    setEditMessage(`Pasted ${wordsLabel(countWords(text))}`);
  };

  const updateSelection = () => {
    const current = selection();
    setHasSelection(current !== null && current.start !== current.end);
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        {!exam && <CountdownTimer phases={phases} onExpire={() => setTimeUp(true)} />}
      </div>
      {timeUp && (
        <p role="alert" className="flex items-start gap-2 rounded-lg border border-warning bg-warning/10 p-3 text-sm">
          <TimerOff aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
          <span>
            <strong>Time is up.</strong> In the exam your response would be submitted now. In practice you may finish and submit.
          </span>
        </p>
      )}
      <div role="group" aria-label="Edit your text" className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" aria-controls={id} disabled={!hasSelection} onMouseDown={keepTextFocus} onClick={() => void copy(true)}>
          <Scissors aria-hidden />
          Cut
        </Button>
        <Button type="button" variant="outline" size="sm" aria-controls={id} disabled={!hasSelection} onMouseDown={keepTextFocus} onClick={() => void copy(false)}>
          <Copy aria-hidden />
          Copy
        </Button>
        <Button type="button" variant="outline" size="sm" aria-controls={id} onMouseDown={keepTextFocus} onClick={() => void paste()}>
          <ClipboardPaste aria-hidden />
          Paste
        </Button>
      </div>
      <textarea
        ref={textRef}
        id={id}
        value={answer.text}
        onChange={(event) => answer.setText(event.target.value)}
        onSelect={updateSelection}
        readOnly={answer.isLocked}
        spellCheck={false}
        autoCorrect="off"
        autoCapitalize="off"
        autoComplete="off"
        rows={10}
        className={cn(inputClassName, 'h-auto min-h-48 py-2 text-base leading-7', timeUp && 'border-warning')}
      />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <p aria-live="polite">
          Word count: {words} ({range}){rangeNote}
        </p>
        <p aria-live="polite">{editMessage}</p>
      </div>
    </div>
  );
}
