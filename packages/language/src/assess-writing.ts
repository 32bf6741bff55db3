import { analyseText, type TextAnalysis } from './analysis/text-analysis';
import { checkContent, type ContentEvidence } from './content/content-check';
import { buildFeedback } from './feedback/feedback';
import { gamingIssues } from './feedback/gaming-feedback';
import { checkForm } from './form/form-rules';
import { detectGaming, GAMING_METRICS, type GamingReport } from './gaming/gaming-check';
import { getHarperLinter } from './grammar/harper-checker';
import { predictRating, ratingToRaw, type EssayCalibration } from './scoring/calibrated-model';
import { scoreContent, type TraitMark } from './scoring/content-score';
import { capTraitMarks, gamingFormRule, gamingTraitCaps } from './scoring/gaming-caps';
import { grammarDensityCap } from './scoring/grammar-density';
import { essayCalibration } from './scoring/essay-calibration';
import type { CalibratedTrait } from './scoring/essay-trait-features';
import { bandOf, traitMaxima } from './scoring/rubrics';
import { scoreShortGrammar, scoreShortVocabulary, spellingBand } from './scoring/short-answer-scores';
import { getSpellCheckers } from './spelling/dictionaries';
import { prepareRareWords } from './spelling/rare-words';
import { frequencyRank } from './vocabulary/frequency-bands';
import { relatedConcepts } from './text/word-relations';
import { writingInputProblem, WritingInputError } from './writing-input';
import type {
  WritingAssessment,
  WritingAssessmentInput,
  WritingGate,
  WritingIssue,
  WritingTrait,
  WritingTraitScore,
} from './types';

export { MAX_WORD_LENGTH, MAX_WRITING_LENGTH, WritingInputError, writingInputProblem } from './writing-input';

/**
 * Loads everything the assessment needs (Harper's WebAssembly, the US and UK dictionaries, the frequency list and
 * thesaurus) and runs one short analysis, so the first learner does not wait for it (about 3 s). Safe to call more
 * than once.
 */
export function prepareWritingAssessment(): Promise<void> {
  preparation ??= (async () => {
    getSpellCheckers();
    prepareRareWords();
    frequencyRank('the');
    relatedConcepts('increase');
    await getHarperLinter();
    // Harper and the tagger are slow on their first long text; one warm-up analysis takes that cost here.
    await analyseText(WARM_UP_TEXT);
  })();
  return preparation;
}

let preparation: Promise<void> | undefined;

const WARM_UP_TEXT = [
  'These sentence warm up the checkers, and there is many reasons to do it before the first answer arrives.',
  'Students who write essays under time pressure often makes small mistakes; however, most of them can be corrected.',
  'In conclusion, the goverment should invest in public transport because it reduces congestion and pollution.',
].join(' ').repeat(6).replace(/\. In conclusion/, '.\n\nIn conclusion');

function essayRaw(calibration: EssayCalibration, trait: CalibratedTrait, max: number, features: Readonly<Record<string, number>>): number {
  const rating = predictRating(calibration.traits[trait], features);
  return ratingToRaw(rating, max, calibration.anchors);
}

function mark(raw: number, max: number): TraitMark {
  return { raw, score: bandOf(raw, max) };
}

// Development, structure and coherence: an essay in one paragraph cannot show "logical structure" (DSC 2).
function developmentMark(raw: number, max: number, paragraphs: number): TraitMark {
  const result = mark(raw, max);
  if (paragraphs < 2) result.score = Math.min(result.score, Math.floor(max / 2));
  return result;
}

