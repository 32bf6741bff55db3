import type { AssessmentResultResponse } from '@pte/contract';
import { Ban } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { gateName, issueCategoryStyles, segmentIssues, writingDetails, type IssueSegment, type WritingIssue } from '../writing-issues';

function issueSentence(issue: WritingIssue): string {
  const suggestion = issue.suggestions.length > 0 ? ` Suggestion: ${issue.suggestions.join(', ')}.` : '';
  return `${issueCategoryStyles[issue.category].label}: ${issue.message}${suggestion}`;
}

/**
 * One marked stretch of the answer: underlined in its category's style, focusable, and on hover or focus shows
 * each issue's message and suggestions (Escape hides them). The same text is its accessible description.
 */
function IssueMark({ id, segment, issues }: { id: string; segment: IssueSegment; issues: readonly WritingIssue[] }) {
  const tipId = useId();
  const [open, setOpen] = useState(false);
  const covering = segment.issues.map((index) => issues[index]!);
  const first = covering[0]!;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setOpen(false);
  };
  return (
    <span className="relative" onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <mark
        id={id}
        tabIndex={0}
        aria-describedby={tipId}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className={cn('rounded-sm text-foreground underline decoration-2 underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-ring', issueCategoryStyles[first.category].className)}
      >
        {segment.text}
      </mark>
      <span
        role="tooltip"
        id={tipId}
        hidden={!open}
        className="absolute top-full left-0 z-20 mt-1 flex w-72 max-w-[80vw] flex-col gap-1 rounded-md border bg-popover p-2 text-sm leading-snug text-popover-foreground shadow-md"
      >
        {covering.map((issue, index) => (
          <span key={index}>{issueSentence(issue)}</span>
        ))}
      </span>
    </span>
  );
}

/**
 * The learner's assessed text with every issue the assessment found highlighted in place, the gates that zeroed
 * the total (by name), and a list of the issues, each of which moves focus to its place in the text.
 */
export function WrittenAnswerReview({ text, assessment }: { text: string; assessment: AssessmentResultResponse | null }) {
  const prefix = useId();
  const details = writingDetails(assessment);
  const issues = [...(details?.issues ?? [])].sort((a, b) => a.start - b.start || a.end - b.end);
  const segments = segmentIssues(text, issues);
  const segmentId = (start: number) => `${prefix}-at-${start}`;
  const firstSegmentOf = (index: number) => segments.find((segment) => segment.issues.includes(index));

  return (
    <div className="flex flex-col gap-4">
      {details && details.gates.length > 0 && (
        <section aria-labelledby={`${prefix}-gates`} className="rounded-lg border border-destructive/40 bg-destructive/5 p-3">
          <h3 id={`${prefix}-gates`} className="flex items-center gap-2 text-sm font-semibold">
            <Ban aria-hidden className="size-4 text-destructive" />
            Rules that set the total to zero
          </h3>
          <ul className="mt-1 flex list-disc flex-col gap-1 pl-5 text-sm">
            {details.gates.map((gate) => (
              <li key={gate.rule}>
                <strong>{gateName(gate.rule)}</strong>: {gate.message}
              </li>
            ))}
          </ul>
          <p className="mt-1 text-sm text-muted-foreground">Each trait still shows what it measured, so you can see what else to fix.</p>
        </section>
      )}
      <section aria-labelledby={`${prefix}-text`} className="flex flex-col gap-2">
        <h3 id={`${prefix}-text`} className="text-sm font-semibold">
          Your answer{issues.length > 0 ? ' with its issues marked' : ''}
        </h3>
        <p className="rounded-lg border p-3 text-base leading-8 whitespace-pre-wrap">
          {segments.map((segment) =>
            segment.issues.length > 0 ? <IssueMark key={segment.start} id={segmentId(segment.start)} segment={segment} issues={issues} /> : <span key={segment.start}>{segment.text}</span>,
          )}
        </p>
      </section>
      {details && (
        <section aria-labelledby={`${prefix}-issues`} className="flex flex-col gap-2">
          <h3 id={`${prefix}-issues`} className="text-sm font-semibold">
            {issues.length === 0 ? 'No issues found in your text' : `Issues found (${issues.length})`}
          </h3>
          {issues.length > 0 && (
            <ol className="flex flex-col gap-2">
              {issues.map((issue, index) => {
                const target = firstSegmentOf(index);
                const excerpt = text.slice(issue.start, issue.end).trim();
                return (
                  <li key={index} className="flex flex-col gap-0.5 rounded-md border p-2 text-sm">
                    <span className="flex flex-wrap items-baseline gap-2">
                      <span className={cn('rounded-sm px-1 text-xs font-semibold uppercase underline decoration-2 underline-offset-2', issueCategoryStyles[issue.category].className)}>
                        {issueCategoryStyles[issue.category].label}
                      </span>
                      {excerpt && target ? (
                        <button type="button" className="font-medium underline-offset-2 hover:underline" onClick={() => document.getElementById(segmentId(target.start))?.focus()}>
                          “{excerpt}”<span className="sr-only"> (show in your text)</span>
                        </button>
                      ) : null}
                    </span>
                    <span>{issue.message}</span>
                    {issue.suggestions.length > 0 && <span className="text-muted-foreground">Suggestion: {issue.suggestions.join(', ')}</span>}
                  </li>
                );
              })}
            </ol>
          )}
        </section>
      )}
    </div>
  );
}
