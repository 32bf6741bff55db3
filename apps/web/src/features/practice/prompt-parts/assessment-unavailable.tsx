import { Info } from 'lucide-react';

const notes = {
  speaking: (title: string) =>
    `Recording and automatic assessment of spoken answers are not available yet for ${title}. Practise with the prompt and the exam timer; nothing is recorded or scored.`,
};

/** An honest note that this task's answers cannot be assessed on this page yet. */
export function AssessmentUnavailable({ kind, title }: { kind: keyof typeof notes; title: string }) {
  return (
    <p role="note" className="flex items-start gap-2 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm">
      <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
      <span>{notes[kind](title)}</span>
    </p>
  );
}
