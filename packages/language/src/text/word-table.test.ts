import { describe, expect, it } from 'vitest';
import { assessWriting } from '../assess-writing';
import { wordTable } from './word-table';

describe('word tables', () => {
  it('find only their own words, never an Object member', () => {
    const table = wordTable<string>({ dont: "don't" });
    expect(table.dont).toBe("don't");
    for (const word of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) expect(table[word], word).toBeUndefined();
  });

  it('let an answer made of Object member names be assessed with plain-text marks only', async () => {
    const text = '__proto__ constructor toString hasOwnProperty valueOf them self dont gooder';
    for (const task of ['summarize-written-text', 'write-essay'] as const) {
      const assessment = await assessWriting({ task, text, sourceText: 'posuere', prompt: 'posuere' });
      for (const issue of assessment.issues) {
        expect(issue.message, issue.source).not.toContain('[object');
        for (const suggestion of issue.suggestions) expect(typeof suggestion, issue.source).toBe('string');
      }
    }
  });
});
