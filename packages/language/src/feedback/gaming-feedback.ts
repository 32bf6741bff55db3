import type { GamingFinding, GamingKind } from '../gaming/gaming-check';
import { traitsFakedBy } from '../scoring/gaming-caps';
import type { WritingIssue, WritingTrait } from '../types';

const TRAIT_NAMES: Readonly<Record<WritingTrait, string>> = {
  content: 'content', form: 'form', grammar: 'grammar', vocabulary: 'vocabulary', spelling: 'spelling',
  vocabularyRange: 'vocabulary range', generalLinguisticRange: 'linguistic range',
  developmentStructureCoherence: 'development and coherence',
};

/** What each kind is called, what a marked span is, why it scores low and what to do instead. */
const DESCRIPTIONS: Readonly<Record<GamingKind, { name: string; found: (share: string) => string; span: string; why: string; instead: string }>> = {
  'repetition': {
    name: 'Repeated text', found: (share) => `${share} of the answer repeats what it has already said`, span: 'This repeats words you have already written.',
    why: 'repeated words add no ideas and no new language, and they do not count towards the length',
    instead: 'Make each point once and develop it with a reason or an example.',
  },
  'keyword-list': {
    name: 'List of keywords', found: (share) => `${share} of the answer is strings of keywords with no sentences around them`, span: 'These are keywords strung together, not a sentence.',
    why: 'keywords without grammar are notes: they show neither how the ideas connect nor your grammar and range',
    instead: 'Write full sentences that say how the key ideas relate.',
  },
  'copied-source': {
    name: 'Copied text', found: (share) => `${share} of the answer is copied word for word from the passage or lecture`, span: 'This is copied word for word from the source.',
    why: 'copied sentences show the author\'s grammar and vocabulary, not yours, and copying is not summarising',
    instead: 'Summarise the main points in your own words; reuse only key terms.',
  },
  'copied-prompt': {
    name: 'Copied prompt', found: (share) => `${share} of the answer is the prompt copied word for word`, span: 'This is the prompt copied word for word.',
    why: 'the prompt\'s words are not an answer and are not your language',
    instead: 'Answer the question in your own words; do not restate it.',
  },
  'template': {
    name: 'Memorised template', found: (share) => `${share} of the answer is stock sentences that would fit any topic`, span: 'This sentence would fit any topic: it reads as a memorised template.',
    why: 'template sentences say nothing about this topic, and PTE looks for templated answers',
    instead: 'Spend the words on ideas, reasons and examples specific to this question.',
  },
  'gibberish': {
    name: 'Not English', found: (share) => `${share} of the content words are not English words`, span: 'These are not English words.',
    why: 'letters that form no words carry no meaning',
    instead: 'Write real sentences about the topic.',
  },
  'rare-word-salad': {
    name: 'Rare words strung together', found: (share) => `${share} of the content words are rare words that do not come from the topic`, span: 'Rare words used without a clear meaning.',
    why: 'uncommon words put together without meaning do not show vocabulary range: range is precise words used well',
    instead: 'Choose words for what you need to say; an accurate common word beats a rare one that does not fit.',
  },
  'linking-word-list': {
    name: 'List of linking words', found: (share) => `${share} of the answer is linking words with no ideas between them`, span: 'Linking words with nothing to link.',
    why: 'connectives show coherence only when they join ideas',
    instead: 'Use a linking word where it shows how two ideas relate, and follow it with the idea.',
  },
  'off-topic': {
    name: 'Off-topic answer', found: (share) => `${share} of the content words have nothing to do with the prompt, passage or lecture`, span: '',
    why: 'an answer about something else does not deal with the task, however well it is written',
    instead: 'Read the prompt again and answer what it asks.',
  },
};

function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

function listOf(words: readonly string[]): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/**
 * Advice for each kind of gaming found: its name, how much of the answer it takes, why it scores low, which traits
 * it caps and what to do instead.
 */
export function gamingAdvice(findings: readonly GamingFinding[], traits: readonly WritingTrait[]): string[] {
  return findings.map((finding) => {
    const d = DESCRIPTIONS[finding.kind];
    const capped = traitsFakedBy(finding.kind, finding.level).filter((trait) => traits.includes(trait));
    const caps = capped.length > 0 ? `, so it caps ${listOf(capped.map((t) => TRAIT_NAMES[t]))}` : '';
    return `${d.name} recognised: ${d.found(percent(finding.share))}. It scores low because ${d.why}${caps}. ${d.instead}`;
  });
}

/**
 * The gamed stretches to mark in the text, one issue per span, leaving out spans an existing issue of the content
 * check already marks (copied sentences, template phrases).
 */
export function gamingIssues(findings: readonly GamingFinding[], existing: readonly WritingIssue[]): WritingIssue[] {
  const marked = existing.filter((i) => i.source.startsWith('content:'));
  return findings.flatMap((finding) => finding.spans
    .filter((span) => !marked.some((i) => i.start <= span.start && i.end >= span.end))
    .map((span) => ({
      start: span.start, end: span.end, category: 'content' as const, source: `gaming:${finding.kind}`, suggestions: [],
      message: `${DESCRIPTIONS[finding.kind].span} ${DESCRIPTIONS[finding.kind].instead}`,
    })));
}
