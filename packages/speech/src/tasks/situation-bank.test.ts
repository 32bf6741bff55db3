/// <reference types="node" />
// Holds the Respond to a Situation content rule against the question bank: each item's model answer does all its
// situation asks, and the same answer given to any other situation has not dealt with it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseContentItem, type ContentItem } from '@pte/exam';
import { describe, expect, it } from 'vitest';
import { spokenWords } from '../spoken-text';
import { checkAppropriacy } from './situation-appropriacy';
import { coverActPoints, scoreSituationContent } from './situation-content';

const situationsDir = fileURLToPath(new URL('../../../../content/questions/speaking/respond-to-a-situation/', import.meta.url));

function readSituation(file: string): ContentItem<'respond-to-a-situation'> {
  const item = parseContentItem(JSON.parse(readFileSync(join(situationsDir, file), 'utf8')));
  if (item.type !== 'respond-to-a-situation') throw new Error(`${file} is not a Respond to a Situation item`);
  return item;
}

const situations = readdirSync(situationsDir)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map(readSituation);

/** Content out of 6 of `reply` said to the person in `situation`. */
function contentOf(reply: string, situation: ContentItem<'respond-to-a-situation'>) {
  const said = spokenWords(reply);
  const { keyPoints, listener, register } = situation.answerKey;
  return scoreSituationContent(coverActPoints(said, keyPoints), checkAppropriacy(said, { listener, register }), 6);
}

describe('Respond to a Situation content on the question bank', () => {
  it('has situations with model answers to check', () => {
    expect(situations.length).toBeGreaterThanOrEqual(2);
    for (const situation of situations) expect(situation.modelAnswer, situation.id).toBeTruthy();
  });

  it.each(situations.map((situation) => [situation.id, situation] as const))('%s: its model answer scores 6 of 6', (_id, situation) => {
    expect(contentOf(situation.modelAnswer!, situation)).toMatchObject({ score: 6, max: 6 });
  });

  it.each(situations.map((situation) => [situation.id, situation] as const))('%s: another situation’s model answer scores at most 1', (_id, situation) => {
    const offTopic = situations
      .filter((other) => other !== situation)
      .map((other) => ({ reply: other.id, score: contentOf(other.modelAnswer!, situation).score }))
      .filter(({ score }) => score > 1);
    expect(offTopic).toEqual([]);
  });
});
