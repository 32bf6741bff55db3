/**
 * `npm run bench`: measures the budgets of docs/design-decisions.md#budgets on this machine and prints a report
 * (also written to .bench/report.json):
 * - JavaScript (gzip) loaded on first visit of /login and of /dashboard, measured in Debian's Chromium;
 * - API latency p50/p99 at 100 concurrent connections for GET /api/users/me, a question page
 *   (GET /api/questions/category-section/…) and an assessment (POST /api/reading-mcsa/assess);
 * - writing assessment time of a ~300-word essay (POST /api/write-essay/assess, one at a time, median and p90), the
 *   resident memory one writing worker adds once prepared (the compiled worker, started in this process) and the
 *   server's resident memory after the essays;
 * - speech assessment time of 10 s and 40 s spoken answers (flite-synthesised, through the speaking assess paths,
 *   one at a time), and the latency of GET /api/health while assessments keep every speech worker busy;
 * - for a learner with 5,000 attempts, p50/p99 of the dashboard's progress summary (GET /api/progress/summary), of the
 *   Progress Report (GET /api/progress/report) and of
 *   study history pages (GET /api/study-history, first page and a filtered one), requested one at a time as one
 *   learner's browser does (the embedded database answers one query at a time, so concurrency measures queueing).
 * - recovery: the compiled server started on a fresh DATA_DIR, killed with SIGKILL once ready, and started again:
 *   time from the second start to a 200 from /api/health and from /api/health/ready (median of 3), with the
 *   start-up phases the server logs ("Ready in …").
 * - mock tests: a full mock test taken through the API (flite-spoken answers, model written answers, objective
 *   items left unanswered): how long the background assessment of Part 1 takes to catch up, and the time from the
 *   test's last answer to its ready score report; and a mini mock answered back to back (the worst case: every
 *   answer still waiting when the test ends).
 * `npm run bench -- --only=restart` measures only the recovery, `--only=essay` only the essays and writing memory,
 * `--only=mock-test` only the mock tests.
 * `npm run bench -- --only=load` runs the load benchmark (scripts/lib/load-benchmark.mjs): 500 simulated learners
 * against 2 API instances and 2 assessment workers on a scratch PostgreSQL database — throughput, p50/p99 per request
 * kind, errors apart from the fair speech queue's refusals, the speaking queue's wait and the workers' catch-up. It is a
 * selection only, not part of the full run: it needs PostgreSQL and takes a few minutes of both cores by itself.
 * Timings are measured here, never asserted by tests.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { ensureDebianPackages, ensureNodeVersion, ensureNpmDependencies, repoRoot, step } from './lib/machine-setup.mjs';
import { measureLoad, printLoad } from './lib/load-benchmark.mjs';
import { ensureServerBuild, serverEntry } from './lib/server-build.mjs';
import { registerTypeScript } from './lib/typescript-sources.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';

ensureNodeVersion();
ensureNpmDependencies();
ensureDebianPackages(['chromium', 'fonts-liberation'], 'page-weight measurements');
ensureDebianPackages(['pocketsphinx', 'pocketsphinx-en-us', 'flite'], 'speech timings');
// Imported once the install above has made sure they are there.
const { default: autocannon } = await import('autocannon');
const { chromium } = await import('@playwright/test');
// @pte/audio is TypeScript: loaded through tsx, like the other development scripts.
await registerTypeScript();
const { decodeWav } = await import('@pte/audio');

/**
 * `--only=restart` runs just the recovery measurement, `--only=essay` just the essays, `--only=progress` just the heavy
 * learner's pages, `--only=mock-test` just the mock tests, `--only=load` just the load benchmark (only run when chosen).
 */
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const selections = ['restart', 'essay', 'progress', 'mock-test', 'load'];
if (only !== undefined && !selections.includes(only)) throw new Error(`--only=${only}: the selections are ${selections.map((name) => `--only=${name}`).join(', ')}`);
// The load benchmark's servers serve no pages, so it needs no web build.
if (only !== 'load') await ensureWebBuild();
await ensureServerBuild();

const port = 4320;
const baseUrl = `http://127.0.0.1:${port}`;
const benchDir = join(repoRoot, '.bench');
const dataDir = join(benchDir, 'data');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(benchDir, { recursive: true });

