import type { TextAnalysis } from '../analysis/text-analysis';
import { isContentWord } from '../text/function-words';
import { tokenizeWords } from '../text/tokens';
import type { WritingAssessmentInput, WritingIssue } from '../types';
import { contentWordsOf, hasConcept, indexConcepts } from './concept-match';
import { findCopiedSpans } from './copying';
import { coverKeyIdeas, type IdeaCoverage } from './key-ideas';
import { deriveKeyTerms } from './key-terms';
import { listedWords } from './listed-words';
import { findTemplatePhrases } from './templates';

/** What the content measures are based on, best first. */
type ContentBasis = 'key-ideas' | 'source-terms' | 'prompt' | 'none';

/** The measurable evidence about an answer's content. */
export interface ContentEvidence {
  basis: ContentBasis;
  /** Coverage of each key idea (or derived key term). Empty when the basis is `prompt` or `none`. */
  ideas: IdeaCoverage[];
  /** Mean coverage of the ideas, 0–1 (undefined without ideas). */
  coverage?: number;
  /** Share of the prompt's topic words the answer takes up, 0–1 (undefined without a prompt). */
  promptRelevance?: number;
  /** Share of the answer's words copied verbatim in runs from the source or prompt, 0–1. */
  copiedShare: number;
  /** Share of the answer's words inside stock template phrases, 0–1. */
  templateShare: number;
  /** The answer does not deal with the prompt or passage at all. */
  offTopic: boolean;
  issues: WritingIssue[];
}

// Words of essay instructions rather than of the topic ("Discuss both views and give your own opinion").
const INSTRUCTION_WORDS = new Set(['discuss', 'agree', 'disagree', 'extent', 'opinion', 'essay', 'example', 'examples', 'reason', 'reasons', 'own', 'experience', 'knowledge', 'support', 'think', 'view', 'views', 'write', 'words', 'argument', 'relevant', 'include', 'give', 'explain', 'consider', 'believe', 'position', 'statement', 'question', 'answer', 'response', 'topic', 'minutes', 'people', 'many', 'some', 'others', 'argue', 'claim', 'say', 'feel']);

/** Share of an answer in template phrases above which the templates count against content. */
export const TEMPLATE_HEAVY = 0.25;

/** Share of an answer copied verbatim above which content is capped (a copied sentence is not a summary). */
export const COPIED_HEAVY = 0.7;

/** Run length, in words, from which copied text is reported: a summary may reuse phrases but not sentences. */
const COPY_RUN_WORDS = { source: 10, prompt: 8 };

/** The answer's words copied word for word from the source or prompt (by token), as issues, and the share they take. */
function findCopying(input: WritingAssessmentInput, analysis: TextAnalysis): { copied: boolean[]; copiedShare: number; issues: WritingIssue[] } {
  const issues: WritingIssue[] = [];
  const copied = new Array<boolean>(analysis.tokens.length).fill(false);
  const copySources = [
    { text: input.task === 'write-essay' ? undefined : input.sourceText, run: COPY_RUN_WORDS.source, what: input.task === 'summarize-spoken-text' ? 'the lecture' : 'the passage' },
    { text: input.prompt, run: COPY_RUN_WORDS.prompt, what: 'the prompt' },
  ];
  for (const source of copySources) {
    if (!source.text) continue;
    for (const span of findCopiedSpans(analysis.tokens, tokenizeWords(source.text), source.run)) {
      copied.fill(true, span.from, span.to);
      issues.push({
        start: analysis.tokens[span.from]!.start, end: analysis.tokens[span.to - 1]!.end, category: 'content', source: 'content:copied',
        suggestions: [], message: `These ${span.to - span.from} words are copied word for word from ${source.what}. Put the idea in your own words.`,
      });
    }
  }
  const copiedShare = Math.min(1, copied.filter(Boolean).length / Math.max(1, analysis.tokens.length));
  return { copied, copiedShare, issues };
}

/**
 * Gathers the content evidence for an answer: coverage of the item's key ideas (or of key terms derived from the
 * passage), relevance to the prompt, text copied from the passage or prompt, and memorised template phrases.
 */
export function checkContent(input: WritingAssessmentInput, analysis: TextAnalysis): ContentEvidence {
  const { copied, copiedShare, issues } = findCopying(input, analysis);
  const lowerWords = analysis.tokens.map((t) => t.lower);
  const answerIndex = indexConcepts(lowerWords, { listed: listedWords(analysis.text, analysis.tokens), copied });
  const ideasListed = (input.task === 'write-essay' ? input.keyAspects : input.keyIdeas)?.filter((idea) => idea.trim() !== '') ?? [];
  let basis: ContentBasis = 'none';
  let ideas: IdeaCoverage[] = [];
  if (ideasListed.length > 0) {
    basis = 'key-ideas';
    ideas = coverKeyIdeas(ideasListed, answerIndex, input.task === 'write-essay' ? undefined : input.sourceText);
  } else if (input.task !== 'write-essay' && input.sourceText && input.sourceText.trim() !== '') {
    const terms = deriveKeyTerms(input.sourceText);
    if (terms.length > 0) {
      basis = 'source-terms';
      ideas = coverKeyIdeas(terms, answerIndex);
    }
  } else if (input.prompt && input.prompt.trim() !== '') {
    basis = 'prompt';
  }
  const coverage = ideas.length > 0 ? ideas.reduce((s, i) => s + i.coverage, 0) / ideas.length : undefined;

  let promptRelevance: number | undefined;
  if (input.prompt && input.prompt.trim() !== '') {
    const topicWords = contentWordsOf(input.prompt).filter((w) => !INSTRUCTION_WORDS.has(w) && !/^\d/.test(w));
    const answerWords = indexConcepts(lowerWords);
    if (topicWords.length > 0) promptRelevance = topicWords.filter((w) => hasConcept(answerWords, w)).length / topicWords.length;
  }

  const words = Math.max(1, analysis.tokens.length);
  const templates = findTemplatePhrases(analysis.text);
  const templateWords = templates.reduce((sum, m) => sum + tokenizeWords(analysis.text.slice(m.start, m.end)).length, 0);
  const templateShare = Math.min(1, templateWords / words);
  for (const match of templates) {
    issues.push({
      start: match.start, end: match.end, category: templateShare > TEMPLATE_HEAVY ? 'content' : 'style', source: 'content:template',
      suggestions: [], message: 'This is a stock phrase from memorised templates. PTE looks for templated answers; say something specific to the topic instead.',
    });
  }

  const contentWords = analysis.tokens.filter((t) => isContentWord(t.lower)).length;
  const offTopic = contentWords >= 5 && (
    (coverage !== undefined && coverage < 0.15 && !ideas.some((i) => i.covered))
    || (basis !== 'key-ideas' && basis !== 'source-terms' && promptRelevance !== undefined && promptRelevance === 0 && analysis.tokens.length >= 30)
  );
  return { basis, ideas, coverage, promptRelevance, copiedShare, templateShare, offTopic, issues };
}
