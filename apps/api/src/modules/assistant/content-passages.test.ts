import { describe, expect, it } from 'vitest';
import { parseContentFile, passagesOfFile } from './content-passages';
import { quotableUnitsOf } from './passage-answer';

const guide = `# Read Aloud

Read a short text aloud; every word counts.

## How it is scored

| Trait | Points | What earns them |
|---|---|---|
| Content | 1 per word | Each **word** read as written |
| Oral fluency | 5 | Smooth [rhythm](/resources/study-materials/skills/oral-fluency) |

- Content 0 gives 0 for the item.

## Strategy

### Timing
Plan the phrases. Then read.

## Strategy

1. Read it silently.
2. Mark the stress.

## Related articles

- [Speaking scores](/resources/help/speaking-scores)
`;

describe('content passages', () => {
  it('cuts a file into its summary and one passage per section, numbering repeated anchors, skipping link lists', () => {
    const passages = passagesOfFile(parseContentFile(guide), '/resources/study-materials/read-aloud', 'task-guide');
    expect(passages.map((passage) => [passage.heading, passage.href])).toEqual([
      [null, '/resources/study-materials/read-aloud'],
      ['How it is scored', '/resources/study-materials/read-aloud#how-it-is-scored'],
      ['Strategy', '/resources/study-materials/read-aloud#strategy'],
      // "### Timing" took `timing`, so the second "Strategy" is `strategy-1`.
      ['Strategy', '/resources/study-materials/read-aloud#strategy-1'],
    ]);
    expect(passages[0]!.text).toBe('Read a short text aloud; every word counts.');
    expect(passages[1]!.text).toContain('Content — 1 per word — Each word read as written');
    expect(passages[1]!.text).not.toContain('**');
    expect(passages[2]!.subheadings).toBe('Timing');
  });

  it('quotes a table or a numbered list whole, and sentences and bullets one by one', () => {
    const [, scored, strategy, steps] = passagesOfFile(parseContentFile(guide), '/g', 'task-guide');
    expect(quotableUnitsOf(scored!.markdown).map((unit) => unit.lines.map((line) => line.text))).toEqual([
      ['Content: 1 per word — Each word read as written', 'Oral fluency: 5 — Smooth rhythm'],
      ['Content 0 gives 0 for the item.'],
    ]);
    expect(quotableUnitsOf(strategy!.markdown).map((unit) => unit.lines.map((line) => line.text))).toEqual([['Plan the phrases.'], ['Then read.']]);
    expect(quotableUnitsOf(steps!.markdown).map((unit) => unit.lines.map((line) => line.text))).toEqual([['Read it silently.', 'Mark the stress.']]);
  });
});
