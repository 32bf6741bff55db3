import type { GuideExampleAssessment } from '@pte/contract';
import { parseContentFile } from '../assistant/content-passages';

/**
 * Keeps a task guide's notes on its example honest: the `## Example` section's notes (from its first `###` heading
 * on, where the guide page shows the assessment) must give every trait's score as the scorer gave it, written
 * "<Trait label> <score>/<max>" ("Oral fluency 3/5", "Total 12/15"), and every score they cite must be the
 * scorer's. A re-run of the scorers that changes a figure therefore flags the guide whose words need revising.
 */

/** A score written as a fraction, `3/5` or `10.5/15`. */
const fraction = /(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)/g;

/** The notes of a guide's Example section: from its first `###` heading to the end of the section, or null. */
function exampleNotesOf(guideMarkdown: string): string | null {
  const example = parseContentFile(guideMarkdown).sections.find((section) => section.heading === 'Example');
  if (!example) return null;
  const lines = example.markdown.split('\n');
  const first = lines.findIndex((line) => /^ {0,3}###\s/.test(line));
  return first < 0 ? null : lines.slice(first).join('\n');
}

/** What is wrong with the notes of `guideMarkdown`'s example given its `assessment`; empty when they agree. */
export function exampleNoteProblems(guideMarkdown: string, assessment: GuideExampleAssessment): string[] {
  const notes = exampleNotesOf(guideMarkdown);
  if (notes === null) return ['the Example section has no "###" heading introducing its notes on the assessment'];
  const scores = [...assessment.traits.map((trait) => ({ label: trait.label, score: trait.score, max: trait.max })), { label: 'Total', ...assessment.total }];
  // Longest labels first, so "Vocabulary range" is not read as "Vocabulary".
  const byLength = [...scores].sort((a, b) => b.label.length - a.label.length);
  const text = notes.replace(/[*_`]/g, '');
  const problems: string[] = [];
  const cited = new Set<string>();
  for (const match of text.matchAll(fraction)) {
    const before = text.slice(0, match.index).split('\n').pop() ?? '';
    const written = `${match[1]}/${match[2]}`;
    const trait = byLength.find((candidate) => new RegExp(`${candidate.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:?\\s*$`, 'i').test(before));
    if (!trait) {
      problems.push(`the notes cite ${written} without the trait it belongs to: write it as "<Trait> ${written}"`);
      continue;
    }
    cited.add(trait.label);
    if (Number(match[1]) !== trait.score || Number(match[2]) !== trait.max) {
      problems.push(`the notes cite ${trait.label} ${written}, but the scorer gives ${trait.score}/${trait.max}`);
    }
  }
  for (const trait of assessment.traits) {
    if (!cited.has(trait.label)) problems.push(`the notes do not say what ${trait.label} got (${trait.score}/${trait.max})`);
  }
  return problems;
}
