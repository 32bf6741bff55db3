import type { WritingIssue } from '../types';

// Issues that mark a whole sentence or stretch (fragments, run-ons, copied text, word limits) sit alongside
// word-level issues inside them; only word-level issues compete for the same words.
const SPAN_SOURCES = /^(rule:(fragment|run-on)|content:|form:(word-count|all-capitals))/;

// When two checks flag the same words, keep the more specific one.
function priority(issue: WritingIssue): number {
  if (issue.source.startsWith('form:')) return 0;
  if (issue.source.startsWith('word-choice:') && issue.category !== 'style') return 1;
  if (issue.source.startsWith('rule:')) return 2;
  if (issue.source.startsWith('harper:') && issue.category !== 'style') return 3;
  if (issue.category === 'spelling') return 4;
  return 5;
}

function overlaps(a: WritingIssue, b: WritingIssue): boolean {
  return a.start < b.end && b.start < a.end;
}

/**
 * Merges the issues of every check: drops a word-level issue when a more specific check already flagged an
 * overlapping stretch, and sorts by position.
 */
export function mergeIssues(issues: readonly WritingIssue[]): WritingIssue[] {
  const kept: WritingIssue[] = [];
  const ranked = [...issues].sort((a, b) => priority(a) - priority(b) || a.start - b.start);
  for (const issue of ranked) {
    const isSpan = SPAN_SOURCES.test(issue.source);
    if (!isSpan && kept.some((other) => !SPAN_SOURCES.test(other.source) && overlaps(other, issue))) continue;
    if (kept.some((other) => other.source === issue.source && other.start === issue.start && other.end === issue.end)) continue;
    kept.push(issue);
  }
  return kept.sort((a, b) => a.start - b.start || a.end - b.end);
}
