import { writingAssessmentDetailsSchema, type AssessmentResultResponse } from '@pte/contract';
import type { z } from 'zod';

/** The writing details of an assessment: issues to highlight, gates that zeroed the total, key ideas. */
type WritingDetails = z.infer<typeof writingAssessmentDetailsSchema>;

/** One problem found in a written answer, by character offsets into the answer as sent. */
export type WritingIssue = WritingDetails['issues'][number];

/** The writing details of an assessment, or null when it carries none (or in a shape this page cannot read). */
export function writingDetails(assessment: AssessmentResultResponse | null): WritingDetails | null {
  const parsed = writingAssessmentDetailsSchema.safeParse(assessment?.details);
  return parsed.success ? parsed.data : null;
}

/** A stretch of the answer with the issues that cover it (none for plain text). */
export interface IssueSegment {
  start: number;
  end: number;
  text: string;
  /** Indices into the issue list given to `segmentIssues`. */
  issues: number[];
}

/** An issue's span inside a text of `length` characters: clamped, and at least one character wide where possible. */
export function issueSpan(issue: Pick<WritingIssue, 'start' | 'end'>, length: number): { start: number; end: number } {
  const start = Math.min(Math.max(0, issue.start), length);
  const end = Math.min(Math.max(start, issue.end), length);
  if (end > start || length === 0) return { start, end };
  // A point issue (e.g. a missing full stop) marks the character it sits on, or the last one at the very end.
  return start < length ? { start, end: start + 1 } : { start: length - 1, end: length };
}

/**
 * Splits `text` into consecutive segments so that each issue covers whole segments; overlapping issues share the
 * segments they both cover. Joining the segments' text gives `text` back.
 */
export function segmentIssues(text: string, issues: readonly Pick<WritingIssue, 'start' | 'end'>[]): IssueSegment[] {
  const spans = issues.map((issue) => issueSpan(issue, text.length));
  const boundaries = [...new Set([0, text.length, ...spans.flatMap((span) => [span.start, span.end])])].sort((a, b) => a - b);
  const segments: IssueSegment[] = [];
  for (let index = 0; index + 1 < boundaries.length; index += 1) {
    const start = boundaries[index]!;
    const end = boundaries[index + 1]!;
    const covering = spans.flatMap((span, issue) => (span.start <= start && span.end >= end && span.end > span.start ? [issue] : []));
    segments.push({ start, end, text: text.slice(start, end), issues: covering });
  }
  return segments;
}

/** How each issue category reads and looks: a name for the learner and an underline style, so colour is never the only cue. */
export const issueCategoryStyles: Record<WritingIssue['category'], { label: string; className: string }> = {
  spelling: { label: 'Spelling', className: 'decoration-destructive decoration-wavy bg-destructive/10' },
  grammar: { label: 'Grammar', className: 'decoration-warning decoration-double bg-warning/15' },
  form: { label: 'Form', className: 'decoration-primary decoration-solid bg-primary/10' },
  vocabulary: { label: 'Vocabulary', className: 'decoration-primary decoration-dashed bg-primary/5' },
  style: { label: 'Style', className: 'decoration-muted-foreground decoration-dotted bg-muted' },
  content: { label: 'Content', className: 'decoration-success decoration-dashed bg-success/10' },
};

/** A gate's rule id as a name, e.g. `all-capitals` → "All capitals". */
export function gateName(rule: string): string {
  const words = rule.replace(/[-_]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
