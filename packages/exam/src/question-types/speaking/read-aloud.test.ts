import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseContentItem } from '../../content/content-item';
import { sampleItems } from '../../testing/sample-items';

const text = 'Tides are caused mainly by the pull of the moon on the oceans. As the earth turns, coastal places pass through two bulges of water each day, which is why most shores see two high tides.';
const phrased = 'Tides are caused mainly / by the pull of the moon / on the oceans. // As the earth turns, / coastal places pass / through two bulges of water / each day, / which is why most shores / see two high tides.';

/** The problems the bank parser reports for the sample Read Aloud item with this model answer. */
function problemsWith(modelAnswer: string): string[] {
  const item = { ...sampleItems['read-aloud'], prompt: { text }, modelAnswer };
  try {
    parseContentItem(item);
    return [];
  } catch (error) {
    if (error instanceof z.ZodError) return error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw error;
  }
}

describe('Read Aloud model answer check', () => {
  it('accepts the text with / and // pause marks, whatever the spacing', () => {
    expect(problemsWith(phrased)).toEqual([]);
    expect(problemsWith(phrased.replaceAll(' / ', '  /\n').replaceAll(' // ', '\n//\n'))).toEqual([]);
  });

  it('rejects a changed word and names it', () => {
    expect(problemsWith(phrased.replace('bulges', 'waves'))).toEqual([
      'modelAnswer: The model answer must be the text word for word, with only / and // pause marks added: at word 23 the text has “bulges” but the model answer has “waves”',
    ]);
  });

  it('rejects a missing word', () => {
    expect(problemsWith(phrased.replace('mainly ', ''))).toEqual([
      'modelAnswer: The model answer must be the text word for word, with only / and // pause marks added: at word 4 the text has “mainly” but the model answer has “by”',
    ]);
    expect(problemsWith(phrased.replace(' high tides.', ' high'))[0]).toMatch(/at word 36 the text has “tides\.” but the model answer ends$/);
  });

  it('rejects an added word and changed punctuation', () => {
    expect(problemsWith(`${phrased} // Really.`)[0]).toMatch(/at word 37 the text ends but the model answer has “Really\.”$/);
    expect(problemsWith(phrased.replace('turns,', 'turns')).join()).toMatch(/the text has “turns,” but the model answer has “turns”/);
  });

  it('reports pause marks that are not separate words as a difference', () => {
    expect(problemsWith(phrased.replace('mainly / by', 'mainly/ by')).join()).toMatch(/the text has “mainly” but the model answer has “mainly\/”/);
  });
});