function traitMarks(
  input: WritingAssessmentInput,
  analysis: TextAnalysis,
  content: ContentEvidence,
  formScore: number,
  calibration: EssayCalibration,
): Record<string, TraitMark> {
  const essayRawOf = (trait: CalibratedTrait, max: number) => essayRaw(calibration, trait, max, features);
  const features = { ...analysis.features, promptRelevance: content.promptRelevance ?? 0 };
  const marks: Record<string, TraitMark> = {};
  const misspellings = analysis.issues.filter((i) => i.category === 'spelling').length;
  for (const { trait, max } of traitMaxima(input.task, input.rubric)) {
    switch (trait) {
      case 'form':
        marks[trait] = { score: formScore, raw: formScore };
        break;
      case 'content':
        marks[trait] = scoreContent(input.task, max, content, input.task === 'write-essay' ? essayRawOf('content', max) : undefined);
        break;
      case 'grammar':
        marks[trait] = input.task === 'write-essay'
          ? mark(Math.min(essayRawOf('grammar', max), grammarDensityCap(analysis.issues, analysis.features.words ?? 0, max)), max)
          : scoreShortGrammar(analysis.issues, max);
        break;
      case 'vocabulary':
        marks[trait] = scoreShortVocabulary(analysis.issues, max, input.task === 'summarize-written-text');
        break;
      case 'spelling':
        // The band follows PTE's count rule; raw is the calibrated estimate of spelling and mechanics control.
        marks[trait] = { score: spellingBand(misspellings, max), raw: essayRawOf('spelling', max) };
        break;
      case 'vocabularyRange':
      case 'generalLinguisticRange':
        marks[trait] = mark(essayRawOf(trait, max), max);
        break;
      case 'developmentStructureCoherence':
        marks[trait] = developmentMark(essayRawOf('developmentStructureCoherence', max), max, analysis.paragraphs.length);
        break;
    }
  }
  return marks;
}

function contentGate(task: WritingAssessmentInput['task'], evidence: ContentEvidence): WritingGate {
  const what = task === 'write-essay' ? 'the prompt' : task === 'summarize-spoken-text' ? 'the lecture' : 'the passage';
  return {
    rule: 'content',
    message: evidence.offTopic
      ? `The answer does not deal with ${what}; content 0 gives no score.`
      : `The answer misses the main ideas of ${what}; content 0 gives no score.`,
  };
}

function round(value: number, places = 3): number {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}

function pickMetrics(analysis: TextAnalysis, content: ContentEvidence, gaming: GamingReport, wordCount: number): Record<string, number> {
  const f = analysis.features;
  const metrics: Record<string, number> = {
    wordCount,
    sentences: f.sentences ?? 0,
    paragraphs: f.paragraphs ?? 0,
    meanSentenceLength: f.meanSentenceLength ?? 0,
    grammarIssues: analysis.issues.filter((i) => i.category === 'grammar').length,
    spellingErrors: analysis.issues.filter((i) => i.category === 'spelling').length,
    vocabularyIssues: analysis.issues.filter((i) => i.category === 'vocabulary').length,
    mtld: f.mtld ?? 0,
    firstThousandShare: f.k1Share ?? 0,
    secondThousandShare: f.k2Share ?? 0,
    thirdToFifthThousandShare: f.k3to5Share ?? 0,
    beyondFiveThousandShare: f.beyond5kShare ?? 0,
    offListShare: f.offListShare ?? 0,
    longWordShare: f.longWordShare ?? 0,
    clausesPerSentence: f.clausesPerSentence ?? 0,
    connectives: f.connectives ?? 0,
    connectiveTypes: f.connectiveFunctions ?? 0,
    topicContinuity: f.adjacentOverlap ?? 0,
    copiedShare: content.copiedShare,
    templateShare: content.templateShare,
  };
  if (content.coverage !== undefined) metrics.keyIdeaCoverage = content.coverage;
  if (content.ideas.length > 0) metrics.keyIdeasCovered = content.ideas.filter((i) => i.covered).length;
  if (content.ideas.length > 0) metrics.keyIdeas = content.ideas.length;
  if (content.promptRelevance !== undefined) metrics.promptRelevance = content.promptRelevance;
  for (const [kind, share] of Object.entries(gaming.shares)) metrics[GAMING_METRICS[kind as keyof typeof GAMING_METRICS]] = share;
  for (const key of Object.keys(metrics)) metrics[key] = round(metrics[key]!);
  return metrics;
}

