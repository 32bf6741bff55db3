import { describe, expect, it } from 'vitest';
import { speechTasks, type SpeechAssessmentRequest, type SpeechWord } from '../speech-assessment';
import type { RecognizedWord } from '../speech-recognizer';
import { listenerPhrase } from './respond-to-a-situation';
import { speechTaskStrategies } from './speech-task-strategies';

const heard = (text: string): RecognizedWord[] => text.split(' ').map((word, i) => ({ text: word, start: i, end: i + 0.5 }));
const request = (fields: Partial<SpeechAssessmentRequest> & Pick<SpeechAssessmentRequest, 'task'>): SpeechAssessmentRequest => ({
  wav: new Uint8Array(0),
  maxSeconds: 40,
  ...fields,
});
const word = (text: string, status: SpeechWord['status'], heardAs?: string): SpeechWord => ({ text, status, ...(heardAs ? { heard: heardAs } : {}) });
const delivery = { fluency: 3.6, pronunciation: 4.2, total: 3.9, wordCount: 12 };

describe('speech task strategies', () => {
  it('has one for every speaking task', () => {
    expect(Object.keys(speechTaskStrategies).sort()).toEqual([...speechTasks].sort());
  });

  it('needs each task’s reference material', () => {
    expect(() => speechTaskStrategies['read-aloud'].expect(request({ task: 'read-aloud' }))).toThrow('read-aloud assessment needs the reference text');
    expect(() => speechTaskStrategies['repeat-sentence'].expect(request({ task: 'repeat-sentence', reference: '…' }))).toThrow('needs a reference text with words');
    expect(() => speechTaskStrategies['re-tell-lecture'].expect(request({ task: 're-tell-lecture', keyPoints: [] }))).toThrow('re-tell-lecture assessment needs key points');
    expect(() => speechTaskStrategies['answer-short-question'].expect(request({ task: 'answer-short-question' }))).toThrow('needs accepted answers');
  });

  describe('Read Aloud and Repeat Sentence', () => {
    it('bias recognition to the reference and mark content on the words aligned with it', () => {
      const expected = speechTaskStrategies['repeat-sentence'].expect(request({ task: 'repeat-sentence', reference: 'Tides follow the moon.' }));
      expect(expected.recognition).toEqual({ kind: 'reference', tokens: [[['tides']], [['follow']], [['the']], [['moon']]] });
      expect(expected.reference.map((token) => token.text)).toEqual(['Tides', 'follow', 'the', 'moon.']);
      const outcome = expected.scoreContent(heard('tides um follow the moon'));
      expect(outcome.content).toMatchObject({ score: 3, max: 3 });
      expect(outcome.wordAlignment?.fillers.map((filler) => filler.text)).toEqual(['um']);
    });

    it('advise on each kind of word error, naming what was read or repeated', () => {
      const words = [word('Tides', 'correct'), word('mainly', 'substituted', 'mostly'), word('the', 'omitted'), word('really', 'inserted')];
      expect(speechTaskStrategies['read-aloud'].adviseOnContent({ words, contentShare: 0.5 })).toEqual([
        'You left out a word: “the”. Every missing word costs a content point.',
        'Some words sounded like different words: “mainly” (we heard “mostly”). Say each word as written.',
        'You added a word that is not in the text: “really”.',
      ]);
      expect(speechTaskStrategies['repeat-sentence'].adviseOnContent({ words: words.slice(3), contentShare: 1 })).toEqual(['You added a word that is not in the sentence: “really”.']);
      const misheard = [word('Tides', 'correct'), { ...word('mainly', 'substituted', 'mostly'), weakPhones: ['EY', 'N'] }];
      expect(speechTaskStrategies['repeat-sentence'].adviseOnContent({ words: misheard, contentShare: 0.5 })).toEqual([
        'Some words sounded like different words: “mainly” (we heard “mostly”; work on the sound in “day”). Listen for each word and say it back as you heard it.',
      ]);
      expect(speechTaskStrategies['read-aloud'].adviseOnContent({ words: words.slice(0, 1), contentShare: 1 })).toEqual(['You read every word of the text.']);
      expect(speechTaskStrategies['repeat-sentence'].adviseOnContent({ words: words.slice(0, 1), contentShare: 1 })).toEqual([
        'You repeated every word of the sentence in order.',
      ]);
    });
  });

  describe('Describe Image and Re-tell Lecture', () => {
    const keyPoints = ['glaciers are melting faster', 'sea levels will rise'];

    it('bias recognition to the key points and mark content by those covered', () => {
      const expected = speechTaskStrategies['describe-image'].expect(request({ task: 'describe-image', keyPoints }));
      expect(expected.recognition).toEqual({ kind: 'open', hints: [['glaciers', 'are', 'melting', 'faster'], ['sea', 'levels', 'will', 'rise']] });
      expect(expected.reference).toEqual([]);
      const outcome = expected.scoreContent(heard('uh glaciers are melting faster and faster'));
      expect(outcome.keyPoints?.map((point) => point.coverage)).toEqual([1, 0]);
      expect(outcome.content.score).toBeGreaterThan(0);
    });

    it('advise on the key points missed, unless the answer was off topic', () => {
      const strategy = speechTaskStrategies['re-tell-lecture'];
      const covered = [{ keyPoint: keyPoints[0]!, coverage: 1, missing: [] }];
      const missed = [...covered, { keyPoint: keyPoints[1]!, coverage: 0.25, missing: ['sea', 'levels', 'rise'] }];
      expect(strategy.adviseOnContent({ words: [], keyPoints: missed, contentShare: 0.4 })).toEqual(['Also cover: “sea levels will rise”.']);
      expect(strategy.adviseOnContent({ words: [], keyPoints: covered, contentShare: 0.8 })).toEqual([
        'You covered every key point. End with a conclusion or implication to reach the top content band.',
      ]);
      expect(strategy.adviseOnContent({ words: [], keyPoints: missed, contentShare: 0, zeroReason: 'Off topic.' })).toEqual([]);
    });
  });

  describe('Summarize Group Discussion', () => {
    const keyPoints = ['the library may open all night', 'a trial in the exam weeks'];
    const positions = [
      { speaker: 'Nina', position: 'wants the library open all night' },
      { speaker: 'Tom', position: 'worries about the cost of night staff' },
      { speaker: 'Dr Hale', position: 'proposes a trial during the exam weeks' },
    ];
    const strategy = speechTaskStrategies['summarize-group-discussion'];

    it('adds the speakers’ names and positions to recognition and marks content out of 6', () => {
      const expected = strategy.expect(request({ task: 'summarize-group-discussion', keyPoints, positions }));
      expect(expected.recognition).toMatchObject({ kind: 'open' });
      expect(expected.recognition.kind === 'open' && expected.recognition.hints.flat()).toEqual(expect.arrayContaining(['nina', 'tom', 'hale', 'staff']));
      const outcome = expected.scoreContent(heard('nina wants the library open all night and tom worries about the cost of night staff'));
      expect(outcome.content.max).toBe(6);
      expect(outcome.positions?.map((position) => [position.speaker, position.named, position.coverage])).toEqual([
        ['Nina', true, 1],
        ['Tom', true, 1],
        ['Dr Hale', false, 0],
      ]);
    });

    it('advises on the points and views missed and the speakers left unnamed', () => {
      const missedView = { speaker: 'Tom', position: 'worries about the cost', coverage: 0, missing: ['cost'], named: false };
      const unnamed = { speaker: 'Nina', position: 'wants it open', coverage: 1, missing: [], named: false };
      const point = { keyPoint: 'a trial in the exam weeks', coverage: 0.2, missing: ['trial'] };
      expect(strategy.adviseOnContent({ words: [], keyPoints: [point], positions: [missedView, unnamed], contentShare: 0.3 })).toEqual([
        'Also cover: “a trial in the exam weeks”.',
        'Give each speaker’s view: Tom — “worries about the cost”.',
        'Say who held each view: name “Nina” when you give their position.',
      ]);
      expect(strategy.adviseOnContent({ words: [], keyPoints: [point], contentShare: 0, zeroReason: 'Off topic.' })).toEqual([]);
    });
  });

  describe('Respond to a Situation', () => {
    const keyPoints = ['apologises for missing the seminar', 'asks for the seminar slides'];
    const strategy = speechTaskStrategies['respond-to-a-situation'];

    it.each([
      ['lecturer', 'your lecturer'],
      ['fellow student', 'your fellow student'],
      ['librarian', 'the librarian'],
      ['the head of department', 'the head of department'],
    ])('speaks of a %s as “%s”', (listener, phrase) => {
      expect(listenerPhrase(listener)).toBe(phrase);
    });

    it('needs the listener and register', () => {
      expect(() => strategy.expect(request({ task: 'respond-to-a-situation', keyPoints }))).toThrow('needs the listener and register');
    });

    it('marks what the situation asks and how well the reply suits the listener', () => {
      const expected = strategy.expect(request({ task: 'respond-to-a-situation', keyPoints, audience: { listener: 'lecturer', register: 'formal' } }));
      const outcome = expected.scoreContent(heard("hey sorry i missed the seminar gonna need the slides"));
      expect(outcome.keyPoints?.map((point) => point.coverage)).toEqual([1, 0.67]);
      expect(outcome.appropriacy).toMatchObject({ register: 'formal', unsuitable: ['hey', 'gonna'], missing: ['greeting', 'closing'] });
      expect(outcome.content).toMatchObject({ max: 6 });
    });

    it('advises on the points missed, the signals lacking and the forms that do not suit the listener', () => {
      const report = { listener: 'lecturer', register: 'formal' as const, found: [], missing: ['greeting' as const, 'closing' as const], unsuitable: ['hey'], share: 0 };
      const point = { keyPoint: 'asks for the seminar slides', coverage: 0.33, missing: ['asks', 'slides'] };
      expect(strategy.adviseOnContent({ words: [], keyPoints: [point], appropriacy: report, contentShare: 0.3 })).toEqual([
        'Also do what the situation asks: “asks for the seminar slides”.',
        'Start by greeting your lecturer, e.g. “Good morning” or “Hello, Dr …”.',
        'Close politely, e.g. “Thank you for your time.”',
        '“hey” sounds too casual for your lecturer; use full, polite forms.',
      ]);
      const friendly = { ...report, listener: 'friend', register: 'informal' as const, missing: [], unsuitable: ['sir'] };
      expect(strategy.adviseOnContent({ words: [], keyPoints: [{ ...point, coverage: 1 }], appropriacy: friendly, contentShare: 0.8 })).toEqual([
        '“sir” sounds too formal for your friend; talk as you would to a friend.',
      ]);
    });
  });

  describe('traits and their gates', () => {
    it('report content, fluency and pronunciation, banded', () => {
      expect(speechTaskStrategies['read-aloud'].traits({ score: 7, max: 9, raw: 7 }, delivery)).toEqual({
        content: { score: 7, max: 9, raw: 7 },
        fluency: { score: 4, max: 5, raw: 3.6 },
        pronunciation: { score: 4, max: 5, raw: 4.2 },
      });
      expect(speechTaskStrategies['describe-image'].traits({ score: 2, max: 5, raw: 2.1 }, { ...delivery, fluency: 7.2, pronunciation: -1 })).toMatchObject({
        fluency: { score: 5, raw: 5 },
        pronunciation: { score: 0, raw: 0 },
      });
    });

    it('zero fluency and pronunciation when content is 0 or no word was spoken', () => {
      const zero = { score: 0, max: 5, raw: 0, zeroReason: 'Off topic.' };
      for (const [content, words] of [[zero, 12], [{ score: 3, max: 5, raw: 3 }, 0]] as const) {
        expect(speechTaskStrategies['re-tell-lecture'].traits(content, { ...delivery, wordCount: words })).toMatchObject({
          fluency: { score: 0, raw: 0 },
          pronunciation: { score: 0, raw: 0 },
        });
      }
    });

    it('read the new speaking tasks’ delivery maxima from the exam table', () => {
      for (const task of ['summarize-group-discussion', 'respond-to-a-situation'] as const) {
        expect(speechTaskStrategies[task].traits({ score: 4, max: 6, raw: 4.2 }, delivery)).toEqual({
          content: { score: 4, max: 6, raw: 4.2 },
          fluency: { score: 4, max: 5, raw: 3.6 },
          pronunciation: { score: 4, max: 5, raw: 4.2 },
        });
      }
    });

    it('mark Answer Short Question on vocabulary alone, with no delivery advice', () => {
      const strategy = speechTaskStrategies['answer-short-question'];
      const outcome = strategy.expect(request({ task: 'answer-short-question', accepted: ['thermometer'] })).scoreContent(heard('um a thermometers'));
      expect(strategy.traits(outcome.content, delivery)).toEqual({ vocabulary: { score: 1, max: 1, raw: 1 } });
      expect(strategy.advisesOnDelivery).toBe(false);
      expect(strategy.adviseOnContent({ words: [], contentShare: 1 })).toEqual([]);
    });
  });
});
