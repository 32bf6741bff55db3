import { COPIED_HEAVY, TEMPLATE_HEAVY, type ContentEvidence } from '../content/content-check';
import { IDEA_COVERED_AT } from '../content/key-ideas';
import type { WritingTask } from '../types';
import { bandOf } from './rubrics';

/** A trait's band and the continuous value behind it. */
export interface TraitMark {
  score: number;
  raw: number;
}

// Counting bands from key-idea coverage, as the Score Guide words them (docs/scoring-writing.md#from-measures-to-bands):
// SWT/SST 2 = all relevant aspects, 1 = misses one or two aspects, 0 = omits or misrepresents the main aspects;
// Essay 3 = deals with the prompt adequately, 2 = misses one minor aspect, 1 = misses a major aspect or more than
// one minor aspect, 0 = does not deal properly with the prompt. Other maxima (2025) scale with the share covered.
function bandFromIdeas(task: WritingTask, max: number, covered: number, total: number): number {
  const missing = total - covered;
  if (covered === 0) return 0;
  if (task === 'write-essay' && max === 3) return missing === 0 ? 3 : missing === 1 ? 2 : 1;
  if (max === 2) return missing === 0 ? 2 : missing <= 2 && covered / total >= 0.5 ? 1 : 0;
  return Math.max(1, Math.round((max * covered) / total));
}

/**
 * Scores content from the evidence. With key ideas (or key terms derived from the passage) the band counts the ideas
 * covered; an essay without key aspects uses the calibrated estimate (`estimatedRaw`) and only an off-topic answer
 * gets 0. Heavy copying or reliance on templates caps the band at a third of the maximum (at least 1).
 */
export function scoreContent(task: WritingTask, max: number, evidence: ContentEvidence, estimatedRaw: number | undefined): TraitMark {
  if (evidence.offTopic) return { score: 0, raw: 0 };
  let score: number;
  let raw: number;
  if (evidence.ideas.length > 0) {
    const covered = evidence.ideas.filter((i) => i.covered).length;
    if (evidence.basis === 'source-terms') {
      // Derived terms are a rough guide: a good summary uses about three quarters of them.
      raw = max * Math.min(1, (evidence.coverage ?? 0) / 0.75);
      score = bandOf(raw, max);
    } else {
      // An idea counts fully once covered (IDEA_COVERED_AT), partly below that, so raw and band agree.
      raw = (max * evidence.ideas.reduce((sum, idea) => sum + Math.min(1, idea.coverage / IDEA_COVERED_AT), 0)) / evidence.ideas.length;
      score = bandFromIdeas(task, max, covered, evidence.ideas.length);
    }
  } else {
    raw = estimatedRaw ?? max / 2;
    score = Math.max(1, bandOf(raw, max));
  }
  if (evidence.copiedShare > COPIED_HEAVY || evidence.templateShare > TEMPLATE_HEAVY) {
    const cap = Math.max(1, Math.floor(max / 3));
    score = Math.min(score, cap);
    raw = Math.min(raw, cap);
  }
  return { score, raw };
}