const budgets = { loginJsKb: 150, dashboardJsKb: 250, apiP99Ms: 25, essayP90Ms: 150, writingWorkerMb: 400, speech40sMs: 2000, progressP99Ms: 50, mockReportMs: 10_000 };
const report = { measuredAt: new Date().toISOString(), machine: `${process.platform} ${process.arch}, Node ${process.versions.node}`, budgets, results: {} };

async function waitForHealth(timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not become healthy in time.');
}

let learners = 0;

async function signUp() {
  learners += 1;
  const email = `bench-${Date.now()}-${learners}@example.com`;
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ name: 'Bench Learner', email, password: 'bench-password-123' }),
  });
  const token = response.headers.get('set-auth-token');
  if (!response.ok || !token) throw new Error(`Sign-up failed: ${response.status} ${await response.text()}`);
  return token;
}

/** Sums the gzip size of every JavaScript file the page loads until the network is idle. */
async function javascriptOnFirstLoad(browser, path, token) {
  const context = await browser.newContext();
  if (token) await context.addInitScript((value) => localStorage.setItem('pte-coach.auth-token', value), token);
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    const url = response.url();
    if (response.request().resourceType() !== 'script' || !url.startsWith(baseUrl)) return;
    try {
      scripts.set(url, gzipSync(await response.body()).length);
    } catch {
      // a response without a body (e.g. redirect) carries no JavaScript
    }
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const finalPath = new URL(page.url()).pathname;
  await context.close();
  const bytes = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  return { path, finalPath, files: scripts.size, gzipKb: Math.round((bytes / 1024) * 10) / 10 };
}

function loadTest(path, token, { connections = 100, duration = 10, method = 'GET', body } = {}) {
  const headers = { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) };
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `${baseUrl}${path}`, connections, duration, method, headers, body: body ? JSON.stringify(body) : undefined },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

function latency(result) {
  return { requestsPerSecond: Math.round(result.requests.average), p50Ms: result.latency.p50, p99Ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

/**
 * Gives a new learner `count` attempts through the assess paths (20 at a time): single and multiple choice,
 * dictation and written summaries, right and wrong, so scores, task types, skills and trait marks vary. Answers its
 * token.
 */
async function heavyLearner(count) {
  const token = await signUp();
  const mcsa = firstItem('reading', 'reading-multiple-choice-single-answer');
  const mcma = firstItem('reading', 'reading-multiple-choice-multiple-answers');
  const dictation = firstItem('listening', 'write-from-dictation');
  const summary = firstItem('writing', 'summarize-written-text');
  const answers = [
    // A written answer carries trait marks, which the progress report's enabling-skill trends read.
    ['/api/summarize/assess', { questionId: summary.id, answer: summary.modelAnswer }],
    ['/api/reading-mcsa/assess', { questionId: mcsa.id, answer: mcsa.answerKey.correct }],
    ['/api/reading-mcsa/assess', { questionId: mcsa.id, answer: mcsa.answerKey.correct === 'A' ? 'B' : 'A' }],
    ['/api/reading-mcma/assess', { questionId: mcma.id, answers: mcma.answerKey.correct.slice(0, 1) }],
    ['/api/write-from-dictation/assess', { questionId: dictation.id, answer: dictation.answerKey.sentence.split(' ').slice(0, 3).join(' ') }],
  ];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const [path, body] = answers[next % answers.length];
      next += 1;
      const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      if (!response.ok) throw new Error(`Seeding an attempt failed: ${response.status} ${await response.text()}`);
    }
  };
  await Promise.all(Array.from({ length: 20 }, worker));
  return token;
}

/** Resident memory of the process `pid` in MB (Linux: VmRSS of /proc/<pid>/status). */
function residentMb(pid) {
  const kilobytes = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kilobytes) / 1024);
}

/**
 * The resident memory one writing worker adds once its engine is prepared and it has assessed `count` essays: the
 * compiled worker the server runs (apps/api/dist/writing-worker.js), started in this otherwise idle process, which
 * is measured before and after.
 */
async function writingWorkerMemory(input, count) {
  const { createWritingAssessor } = await import('@pte/language/assessor');
  const before = process.memoryUsage().rss;
  const assessor = createWritingAssessor({ workers: 1, workerUrl: pathToFileURL(join(dirname(serverEntry), 'writing-worker.js')) });
  try {
    await assessor.ready;
    for (let i = 0; i < count; i += 1) await assessor.assess(input);
    return Math.round((process.memoryUsage().rss - before) / (1024 * 1024));
  } finally {
    await assessor.close();
  }
}

/**
 * A model essay of the question bank, padded or cut to about 300 words, timed through the API one at a time; then
 * the server's resident memory, and what one writing worker holds resident.
 */
