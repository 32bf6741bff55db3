import { beforeAll, describe, expect, it } from 'vitest';
import { assessWriting, prepareWritingAssessment } from '../assess-writing';
import { grammarDensityCap, grammarErrorDensity } from './grammar-density';
import type { WritingIssue } from '../types';

// An essay written for this test (about 240 words), and the same essay with eight grammar errors learners make.
const CLEAN_ESSAY = `Many companies now allow their staff to work from home for part of the week. In my view, this arrangement brings clear benefits, although it also has some drawbacks that managers should not ignore.

The first advantage is flexibility. Employees who work from home save the time they would spend travelling, and they can organise their day around their families. It brings real savings as well: they spend less on transport and lunches, and companies need smaller offices. Many workers also report that they concentrate better in a quiet room than in a busy open office.

However, remote work can also isolate employees from their teams. New staff in particular learn a great deal by watching experienced colleagues, and this is much harder through a screen. Managers may find it difficult to judge how much work is being done, and some of them respond by checking on their staff too often. Communication problems can arise quickly when people rarely meet, and small misunderstandings can grow into serious conflicts.

In my opinion, the main advantage is that people gain control over their own time. The best solution is therefore a balance: two or three days at home and the rest in the office. This keeps the benefits of flexibility while protecting the personal contact that good teamwork needs.

In conclusion, working from home is a positive change for most employees and employers, provided that companies plan carefully how their teams will stay in touch.`;

// [clean wording, wording with the error, the word the error is marked on]
const INSERTED_ERRORS: readonly (readonly [string, string, string])[] = [
  ['It brings real savings', 'It bring real savings', 'bring'],
  ['they spend less on transport', 'they spends less on transport', 'spends'],
  ['remote work can also isolate', 'remote work can also isolating', 'isolating'],
  ['Managers may find it difficult', 'Managers may finds it difficult', 'finds'],
  ['Communication problems can arise', 'Communication problem can arise', 'problem'],
  ['the main advantage is', 'the main advantages is', 'is'],
  ['Employees who work from home', 'Employees who works from home', 'works'],
  ['Many workers also report', 'Many worker also report', 'worker'],
];

const ERRORFUL_ESSAY = INSERTED_ERRORS.reduce((text, [clean, wrong]) => text.replace(clean, wrong), CLEAN_ESSAY);

const issue = (source: string): WritingIssue => ({ start: 0, end: 1, category: 'grammar', message: '', suggestions: [], source });

describe('grammar density cap', () => {
  it('weighs structural errors 1.5 and mechanics 0.5 per 100 words', () => {
    expect(grammarErrorDensity([issue('rule:comma-splice'), issue('rule:capitalisation'), issue('rule:modal-verb-form')], 300)).toBeCloseTo(1);
  });

  it('keeps the full band up to half an error per 100 words and takes a fifth per further error per 100 words', () => {
    expect(grammarDensityCap([issue('rule:modal-verb-form')], 200, 2)).toBe(2);
    expect(grammarDensityCap(Array.from({ length: 6 }, () => issue('rule:modal-verb-form')), 240, 2)).toBeCloseTo(1.2);
    expect(grammarDensityCap(Array.from({ length: 14 }, () => issue('rule:modal-verb-form')), 240, 2)).toBe(0);
  });
});

describe('an essay with eight inserted grammar errors', () => {
  beforeAll(() => prepareWritingAssessment(), 120_000);

  it('scores lower on grammar and in total than the same essay without them, and marks every error', async () => {
    expect(ERRORFUL_ESSAY).not.toBe(CLEAN_ESSAY);
    const input = { task: 'write-essay', prompt: 'Working from home: advantages and disadvantages' } as const;
    const clean = await assessWriting({ ...input, text: CLEAN_ESSAY });
    const errorful = await assessWriting({ ...input, text: ERRORFUL_ESSAY });
    expect(clean.issues.filter((i) => i.category === 'grammar')).toEqual([]);
    expect(clean.traits.grammar?.score).toBe(2);
    expect(errorful.traits.grammar!.score).toBeLessThan(clean.traits.grammar!.score);
    expect(errorful.total.score).toBeLessThan(clean.total.score);
    const marked = errorful.issues.filter((i) => i.category === 'grammar');
    for (const [, wrong, word] of INSERTED_ERRORS) {
      const at = ERRORFUL_ESSAY.indexOf(wrong) + wrong.indexOf(word);
      const found = marked.find((i) => i.start <= at && at < i.end);
      expect(found, `"${wrong}" is not marked`).toBeDefined();
      expect(found!.message.length).toBeGreaterThan(0);
      expect(found!.suggestions.length).toBeGreaterThan(0);
    }
  });
});
