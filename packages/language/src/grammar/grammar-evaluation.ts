import { analyseText } from '../analysis/text-analysis';
import type { WritingIssue } from '../types';
import { grammarClassOf, grammarErrorClasses, type GrammarErrorClass } from './grammar-classes';
import { grammarTestSet, type GrammarTestSentence } from './grammar-test-set';

/** Counts and rates of one error class (or of all classes together). */
interface ClassScore {
  name: GrammarErrorClass | 'unclassified' | 'overall';
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  /** TP / (TP + FP); 1 when nothing was flagged. */
  precision: number;
  /** TP / (TP + FN); 1 when the class has no erroneous sentence. */
  recall: number;
}

/** An issue the evaluation counted against the checker, with the sentence it was found in. */
interface EvaluationMiss {
  text: string;
  expected: GrammarErrorClass | null;
  /** The flagged words and the class reported, for a false positive; the expected span, for a false negative. */
  flagged: string;
  reported?: GrammarErrorClass | 'unclassified';
  source?: string;
}

/** The result of running the checker over the test set. */
export interface GrammarEvaluation {
  sentences: number;
  correctSentences: number;
  classes: ClassScore[];
  overall: ClassScore;
  falsePositives: EvaluationMiss[];
  falseNegatives: EvaluationMiss[];
  /** "Hard correct" sentences (correct, but looking like errors) on which something was flagged. */
  flaggedHardCorrect: string[];
}

/** Finds the grammar issues of one text: what the learner would see marked as grammar. */
export type GrammarCheck = (text: string) => Promise<WritingIssue[]>;

/** The whole analysis a learner's answer goes through, keeping the issues that are grammar errors. */
const checkGrammarOfText: GrammarCheck = async (text) => (await analyseText(text)).issues.filter(isGrammarIssue);

function isGrammarIssue(issue: WritingIssue): boolean {
  return issue.category === 'grammar' || grammarClassOf(issue) !== undefined;
}

/** Character offsets of the test item's span: its first occurrence as a whole word (or words). */
export function spanOffsets(item: GrammarTestSentence): { start: number; end: number } | undefined {
  if (item.span === null) return undefined;
  const escaped = item.span.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`${/^\w/.test(item.span) ? '\\b' : ''}${escaped}${/\w$/.test(item.span) ? '\\b' : ''}`);
  const match = pattern.exec(item.text);
  return match ? { start: match.index, end: match.index + item.span.length } : undefined;
}

function score(name: ClassScore['name'], truePositives: number, falsePositives: number, falseNegatives: number): ClassScore {
  return {
    name, truePositives, falsePositives, falseNegatives,
    precision: truePositives + falsePositives === 0 ? 1 : truePositives / (truePositives + falsePositives),
    recall: truePositives + falseNegatives === 0 ? 1 : truePositives / (truePositives + falseNegatives),
  };
}

/**
 * Runs the grammar checker on every test sentence and scores it per error class. A true positive is an issue of the
 * expected class overlapping the expected span (one per sentence); every other grammar issue is a false positive of
 * the class it reports (on a correct sentence, off the span, or of the wrong class); an erroneous sentence without
 * a true positive is a false negative of its class.
 */
export async function evaluateGrammar(
  testSet: readonly GrammarTestSentence[] = grammarTestSet,
  check: GrammarCheck = checkGrammarOfText,
): Promise<GrammarEvaluation> {
  type Name = GrammarErrorClass | 'unclassified';
  const counts = new Map<Name, { tp: number; fp: number; fn: number }>();
  const count = (name: Name) => counts.get(name) ?? counts.set(name, { tp: 0, fp: 0, fn: 0 }).get(name)!;
  const falsePositives: EvaluationMiss[] = [];
  const falseNegatives: EvaluationMiss[] = [];
  const flaggedHardCorrect: string[] = [];

  for (const item of testSet) {
    const issues = await check(item.text);
    const span = spanOffsets(item);
    const hit = span && issues.find((issue) => grammarClassOf(issue) === item.errorClass && issue.start < span.end && span.start < issue.end);
    if (item.errorClass !== null) {
      if (hit) count(item.errorClass).tp += 1;
      else {
        count(item.errorClass).fn += 1;
        falseNegatives.push({ text: item.text, expected: item.errorClass, flagged: item.span ?? '' });
      }
    }
    for (const issue of issues) {
      if (issue === hit) continue;
      const reported = grammarClassOf(issue) ?? 'unclassified';
      count(reported).fp += 1;
      falsePositives.push({ text: item.text, expected: item.errorClass, flagged: item.text.slice(issue.start, issue.end), reported, source: issue.source });
    }
    if (item.hard && issues.length > 0) flaggedHardCorrect.push(item.text);
  }

  const names: Name[] = [...grammarErrorClasses, ...(counts.has('unclassified') ? ['unclassified' as const] : [])];
  const classes = names.map((name) => {
    const c = counts.get(name) ?? { tp: 0, fp: 0, fn: 0 };
    return score(name, c.tp, c.fp, c.fn);
  });
  const total = (key: 'truePositives' | 'falsePositives' | 'falseNegatives') => classes.reduce((sum, c) => sum + c[key], 0);
  return {
    sentences: testSet.length,
    correctSentences: testSet.filter((item) => item.errorClass === null).length,
    classes,
    overall: score('overall', total('truePositives'), total('falsePositives'), total('falseNegatives')),
    falsePositives,
    falseNegatives,
    flaggedHardCorrect,
  };
}

/** The evaluation as a Markdown table: per class TP, FP, FN, precision and recall, then the overall row. */
export function formatGrammarEvaluation(evaluation: GrammarEvaluation): string {
  const row = (c: ClassScore) => `| ${c.name} | ${c.truePositives + c.falseNegatives} | ${c.truePositives} | ${c.falsePositives} | ${c.falseNegatives} | ${c.precision.toFixed(2)} | ${c.recall.toFixed(2)} |`;
  return [
    `${evaluation.sentences} sentences (${evaluation.correctSentences} correct)`,
    '',
    '| Class | Erroneous | TP | FP | FN | Precision | Recall |',
    '|---|---|---|---|---|---|---|',
    ...evaluation.classes.map(row),
    row(evaluation.overall).replace('| overall |', '| **overall** |'),
  ].join('\n');
}
