import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { decodeWav, encodeWav16, resample } from '@pte/audio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpeechAssessment, SpeechAssessmentRequest } from './speech-assessment';
import { createSpeechAssessor, type SpeechAssessor } from './speech-assessor';
import { checkSpeechEngine } from './speech-engine-status';
import { SpeechEngineUnavailableError, SpeechRejectedError } from './speech-rejection';
import { concat, noise, silence, voiced } from './test-signals';

// Round trips through real audio: answers synthesised with flite (several voices) into a temporary
// directory, assessed by the real worker pool with PocketSphinx. Skipped, with the reason in the suite's
// name, where the Debian packages are missing.
const engine = checkSpeechEngine();
const fliteFound = spawnSync('flite', ['-lv'], { stdio: 'ignore' }).status === 0;
const missing = [
  ...(engine.available ? [] : [`PocketSphinx (${engine.problem})`]),
  ...(fliteFound ? [] : ['flite (Debian package flite)']),
];
const skipReason = missing.length ? ` — skipped: install ${missing.join(' and ')}` : '';

const VOICES = ['slt', 'rms', 'awb', 'kal16'] as const;
const TEXT = 'Many students find it easier to remember new words when they use them in short sentences every day.';
const DROPPED = 'Many students find it easier to remember words when they use them in sentences every day.';
const SWAPPED = 'Many students find it easier to remember new names when they use them in long sentences every day.';
const OTHER_TEXT = 'Most museums offer free entry on the first Sunday of every month, so the galleries are busy then.';
const LIBRIVOX = '/usr/share/pocketsphinx/test/data/librivox';

const marks = (assessment: SpeechAssessment) =>
  assessment.words.filter((word) => word.status !== 'correct').map((word) => `${word.status}:${word.text}`);