async function timeEssayAssessments(token, serverPid) {
  const essayDir = join(repoRoot, 'content/questions/writing/write-essay');
  const item = JSON.parse(readFileSync(join(essayDir, readdirSync(essayDir).sort()[0]), 'utf8'));
  const words = item.modelAnswer.split(/\s+/);
  const text = words.concat(words).slice(0, 300).join(' ');
  const assess = async () => {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/write-essay/assess`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ questionId: item.id, answer: text }),
    });
    if (!response.ok) throw new Error(`Essay assessment failed: ${response.status} ${await response.text()}`);
    await response.json();
    return performance.now() - started;
  };
  for (let i = 0; i < 3; i += 1) await assess();
  const times = [];
  for (let i = 0; i < 20; i += 1) times.push(await assess());
  times.sort((a, b) => a - b);
  const serverResidentMb = residentMb(serverPid);
  const workerInput = { task: 'write-essay', text, prompt: item.prompt.question, keyAspects: item.answerKey.keyAspects };
  const writingWorkerMb = await writingWorkerMemory(workerInput, 20);
  return { words: 300, medianMs: Math.round(times[10]), p90Ms: Math.round(times[18]), serverResidentMb, writingWorkerMb };
}

/** The first bank item of a type, from its content folder. */
function firstItem(section, type) {
  const dir = join(repoRoot, 'content/questions', section, type);
  return JSON.parse(readFileSync(join(dir, readdirSync(dir).sort()[0]), 'utf8'));
}

/** `text` spoken by flite's slt voice, cut by words so it lasts at most `maxSeconds` (a WAV). */
function spokenAnswer(text, maxSeconds) {
  const file = join(benchDir, 'speech.wav');
  let words = text.split(/\s+/);
  for (;;) {
    const result = spawnSync('flite', ['-voice', 'slt', '-t', words.join(' '), '-o', file]);
    if (result.status !== 0) throw new Error(`flite failed: ${result.stderr}`);
    const wav = new Uint8Array(readFileSync(file));
    const seconds = decodeWav(wav).durationSeconds;
    if (seconds <= maxSeconds) return { wav, seconds, text: words.join(' ') };
    words = words.slice(0, Math.max(1, Math.floor(words.length * (maxSeconds / seconds) * 0.97)));
  }
}

async function postRecording(token, path, wav, fields) {
  const form = new FormData();
  form.append('file', new Blob([wav], { type: 'audio/wav' }), 'recording.wav');
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (!response.ok) throw new Error(`${path} failed: ${response.status} ${await response.text()}`);
  const body = await response.json();
  return { ms: performance.now() - started, processingSeconds: body.data.metrics.processingSeconds };
}

/**
 * Speaking answers of about 10 s and 40 s per task, assessed one at a time through the API (after a warm-up):
 * median round trip and the engine's own processor time. Then GET /api/health at 10 connections, alone and while
 * assessments keep the speech workers busy, to show the event loop stays free.
 */
async function timeSpeechAssessments(token) {
  const readAloud = [firstItem('speaking', 'read-aloud'), ...readdirSync(join(repoRoot, 'content/questions/speaking/read-aloud')).sort().slice(1, 4).map((file) => JSON.parse(readFileSync(join(repoRoot, 'content/questions/speaking/read-aloud', file), 'utf8')))];
  const longText = readAloud.map((item) => item.prompt.text).join(' ');
  const image = firstItem('speaking', 'describe-image');
  const lecture = firstItem('speaking', 're-tell-lecture');
  const cases = [];
  for (const [label, path, text, seconds, fields] of [
    ['Read Aloud', '/read-aloud/assess', longText, 10, (spoken) => ({ referenceText: spoken })],
    ['Read Aloud', '/read-aloud/assess', longText, 40, (spoken) => ({ referenceText: spoken })],
    ['Describe Image', '/describe-image/assess', `${image.modelAnswer} ${image.answerKey.keyElements.join('. ')}`.repeat(3), 40, () => ({ questionId: image.id })],
    ['Re-tell Lecture', '/retell-lecture/assess', `${lecture.modelAnswer} ${lecture.answerKey.keyPoints.join('. ')}`.repeat(3), 40, () => ({ questionId: lecture.id })],
  ]) {
    const answer = spokenAnswer(text, seconds);
    const form = fields(answer.text);
    await postRecording(token, path, answer.wav, form);
    const runs = [];
    for (let i = 0; i < 5; i += 1) runs.push(await postRecording(token, path, answer.wav, form));
    runs.sort((a, b) => a.ms - b.ms);
    const median = runs[2];
    cases.push({ task: label, audioSeconds: Math.round(answer.seconds * 10) / 10, medianMs: Math.round(median.ms), engineCpuMs: Math.round(median.processingSeconds * 1000) });
  }

  const quiet = latency(await loadTest('/api/health', null, { connections: 10, duration: 5 }));
  const answer = spokenAnswer(longText, 40);
  let busy = true;
  let assessed = 0;
  const keepBusy = async () => {
    while (busy) {
      await postRecording(token, '/read-aloud/assess', answer.wav, { referenceText: answer.text });
      assessed += 1;
    }
  };
  const workers = [keepBusy(), keepBusy(), keepBusy()];
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const loaded = latency(await loadTest('/api/health', null, { connections: 10, duration: 8 }));
  busy = false;
  await Promise.all(workers);
  return { cases, healthQuiet: quiet, healthWhileAssessing: { ...loaded, assessmentsMeanwhile: assessed } };
}

/** Every bank item by id, read from the content folder. */
function bankItems() {
  const items = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.json')) {
        const item = JSON.parse(readFileSync(path, 'utf8'));
        items.set(item.id, item);
      }
    }
  };
  walk(join(repoRoot, 'content/questions'));
  return items;
}

/** What a benchmark learner says for a spoken item: the text to read, the sentence, else the model answer. */
function spokenTextOf(item) {
  if (!item) return 'My name is Sam. I would like to study civil engineering because I enjoy solving practical problems, and I play football at weekends.';
  return item.prompt?.text ?? item.answerKey?.sentence ?? item.modelAnswer ?? item.answerKey?.accepted?.[0] ?? item.title;
}

/**
 * One API request of the benchmark learner. A kept-alive connection the server closed while the learner was busy
 * (synthesising an answer) resets on reuse: the request is sent once more on a new connection.
 */
async function api(token, method, path, body) {
  const send = () =>
    fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  const response = await send().catch((error) => {
    if (error?.cause?.code !== 'ECONNRESET') throw error;
    return send();
  });
  if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()).data;
}

/**
 * Takes test `testId` through the API as a learner would (spoken answers synthesised by flite and cut to the
 * item's answer time, the model answer for written items, objective items skipped) and answers with the
 * timings: `beforeLastPart(state)` runs when the last part begins (to wait as the learner would be busy there).
 */
async function takeMockTest(token, testId, { beforeLastPart } = {}) {
  const items = bankItems();
  let state = await api(token, 'POST', '/mock-tests/sessions', { testId });
  let lastPart = null;
  let lastAnswerAt = 0;
  while (state.item) {
    const { position, type, question } = state.item;
    if (beforeLastPart && state.part.id === 'listening' && lastPart !== 'listening') await beforeLastPart(state);
    lastPart = state.part.id;
    const item = question ? items.get(question.id) : undefined;
    if (state.item.introduction || question?.type && ['read-aloud', 'repeat-sentence', 'describe-image', 're-tell-lecture', 'answer-short-question', 'summarize-group-discussion', 'respond-to-a-situation'].includes(type)) {
      const seconds = state.item.introduction ? state.item.introduction.answerSeconds : type === 'answer-short-question' ? 8 : type === 'repeat-sentence' ? 12 : 35;
      const answer = spokenAnswer(spokenTextOf(item), seconds);
      const form = new FormData();
      form.append('file', new Blob([answer.wav], { type: 'audio/wav' }), 'recording.wav');
      form.append('position', String(position));
      const send = () => fetch(`${baseUrl}/api/mock-tests/sessions/${state.id}/recordings`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      const response = await send().catch((error) => {
        if (error?.cause?.code !== 'ECONNRESET') throw error;
        return send();
      });
      if (!response.ok) throw new Error(`recording ${position} failed: ${response.status} ${await response.text()}`);
      state = (await response.json()).data;
    } else {
      const written = ['summarize-written-text', 'write-essay', 'summarize-spoken-text'].includes(type) && item?.modelAnswer ? { text: item.modelAnswer } : null;
      state = await api(token, 'POST', `/mock-tests/sessions/${state.id}/answers`, { position, answer: written });
    }
    lastAnswerAt = performance.now();
  }
  let report = await api(token, 'GET', `/mock-tests/sessions/${state.id}/report`);
  while (report.status !== 'ready') {
    await new Promise((resolve) => setTimeout(resolve, 50));
    report = await api(token, 'GET', `/mock-tests/sessions/${state.id}/report`);
  }
  return { sessionId: state.id, items: state.itemCount, reportMs: Math.round(performance.now() - lastAnswerAt), overall: report.overall?.score ?? null };
}

/**
 * A full mock test: Part 1 answered back to back, then (as the learner starts Reading, which takes about 30
 * minutes in the exam) the time until every Part 1 answer is assessed; then the rest, and the time from the last
 * answer to the ready report. And a mini mock answered back to back, its report timed the same way.
 */
async function measureMockTests() {
  step('Taking a full mock test and a mini mock through the API (flite answers), timing their reports…');
  const token = await signUp();
  let catchUpMs = null;
  const full = await takeMockTest(token, 'mock-test-1', {
    beforeLastPart: async (state) => {
      const since = performance.now();
      let current = state;
      while (current.pendingAssessments > 0) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        current = await api(token, 'POST', `/mock-tests/sessions/${state.id}/heartbeat`);
      }
      catchUpMs = Math.round(performance.now() - since);
    },
  });
  const mini = await takeMockTest(await signUp(), 'mini-mock-1');
  report.results.mockTests = { full: { ...full, catchUpBeforeListeningMs: catchUpMs }, mini };
}

function printMockTests({ full, mini }) {
  console.log(`  full mock test (${full.items} items): report ready ${full.reportMs} ms after the last answer (budget ${budgets.mockReportMs} ms) ${verdict(full.reportMs <= budgets.mockReportMs)}; answers still being assessed when Listening began caught up in ${full.catchUpBeforeListeningMs} ms`);
  console.log(`  mini mock (${mini.items} items, answered back to back): report ready ${mini.reportMs} ms after the last answer`);
}

/** Polls `path` until it answers 200; resolves with the ms since `since`. */
async function timeUntilOk(path, since, timeoutMs = 60_000) {
  while (performance.now() - since < timeoutMs) {
    try {
      if ((await fetch(`${baseUrl}${path}`)).ok) return Math.round(performance.now() - since);
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${path} did not answer 200 within ${timeoutMs} ms.`);
}

