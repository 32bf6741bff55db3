import { describe, expect, it } from 'vitest';
import { coverKeyPoints } from '../content-scoring';
import { spokenWords } from '../spoken-text';
import { coverPositions, nameWords, scoreDiscussionContent } from './discussion-content';

const keyPointTexts = ['the library may open all night during exams', 'staffing costs are the main obstacle', 'a trial in the exam weeks'];
const positions = [
  { speaker: 'Nina', position: 'wants the library open all night' },
  { speaker: 'Tom', position: 'worries about the cost of night staff' },
  { speaker: 'Dr Hale', position: 'proposes a trial during the exam weeks' },
];

/** Content of a summary said as `text`, out of 6. */
function contentOf(text: string) {
  const said = spokenWords(text);
  const keyPoints = coverKeyPoints(said, keyPointTexts.map((point) => ({ text: point, words: spokenWords(point) })));
  return scoreDiscussionContent(keyPoints, coverPositions(said, positions), 6);
}

describe('nameWords', () => {
  it.each([
    ['Nina', ['nina']],
    ['Dr Hale', ['hale']],
    ['Professor Ann Lee', ['ann', 'lee']],
    ['Professor', ['professor']],
  ])('names %s by %j', (speaker, words) => {
    expect(nameWords(speaker)).toEqual(words);
  });
});

describe('coverPositions', () => {
  it.each([
    ['Nina wants the library open all night', 'Nina', 1, true],
    ['one student wants the library open all night', 'Nina', 1, false],
    ['Hale proposed a trial during the exam weeks', 'Dr Hale', 1, true],
    ['the doctor talked about something', 'Dr Hale', 0, false],
    ['Tom worried about night staff', 'Tom', 0.75, true],
  ])('“%s” gives %s’s position with coverage %s (named: %s)', (text, speaker, coverage, named) => {
    const position = coverPositions(spokenWords(text), positions).find((candidate) => candidate.speaker === speaker)!;
    expect(position.coverage).toBe(coverage);
    expect(position.named).toBe(named);
  });
});

describe('scoreDiscussionContent', () => {
  it.each([
    ['every point and every named position', 'The group discussed whether the library may open all night during exams. Nina wants the library open all night. Tom worries about the cost of night staff, the main obstacle. Dr Hale proposes a trial during the exam weeks.', 6],
    ['every position without names', 'They asked if the library may open all night during exams. One wants the library open all night, one worries about the cost of night staff as the main obstacle, and one proposes a trial during the exam weeks.', 5],
    ['the key points, with the positions’ words but no speakers', 'The library may open all night during exams, but staffing costs are the main obstacle, so there will be a trial in the exam weeks.', 5],
    ['the topic alone', 'They talked about opening the library all night.', 2],
    ['one named position', 'Nina wants the library open all night.', 2],
  ])('gives %s a fitting band', (_case, text, score) => {
    expect(contentOf(text)).toMatchObject({ score, max: 6 });
  });

  it('gives an off-topic answer 0 with a reason', () => {
    const result = contentOf('My favourite sport is football and I play it every weekend with my brother.');
    expect(result.score).toBe(0);
    expect(result.zeroReason).toMatch(/did not mention the discussion/);
  });

  it('marks a discussion without positions on its key points alone', () => {
    const said = spokenWords('The library may open all night during exams, but staffing costs are the main obstacle, so there will be a trial in the exam weeks.');
    const keyPoints = coverKeyPoints(said, keyPointTexts.map((point) => ({ text: point, words: spokenWords(point) })));
    expect(scoreDiscussionContent(keyPoints, [], 6)).toMatchObject({ score: 6 });
  });
});