describe.skipIf(missing.length > 0)(`speech assessment on synthesised answers${skipReason}`, () => {
  let dir: string;
  let assessor: SpeechAssessor;
  const say = (voice: string, text: string, name: string): Uint8Array => {
    const file = join(dir, `${name}-${voice}.wav`);
    if (!existsSync(file)) {
      const result = spawnSync('flite', ['-voice', voice, '-t', text, '-o', file]);
      if (result.status !== 0) throw new Error(`flite failed: ${result.stderr}`);
    }
    return readFileSync(file);
  };
  const assess = (request: Partial<SpeechAssessmentRequest> & Pick<SpeechAssessmentRequest, 'wav'>) =>
    assessor.assess({ task: 'read-aloud', reference: TEXT, maxSeconds: 40, ...request });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pte-speech-test-'));
    assessor = createSpeechAssessor({ workers: 2 });
    await assessor.ready;
  });
  afterAll(async () => {
    await assessor?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  describe.each(VOICES)('Read Aloud in the %s voice', (voice) => {
    it('read correctly: full content, every word correct with timings and quality', async () => {
      const result = await assess({ wav: say(voice, TEXT, 'full') });
      expect(marks(result)).toEqual([]);
      expect(result.traits.content).toMatchObject({ score: 18, max: 18 });
      expect(result.words).toHaveLength(18);
      let previous = 0;
      for (const word of result.words) {
        expect(word.start).toBeGreaterThanOrEqual(previous);
        expect(word.end).toBeGreaterThan(word.start!);
        expect(word.quality).toBeGreaterThanOrEqual(0);
        expect(word.quality).toBeLessThanOrEqual(1);
        previous = word.end!;
      }
      expect(result.traits.fluency!.score).toBeGreaterThanOrEqual(3);
      expect(result.traits.pronunciation!.score).toBeGreaterThanOrEqual(3);
      // The total is predicted for the whole answer and shown on the item's own scale: 18 words + 5 + 5.
      expect(result.total.max).toBe(28);
      expect(result.total.score).toBeGreaterThanOrEqual(17);
      expect(result.metrics.wordCount).toBe(18);
      expect(result.metrics.speechRate).toBeGreaterThan(2);
      expect(result.transcript).toBe(TEXT.toLowerCase().replace(/[.,]/g, ''));
      expect(result.zeroReason).toBeUndefined();
    });

    it('two words dropped: exactly those marked omitted', async () => {
      const result = await assess({ wav: say(voice, DROPPED, 'dropped') });
      expect(marks(result)).toEqual(['omitted:new', 'omitted:short']);
      expect(result.traits.content!.score).toBe(16);
      expect(result.feedback.join(' ')).toContain('“new”, “short”');
    });

    it('another text read instead: content 0', async () => {
      const result = await assess({ wav: say(voice, OTHER_TEXT, 'other-text') });
      expect(result.traits.content!.score).toBe(0);
    });

    it('two words swapped for others: exactly those marked substituted', async () => {
      const result = await assess({ wav: say(voice, SWAPPED, 'swapped') });
      expect(marks(result)).toEqual(['substituted:words', 'substituted:short']);
      expect(result.words.filter((word) => word.status === 'substituted').every((word) => word.heard)).toBe(true);
      expect(result.traits.content!.score).toBe(16);
    });
  });

  it('zeroes the whole item when alignment evidence agrees the answer is off the text, and says why', async () => {
    const result = await assess({ wav: say('rms', 'Our football team trained hard all winter and finally won the regional championship in spring.', 'off-text') });
    expect(result.traits).toMatchObject({ content: { score: 0 }, fluency: { score: 0, raw: 0 }, pronunciation: { score: 0, raw: 0 } });
    expect(result.total.score).toBe(0);
    expect(result.zeroReason).toMatch(/could not match what you said to the text/);
    expect(result.feedback[0]).toBe(result.zeroReason);
  });

  it('scores Repeat Sentence content by PTE’s rule: 3 all words, 2 at least half', async () => {
    const full = await assess({ task: 'repeat-sentence', wav: say('slt', TEXT, 'full'), maxSeconds: 15 });
    const dropped = await assess({ task: 'repeat-sentence', wav: say('slt', DROPPED, 'dropped'), maxSeconds: 15 });
    expect(full.traits.content).toMatchObject({ score: 3, max: 3 });
    expect(dropped.traits.content).toMatchObject({ score: 2, max: 3 });
  });

  describe('awkward recordings each get a clear reason and a low or zero content score where it is off the text', () => {
    const speech = () => {
      const decoded = decodeWav(say('slt', TEXT, 'full'));
      return resample(decoded.samples, decoded.sampleRate, 16_000);
    };

    it('8 kHz (telephone quality): assessed, with a note on the recording', async () => {
      const result = await assess({ wav: encodeWav16(resample(speech(), 16_000, 8_000), 8_000) });
      expect(result.traits.content!.score).toBeGreaterThanOrEqual(14);
      expect(result.feedback.join(' ')).toMatch(/made at 8 kHz \(telephone quality\)/);
    });

    it('quiet speech is assessed in full; speech too quiet to hear is refused as silent', async () => {
      expect((await assess({ wav: encodeWav16(speech().map((x) => x * 0.01), 16_000) })).traits.content!.score).toBe(18);
      await expect(assess({ wav: encodeWav16(speech().map((x) => x * 0.002), 16_000) })).rejects.toMatchObject({ reason: 'silent' });
    });

    it('speech in loud noise (about 12 dB below it): a low content score and a note on the noise', async () => {
      const clean = speech();
      const hiss = noise(clean.length / 16_000, 0.1);
      const result = await assess({ wav: encodeWav16(clean.map((x, i) => x + hiss[i]!), 16_000) });
      expect(result.traits.content!.score).toBeLessThan(9);
      expect(result.metrics.signalToNoiseDb).toBeLessThan(15);
      expect(result.feedback.join(' ')).toMatch(/background noise/);
    });

    it('music (a run of sung-like tones) is refused as no speech', async () => {
      const tune = concat(...[220, 277, 330, 440, 330, 277, 247, 294, 370, 440].map((pitch) => voiced(0.5, pitch)));
      await expect(assess({ wav: encodeWav16(tune, 16_000) })).rejects.toMatchObject({ reason: 'no-speech' });
    });

    it('speech that is not the text (reversed, like an unknown language): content 0, and why', async () => {
      const result = await assess({ wav: encodeWav16(speech().reverse(), 16_000) });
      expect(result.traits.content!.score).toBe(0);
      expect(result.feedback[0]).toMatch(/recognised almost none of the words of the text, so content is 0/);
    });
  });

  it('gives the same marks to a 44.1 kHz stereo recording', async () => {
    const mono = decodeWav(say('rms', TEXT, 'full'));
    const upsampled = resample(mono.samples, 16_000, 44_100);
    const stereo = new Uint8Array(44 + upsampled.length * 4);
    const view = new DataView(stereo.buffer);
    stereo.set(encodeWav16(new Float32Array(0), 44_100).subarray(0, 44));
    view.setUint16(22, 2, true);
    view.setUint32(28, 44_100 * 4, true);
    view.setUint16(32, 4, true);
    view.setUint32(4, 36 + upsampled.length * 4, true);
    view.setUint32(40, upsampled.length * 4, true);
    upsampled.forEach((value, i) => {
      const sample = Math.round(Math.max(-1, Math.min(1, value)) * 32767);
      view.setInt16(44 + i * 4, sample, true);
      view.setInt16(46 + i * 4, sample, true);
    });
    const result = await assess({ wav: stereo });
    expect(marks(result)).toEqual([]);
    expect(result.traits.content!.score).toBe(18);
  });

  it.each([
    ['silence', () => encodeWav16(silence(4), 16_000), 'silent'],
    ['background noise only', () => encodeWav16(concat(silence(0.5), noise(3, 0.2), silence(0.5)), 16_000), 'no-speech'],
    ['a file that is not WAV', () => new TextEncoder().encode('ID3 this is an mp3, honestly'), 'not-wav'],
  ])('refuses %s with a learner-facing reason', async (_label, make, reason) => {
    const attempt = assess({ wav: make() });
    await expect(attempt).rejects.toBeInstanceOf(SpeechRejectedError);
    await expect(attempt).rejects.toMatchObject({ reason });
    await expect(attempt).rejects.toHaveProperty('message', expect.stringMatching(/\w+ \w+ \w+/));
  });

  it('refuses an answer longer than the task allows', async () => {
    await expect(assess({ wav: say('slt', TEXT, 'full'), maxSeconds: 3 })).rejects.toMatchObject({ reason: 'too-long' });
  });

  describe('Describe Image', () => {
    const keyPoints = [
      'sales of electric cars rose from 10 percent to 40 percent',
      'petrol cars fell sharply after 2015',
      'electric cars overtook petrol cars in 2020',
    ];
    it('credits key elements mentioned', async () => {
      const answer =
        'The chart shows that sales of electric cars rose from 10 percent to 40 percent. Petrol cars fell sharply after 2015, and electric cars overtook petrol cars in 2020. Overall, electric cars are becoming more popular.';
      const result = await assessor.assess({ task: 'describe-image', wav: say('kal16', answer, 'di'), keyPoints, maxSeconds: 40 });
      expect(result.traits.content!.score).toBeGreaterThanOrEqual(3);
      expect(result.keyPoints?.filter((point) => point.coverage >= 0.6).length).toBeGreaterThanOrEqual(2);
      expect(result.traits.fluency!.max).toBe(5);
      expect(result.words.length).toBeGreaterThan(20);
    });

    it('scores an off-topic answer 0 on every trait and says why', async () => {
      const answer = 'My favourite food is pizza with cheese and tomato, and I like to eat it with my family on Sundays.';
      const result = await assessor.assess({ task: 'describe-image', wav: say('kal16', answer, 'off-topic'), keyPoints, maxSeconds: 40 });
      expect(result.traits.content!.score).toBe(0);
      expect(result.total.score).toBe(0);
      expect(result.zeroReason).toMatch(/key points/);
      expect(result.feedback[0]).toBe(result.zeroReason);
    });
  });

  it('marks Answer Short Question by the accepted answers', async () => {
    const accepted = ['thermometer', 'a thermometer'];
    const right = await assessor.assess({ task: 'answer-short-question', wav: say('slt', 'A thermometer.', 'asq-right'), accepted, maxSeconds: 10 });
    const wrong = await assessor.assess({ task: 'answer-short-question', wav: say('slt', 'A calendar.', 'asq-wrong'), accepted, maxSeconds: 10 });
    expect(right.traits).toEqual({ vocabulary: { score: 1, max: 1, raw: 1 } });
    expect(wrong.traits.vocabulary!.score).toBe(0);
  });

  it('runs several assessments at once on the pool and gives the same marks for the same answer', async () => {
    const wav = say('awb', TEXT, 'full');
    const results = await Promise.all(Array.from({ length: 4 }, () => assess({ wav })));
    for (const result of results) {
      expect(result.words.map((word) => `${word.status}:${word.text}`)).toEqual(results[0]!.words.map((word) => `${word.status}:${word.text}`));
      expect(result.traits.content).toEqual(results[0]!.traits.content);
      // Noise suppression adapts across recordings, so timings may differ by a frame or two.
      expect(Math.abs(result.traits.pronunciation!.raw - results[0]!.traits.pronunciation!.raw)).toBeLessThan(0.15);
      expect(Math.abs(result.traits.fluency!.raw - results[0]!.traits.fluency!.raw)).toBeLessThan(0.15);
    }
  });

  const librivoxFound = existsSync(join(LIBRIVOX, 'transcription'));
  it.skipIf(!librivoxFound)(
    `aligns the LibriVox clips of pocketsphinx-testdata to their transcripts${librivoxFound ? '' : ' — skipped: install the Debian package pocketsphinx-testdata'}`,
    async () => {
      const lines = readFileSync(join(LIBRIVOX, 'transcription'), 'utf8').trim().split('\n');
      expect(lines).toHaveLength(5);
      const errors: string[] = [];
      let words = 0;
      for (const line of lines) {
        const [, text, id] = line.match(/<s> (.*) <\/s> \((.*)\)/)!;
        const result = await assess({ wav: readFileSync(join(LIBRIVOX, `${id}.wav`)), reference: text! });
        words += result.words.length;
        errors.push(...marks(result));
        expect(result.traits.content!.max).toBe(text!.split(' ').length);
      }
      // 71 words of read speech; the transcript's "married a more a amiable woman" is read with one "a".
      expect(words).toBe(71);
      expect(errors.length).toBeLessThanOrEqual(1);
    },
  );
});