/** Starts the compiled server on `folder`; `phases` fills with its "Ready in …" log line's phases. */
function startServer(folder) {
  const started = { at: performance.now(), phases: null };
  const child = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: folder, APP_URL: baseUrl, LOG_LEVEL: 'warn' },
  });
  let pending = '';
  child.stdout.setEncoding('utf8').on('data', (text) => {
    pending += text;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.includes('Ready in')) continue;
      try {
        started.phases = JSON.parse(line).phases ?? null;
      } catch {
        // not a JSON log line
      }
    }
  });
  return { child, started };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Fresh DATA_DIR, start, ready, kill -9, start again: the second start's time to healthy and to ready, 3 times. */
async function measureRestart(runs = 3) {
  const samples = [];
  for (let run = 1; run <= runs; run++) {
    const folder = join(benchDir, `restart-${run}`);
    rmSync(folder, { recursive: true, force: true });
    const first = startServer(folder);
    await timeUntilOk('/api/health/ready', first.started.at, 120_000);
    const firstExit = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    await firstExit;
    const second = startServer(folder);
    try {
      const healthyMs = await timeUntilOk('/api/health', second.started.at);
      const readyMs = await timeUntilOk('/api/health/ready', second.started.at);
      samples.push({ healthyMs, readyMs, phases: second.started.phases });
    } finally {
      const exited = new Promise((resolve) => second.child.once('exit', resolve));
      second.child.kill('SIGTERM');
      await exited;
      rmSync(folder, { recursive: true, force: true });
    }
  }
  return { runs: samples, medianHealthyMs: median(samples.map((sample) => sample.healthyMs)), medianReadyMs: median(samples.map((sample) => sample.readyMs)) };
}

