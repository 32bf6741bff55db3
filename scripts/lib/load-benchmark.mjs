/**
 * The load benchmark of `npm run bench -- --only=load`: PTE Coach as it runs on several machines, here as processes on
 * this one — two compiled API instances (ASSESSMENT_WORKERS=external) and two assessment workers on one scratch
 * PostgreSQL database and one recordings folder — driven by simulated learners, each a plain async loop of Node's
 * fetch (kept-alive connections). Each learner signs up and signs in on its instance (half the learners on each),
 * then, until the measured window ends, opens a question page, thinks, and answers: most often an objective item,
 * sometimes a 250-word essay or a 10 s spoken answer (sent only after the 10 s it takes to say it); once, at a random
 * moment, it starts a Listening sectional mock test and answers its first two items, so the workers get jobs.
 * Essays and spoken answers are practice answers the workers assess as jobs too: the instance waits for each up to
 * its wait (PRACTICE_WAIT_SECONDS) and answers 202 past it, after which the learner asks the address it names until the
 * assessment comes; an answer's latency runs from its post to its assessment either way.
 * Measured: throughput, p50/p99 per request kind, refusals of the fair speech queue (429/503, expected under load)
 * apart from real errors, the speaking queue's wait, how soon the workers catch up with the jobs, and each process's
 * resident memory. Everything started is stopped and the scratch database dropped, on failure too.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot, step } from './machine-setup.mjs';
import { serverEntry, workerEntry } from './server-build.mjs';
import { findTestPostgres } from './test-postgres.mjs';

// The PostgreSQL client the API itself uses (a dependency of apps/api), for the scratch database and the job counts.
const pg = createRequire(join(repoRoot, 'apps/api/package.json'))('pg');

/** How the load is shaped. */
const loadSettings = {
  learners: 500,
  instances: 2,
  workers: 2,
  /** Learners start evenly over this time (each signs up and signs in as it starts). */
  rampUpSeconds: 30,
  /** The measured window, after the ramp-up. */
  measureSeconds: 60,
  /** A learner reads a question page this long (uniformly at random) before answering. */
  thinkSeconds: [1, 3],
  /** An essay is sent this long after its page was opened (compressed: a real essay takes 20 minutes). */
  essaySeconds: 5,
  /** A spoken answer is sent this long after its page was opened: the time it takes to say it. */
  speakingSeconds: 10,
  /** What a learner answers after opening a page: shares of objective items, essays and spoken answers. */
  answerMix: { objective: 0.8, essay: 0.08, speaking: 0.12 },
  /** Longest wait for one response before it counts as a timeout. */
  requestTimeoutSeconds: 60,
  /** Longest wait, after the window, for the workers to finish the mock-test answers' jobs. */
  jobDrainSeconds: 45,
};

/** Request kinds, in the order the table lists them. */
const kinds = ['sign-up', 'sign-in', 'question page', 'objective answer', 'essay', 'speaking answer', 'mock-test start', 'mock-test answer'];

/** Statuses of the fair speech queue's refusals: the learner's own line is full (429), the server's queue is (503). */
const speechRefusals = new Set([429, 503]);

/**
 * The queues pg-boss keeps answers in: mock-test answers (`assessmentQueue` of apps/api's mock-tests/assessment-jobs.ts)
 * and practice answers (`practiceJobQueues` of assessment-jobs/practice-jobs.ts).
 */
const jobQueues = { 'mock-test answers': 'assess-test-answer', 'practice spoken answers': 'assess-practice-speech', 'practice essays': 'assess-practice-writing' };

/** Whether a recorded status is a 2xx answer (not a refusal, an error or a failed connection). */
const isAnswered = (status) => typeof status === 'number' && status >= 200 && status < 300;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** The `fraction` percentile (nearest rank) of ascending `sorted`, or null when empty. */
function percentile(sorted, fraction) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))];
}