// The pool's guarantees, with stand-in workers written to a temporary directory (they follow the worker's
// contract: `default` assesses, `ready` answers once loaded, `teardown` runs before the thread ends).
describe('the worker pool', () => {
  let dir: string;
  const standInWorker = (name: string, source: string): URL => {
    const file = join(dir, `${name}.mjs`);
    writeFileSync(file, source);
    return pathToFileURL(file);
  };
  /**
   * Answers by the reference text: "crash" throws outside the job, "rejected" refuses, "wait N" takes N ms.
   * Its `teardown` leaves a file in `freedDir`.
   */
  const scriptedWorker = (freedDir = dir) =>
    standInWorker(
      'scripted',
      `import { writeFileSync } from 'node:fs';
      import { threadId } from 'node:worker_threads';
      export default async function assess({ request }) {
        const script = request.reference ?? '';
        if (script === 'crash') {
          process.nextTick(() => { throw new Error('the recogniser crashed'); });
          return new Promise(() => {});
        }
        if (script === 'rejected') return { error: { name: 'SpeechRejectedError', message: 'Too quiet.', reason: 'silent', details: { peakDb: -80 } } };
        if (script.startsWith('wait ')) await new Promise((resolve) => setTimeout(resolve, Number(script.slice(5))));
        return { assessment: { transcript: String(threadId) } };
      }
      export function ready() { return {}; }
      export function teardown() { writeFileSync(${JSON.stringify(freedDir)} + '/freed-' + threadId, ''); }`,
    );
  const job = (reference: string): SpeechAssessmentRequest => ({ wav: new Uint8Array(4), task: 'read-aloud', reference, maxSeconds: 40 });

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'pte-speech-pool-'));
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('revives a refused recording as SpeechRejectedError with its reason and details', async () => {
    const assessor = createSpeechAssessor({ workers: 1, workerUrl: scriptedWorker() });
    try {
      await assessor.ready;
      const attempt = assessor.assess(job('rejected'));
      await expect(attempt).rejects.toBeInstanceOf(SpeechRejectedError);
      await expect(attempt).rejects.toMatchObject({ reason: 'silent', details: { peakDb: -80 }, message: 'Too quiet.' });
    } finally {
      await assessor.close();
    }
  });

  it('replaces a worker that crashes, rejecting only the job it was running', async () => {
    const assessor = createSpeechAssessor({ workers: 1, workerUrl: scriptedWorker() });
    try {
      const before = await assessor.assess(job('hello'));
      await expect(assessor.assess(job('crash'))).rejects.toThrow('The speech engine stopped unexpectedly while assessing this recording');
      const after = await assessor.assess(job('hello'));
      expect(after.transcript).not.toBe(before.transcript);
    } finally {
      await assessor.close();
    }
  });

  it('refuses work beyond its queue with a busy message', async () => {
    const assessor = createSpeechAssessor({ workers: 1, maxQueue: 1, workerUrl: scriptedWorker() });
    try {
      await assessor.ready;
      const running = assessor.assess(job('wait 300'));
      const queued = assessor.assess(job('wait 0'));
      const refused = assessor.assess(job('wait 0'));
      await expect(refused).rejects.toBeInstanceOf(SpeechEngineUnavailableError);
      await expect(refused).rejects.toThrow('The speech engine is busy; please try again in a minute');
      await expect(Promise.all([running, queued])).resolves.toHaveLength(2);
    } finally {
      await assessor.close();
    }
  });

  it('frees every worker’s recogniser on close and rejects what was still pending', async () => {
    const freedDir = mkdtempSync(join(dir, 'freed-'));
    const assessor = createSpeechAssessor({ workers: 2, workerUrl: scriptedWorker(freedDir) });
    await assessor.ready;
    const pending = expect(assessor.assess(job('wait 2000'))).rejects.toThrow('The speech assessor has been closed');
    await assessor.close();
    await pending;
    expect(readdirSync(freedDir)).toHaveLength(2);
    await expect(assessor.assess(job('hello'))).rejects.toThrow('The speech assessor has been closed');
  });

  it('is not ready, with SpeechEngineUnavailableError, when the models cannot be loaded', async () => {
    const assessor = createSpeechAssessor({ workers: 1, recognizer: { modelDir: join(dir, 'no-models') } });
    try {
      await expect(assessor.ready).rejects.toBeInstanceOf(SpeechEngineUnavailableError);
      await expect(assessor.assess(job('hello'))).rejects.toBeInstanceOf(SpeechEngineUnavailableError);
    } finally {
      await assessor.close();
    }
  });

  it('is not ready, with SpeechEngineUnavailableError, when the worker cannot start at all', async () => {
    const assessor = createSpeechAssessor({ workers: 1, workerUrl: standInWorker('broken', "throw new Error('missing module');") });
    try {
      await expect(assessor.ready).rejects.toThrow(SpeechEngineUnavailableError);
      await expect(assessor.ready).rejects.toThrow(/failed to start: missing module/);
    } finally {
      await assessor.close();
    }
  });
});
