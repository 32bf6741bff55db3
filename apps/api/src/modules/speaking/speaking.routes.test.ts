import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeWav16 } from '@pte/audio';
import { apiErrorSchema, attemptsResponseSchema, healthResponseSchema, MAX_RECORDING_BYTES, speechAssessmentResponseSchema, type Attempt, type SpeechAssessmentResult } from '@pte/contract';
import { newSpeakingTaskMaxima, questionTypes } from '@pte/exam';
import { checkSpeechEngine } from '@pte/speech';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, describeEachDatabase, signUpLearner, type TestApp, type TestLearner } from '../../../test/test-app';
import { bankItemOf, contentDir, mockItemOf } from '../../../test/bank-items';
import { loadQuestionBank } from '../questions/question-bank.loader';
import { createSpeechEngine } from './speech-engine';

// The speaking paths end to end: real uploads, the real worker pool with PocketSphinx, answers synthesised with
// flite. Skipped, with the reason in the suite's name, where the Debian packages are missing.
const engine = checkSpeechEngine();
const fliteFound = spawnSync('flite', ['-lv'], { stdio: 'ignore' }).status === 0;
const missing = [...(engine.available ? [] : [`PocketSphinx (${engine.problem})`]), ...(fliteFound ? [] : ['flite'])];
const skipReason = missing.length ? ` — skipped: install ${missing.join(' and ')}` : '';


const readAloud = bankItemOf('read-aloud');
const repeatSentence = bankItemOf('repeat-sentence');
const describeImage = bankItemOf('describe-image');
const retellLecture = bankItemOf('re-tell-lecture');
const shortQuestion = bankItemOf('answer-short-question');
const groupDiscussion = bankItemOf('summarize-group-discussion');
const situation = bankItemOf('respond-to-a-situation');

let audioDir: string;
beforeAll(() => {
  audioDir = mkdtempSync(join(tmpdir(), 'pte-speaking-test-'));
});
afterAll(() => rmSync(audioDir, { recursive: true, force: true }));

/** `text` spoken by flite's `voice`, as WAV bytes. */
function say(text: string, voice = 'slt'): Uint8Array {
  const file = join(audioDir, `${Buffer.from(text).toString('base64url').slice(0, 60)}-${voice}.wav`);
  if (!existsSync(file)) {
    const result = spawnSync('flite', ['-voice', voice, '-t', text, '-o', file]);
    if (result.status !== 0) throw new Error(`flite failed: ${String(result.stderr)}`);
  }
  return readFileSync(file);
}

/** A WAV of `seconds` of silence (or a steady hum at `level`) at 16 kHz. */
function tone(seconds: number, level = 0): Uint8Array {
  const samples = new Float32Array(Math.round(seconds * 16_000));
  for (let i = 0; i < samples.length; i++) samples[i] = level * Math.sin((2 * Math.PI * 150 * i) / 16_000);
  return encodeWav16(samples, 16_000);
}