/** Starts a compiled entry point with `env`, keeping the tail of what it prints for diagnostics. */
function startProcess(name, entry, env) {
  const child = spawn(process.execPath, ['--enable-source-maps', entry], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], env });
  const started = { name, child, output: '', exited: new Promise((resolve) => child.once('exit', resolve)) };
  const keep = (chunk) => {
    started.output = (started.output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return started;
}

/** Stops a started process with SIGTERM, then SIGKILL if it has not exited within 15 s. */
async function stopProcess({ child, exited }) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Resolves once `probe()` is true; fails after `timeoutMs`, or at once if `started` exits meanwhile. */
async function waitFor(what, started, probe, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null || started.child.signalCode !== null) throw new Error(`${started.name} exited while waiting for ${what}:\n${started.output.slice(-3000)}`);
    if (await probe().catch(() => false)) return;
    await sleep(250);
  }
  throw new Error(`Timed out waiting for ${what}:\n${started.output.slice(-3000)}`);
}

/** Resident memory of process `pid` in MB (Linux), or null once it is gone. */
function residentMb(pid) {
  try {
    return Math.round(Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024);
  } catch {
    return null;
  }
}


/** Every response (or failure) of the run: kind, when it started and ended (ms), status (a number, or an error code). */
function createRecorder() {
  const samples = [];
  const queueWaits = [];
  /** The first answer of each failing kind and status (cut short), to tell what went wrong. */
  const firstFailures = {};
  /** Practice answers an instance answered 202 for (still being assessed), by kind. */
  const answeredLater = {};

  /** One request: the status (a number, or an error code), headers and parsed body (null unless 2xx JSON). */
  async function request(kind, url, init) {
    let status;
    let headers = null;
    let body = null;
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(loadSettings.requestTimeoutSeconds * 1000) });
      status = response.status;
      headers = response.headers;
      const text = await response.text();
      if (response.ok && text) body = JSON.parse(text);
      else if (!response.ok) firstFailures[`${kind} ${status}`] ??= text.slice(0, 300);
    } catch (error) {
      status = error?.name === 'TimeoutError' ? 'timeout' : (error?.cause?.code ?? error?.name ?? 'network error');
      firstFailures[`${kind} ${status}`] ??= String(error?.message ?? error).slice(0, 300);
    }
    return { status, headers, body };
  }

  return {
    samples,
    queueWaits,
    firstFailures,
    answeredLater,
    /** Sends one request of `kind` and records it. */
    async send(kind, url, init) {
      const started = performance.now();
      const answer = await request(kind, url, init);
      samples.push({ kind, started, ended: performance.now(), status: answer.status });
      return answer;
    },
    /**
     * Sends a practice answer of `kind` to `path` and, when the instance answers 202 (still being assessed), asks the
     * address it names until the assessment (or an error) comes; records one sample from the post to that end.
     */
    async assess(kind, baseUrl, path, init, auth) {
      const started = performance.now();
      let answer = await request(kind, `${baseUrl}/api${path}`, init);
      if (answer.status === 202) answeredLater[kind] = (answeredLater[kind] ?? 0) + 1;
      while (answer.status === 202 && answer.body?.data?.checkUrl) answer = await request(kind, `${baseUrl}${answer.body.data.checkUrl}`, { headers: auth });
      samples.push({ kind, started, ended: performance.now(), status: answer.status });
      return answer;
    },
  };
}

/**
 * What one simulated learner does on the instance at `baseUrl` until `stopAt` (ms): sign up and sign in, then open
 * question pages and answer them, and take the mock-test path once, at `mockAt`.
 */
