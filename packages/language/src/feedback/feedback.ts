import type { ContentEvidence } from '../content/content-check';
import type { GamingFinding } from '../gaming/gaming-check';
import { gamingAdvice } from './gaming-feedback';
import type { WritingGate, WritingIssue, WritingTask, WritingTrait, WritingTraitScore } from '../types';

/** What the advice is built from. */
interface FeedbackInput {
  task: WritingTask;
  traits: Partial<Record<WritingTrait, WritingTraitScore>>;
  gates: readonly WritingGate[];
  issues: readonly WritingIssue[];
  content: ContentEvidence;
  /** Gaming recognised in the answer (`gaming/gaming-check.ts`). */
  gaming: readonly GamingFinding[];
  features: Readonly<Record<string, number>>;
}

function below(trait: WritingTraitScore | undefined): boolean {
  return trait !== undefined && trait.score < trait.max;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** Plain-language advice, most important first: gates, gaming recognised, then each trait below its maximum. */
export function buildFeedback({ task, traits, gates, issues, content, gaming, features }: FeedbackInput): string[] {
  const advice: string[] = gates.map((gate) => `${gate.message} The other traits are shown so you can see what else to work on.`);
  advice.push(...gamingAdvice(gaming, Object.keys(traits) as WritingTrait[]));
  const count = (category: WritingIssue['category']) => issues.filter((i) => i.category === category).length;

  if (below(traits.content)) {
    const missing = content.ideas.filter((i) => !i.covered);
    if (content.offTopic) advice.push('The answer does not deal with the topic. Read the prompt again and answer what it asks.');
    else if (missing.length > 0 && content.basis === 'key-ideas') advice.push(`Cover every key point. Missing or only hinted at: ${missing.map((i) => `"${i.idea}"`).join('; ')}.`);
    else if (missing.length > 0) advice.push(`Mention more of the main ideas, e.g. ${missing.slice(0, 4).map((i) => `"${i.idea}"`).join(', ')}.`);
    if (content.copiedShare > 0.3) advice.push('Much of the answer is copied word for word. Paraphrase: PTE rewards summarising in your own words.');
    if (content.templateShare > 0.1) advice.push('Cut memorised template phrases and spend the words on the topic itself.');
  }
  const grammar = count('grammar');
  if (below(traits.grammar) && grammar > 0) advice.push(`Fix the ${plural(grammar, 'grammar issue')} marked in the text (agreement, verb forms, complete sentences).`);
  const spelling = count('spelling');
  if (spelling > 0) advice.push(`Correct the ${plural(spelling, 'misspelt word')}: ${task === 'summarize-written-text' ? 'misspellings weaken vocabulary and grammar marks' : 'two or more misspellings give spelling 0'}.`);
  if (below(traits.vocabulary) && count('vocabulary') > 0) advice.push('Check the word choices marked: use the collocation or word suggested.');
  if (below(traits.vocabularyRange)) advice.push('Vary your vocabulary: use precise, less common words instead of repeating general ones (thing, good, a lot).');
  if (below(traits.generalLinguisticRange)) advice.push('Show range: combine ideas with complex sentences (although, which, whereas), and vary sentence length and openings.');
  if (below(traits.developmentStructureCoherence)) {
    if ((features.paragraphs ?? 0) < 3) advice.push('Organise the essay into paragraphs: an introduction, two or three body paragraphs and a conclusion.');
    else advice.push('Link your ideas: use a range of connectives (however, as a result, for instance) and develop each point with an example.');
  }
  if (traits.form && traits.form.score < traits.form.max && gates.length === 0) {
    advice.push(task === 'write-essay' ? 'Aim for 200–300 words for full form marks.' : 'Aim for 50–70 words for full form marks.');
  }
  if (advice.length === 0) advice.push('Well done: no problems found on any trait.');
  if (content.basis === 'prompt' || content.basis === 'none') {
    advice.push(`Content was estimated from development and relevance only, because this item lists no key ${task === 'write-essay' ? 'aspects' : 'ideas'}.`);
  }
  return advice;
}
