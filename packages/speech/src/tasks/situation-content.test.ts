import { describe, expect, it } from 'vitest';
import { spokenWords } from '../spoken-text';
import { checkAppropriacy, type Audience } from './situation-appropriacy';
import { actPoint, coverActPoints, scoreSituationContent } from './situation-content';

const keyPoints = ['apologises for missing the seminar', 'explains that they were ill', 'asks for the seminar slides'];
const lecturer: Audience = { listener: 'lecturer', register: 'formal' };
const friend: Audience = { listener: 'friend', register: 'informal' };

describe('actPoint', () => {
  it.each([
    ['apologises for missing the seminar', 'apologises', ['for', 'missing', 'the', 'seminar']],
    ['asks for the seminar slides', 'asks', ['for', 'the', 'seminar', 'slides']],
    ['explains that they were ill', undefined, ['that', 'they', 'were', 'ill']],
    ['the reason for being late', undefined, ['the', 'reason', 'for', 'being', 'late']],
  ])('reads “%s” as act %s on %j', (text, verb, words) => {
    const point = actPoint(text);
    expect(point.act?.verb).toBe(verb);
    expect(point.words).toEqual(words);
  });
});

describe('what covers a key point', () => {
  it.each([
    ['I am sorry I missed the seminar', 0, 1],
    ['I apologise for missing the seminar', 0, 1],
    ['I missed the seminar', 0, 0.6],
    ['sorry about that', 0, 0],
    ['could you help me', 2, 0],
    ['I was ill', 1, 1],
    ['could you send me the seminar slides', 2, 1],
    ['please email me the slides', 2, 2 / 3],
    ['the seminar slides', 2, 2 / 3],
    ['I like football', 2, 0],
  ])('“%s” covers key point %i at %d', (text, index, coverage) => {
    expect(coverActPoints(spokenWords(text), keyPoints)[index]!.coverage).toBeCloseTo(coverage, 2);
  });

  it('lists an act not done by its verb among the missing words', () => {
    expect(coverActPoints(spokenWords('the seminar slides'), keyPoints)[2]!.missing).toEqual(['asks']);
  });

  it('reports what was said for each point that counted: the act’s phrase and the words as said', () => {
    const [apology, reason, request] = coverActPoints(spokenWords('Sorry I missed the seminar. Could you send the slides?'), keyPoints);
    expect(apology).toMatchObject({ coverage: 1, heard: ['sorry', 'missed', 'seminar'], missing: [] });
    expect(reason).toMatchObject({ coverage: 0, heard: [], missing: ['ill'] });
    expect(request).toMatchObject({ coverage: 1, heard: ['could you', 'seminar', 'slides'] });
  });
});

describe('words shared by every situation', () => {
  const tutorial = ['asks to move the tutorial to another day', 'explains that the dentist appointment is at the same time', 'asks whether everything is all right'];

  it.each([
    ['Could we meet another day next week, at the same time?', [0, 0, 0]],
    ['Could we move the tutorial to Friday?', [0.86, 0, 0]],
    ['I have a dentist appointment then, so could we move the tutorial to another day?', [1, 0.8, 0]],
    ['Could we move the tutorial? I have a dentist appointment. Is everything all right?', [0.86, 0.8, 1]],
    ['Is everything all right?', [0, 0, 0]],
  ])('“%s” covers %j', (text, coverage) => {
    expect(coverActPoints(spokenWords(text), tutorial).map((point) => point.coverage)).toEqual(coverage);
  });

  it('does not count a function word as a form of a key word (“last” is not “lasted”)', () => {
    expect(coverActPoints(spokenWords('at our last meeting'), ['mentions that the talk lasted an hour'])[0]).toMatchObject({ coverage: 0, heard: [] });
  });
});

describe('what is appropriate for the listener', () => {
  it.each<[string, Audience, string[], string[], number]>([
    ['Good morning, Professor. Could you send me the slides? Thank you.', lecturer, ['greeting', 'polite-form', 'closing'], [], 1],
    ['Hello. I am sorry I missed it. Could I have the slides?', lecturer, ['greeting', 'polite-form'], [], 0.67],
    ['Hey, gonna need the slides, cheers.', lecturer, [], ['hey', 'gonna', 'cheers'], 0],
    ['Hey, could you send me the slides? Thanks.', lecturer, ['polite-form', 'closing'], ['hey'], 0.33],
    ['Hey, can you send me the slides? Thanks, see you later.', friend, ['greeting', 'polite-form', 'closing'], [], 1],
    ['Good morning, sir. Kindly send me the slides.', friend, ['greeting'], ['sir', 'kindly'], 0],
    ['Hi! Could you lend me your notes? Cheers.', friend, ['greeting', 'polite-form', 'closing'], [], 1],
  ])('“%s” to a %o', (text, audience, found, unsuitable, share) => {
    const report = checkAppropriacy(spokenWords(text), audience);
    expect(report.found.map((signal) => signal.signal)).toEqual(found);
    expect(report.unsuitable).toEqual(unsuitable);
    expect(report.share).toBeCloseTo(share, 2);
  });

  it('reports what was heard for each signal and what was missing', () => {
    const report = checkAppropriacy(spokenWords('Good afternoon. Would it be possible to get the slides?'), lecturer);
    expect(report.found).toEqual([
      { signal: 'greeting', heard: 'good afternoon' },
      { signal: 'polite-form', heard: 'would it be possible' },
    ]);
    expect(report.missing).toEqual(['closing']);
  });
});

describe('scoreSituationContent', () => {
  /** Content out of 6 of a reply said as `text`. */
  const contentOf = (text: string, audience: Audience = lecturer) => {
    const said = spokenWords(text);
    return scoreSituationContent(coverActPoints(said, keyPoints), checkAppropriacy(said, audience), 6);
  };

  it.each<[string, string, Audience, number, number]>([
    ['a full, polite reply to a lecturer', 'Good morning, Professor. I am sorry I missed your seminar yesterday; I was ill. Could you send me the seminar slides, please? Thank you.', lecturer, 6, 6],
    ['the same reply made casual', 'Hey, sorry I missed the seminar, I was ill. Gonna need the seminar slides, cheers.', lecturer, 4, 4],
    ['a full reply to a friend, friendly', 'Hi! Sorry I missed the seminar, I was ill. Can you send me the seminar slides? Thanks!', friend, 6, 6],
    // Half the situation (the apology, and "seminar" of the request): appropriacy counts, at half.
    ['a polite apology that neither explains nor asks', 'Good morning. I am sorry I missed the seminar. Thank you.', lecturer, 3, 3],
    ['the same apology, curtly', 'I missed the seminar.', lecturer, 2, 2],
    // A third of the situation: under half, so its politeness earns nothing.
    ['a polite reply that only explains', 'Good morning, Professor. I was ill yesterday. Thank you.', lecturer, 1, 1.33],
  ])('gives %s a fitting band', (_case, text, audience, score, raw) => {
    expect(contentOf(text, audience)).toMatchObject({ score, max: 6, raw });
  });

  it.each([
    ['a polite reply about something else', 'Good morning, Professor. Could you tell me about football? Thank you.'],
    ['a polite reply with words of the situation here and there but none of its points', 'Good morning, Professor. The seminar was interesting. Thank you.'],
    ['a polite reply made of words every situation shares', 'Good morning, Professor. Could we meet another time next week? Thank you for your time.'],
  ])('gives %s 0 with a reason', (_case, text) => {
    const result = contentOf(text);
    expect(result.score).toBe(0);
    expect(result.zeroReason).toMatch(/did not deal with the situation/);
  });
});
