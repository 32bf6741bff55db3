import type { ReactNode } from 'react';

/** One titled part of an answer's result: the correct answer, the feedback, the fluency measures, … */
export function ResultSection({ title, className, children }: { title: ReactNode; className?: string; children: ReactNode }) {
  return (
    <section className={className}>
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}