/**
 * Assesses a written PTE answer (Summarize Written Text, Write Essay, Summarize Spoken Text) on PTE's traits.
 *
 * Each trait reports the band PTE would give and the continuous `raw` estimate behind it. PTE's gating rules apply
 * (docs/scoring-writing.md#gates): form 0 (word limits, not one sentence for SWT, all capitals, no punctuation, bullet points) or
 * content 0 zeroes the total, while every trait still reports what it measured and `gates` names the rule. Every
 * issue found carries its character offsets, category, message and suggestions.
 *
 * @throws WritingInputError when the text is longer than `MAX_WRITING_LENGTH` or has a run of characters with no space
 *   longer than `MAX_WORD_LENGTH`.
 */
export async function assessWriting(input: WritingAssessmentInput): Promise<WritingAssessment> {
  const problem = writingInputProblem(input.text);
  if (problem && problem.code !== 'empty') throw new WritingInputError(problem.message, problem.code);
  if (problem?.code === 'empty') return emptyAssessment(input);
  return assessAnalysedWriting(input, await analyseText(input.text));
}

function emptyAssessment(input: WritingAssessmentInput): WritingAssessment {
  const rubric = input.rubric ?? 'legacy';
  const maxima = traitMaxima(input.task, rubric);
  const traits = Object.fromEntries(maxima.map((t) => [t.trait, { score: 0, max: t.max, raw: 0 }])) as Partial<Record<WritingTrait, WritingTraitScore>>;
  return {
    task: input.task, rubric, traits, total: { score: 0, max: maxima.reduce((sum, t) => sum + t.max, 0) },
    gates: [{ rule: 'empty', message: 'No answer was written.' }], issues: [], metrics: { wordCount: 0 },
    feedback: ['Write your answer before submitting.'],
  };
}

/**
 * Scores an answer already analysed by `analyseText` (synchronous). `calibration` defaults to the shipped essay
 * calibration; the calibration script passes freshly fitted models.
 */
export function assessAnalysedWriting(
  input: WritingAssessmentInput,
  analysis: TextAnalysis,
  calibration: EssayCalibration = essayCalibration,
): WritingAssessment {
  if (input.text.trim() === '') return emptyAssessment(input);
  const rubric = input.rubric ?? 'legacy';
  const maxima = traitMaxima(input.task, rubric);
  const max = maxima.reduce((sum, t) => sum + t.max, 0);
  const form = checkForm(input.task, input.text, analysis.sentences, analysis.paragraphs);
  const content = checkContent({ ...input, rubric }, analysis);
  const marks = traitMarks({ ...input, rubric }, analysis, content, form.score, calibration);
  // Gaming (repetition, keyword lists, copying, templates, gibberish, rare-word salad, linking-word lists) caps the
  // traits it fakes; repeated text does not count towards the word limits, and a keyword list is notes.
  const gaming = detectGaming({ ...input, rubric }, analysis);
  capTraitMarks(marks, gamingTraitCaps(gaming.findings, maxima));
  const gamingForm = gamingFormRule(input.task, gaming.findings, form.wordCount);
  if (gamingForm && marks.form) marks.form = { score: Math.min(marks.form.score, gamingForm.cap), raw: Math.min(marks.form.raw, gamingForm.cap) };

  const traits: Partial<Record<WritingTrait, WritingTraitScore>> = {};
  for (const { trait, max: traitMax } of maxima) {
    const traitMark = marks[trait]!;
    traits[trait] = { score: traitMark.score, max: traitMax, raw: round(traitMark.raw) };
  }
  const gates = [...form.gates];
  if (gamingForm?.gate && !gates.some((g) => g.rule === gamingForm.gate!.rule)) gates.push(gamingForm.gate);
  if (traits.content?.score === 0) gates.push(contentGate(input.task, content));
  const sum = maxima.reduce((total, t) => total + (traits[t.trait]?.score ?? 0), 0);

  const issues: WritingIssue[] = [...analysis.issues, ...form.issues, ...content.issues, ...gamingIssues(gaming.findings, content.issues)].sort((a, b) => a.start - b.start || a.end - b.end);
  return {
    task: input.task,
    rubric,
    traits,
    total: { score: gates.length > 0 ? 0 : sum, max },
    gates,
    issues,
    metrics: pickMetrics(analysis, content, gaming, form.wordCount),
    feedback: buildFeedback({ task: input.task, traits, gates, issues, content, gaming: gaming.findings, features: analysis.features }),
  };
}
