import type { WritingGate, WritingIssue, WritingTask } from '../types';
import type { Sentence, TextSpan } from '../text/segments';

/** Word limits of each written task (docs/scoring-writing.md#from-measures-to-bands). */
const wordLimits: Readonly<Record<WritingTask, { min: number; max: number; full?: { min: number; max: number } }>> = {
  // SWT: one sentence of 5–75 words; form is 1 or 0.
  'summarize-written-text': { min: 5, max: 75 },
  // Essay: 200–300 words = 2; 120–199 or 301–380 = 1; otherwise 0.
  'write-essay': { min: 120, max: 380, full: { min: 200, max: 300 } },
  // SST: 50–70 words = 2; 40–49 or 71–100 = 1; under 40 or over 100 = 0.
  'summarize-spoken-text': { min: 40, max: 100, full: { min: 50, max: 70 } },
};

/** The form band PTE gives an answer of `words` words (0 outside the task's limits), before any other form rule. */
export function lengthBand(task: WritingTask, words: number): number {
  const limits = wordLimits[task];
  const max = task === 'summarize-written-text' ? 1 : 2;
  if (words < limits.min || words > limits.max) return 0;
  if (limits.full && (words < limits.full.min || words > limits.full.max)) return 1;
  return max;
}

/** The result of the form checks: the form band, the gates it triggers and the issues to show. */
interface FormReport {
  score: number;
  max: number;
  wordCount: number;
  gates: WritingGate[];
  issues: WritingIssue[];
  allCapitals: boolean;
  noPunctuation: boolean;
  bulletPoints: boolean;
}

const BULLET = /^[ \t]*(?:[-*•·▪●◦‣–]|\(?\d{1,2}[.)]|\(?[a-z][.)])[ \t]+/gmu;

function wordChunks(text: string): TextSpan[] {
  return [...text.matchAll(/\S+/g)].filter((m) => /[\p{L}\p{N}]/u.test(m[0])).map((m) => ({ start: m.index, end: m.index + m[0].length, text: m[0] }));
}

function isAllCapitals(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length < 10) return false;
  const upper = letters.filter((l) => /\p{Lu}/u.test(l)).length;
  return upper / letters.length >= 0.9;
}

/**
 * PTE's form rules for a written task (Score Guide; docs/scoring-writing.md#gates): word limits, one sentence for SWT, and the gates
 * that give form 0 and zero the item — all capitals, no punctuation, bullet points or short notes.
 */
export function checkForm(task: WritingTask, text: string, sentences: readonly Sentence[], paragraphs: readonly TextSpan[]): FormReport {
  const chunks = wordChunks(text);
  const wordCount = chunks.length;
  const limits = wordLimits[task];
  const max = task === 'summarize-written-text' ? 1 : 2;
  const gates: WritingGate[] = [];
  const issues: WritingIssue[] = [];
  let score = lengthBand(task, wordCount);
  if (score === 0) gates.push({ rule: 'word-count', message: `The answer has ${wordCount} words; PTE gives form 0 and no score outside ${limits.min}–${limits.max} words.` });
  const overLimit = limits.full?.max ?? limits.max;
  if (wordCount > overLimit) {
    const first = chunks[overLimit]!;
    issues.push({ start: first.start, end: chunks[wordCount - 1]!.end, category: 'form', source: 'form:word-count', suggestions: [], message: `Words beyond the ${overLimit}-word limit (${wordCount} in all).` });
  }

  if (task === 'summarize-written-text' && sentences.length > 1) {
    score = 0;
    gates.push({ rule: 'one-sentence', message: `The summary has ${sentences.length} sentences; Summarize Written Text must be one single sentence.` });
    for (const sentence of sentences.slice(0, -1)) {
      const stop = sentence.text.match(/[.!?]+["'”’)\]]*$/);
      const end = sentence.end;
      const start = stop ? end - stop[0].length : end;
      issues.push({ start, end: Math.max(end, start + 1), category: 'form', source: 'form:one-sentence', suggestions: [';', ','], message: 'A second sentence starts here. Join the ideas with a semicolon or a linking word to keep one sentence.' });
    }
  } else if (task === 'summarize-written-text' && sentences.length === 1 && !sentences[0]!.terminated) {
    const last = chunks[wordCount - 1]!;
    issues.push({ start: last.start, end: last.end, category: 'form', source: 'form:full-stop', suggestions: [`${last.text}.`], message: 'End the one-sentence summary with a full stop.' });
  }

  const allCapitals = isAllCapitals(text);
  if (allCapitals) {
    score = 0;
    gates.push({ rule: 'all-capitals', message: 'The answer is written in capital letters; PTE gives form 0 and no score.' });
    issues.push({ start: chunks[0]!.start, end: chunks[wordCount - 1]!.end, category: 'form', source: 'form:all-capitals', suggestions: [], message: 'Write in normal sentence case, not all capitals.' });
  }

  const noPunctuation = task !== 'summarize-written-text' && wordCount >= 20 && !/[.!?;:,]/.test(text);
  if (noPunctuation) {
    score = 0;
    gates.push({ rule: 'no-punctuation', message: 'The answer has no punctuation; PTE gives form 0 and no score.' });
  }

  const bullets = [...text.matchAll(BULLET)];
  const bulletPoints = bullets.length >= 2 && bullets.length * 2 >= paragraphs.length;
  if (bulletPoints) {
    score = 0;
    gates.push({ rule: 'bullet-points', message: 'The answer is a list of bullet points or notes; PTE gives form 0 and no score.' });
    for (const bullet of bullets) {
      const start = bullet.index + (bullet[0].length - bullet[0].trimStart().length);
      issues.push({ start, end: bullet.index + bullet[0].trimEnd().length, category: 'form', source: 'form:bullet-points', suggestions: [''], message: 'Write connected sentences and paragraphs, not bullet points.' });
    }
  }

  return { score, max, wordCount, gates, issues, allCapitals, noPunctuation, bulletPoints };
}