async function simulateLearner({ baseUrl, index, fixtures, recorder, stopAt, mockAt }) {
  const json = { 'content-type': 'application/json', origin: baseUrl };
  const email = `load-${Date.now()}-${index}-${randomBytes(3).toString('hex')}@example.com`;
  const password = 'load-learner-password-2718';
  const signedUp = await recorder.send('sign-up', `${baseUrl}/api/auth/sign-up/email`, { method: 'POST', headers: json, body: JSON.stringify({ name: 'Load Learner', email, password }) });
  if (signedUp.status !== 200) return;
  const signedIn = await recorder.send('sign-in', `${baseUrl}/api/auth/sign-in/email`, { method: 'POST', headers: json, body: JSON.stringify({ email, password }) });
  const token = signedIn.headers?.get('set-auth-token');
  if (signedIn.status !== 200 || !token) return;
  const auth = { authorization: `Bearer ${token}` };
  const post = (kind, path, body) => recorder.send(kind, `${baseUrl}/api${path}`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  let mockDone = false;

  while (performance.now() < stopAt) {
    if (!mockDone && performance.now() >= mockAt) {
      mockDone = true;
      await takeMockTestPath(post, fixtures.mockTest);
      continue;
    }
    const [section, pages] = pick(fixtures.questionSections);
    await recorder.send('question page', `${baseUrl}/api/questions/category-section/${section}?page=${1 + Math.floor(Math.random() * pages)}`, { headers: auth });
    const roll = Math.random();
    const { objective, essay } = loadSettings.answerMix;
    if (roll < objective) {
      const [thinkMin, thinkMax] = loadSettings.thinkSeconds;
      await sleep((thinkMin + Math.random() * (thinkMax - thinkMin)) * 1000);
      if (performance.now() >= stopAt) break;
      const [path, body] = pick(fixtures.objectiveAnswers);
      await post('objective answer', path, body);
    } else if (roll < objective + essay) {
      await sleep(loadSettings.essaySeconds * 1000);
      if (performance.now() >= stopAt) break;
      await recorder.assess('essay', baseUrl, '/write-essay/assess', { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(fixtures.essay) }, auth);
    } else {
      await sleep(loadSettings.speakingSeconds * 1000);
      if (performance.now() >= stopAt) break;
      const form = new FormData();
      form.append('file', new Blob([fixtures.speech.wav], { type: 'audio/wav' }), 'recording.wav');
      form.append('referenceText', fixtures.speech.text);
      const spoken = await recorder.assess('speaking answer', baseUrl, '/read-aloud/assess', { method: 'POST', headers: auth, body: form }, auth);
      const waited = spoken.body?.data?.details?.queueWaitSeconds;
      if (typeof waited === 'number') recorder.queueWaits.push(waited);
    }
  }
}

/** Starts a Listening sectional mock test and answers its first two items, which leaves jobs for the workers. */
async function takeMockTestPath(post, { testIds, answerFor }) {
  const started = await post('mock-test start', '/mock-tests/sessions', { testId: pick(testIds) });
  let state = started.body?.data;
  for (let answered = 0; answered < 2 && state?.item; answered += 1) {
    const { position, type, question } = state.item;
    state = (await post('mock-test answer', `/mock-tests/sessions/${state.id}/answers`, { position, answer: answerFor(type, question?.id) })).body?.data;
  }
}

/** Per kind: count, p50/p99 of the 2xx responses (ms), 2xx, refusals of the speech queue and real errors; errors by status and kind. */
function summarise(samples, windowStart, windowEnd) {
  const byKind = {};
  const errorsByStatus = {};
  const refusedByStatus = {};
  for (const kind of kinds) {
    // Sign-up and sign-in happen during the ramp-up; every other kind is taken from requests started in the window.
    const inScope = samples.filter((sample) => sample.kind === kind && (kind.startsWith('sign-') || (sample.started >= windowStart && sample.started < windowEnd)));
    // Latency of the answered requests: a refusal or an error comes back at once (or at the timeout) and is counted apart.
    const durations = inScope
      .filter(({ status }) => isAnswered(status))
      .map((sample) => sample.ended - sample.started)
      .sort((a, b) => a - b);
    const entry = { requests: inScope.length, p50Ms: null, p99Ms: null, ok: 0, refused: 0, errors: 0 };
    for (const { status } of inScope) {
      if (isAnswered(status)) entry.ok += 1;
      else if (kind === 'speaking answer' && speechRefusals.has(status)) {
        entry.refused += 1;
        refusedByStatus[status] = (refusedByStatus[status] ?? 0) + 1;
      } else {
        entry.errors += 1;
        errorsByStatus[`${status} (${kind})`] = (errorsByStatus[`${status} (${kind})`] ?? 0) + 1;
      }
    }
    entry.p50Ms = percentile(durations, 0.5) === null ? null : Math.round(percentile(durations, 0.5));
    entry.p99Ms = percentile(durations, 0.99) === null ? null : Math.round(percentile(durations, 0.99));
    byKind[kind] = entry;
  }
  const completedInWindow = samples.filter((sample) => sample.ended >= windowStart && sample.ended < windowEnd).length;
  return { byKind, errorsByStatus, refusedByStatus, requestsPerSecond: Math.round(completedInWindow / ((windowEnd - windowStart) / 1000)) };
}

/** Counts of each queue's jobs by state. */
async function jobCounts(client) {
  const { rows } = await client.query(`select name, state, count(*)::int as count from pgboss.job where name = any($1::text[]) group by name, state`, [Object.values(jobQueues)]);
  return Object.fromEntries(
    Object.entries(jobQueues).map(([what, name]) => [what, Object.fromEntries(rows.filter((row) => row.name === name).map((row) => [row.state, row.count]))]),
  );
}

/** Jobs not yet done (waiting, retrying or being assessed) across the queues. */
const outstandingOf = (counts) => Object.values(counts).reduce((sum, states) => sum + (states.created ?? 0) + (states.retry ?? 0) + (states.active ?? 0), 0);

/**
 * Runs the load benchmark with `fixtures` (what learners send: question sections with their page counts, objective
 * answers, an essay, a spoken answer, the mock tests and an answer for each of their items; see bench.mjs) and answers
 * its figures, or `{ skipped }` with the reason when no PostgreSQL server can be had. The API instances listen on free
 * ports in the `ports` range.
 */
export async function measureLoad(fixtures, { ports = [4500, 4599] } = {}) {
  // The API tests' own helpers, read through the TypeScript loader the benchmark registers at start.
  const { createScratchDatabase, freePort } = await import('../../apps/api/test/scratch-postgres.ts');
  const postgres = await findTestPostgres();
  if (!postgres.url) return { skipped: 'no PostgreSQL server on 127.0.0.1:5432 and none could be started' };
  const processes = [];
  const dataDir = join(repoRoot, '.bench', `load-${randomBytes(4).toString('hex')}`);
  let scratch = null;
  let jobsClient = null;
  let cleaned = null;
  const cleanUp = () =>
    (cleaned ??= (async () => {
      await Promise.all(processes.map((started) => stopProcess(started).catch(() => started.child.kill('SIGKILL'))));
      await jobsClient?.end().catch(() => undefined);
      await scratch?.drop().catch((error) => console.error(`Could not drop the scratch database: ${error.message}`));
      rmSync(dataDir, { recursive: true, force: true });
      postgres.stop();
    })());
  const onSignal = (signal) => void cleanUp().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    step('Creating a scratch PostgreSQL database; starting 2 API instances and 2 assessment workers on it…');
    scratch = await createScratchDatabase(postgres.url, 'pte_bench');
    mkdirSync(dataDir, { recursive: true });
    const passthrough = Object.fromEntries(Object.entries(process.env).filter(([key]) => !['DATABASE_URL', 'PORT', 'DATA_DIR', 'APP_URL'].includes(key)));
    const shared = {
      ...passthrough,
      NODE_ENV: 'production',
      DATABASE_URL: scratch.url,
      // One recordings folder (DATA_DIR/uploads) and one signing secret for every process, as one bucket and one secret would be.
      DATA_DIR: dataDir,
      BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
      ASSESSMENT_WORKERS: 'external',
      SPEECH_WORKERS: '1',
      WRITING_WORKERS: '1',
      HOST: '127.0.0.1',
      // Every learner signs up from this one address: the per-address limit on sign-ups would refuse most of them.
      AUTH_RATE_LIMIT_MAX: '100000',
      WEB_DIST: join(dataDir, 'no-web-build'),
    };
    const taken = new Set();
    const baseUrls = [];
    const instances = [];
    const startInstance = async () => {
      const port = await freePort(ports[0], ports[1], taken);
      const baseUrl = `http://127.0.0.1:${port}`;
      const started = startProcess(`api-${baseUrls.length + 1}`, serverEntry, { ...shared, PORT: String(port), APP_URL: baseUrl, LOG_LEVEL: 'warn' });
      baseUrls.push(baseUrl);
      instances.push(started);
      processes.push(started);
    };
    // Everything starts together on the empty database: migrations, the bank and the job queues are set up one
    // process at a time under their advisory locks.
    while (instances.length < loadSettings.instances) await startInstance();
    const workers = Array.from({ length: loadSettings.workers }, (_, index) => startProcess(`worker-${index + 1}`, workerEntry, { ...shared, LOG_LEVEL: 'info', WORKER_CONCURRENCY: '1' }));
    processes.push(...workers);
    for (const [index, baseUrl] of baseUrls.entries()) {
      await waitFor(`api-${index + 1} to be ready`, instances[index], async () => (await fetch(`${baseUrl}/api/health/ready`)).status === 200, 180_000);
    }
    for (const worker of workers) await waitFor(`${worker.name} to be ready`, worker, async () => worker.output.includes('Assessment worker ready'), 120_000);
    jobsClient = new pg.Client({ connectionString: scratch.url });
    await jobsClient.connect();

    const { learners, rampUpSeconds, measureSeconds } = loadSettings;
    step(`Driving ${learners} learners (${rampUpSeconds} s ramp-up, then ${measureSeconds} s measured)…`);
    const recorder = createRecorder();
    const begin = performance.now();
    const windowStart = begin + rampUpSeconds * 1000;
    const windowEnd = windowStart + measureSeconds * 1000;
    const running = Array.from({ length: learners }, async (_, index) => {
      await sleep((index / learners) * rampUpSeconds * 1000);
      const mockAt = windowStart + Math.random() * (windowEnd - windowStart);
      await simulateLearner({ baseUrl: baseUrls[index % baseUrls.length], index, fixtures, recorder, stopAt: windowEnd, mockAt });
    });
    await Promise.all(running);
    const finishedAt = performance.now();
    const summary = summarise(recorder.samples, windowStart, windowEnd);

    step('Waiting for the workers to finish the jobs…');
    const whenLearnersStopped = await jobCounts(jobsClient);
    let jobs = whenLearnersStopped;
    while (outstandingOf(jobs) > 0 && performance.now() - finishedAt < loadSettings.jobDrainSeconds * 1000) {
      await sleep(500);
      jobs = await jobCounts(jobsClient);
    }
    const outstanding = outstandingOf(jobs);
    const waits = [...recorder.queueWaits].sort((a, b) => a - b);
    return {
      settings: loadSettings,
      setUp:
        '2 compiled API instances (ASSESSMENT_WORKERS=external: practice and mock-test answers assessed by the workers) + 2 assessment workers, each with 1 speech and 1 writing worker thread, ' +
        'on one scratch PostgreSQL database and one recordings folder; learners split evenly across the instances',
      requestsPerSecond: summary.requestsPerSecond,
      kinds: summary.byKind,
      errorsByStatus: summary.errorsByStatus,
      refusedByStatus: summary.refusedByStatus,
      firstFailures: recorder.firstFailures,
      speechQueueWaitSeconds: { answers: waits.length, p50: percentile(waits, 0.5), p99: percentile(waits, 0.99), max: waits.at(-1) ?? null },
      /** Practice answers the instance answered 202 for (assessed after its wait), by kind. */
      answeredLater: recorder.answeredLater,
      workerJobs: {
        whenLearnersStopped,
        afterDrain: jobs,
        allDone: outstanding === 0,
        drainSeconds: outstanding === 0 ? Math.round((performance.now() - finishedAt) / 100) / 10 : null,
      },
      residentMb: Object.fromEntries(processes.map((started) => [started.name, residentMb(started.child.pid)])),
      runSeconds: Math.round((performance.now() - begin) / 1000),
    };
  } catch (error) {
    for (const started of processes) console.error(`--- ${started.name} (last output) ---\n${started.output.slice(-3000)}`);
    throw error;
  } finally {
    await cleanUp();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

/** Prints the load benchmark's table. */
export function printLoad(load) {
  if (load.skipped) {
    console.log(`  load (500 learners): skipped (${load.skipped})`);
    return;
  }
  const { settings } = load;
  console.log(`  load: ${settings.learners} learners on ${settings.instances} API instances + ${settings.workers} workers (PostgreSQL), ${settings.measureSeconds} s after a ${settings.rampUpSeconds} s ramp-up`);
  console.log(`  throughput: ${load.requestsPerSecond} req/s; p50/p99 of the answered (2xx) requests`);
  console.log(`    ${'request'.padEnd(18)}${'requests'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'2xx'.padStart(8)}${'refused'.padStart(9)}${'errors'.padStart(8)}`);
  for (const [kind, entry] of Object.entries(load.kinds)) {
    console.log(`    ${kind.padEnd(18)}${String(entry.requests).padStart(9)}${String(entry.p50Ms ?? '—').padStart(9)}${String(entry.p99Ms ?? '—').padStart(9)}${String(entry.ok).padStart(8)}${String(entry.refused).padStart(9)}${String(entry.errors).padStart(8)}`);
  }
  const byStatus = (counts) => Object.entries(counts).map(([status, count]) => `${count} × ${status}`).join(', ') || 'none';
  console.log(`  errors (target 0): ${byStatus(load.errorsByStatus)}; refused by the fair speech queue (expected under load): ${byStatus(load.refusedByStatus)}`);
  for (const [what, text] of Object.entries(load.firstFailures)) console.log(`    first ${what}: ${text.replace(/\s+/g, ' ')}`);
  const wait = load.speechQueueWaitSeconds;
  console.log(`  speaking queue wait: p50 ${wait.p50 ?? '—'} s, p99 ${wait.p99 ?? '—'} s, max ${wait.max ?? '—'} s (${wait.answers} answers assessed)`);
  console.log(`  practice answers answered 202 and given later: ${byStatus(load.answeredLater ?? {})}`);
  const { workerJobs } = load;
  const total = (counts) => Object.values(counts).reduce((sum, count) => sum + count, 0);
  for (const [what, counts] of Object.entries(workerJobs.afterDrain)) {
    const before = workerJobs.whenLearnersStopped[what] ?? {};
    console.log(`  worker jobs (${what}): ${before.completed ?? 0} of ${total(before)} done when the learners stopped; ${counts.completed ?? 0} of ${total(counts)} done by the end of the drain (${JSON.stringify(counts)})`);
  }
  console.log(`  ${workerJobs.allDone ? `all jobs done ${workerJobs.drainSeconds} s after the learners stopped` : `jobs still outstanding ${load.settings.jobDrainSeconds} s after the learners stopped`}`);
  console.log(`  resident memory: ${Object.entries(load.residentMb).map(([name, mb]) => `${name} ${mb ?? '—'} MB`).join(', ')}`);
}
