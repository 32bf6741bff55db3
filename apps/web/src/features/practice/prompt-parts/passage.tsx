import { splitAtBlankMarkers } from '@pte/exam';
import { Fragment, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The paragraphs of a text: blank lines separate them; single line breaks are spaces. */
function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/**
 * A passage or transcript shown as paragraphs. With `renderBlank`, each `{{n}}` marker is replaced in place by
 * what it returns for blank n (a dropdown, a gap, an input).
 */
export function Passage({ text, renderBlank, className }: { text: string; renderBlank?: (blank: number) => ReactNode; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-3 text-base leading-8', className)}>
      {paragraphsOf(text).map((paragraph, index) => (
        <p key={index}>
          {splitAtBlankMarkers(paragraph).map((part, at) =>
            typeof part === 'number' ? <Fragment key={at}>{renderBlank ? renderBlank(part) : `{{${part}}}`}</Fragment> : part,
          )}
        </p>
      ))}
    </div>
  );
}

/** The question or instruction above the answer options. */
export function QuestionStem({ children }: { children: ReactNode }) {
  return <p className="font-medium">{children}</p>;
}

/** The exam's instruction for the task, shown above the prompt. */
export function TaskInstruction({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}
