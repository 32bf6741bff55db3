import { CircleAlert, CircleCheck, CircleX } from 'lucide-react';
import { cn } from '@/lib/cn';

/** How one part of an answer fared: right, wrong, or a right answer the learner missed. */
export type MarkStatus = 'correct' | 'incorrect' | 'missed';

const looks: Record<MarkStatus, { icon: typeof CircleCheck; text: string; box: string }> = {
  correct: { icon: CircleCheck, text: 'text-success', box: 'border-success bg-success/10' },
  incorrect: { icon: CircleX, text: 'text-destructive', box: 'border-destructive bg-destructive/10' },
  missed: { icon: CircleAlert, text: 'text-success', box: 'border-dashed border-success' },
};

/** Border and background of an element marked `status` (always shown with an `AnswerMark`, never colour alone). */
export function markBoxClass(status: MarkStatus | undefined): string {
  return status ? looks[status].box : '';
}

/** An icon and words saying how a part of the answer fared. */
export function AnswerMark({ status, children, className }: { status: MarkStatus; children: string; className?: string }) {
  const { icon: Icon, text } = looks[status];
  return (
    <span className={cn('inline-flex items-center gap-1 text-sm font-medium', text, className)}>
      <Icon aria-hidden className="size-4 shrink-0" />
      <span>{children}</span>
    </span>
  );
}
