import { countWords } from '@pte/exam';
import { useId } from 'react';
import { inputClassName } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import type { WrittenAnswerController } from '../answer-controllers';

/** A text box for a written answer with a live word count against the task's limits. Spelling help is off, as in the exam. */
export function WrittenResponse({ answer, label, wordLimits }: { answer: WrittenAnswerController; label: string; wordLimits: string }) {
  const id = useId();
  const words = countWords(answer.text);
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        value={answer.text}
        onChange={(event) => answer.setText(event.target.value)}
        spellCheck={false}
        autoCorrect="off"
        autoCapitalize="off"
        rows={8}
        className={cn(inputClassName, 'h-auto min-h-40 py-2 text-base leading-7')}
      />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Word count: {words} ({wordLimits})
      </p>
    </div>
  );
}