function printRestart(restart) {
  console.log(`  restart after kill -9 (embedded database): healthy in ${restart.medianHealthyMs} ms, ready in ${restart.medianReadyMs} ms (median of ${restart.runs.length}; budget 5000 ms) ${restart.medianHealthyMs <= 5000 ? 'within budget' : 'OVER BUDGET'}`);
  for (const sample of restart.runs) {
    const phases = sample.phases ? Object.entries(sample.phases).map(([phase, ms]) => `${phase} ${ms} ms`).join(', ') : 'no "Ready in" line logged';
    console.log(`    healthy ${sample.healthyMs} ms, ready ${sample.readyMs} ms — ${phases}`);
  }
}

/** The first `count` bank items of a type, from its content folder. */
function itemsOf(section, type, count) {
  const dir = join(repoRoot, 'content/questions', section, type);
  return readdirSync(dir)
    .sort()
    .slice(0, count)
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')));
}

/**
 * What the load benchmark's learners send: question pages of six sections (their first 10 pages), objective answers
 * right and wrong, a 250-word essay, a ~10 s Read Aloud answer spoken by flite (synthesised once) with its reference
 * text, and the Listening sectional mock tests with an answer for each item type they start with.
 */
function loadFixtures() {
  const items = bankItems();
  const sections = [
    ['reading-mcsa', 'reading', 'reading-multiple-choice-single-answer'],
    ['reading-mcma', 'reading', 'reading-multiple-choice-multiple-answers'],
    ['listening-mcma', 'listening', 'listening-multiple-choice-multiple-answers'],
    ['listening-write-from-dictation', 'listening', 'write-from-dictation'],
    ['writing-write-essay', 'writing', 'write-essay'],
    ['speaking-read-aloud', 'speaking', 'read-aloud'],
  ];
  const questionSections = sections.map(([section, folder, type]) => [section, Math.min(10, readdirSync(join(repoRoot, 'content/questions', folder, type)).length)]);
  const objectiveAnswers = [
    ...itemsOf('reading', 'reading-multiple-choice-single-answer', 10).flatMap((item) => [
      ['/reading-mcsa/assess', { questionId: item.id, answer: item.answerKey.correct }],
      ['/reading-mcsa/assess', { questionId: item.id, answer: item.answerKey.correct === 'A' ? 'B' : 'A' }],
    ]),
    ...itemsOf('reading', 'reading-multiple-choice-multiple-answers', 10).map((item) => ['/reading-mcma/assess', { questionId: item.id, answers: item.answerKey.correct.slice(0, 1) }]),
    ...itemsOf('listening', 'write-from-dictation', 10).map((item) => ['/write-from-dictation/assess', { questionId: item.id, answer: item.answerKey.sentence.split(' ').slice(0, 4).join(' ') }]),
  ];
  const essayItem = firstItem('writing', 'write-essay');
  const essayWords = essayItem.modelAnswer.split(/\s+/);
  const essay = { questionId: essayItem.id, answer: Array.from({ length: 250 }, (_, index) => essayWords[index % essayWords.length]).join(' ') };
  const readAloudText = itemsOf('speaking', 'read-aloud', 4)
    .map((item) => item.prompt.text)
    .join(' ');
  const spoken = spokenAnswer(readAloudText, 10);
  const writtenTypes = ['summarize-spoken-text', 'summarize-written-text', 'write-essay'];
  const genericSummary =
    'The speaker explained how the topic developed, described the main evidence for it and its causes, and concluded that further study is needed before firm decisions can be made.';
  /** A mock-test item's answer: the model answer for a written item, the key for a choice, else none (skipped). */
  const answerFor = (type, questionId) => {
    const item = questionId ? items.get(questionId) : undefined;
    if (writtenTypes.includes(type)) return { text: item?.modelAnswer ?? genericSummary };
    const correct = item?.answerKey?.correct;
    if (Array.isArray(correct)) return { answers: correct };
    if (typeof correct === 'string') return { answer: correct };
    return null;
  };
  return {
    questionSections,
    objectiveAnswers,
    essay,
    speech: { wav: spoken.wav, text: spoken.text, seconds: spoken.seconds },
    mockTest: { testIds: ['mock-test-1-listening', 'mock-test-2-listening', 'mock-test-3-listening'], answerFor },
  };
}

