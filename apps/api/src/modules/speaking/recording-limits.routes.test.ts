import { connect, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { encodeWav16 } from '@pte/audio';
import { apiErrorSchema, healthResponseSchema } from '@pte/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, describeEachDatabase, signUpLearner, type TestApp, type TestLearner } from '../../../test/test-app';
import { bankItemOf, contentDir } from '../../../test/bank-items';
import { loadQuestionBank } from '../questions/question-bank.loader';
import { createSpeechEngine } from './speech-engine';

// What is refused before the speech engine sees an upload: recordings too long or unreadable by their header alone,
// and bodies over the size limit, whose 413 must reach the client rather than a reset connection. The engine here
// has no models, so anything that got as far as the engine would answer 503 instead.

const readAloud = bankItemOf('read-aloud');

/** A multipart body with `recording` in `file` and the text fields. */
function form(recording: Uint8Array, fields: Record<string, string>): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----pte${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="recording.wav"\r\nContent-Type: audio/wav\r\n\r\n`));
  parts.push(Buffer.from(recording), Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A 16 kHz 16-bit mono WAV whose header announces `seconds` of audio, all of it present (silence). */
function wavOfLength(seconds: number): Uint8Array {
  const file = new Uint8Array(44 + seconds * 16_000 * 2);
  file.set(encodeWav16(new Float32Array(0), 16_000));
  const view = new DataView(file.buffer);
  view.setUint32(4, 36 + seconds * 32_000, true);
  view.setUint32(40, seconds * 32_000, true);
  return file;
}

/**
 * Sends a request of `totalBytes` (`prefix`, filler, `suffix`) over a raw socket, as fast as the server takes it, without waiting
 * for an answer (as browsers and curl do); resolves with the status line the client read (empty when none arrived) and the socket error it saw, if any, once a whole answer has arrived or
 * the connection has closed.
 */
function streamBody(port: number, path: string, token: string, totalBytes: number, contentType: string, [prefix, suffix]: readonly [string, string] = ['', '']): Promise<{ statusLine: string; body: string; socketError: string | null }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let socketError: string | null = null;
    socket.setEncoding('utf8');
    const settle = () => {
      const [head = '', body = ''] = received.split('\r\n\r\n');
      resolve({ statusLine: head.split('\r\n')[0] ?? '', body, socketError });
    };
    socket.on('data', (text: string) => {
      received += text;
      // A whole answer has arrived on a connection the server keeps open for the next request; one it closes is
      // watched to its end, since a reset there is what this measures.
      const length = /content-length: (\d+)/i.exec(received)?.[1];
      const bodyStart = received.indexOf('\r\n\r\n');
      const keptOpen = !/connection: close/i.test(received.slice(0, bodyStart));
      if (keptOpen && length && bodyStart >= 0 && Buffer.byteLength(received.slice(bodyStart + 4)) >= Number(length)) {
        socket.destroy();
        settle();
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => (socketError ??= error.code ?? error.message));
    socket.on('close', settle);
    socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nContent-Type: ${contentType}\r\nContent-Length: ${totalBytes}\r\n\r\n${prefix}`);
    const chunk = Buffer.alloc(256 * 1024, 0x61);
    let sent = Buffer.byteLength(prefix);
    const fillerEnd = totalBytes - Buffer.byteLength(suffix);
    const pump = () => {
      while (sent < fillerEnd && !socket.destroyed) {
        const piece = chunk.subarray(0, Math.min(chunk.length, fillerEnd - sent));
        sent += piece.length;
        if (!socket.write(piece)) {
          socket.once('drain', pump);
          return;
        }
      }
      if (!socket.destroyed) socket.write(suffix);
    };
    pump();
  });
}

/** The start and end of a multipart body whose file part is the filler in between. */
const boundary = '----pte-stream';
const multipartFrame = [`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="recording.wav"\r\nContent-Type: audio/wav\r\n\r\n`, `\r\n--${boundary}--\r\n`] as const;

describeEachDatabase(
  'speaking uploads refused before assessment',
  (t: TestApp) => {
    let learner: TestLearner;
    let port: number;

    beforeAll(async () => {
      await loadQuestionBank(t.database, contentDir);
      learner = await signUpLearner(t.app);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
    });
    afterAll(async () => {
      await t.app.close();
    });

    const post = (recording: Uint8Array) => {
      const body = form(recording, { questionId: readAloud.id });
      return t.app.inject({ method: 'POST', url: '/api/read-aloud/assess', headers: { ...body.headers, ...bearer(learner.token) }, payload: body.payload });
    };

    it('refuses a 6-minute recording from its header with 422, never starting the speech engine', async () => {
      const response = await post(wavOfLength(360));
      expect(response.statusCode, response.body).toBe(422);
      expect(apiErrorSchema.parse(response.json())).toMatchObject({ code: 'RECORDING_REJECTED', message: expect.stringMatching(/longer than this task allows/) });
      const health = healthResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/health' })).json());
      expect(health.speech).toEqual({ status: 'idle' });
    });

    it('refuses 11 MB behind a nonsense WAV header with 422 while health keeps answering at once', async () => {
      const nonsense = new Uint8Array(11 * 1024 * 1024);
      nonsense.set(new TextEncoder().encode('RIFF\0\0\0\0WAVE'));
      const upload = post(nonsense);
      const started = performance.now();
      const health = await t.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(health.statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(250);
      const response = await upload;
      expect(response.statusCode, response.body).toBe(422);
      expect(apiErrorSchema.parse(response.json())).toMatchObject({ code: 'RECORDING_REJECTED', message: expect.stringMatching(/WAV format we cannot read/) });
    });

    it.each([
      ['a 20 MB recording upload', '/api/read-aloud/assess', `multipart/form-data; boundary=${boundary}`, multipartFrame, 'RECORDING_TOO_LARGE'],
      ['a 20 MB JSON body', '/api/write-essay/assess', 'application/json', ['', ''] as const, 'PAYLOAD_TOO_LARGE'],
    ])('delivers the 413 for %s to a client still sending it, instead of resetting the connection', async (_label, path, contentType, frame, code) => {
      const answer = await streamBody(port, path, learner.token, 20 * 1024 * 1024, contentType, frame);
      expect(answer.statusLine).toBe('HTTP/1.1 413 Payload Too Large');
      expect(answer.socketError).toBeNull();
      expect(apiErrorSchema.parse(JSON.parse(answer.body))).toMatchObject({ code });
    });
  },
  { parts: () => ({ speech: createSpeechEngine({ recognizer: { modelDir: join(tmpdir(), 'no-speech-models-here') } }) }) },
);