/** A multipart body with the recording in `file` (recording.wav) and the text fields. */
function form(recording: Uint8Array | null, fields: Record<string, string>, fileName = 'recording.wav', contentType = 'audio/wav'): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----pte${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (recording) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`));
    parts.push(Buffer.from(recording), Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function uploadedFiles(dataDir: string): string[] {
  const root = join(dataDir, 'uploads');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe.skipIf(missing.length > 0)(`speaking assessment${skipReason}`, () => {
  describeEachDatabase('speaking assess paths', (t: TestApp) => {
    let learner: TestLearner;
    const post = (path: string, recording: Uint8Array | null, fields: Record<string, string>, who: TestLearner | null = learner) => {
      const body = form(recording, fields);
      return t.app.inject({ method: 'POST', url: `/api${path}`, headers: { ...body.headers, ...(who ? bearer(who.token) : {}) }, payload: body.payload });
    };
    const assessed = (response: { statusCode: number; body: string; json: () => unknown }): SpeechAssessmentResult => {
      expect(response.statusCode, response.body).toBe(200);
      return speechAssessmentResponseSchema.parse(response.json()).data;
    };
    const rejected = (response: { statusCode: number; body: string; json: () => unknown }, status: number, code: string) => {
      expect(response.statusCode, response.body).toBe(status);
      const error = apiErrorSchema.parse(response.json());
      expect(error.code).toBe(code);
      return error;
    };
    async function attemptsOf(who: TestLearner, questionId: string): Promise<Attempt[]> {
      const response = await t.app.inject({ method: 'GET', url: `/api/attempts?questionId=${questionId}`, headers: bearer(who.token) });
      return attemptsResponseSchema.parse(response.json()).data.attempts;
    }

    beforeAll(async () => {
      await loadQuestionBank(t.database, contentDir);
      learner = await signUpLearner(t.app);
    });

    it('assesses a Read Aloud answer read in full, stores the recording and the attempt, and plays it back', async () => {
      const recording = say(readAloud.prompt.text);
      const result = assessed(await post('/read-aloud/assess', recording, { questionId: readAloud.id, referenceText: readAloud.prompt.text, timeTaken: '48' }));
      expect(result).toMatchObject({ questionId: readAloud.id, taskType: 'read-aloud', explanation: readAloud.explanation });
      expect(Object.keys(result.traits)).toEqual(['content', 'fluency', 'pronunciation']);
      const content = result.traits.content!;
      expect(content.max).toBe(result.words!.filter((word) => word.status !== 'inserted').length);
      expect(content.score).toBeGreaterThanOrEqual(content.max - 2);
      expect(result.words!.filter((word) => word.status === 'correct').length).toBeGreaterThanOrEqual(content.max - 2);
      expect(result.words![0]).toMatchObject({ status: 'correct', start: expect.any(Number), end: expect.any(Number), quality: expect.any(Number) });
      expect(result.metrics).toMatchObject({ durationSeconds: expect.any(Number), speechRate: expect.any(Number) });
      const estimate = Math.round(10 + (80 * result.total.score) / result.total.max);
      expect(result.skills).toEqual({ speaking: estimate, reading: estimate });
      expect(result.details.engine).toBe('pocketsphinx');
      const health = healthResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/health' })).json());
      expect(health.speech).toEqual({ status: 'ready' });
      const stored = result.details.recording!;
      expect(stored.url).toBe(`/api/recordings/${stored.id}`);
      expect(stored.durationSeconds).toBeGreaterThan(5);

      const [attempt] = await attemptsOf(learner, readAloud.id);
      expect(attempt).toMatchObject({ questionType: 'read-aloud', answer: { recordingId: stored.id }, timeTaken: 48, result });

      const playback = await t.app.inject({ method: 'GET', url: stored.url, headers: bearer(learner.token) });
      expect(playback.statusCode).toBe(200);
      expect(playback.headers['content-type']).toBe('audio/wav');
      expect(Buffer.compare(playback.rawPayload, Buffer.from(recording))).toBe(0);
      const part = await t.app.inject({ method: 'GET', url: stored.url, headers: { ...bearer(learner.token), range: 'bytes=0-11' } });
      expect(part.statusCode).toBe(206);
      expect(part.rawPayload.toString('latin1')).toMatch(/^RIFF....WAVE$/s);

      const stranger = await signUpLearner(t.app);
      rejected(await t.app.inject({ method: 'GET', url: stored.url, headers: bearer(stranger.token) }), 404, 'NOT_FOUND');
      rejected(await t.app.inject({ method: 'GET', url: stored.url }), 401, 'UNAUTHORIZED');
    });

    it('marks the words left out of a Read Aloud answer as omitted', async () => {
      const words = readAloud.prompt.text.split(/\s+/);
      const dropped = new Set([3, 4, 5, 6, 7, 8]);
      const result = assessed(await post('/read-aloud/assess', say(words.filter((_, index) => !dropped.has(index)).join(' ')), { questionId: readAloud.id }));
      const omitted = result.words!.filter((word) => word.status === 'omitted').map((word) => word.text.toLowerCase());
      expect(omitted.length).toBeGreaterThanOrEqual(4);
      expect(result.traits.content!.score).toBeLessThanOrEqual(result.traits.content!.max - 4);
    });

    it('assesses a free practice Read Aloud (no question) without storing anything', async () => {
      const learnerAlone = await signUpLearner(t.app);
      const sentence = 'Please call Stella and ask her to bring these things with her from the store.';
      const result = assessed(await post('/read-aloud/assess', say(sentence, 'rms'), { referenceText: sentence }, learnerAlone));
      expect(result.questionId).toBe('');
      expect(result.details.recording).toBeNull();
      expect(result.traits.content!.max).toBe(15);
      const list = await t.app.inject({ method: 'GET', url: '/api/attempts', headers: bearer(learnerAlone.token) });
      expect(attemptsResponseSchema.parse(list.json()).data.attempts).toEqual([]);
    });

    it('scores Repeat Sentence by PTE’s bands and reveals the sentence', async () => {
      const sentence = repeatSentence.answerKey.sentence;
      const result = assessed(await post('/repeat-sentence/assess', say(sentence, 'awb'), { questionId: repeatSentence.id, referenceAudio: 'ignored', answerText: 'ignored' }));
      expect(result).toMatchObject({ taskType: 'repeat-sentence', correctAnswer: sentence });
      expect(result.traits.content).toMatchObject({ max: 3 });
      expect(result.traits.content!.score).toBeGreaterThanOrEqual(2);
    });

    it('scores Describe Image by its key elements (questionId or imageId) and Re-tell Lecture by its key points', async () => {
      const description = describeImage.answerKey.keyElements.join('. ');
      const image = assessed(await post('/describe-image/assess', say(description), { imageId: describeImage.id }));
      expect(image).toMatchObject({ questionId: describeImage.id, taskType: 'describe-image', correctAnswer: describeImage.modelAnswer });
      expect(image.details.keyPoints).toHaveLength(describeImage.answerKey.keyElements.length);
      expect(image.traits.content!.score).toBeGreaterThanOrEqual(3);

      const retelling = retellLecture.answerKey.keyPoints.join('. ');
      const lecture = assessed(await post('/retell-lecture/assess', say(retelling, 'rms'), { questionId: retellLecture.id }));
      expect(Object.keys(lecture.traits)).toEqual(['content', 'fluency', 'pronunciation']);
      expect(lecture.details.keyPoints!.some((point) => point.coverage > 0.5)).toBe(true);
      expect(lecture.traits.content!.score).toBeGreaterThanOrEqual(2);
    });

    it('gives Answer Short Question its vocabulary point for an accepted answer and none for another', async () => {
      const right = assessed(await post('/answer-short-question/assess', say(shortQuestion.answerKey.accepted[0]!), { questionId: shortQuestion.id }));
      expect(right.traits).toEqual({ vocabulary: { score: 1, max: 1, raw: expect.any(Number) } });
      const wrong = assessed(await post('/answer-short-question/assess', say('a bicycle'), { questionId: shortQuestion.id }));
      expect(wrong.traits.vocabulary!.score).toBe(0);
      expect(wrong.correctAnswer).toBe(shortQuestion.modelAnswer);
    });

    it('scores Summarize Group Discussion by its key points and each speaker’s position, out of the table’s maxima', async () => {
      const result = assessed(await post('/summarize-group-discussion/assess', say(groupDiscussion.modelAnswer!, 'rms'), { questionId: groupDiscussion.id }));
      expect(result).toMatchObject({ questionId: groupDiscussion.id, taskType: 'summarize-group-discussion', correctAnswer: groupDiscussion.modelAnswer });
      expect(Object.keys(result.traits)).toEqual(['content', 'fluency', 'pronunciation']);
      expect(result.traits.content).toMatchObject({ max: newSpeakingTaskMaxima['summarize-group-discussion'].content });
      expect(result.traits.content!.score).toBeGreaterThanOrEqual(2);
      expect(result.details.keyPoints).toHaveLength(groupDiscussion.answerKey.keyPoints.length);
      expect(result.details.positions!.map((position) => position.speaker)).toEqual(groupDiscussion.answerKey.positions.map((position) => position.speaker));
      expect(result.details.positions!.some((position) => position.named)).toBe(true);
      expect(Object.keys(result.skills)).toEqual(['speaking', 'listening']);
      const [attempt] = await attemptsOf(learner, groupDiscussion.id);
      expect(attempt).toMatchObject({ questionType: 'summarize-group-discussion', result });
    });

    it('scores Respond to a Situation on what it asks and on appropriacy for the listener, and an off-topic reply 0', async () => {
      const { listener, register } = situation.answerKey;
      const reply = assessed(await post('/respond-to-a-situation/assess', say(situation.modelAnswer!, 'kal16'), { questionId: situation.id, situation: 'ignored' }));
      expect(reply).toMatchObject({ taskType: 'respond-to-a-situation', correctAnswer: situation.modelAnswer });
      expect(reply.traits.content).toMatchObject({ max: newSpeakingTaskMaxima['respond-to-a-situation'].content });
      expect(reply.traits.content!.score).toBeGreaterThanOrEqual(2);
      expect(reply.details.appropriacy).toMatchObject({ listener, register });
      expect(reply.details.appropriacy!.found.length).toBeGreaterThan(0);
      expect(reply.details.keyPoints).toHaveLength(situation.answerKey.keyPoints.length);

      const offTopic = assessed(await post('/respond-to-a-situation/assess', say('My favourite sport is football and I play it with my brother every weekend.'), { questionId: situation.id }));
      expect(offTopic.traits.content!.score).toBe(0);
      expect(offTopic.details.zeroReason).toMatch(/did not deal with the situation/);
      expect(offTopic.total.score).toBe(0);
    });

    it('assesses a free practice situation and discussion sent as text, in a neutral register, storing nothing', async () => {
      const alone = await signUpLearner(t.app);
      const text = 'You missed a seminar because you were ill. Ask your classmate to share the seminar notes with you.';
      const reply = assessed(await post('/respond-to-a-situation/assess', say('Hello, sorry I missed the seminar because I was ill. Could you share the seminar notes with me? Thanks.'), { situation: text }, alone));
      expect(reply.questionId).toBe('');
      expect(reply.details.recording).toBeNull();
      expect(reply.details.appropriacy).toMatchObject({ register: 'neutral' });
      expect(reply.traits.content!.score).toBeGreaterThan(0);
      const discussion = 'Ann: The library should open all night during exams. Ben: Night staff would cost too much money.';
      const summary = assessed(await post('/summarize-group-discussion/assess', say('They discussed opening the library all night during exams, but night staff would cost too much money.'), { questionText: discussion }, alone));
      expect(summary.details.positions).toEqual([]);
      expect(summary.traits.content!.score).toBeGreaterThan(0);
      rejected(await post('/respond-to-a-situation/assess', tone(1), {}, alone), 400, 'VALIDATION_FAILED');
      const list = await t.app.inject({ method: 'GET', url: '/api/attempts', headers: bearer(alone.token) });
      expect(attemptsResponseSchema.parse(list.json()).data.attempts).toEqual([]);
    });

    it('rejects silence, noise-free hums, non-audio and over-long recordings with a message, storing nothing', async () => {
      const loner = await signUpLearner(t.app);
      const before = uploadedFiles(t.config.dataDir).length;
      const silent = rejected(await post('/read-aloud/assess', tone(5), { questionId: readAloud.id }, loner), 422, 'RECORDING_REJECTED');
      expect(silent.message).toMatch(/could not hear anything/i);
      const text = rejected(await post('/read-aloud/assess', new TextEncoder().encode('these are not sounds'), { questionId: readAloud.id }, loner), 422, 'RECORDING_REJECTED');
      expect(text.message).toMatch(/not a WAV audio file/);
      const tooLong = rejected(await post('/answer-short-question/assess', tone(25, 0.2), { questionId: shortQuestion.id }, loner), 422, 'RECORDING_REJECTED');
      expect(tooLong.message).toMatch(/longer than this task allows/);
      expect(await attemptsOf(loner, readAloud.id)).toEqual([]);
      expect(await attemptsOf(loner, shortQuestion.id)).toEqual([]);
      expect(uploadedFiles(t.config.dataDir)).toHaveLength(before);
    });

    it('refuses oversized uploads, forms without a recording, other bodies, unknown or wrong questions and strangers', async () => {
      const huge = new Uint8Array(MAX_RECORDING_BYTES + 1024);
      const oversized = rejected(await post('/read-aloud/assess', huge, { questionId: readAloud.id }), 413, 'RECORDING_TOO_LARGE');
      expect(oversized.message).toMatch(/larger than 12 MB/);
      rejected(await post('/read-aloud/assess', null, { questionId: readAloud.id }), 400, 'VALIDATION_FAILED');
      const json = await t.app.inject({ method: 'POST', url: '/api/read-aloud/assess', headers: bearer(learner.token), payload: { questionId: readAloud.id } });
      rejected(json, 415, 'UNSUPPORTED_MEDIA_TYPE');
      rejected(await post('/read-aloud/assess', tone(1), {}), 400, 'VALIDATION_FAILED');
      rejected(await post('/read-aloud/assess', tone(1), { questionId: 'no-such-question' }), 404, 'NOT_FOUND');
      const wrong = rejected(await post('/read-aloud/assess', tone(1), { questionId: shortQuestion.id }), 400, 'WRONG_TASK_TYPE');
      expect(wrong.message).toContain('/api/answer-short-question/assess');
      rejected(await post('/read-aloud/assess', tone(1), { questionId: readAloud.id, timeTaken: 'soon' }), 400, 'VALIDATION_FAILED');
      rejected(await post('/read-aloud/assess', tone(1), { questionId: readAloud.id }, null), 401, 'UNAUTHORIZED');
    });
  });
});

describeEachDatabase(
  'speaking assess paths without the speech engine',
  (t: TestApp) => {
    it('answers 404 for a question kept for the mock tests, before any assessment, storing nothing', async () => {
      await loadQuestionBank(t.database, contentDir);
      const learner = await signUpLearner(t.app);
      const tasks = ['read-aloud', 'repeat-sentence', 'describe-image', 'answer-short-question'] as const;
      for (const task of tasks) {
        const kept = mockItemOf(task);
        expect(kept, `the bank keeps ${task} items for the mock tests`).toBeDefined();
        // Describe Image also names its question by `imageId`.
        const named: Record<string, string>[] = task === 'describe-image' ? [{ questionId: kept!.id }, { imageId: kept!.id }] : [{ questionId: kept!.id }];
        for (const fields of named) {
          const body = form(tone(2, 0.2), fields);
          const response = await t.app.inject({ method: 'POST', url: `/api${questionTypes[task].assessPath}`, headers: { ...body.headers, ...bearer(learner.token) }, payload: body.payload });
          expect(response.statusCode, response.body).toBe(404);
          expect(apiErrorSchema.parse(response.json())).toEqual({ code: 'NOT_FOUND', message: `Question “${kept!.id}” is not available for practice: it is kept for the mock tests.` });
        }
      }
      expect(uploadedFiles(t.config.dataDir)).toEqual([]);
      const attempts = await t.app.inject({ method: 'GET', url: '/api/attempts', headers: bearer(learner.token) });
      expect(attemptsResponseSchema.parse(attempts.json()).data.attempts).toEqual([]);
    });

    it('answers 503 with a message and stores nothing', async () => {
      await loadQuestionBank(t.database, contentDir);
      const learner = await signUpLearner(t.app);
      const body = form(tone(2, 0.2), { questionId: readAloud.id });
      const response = await t.app.inject({ method: 'POST', url: '/api/read-aloud/assess', headers: { ...body.headers, ...bearer(learner.token) }, payload: body.payload });
      expect(response.statusCode).toBe(503);
      expect(apiErrorSchema.parse(response.json())).toMatchObject({ code: 'SPEECH_ENGINE_UNAVAILABLE', message: expect.stringMatching(/cannot be assessed on this server/) });
      expect(uploadedFiles(t.config.dataDir)).toEqual([]);
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(healthResponseSchema.parse(health.json()).speech).toEqual({ status: 'unavailable', problem: expect.stringMatching(/pocketsphinx-en-us/) });
    });
  },
  { parts: () => ({ speech: createSpeechEngine({ recognizer: { modelDir: join(tmpdir(), 'no-speech-models-here') } }) }) },
);