if (only === 'load') {
  step('Synthesising the load benchmark\'s spoken answer with flite…');
  const fixtures = loadFixtures();
  report.results.load = { ...(await measureLoad(fixtures)), spokenAnswerSeconds: Math.round(fixtures.speech.seconds * 10) / 10 };
  writeFileSync(join(benchDir, 'report.json'), JSON.stringify(report, null, 2));
  console.log('\nPTE Coach benchmark (load only)');
  printLoad(report.results.load);
  process.exit(0);
}

if (only === 'restart') {
  step('Measuring restart after kill -9 (3 times)…');
  report.results.restart = await measureRestart();
  writeFileSync(join(benchDir, 'report.json'), JSON.stringify(report, null, 2));
  console.log('\nPTE Coach benchmark (restart only)');
  printRestart(report.results.restart);
  process.exit(0);
}

/** The compiled server on the benchmark's DATA_DIR, logging warnings only. */
function startBenchServer() {
  return spawn(process.execPath, ['--enable-source-maps', serverEntry], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, APP_URL: baseUrl, LOG_LEVEL: 'warn' },
  });
}

/** Stops `child` with SIGTERM and waits for it to exit. */
async function stopServer(child) {
  child.kill('SIGTERM');
  await new Promise((resolve) => (child.exitCode === null && child.signalCode === null ? child.once('exit', resolve) : resolve()));
}

function printEssay(essay) {
  console.log(`  300-word essay assessment: median ${essay.medianMs} ms, p90 ${essay.p90Ms} ms (budget p90 ${budgets.essayP90Ms} ms) ${verdict(essay.p90Ms <= budgets.essayP90Ms)}`);
  console.log(`  writing worker resident:   ${essay.writingWorkerMb} MB (budget ${budgets.writingWorkerMb} MB) ${verdict(essay.writingWorkerMb <= budgets.writingWorkerMb)}; server after the essays: ${essay.serverResidentMb} MB`);
}

const verdict = (ok) => (ok ? 'within budget' : 'OVER BUDGET');

if (only === 'essay') {
  step('Starting the server, then timing essay assessments (20 in a row, after a warm-up)…');
  const essayServer = startBenchServer();
  try {
    await waitForHealth();
    report.results.essay = await timeEssayAssessments(await signUp(), essayServer.pid);
  } finally {
    await stopServer(essayServer);
  }
  writeFileSync(join(benchDir, 'report.json'), JSON.stringify(report, null, 2));
  console.log('\nPTE Coach benchmark (essay only)');
  printEssay(report.results.essay);
  process.exit(0);
}

/** Gives one learner 5,000 attempts, then times their progress summary, progress report and history pages, one request at a time. */
async function measureHeavyLearner() {
  step('Giving one learner 5,000 attempts, then load-testing the progress summary, the progress report and study history pages…');
  const heavyToken = await heavyLearner(5000);
  const heavyChecks = [
    ['progressSummary', '/api/progress/summary?timeZone=Europe%2FLondon'],
    ['progressReport', '/api/progress/report?timeZone=Europe%2FLondon'],
    ['historyPage', '/api/study-history?page=1&pageSize=10&timeZone=Europe%2FLondon'],
    ['historyFiltered', '/api/study-history?skill=reading&minScore=50&page=20&pageSize=10&timeZone=Europe%2FLondon'],
  ];
  for (const [key, path] of heavyChecks) {
    await loadTest(path, heavyToken, { connections: 2, duration: 2 }); // warm-up
    report.results[key] = latency(await loadTest(path, heavyToken, { connections: 1 }));
  }
}

const line = (label, result, budget) =>
  `  ${label.padEnd(28)}p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ${result.requestsPerSecond} req/s, non-2xx ${result.non2xx}` +
  (budget ? ` (budget p99 ${budget} ms) ${verdict(result.p99Ms <= budget)}` : ' (no budget; reported)');

/** The heavy learner's figures. */
function printHeavyLearner({ progressSummary, progressReport, historyPage, historyFiltered }) {
  console.log(line('GET progress summary @1:', progressSummary, budgets.progressP99Ms));
  console.log(line('GET progress report @1:', progressReport, budgets.progressP99Ms));
  console.log(line('GET study history p1 @1:', historyPage, budgets.progressP99Ms));
  console.log(line('… filtered, page 20 @1:', historyFiltered, budgets.progressP99Ms));
}

if (only === 'mock-test') {
  step('Starting the server…');
  const mockServer = startBenchServer();
  try {
    await waitForHealth();
    await measureMockTests();
  } finally {
    await stopServer(mockServer);
  }
  writeFileSync(join(benchDir, 'report.json'), JSON.stringify(report, null, 2));
  console.log('\nPTE Coach benchmark (mock tests only)');
  printMockTests(report.results.mockTests);
  process.exit(0);
}

if (only === 'progress') {
  step('Starting the server…');
  const progressServer = startBenchServer();
  try {
    await waitForHealth();
    await measureHeavyLearner();
  } finally {
    await stopServer(progressServer);
  }
  writeFileSync(join(benchDir, 'report.json'), JSON.stringify(report, null, 2));
  console.log('\nPTE Coach benchmark (progress and history only)');
  printHeavyLearner(report.results);
  process.exit(0);
}

step('Starting the server for the benchmark…');
const server = startBenchServer();

try {
  await waitForHealth();
  const token = await signUp();

  step('Measuring JavaScript on first load in Chromium…');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  report.results.loginJs = await javascriptOnFirstLoad(browser, '/login');
  report.results.dashboardJs = await javascriptOnFirstLoad(browser, '/dashboard', token);
  await browser.close();

  const questionPage = '/api/questions/category-section/reading-mcsa?page=1';
  const question = (await (await fetch(`${baseUrl}${questionPage}`, { headers: { authorization: `Bearer ${token}` } })).json()).data.questions[0];
  const checks = [
    ['usersMe', 'GET /api/users/me', '/api/users/me', {}],
    ['questionPage', 'GET category-section', questionPage, {}],
    ['assess', 'POST /api/reading-mcsa/assess', '/api/reading-mcsa/assess', { method: 'POST', body: { questionId: question.id, answer: 'A' } }],
  ];
  for (const [key, label, path, options] of checks) {
    step(`Load-testing ${label} at 100 concurrent connections for 10 s…`);
    await loadTest(path, token, { ...options, connections: 10, duration: 2 }); // warm-up
    report.results[key] = latency(await loadTest(path, token, options));
  }

  await measureHeavyLearner();

  step('Timing essay assessments (20 in a row, after a warm-up)…');
  report.results.essay = await timeEssayAssessments(token, server.pid);

  if (spawnSync('flite', ['-lv'], { stdio: 'ignore' }).status === 0) {
    step('Timing speech assessments (10 s and 40 s answers) and health latency meanwhile…');
    report.results.speech = await timeSpeechAssessments(token);
    await measureMockTests();
  } else {
    report.results.speech = { skipped: 'flite is not installed (Debian package flite): no answers to synthesise' };
  }
} finally {
  await stopServer(server);
}
step('Measuring restart after kill -9 (3 times)…');
report.results.restart = await measureRestart();

writeFileSync(join(benchDir, 'report.json'), JSON.stringify(report, null, 2));
const { loginJs, dashboardJs, usersMe, questionPage, assess, progressSummary, progressReport, historyPage, historyFiltered, essay, speech } = report.results;
console.log('\nPTE Coach benchmark');
console.log(`  /login first-load JS:     ${loginJs.gzipKb} KB gzip (${loginJs.files} files; budget ${budgets.loginJsKb} KB) ${verdict(loginJs.gzipKb <= budgets.loginJsKb)}`);
console.log(`  /dashboard first-load JS: ${dashboardJs.gzipKb} KB gzip (${dashboardJs.files} files, landed on ${dashboardJs.finalPath}; budget ${budgets.dashboardJsKb} KB) ${verdict(dashboardJs.gzipKb <= budgets.dashboardJsKb)}`);
console.log(line('GET /api/users/me @100:', usersMe, budgets.apiP99Ms));
console.log(line('GET category-section @100:', questionPage, budgets.apiP99Ms));
console.log(line('POST reading-mcsa @100:', assess));
printHeavyLearner({ progressSummary, progressReport, historyPage, historyFiltered });
console.log('  (progress and history: one learner with 5,000 attempts)');
printEssay(essay);
if (speech.skipped) {
  console.log(`  speech assessment: skipped (${speech.skipped})`);
} else {
  for (const entry of speech.cases) {
    const budget = entry.audioSeconds > 30 ? ` (budget ${budgets.speech40sMs} ms) ${verdict(entry.medianMs <= budgets.speech40sMs)}` : '';
    console.log(`  ${`${entry.task} ${entry.audioSeconds} s answer:`.padEnd(32)}median ${entry.medianMs} ms round trip, engine ${entry.engineCpuMs} ms${budget}`);
  }
  const { healthQuiet, healthWhileAssessing } = speech;
  console.log(`  GET /api/health @10, idle:       p50 ${healthQuiet.p50Ms} ms, p99 ${healthQuiet.p99Ms} ms`);
  console.log(`  … while assessing speech:        p50 ${healthWhileAssessing.p50Ms} ms, p99 ${healthWhileAssessing.p99Ms} ms (${healthWhileAssessing.assessmentsMeanwhile} 40 s answers assessed meanwhile)`);
}
if (report.results.mockTests) printMockTests(report.results.mockTests);
printRestart(report.results.restart);
