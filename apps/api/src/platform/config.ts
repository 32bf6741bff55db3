import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Log levels pino understands, plus `silent`. */
const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Everything the API reads from its environment, validated and resolved to absolute paths. */
export interface AppConfig {
  /** `development`, `production` or `test` (from NODE_ENV; anything else counts as development). */
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** A PostgreSQL URL; absent → the embedded PGlite database in `${dataDir}/pg`. */
  databaseUrl: string | undefined;
  /** Where the embedded database, uploads, the mail outbox and the generated auth secret live. */
  dataDir: string;
  /** The public address learners open; links in e-mails point here. */
  appUrl: string;
  /** Signs sessions and tokens; generated once and kept in `${dataDir}/auth-secret` when not configured. */
  authSecret: string;
  /** `smtp://user:pass@host:port`; absent → messages are written to `${dataDir}/outbox`. */
  smtpUrl: string | undefined;
  /** The sender address of e-mails. */
  mailFrom: string;
  /**
   * Whether a new account must confirm its e-mail address before its first sign-in (`EMAIL_VERIFICATION`; default
   * `required` with SMTP_URL, else `off`). `required` also keeps sign-up from revealing which addresses have accounts.
   */
  emailVerification: 'required' | 'off';
  /** Where the Help Center's contact form sends learners' messages (Reply-To is the learner). */
  supportEmail: string;
  logLevel: (typeof logLevels)[number];
  /**
   * Origins allowed to call the API from a browser (CORS) and to post to the auth endpoints: APP_URL's, those in
   * TRUSTED_ORIGINS and, in development only, the local development servers. The address a request reached the
   * server at is trusted as well (see `auth/request-origin.ts`).
   */
  trustedOrigins: string[];
  /** The built web app (`index.html` + `assets/`); served when the folder exists. */
  webDist: string;
  /** Attempts per IP and time window on sign-in, sign-up and the password-reset endpoints (a loose limit: one address may be a whole school). */
  authRateLimit: { max: number; timeWindowMs: number };
  /** Failed sign-ins per account (normalised e-mail), from any address, per time window. */
  accountSignInLimit: { max: number; timeWindowMs: number };
  /** Largest accepted request body, in bytes. */
  bodyLimitBytes: number;
  /**
   * Whether to believe `X-Forwarded-For` (behind a load balancer): false, true, a hop count, or a comma list of
   * proxy addresses. Rate limits are per client IP, so set this when running behind a proxy.
   */
  trustProxy: boolean | number | string;
  /**
   * How long a verified session and a profile are remembered in memory, in milliseconds (0 = never). Sign-out,
   * password changes and profile updates take effect at once on the instance that handles them; with several
   * API instances the others see them within this time.
   */
  cacheTtlMs: number;
  /** Writing trait maxima: PTE's legacy Score Guide (`legacy`, default) or the August 2025 update (`2025`). */
  writingRubric: 'legacy' | '2025';
  /** Where learners' recordings are kept: `${dataDir}/uploads` by default, or an S3-compatible bucket. */
  recordingStorage: RecordingStorageConfig;
  /** Writing assessment worker threads, each with the writing engine prepared (about 550 MB; default 1). */
  writingWorkers: number;
  /** Speech assessment worker threads, each with a warm recogniser (default: cores − 1, at least 1). */
  speechWorkers: number | undefined;
  /** Bounds of the fair speech queue in front of the workers (`SPEECH_LEARNER_RUNNING`, `SPEECH_LEARNER_QUEUE`, `SPEECH_QUEUE_TOTAL`, `SPEECH_MAX_WAIT_SECONDS`). */
  speechQueue: SpeechQueueConfig;
  /**
   * Who assesses spoken and written answers (practice and mock tests) and how (`ASSESSMENT_WORKERS`, `WORKER_CONCURRENCY`,
   * `ASSESSMENT_JOB_TIMEOUT_SECONDS`, `PRACTICE_JOB_TIMEOUT_SECONDS`, `PRACTICE_WAIT_SECONDS`).
   */
  assessment: AssessmentConfig;
  /** The language model that writes the assistant's answers (`LLM_BASE_URL`…); undefined → the built-in answers only. */
  llm: LanguageModelConfig | undefined;
}

/** An OpenAI-compatible chat completions server (Ollama, llama.cpp, vLLM or a hosted one) and the model to ask. */
export interface LanguageModelConfig {
  /** The API's base address, ending before `/chat/completions`, e.g. `http://localhost:11434/v1` for Ollama. */
  baseUrl: string;
  /** Sent as a bearer token; undefined for servers that need none. */
  apiKey: string | undefined;
  model: string;
  /** How long to wait for the model's first words (the whole answer may take three times as long) before the built-in answer is given instead. */
  timeoutMs: number;
}

/**
 * Who assesses spoken and written answers, in practice and in mock tests: the API itself (`in-process`, the default), or
 * `npm run worker` processes that take them as jobs from PostgreSQL (`external`, which needs DATABASE_URL).
 */
interface AssessmentConfig {
  workers: 'in-process' | 'external';
  /** Mock-test answers one worker process assesses at once (default: its speech workers). */
  workerConcurrency: number | undefined;
  /** How long a worker may hold one mock-test answer's job before it counts as lost and another worker takes it again (default 300). */
  jobTimeoutSeconds: number;
  /** The same for a practice answer's job (default 60): a learner waits for it. */
  practiceJobTimeoutSeconds: number;
  /** How long an API instance holds a practice answer's request open waiting for its job, before answering 202 with the job to ask about (default 25). */
  practiceWaitSeconds: number;
}

/** How the fair speech queue is bounded: per learner (running and waiting answers) and in total (waiting answers). */
interface SpeechQueueConfig {
  /** Answers of one learner assessed at once (default 1). */
  learnerRunning: number;
  /** Answers of one learner waiting for the engine; one more is refused with a 429 (default 5). */
  learnerWaiting: number;
  /** Answers waiting for the engine across all learners; one more is refused with a 503 (default 100). */
  totalWaiting: number;
  /** Longest expected wait for the engine, in seconds, at which an answer is still taken; beyond it, a 503 (default 60). */
  maxWaitSeconds: number;
}

/** Where recordings are stored: a folder, or an S3-compatible bucket (AWS S3, MinIO, R2, …). */
export type RecordingStorageConfig =
  | { kind: 'filesystem'; directory: string }
  | {
      kind: 's3';
      /** The service's address, e.g. `https://s3.eu-west-1.amazonaws.com` or `http://minio:9000`. */
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** Prefix of every key in the bucket (e.g. `recordings/`). */
      prefix: string;
    };

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1).optional(),
  APP_URL: z.url().optional(),
  BETTER_AUTH_SECRET: z.string().min(32, 'BETTER_AUTH_SECRET must be at least 32 characters').optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().min(3).default('PTE Coach <no-reply@localhost>'),
  EMAIL_VERIFICATION: z.enum(['required', 'off'], 'EMAIL_VERIFICATION must be required or off').optional(),
  SUPPORT_EMAIL: z
    .string()
    .regex(/^[^\s@<>]+@[^\s@<>]+$/, 'SUPPORT_EMAIL must be an e-mail address, e.g. support@example.com')
    .default('support@localhost'),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  TRUSTED_ORIGINS: z.string().optional(),
  WEB_DIST: z.string().min(1).optional(),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(60),
  AUTH_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  AUTH_ACCOUNT_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  AUTH_ACCOUNT_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(15 * 60_000),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1024 * 1024),
  TRUST_PROXY: z.string().optional(),
  CACHE_TTL_SECONDS: z.coerce.number().min(0).max(3600).default(30),
  WRITING_RUBRIC: z.enum(['legacy', '2025']).default('legacy'),
  S3_ENDPOINT: z.url('S3_ENDPOINT must be a URL such as https://s3.eu-west-1.amazonaws.com').optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PREFIX: z.string().default('recordings/'),
  SPEECH_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  WRITING_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  SPEECH_LEARNER_RUNNING: z.coerce.number().int().min(1).max(64).default(1),
  SPEECH_LEARNER_QUEUE: z.coerce.number().int().min(0).max(1000).default(5),
  SPEECH_QUEUE_TOTAL: z.coerce.number().int().min(1).max(100_000).default(100),
  SPEECH_MAX_WAIT_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  ASSESSMENT_WORKERS: z.enum(['in-process', 'external'], 'ASSESSMENT_WORKERS must be in-process or external').default('in-process'),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  ASSESSMENT_JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  PRACTICE_JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(10).max(3600).default(60),
  PRACTICE_WAIT_SECONDS: z.coerce.number().int().min(1).max(300).default(25),
  LLM_BASE_URL: z.url({ protocol: /^https?$/, error: 'LLM_BASE_URL must be an http:// or https:// URL such as http://localhost:11434/v1' }).optional(),
  LLM_API_KEY: z.string().min(1, 'LLM_API_KEY must not be empty (leave it unset for a server that needs no key)').optional(),
  LLM_MODEL: z.string().trim().min(1, 'LLM_MODEL must name a model, e.g. llama3.1').default('llama3.1'),
  LLM_TIMEOUT_SECONDS: z.coerce
    .number('LLM_TIMEOUT_SECONDS must be a number of seconds')
    .positive('LLM_TIMEOUT_SECONDS must be more than 0')
    .max(300, 'LLM_TIMEOUT_SECONDS must be at most 300')
    .default(20),
});

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/**
 * The repository root: the nearest folder above this file whose package.json declares npm workspaces.
 * Found from the module's own location so it does not depend on the working directory.
 */
export function findRepoRoot(fromUrl: string = import.meta.url): string {
  let dir = dirname(fileURLToPath(fromUrl));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown };
      if (parsed.workspaces) return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No workspace root found above ${fileURLToPath(fromUrl)}`);
    dir = parent;
  }
}

/**
 * The API package's folder (apps/api), found from the repository root so that it is the same whether the server
 * runs from its TypeScript sources or from the compiled bundle in apps/api/dist.
 */
export const apiDir: string = join(findRepoRoot(), 'apps', 'api');

/**
 * Reads the auth secret from `${dataDir}/auth-secret`, creating it (mode 600) with 48 random bytes the first
 * time, so sessions survive restarts without any set-up.
 */
function loadOrCreateAuthSecret(dataDir: string): string {
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

function originOf(url: string): string {
  return new URL(url).origin;
}

/** Relative defaults resolve against the repository root; relative values a person sets, against the cwd. */
function resolvePath(value: string | undefined, defaultFromRoot: string, repoRoot: string, cwd: string): string {
  if (value === undefined) return join(repoRoot, defaultFromRoot);
  return isAbsolute(value) ? value : resolve(cwd, value);
}

/**
 * Builds the API configuration from environment variables. Throws one error listing every invalid variable.
 * Creates `DATA_DIR` and the persisted auth secret when needed.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const values = parsed.data;
  const repoRoot = findRepoRoot();
  const dataDir = resolvePath(values.DATA_DIR, 'data', repoRoot, cwd);
  const appUrl = (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '');
  // The development servers' addresses, trusted only in development (never in production, on any port).
  const developmentOrigins = [
    'http://localhost:3000',
    'http://127.0.0.1:3000',
    // Vite's dev server when started on its own default port.
    'http://localhost:5173',
    'http://127.0.0.1:5173',
  ];
  const configuredOrigins = (values.TRUSTED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map(originOf);
  const nodeEnv = values.NODE_ENV === 'production' || values.NODE_ENV === 'test' ? values.NODE_ENV : 'development';

  return {
    nodeEnv,
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    dataDir,
    appUrl,
    authSecret: values.BETTER_AUTH_SECRET ?? loadOrCreateAuthSecret(dataDir),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    emailVerification: values.EMAIL_VERIFICATION ?? (values.SMTP_URL ? 'required' : 'off'),
    supportEmail: values.SUPPORT_EMAIL,
    logLevel: values.LOG_LEVEL,
    trustedOrigins: [...new Set([originOf(appUrl), ...configuredOrigins, ...(nodeEnv === 'development' ? developmentOrigins : [])])],
    webDist: resolvePath(values.WEB_DIST, 'apps/web/dist', repoRoot, cwd),
    authRateLimit: { max: values.AUTH_RATE_LIMIT_MAX, timeWindowMs: values.AUTH_RATE_LIMIT_WINDOW_MS },
    accountSignInLimit: { max: values.AUTH_ACCOUNT_LIMIT_MAX, timeWindowMs: values.AUTH_ACCOUNT_LIMIT_WINDOW_MS },
    bodyLimitBytes: values.BODY_LIMIT_BYTES,
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    cacheTtlMs: values.CACHE_TTL_SECONDS * 1000,
    writingRubric: values.WRITING_RUBRIC,
    recordingStorage: recordingStorageOf(values, dataDir),
    speechWorkers: values.SPEECH_WORKERS,
    writingWorkers: values.WRITING_WORKERS,
    speechQueue: { learnerRunning: values.SPEECH_LEARNER_RUNNING, learnerWaiting: values.SPEECH_LEARNER_QUEUE, totalWaiting: values.SPEECH_QUEUE_TOTAL, maxWaitSeconds: values.SPEECH_MAX_WAIT_SECONDS },
    assessment: assessmentOf(values),
    llm: languageModelOf(values, env),
  };
}

/** The language model when `LLM_BASE_URL` is set; its companions without it are a mistake worth stopping for. */
function languageModelOf(values: z.infer<typeof envSchema>, env: NodeJS.ProcessEnv): LanguageModelConfig | undefined {
  if (values.LLM_BASE_URL === undefined) {
    const orphans = (['LLM_API_KEY', 'LLM_MODEL', 'LLM_TIMEOUT_SECONDS'] as const).filter((name) => env[name] !== undefined);
    if (orphans.length > 0) throw new Error(`Invalid configuration: ${orphans.join(', ')} ${orphans.length === 1 ? 'is' : 'are'} set but LLM_BASE_URL is not: set LLM_BASE_URL to the model server's address (e.g. http://localhost:11434/v1) or unset ${orphans.length === 1 ? 'it' : 'them'}`);
    return undefined;
  }
  return { baseUrl: values.LLM_BASE_URL.replace(/\/+$/, ''), apiKey: values.LLM_API_KEY, model: values.LLM_MODEL, timeoutMs: Math.round(values.LLM_TIMEOUT_SECONDS * 1000) };
}

/** External assessment workers take their jobs from PostgreSQL, so they need DATABASE_URL. */
function assessmentOf(values: z.infer<typeof envSchema>): AssessmentConfig {
  if (values.ASSESSMENT_WORKERS === 'external' && values.DATABASE_URL === undefined) {
    throw new Error('Invalid configuration: ASSESSMENT_WORKERS=external needs DATABASE_URL: assessment jobs are kept in PostgreSQL, where `npm run worker` finds them');
  }
  return {
    workers: values.ASSESSMENT_WORKERS,
    workerConcurrency: values.WORKER_CONCURRENCY,
    jobTimeoutSeconds: values.ASSESSMENT_JOB_TIMEOUT_SECONDS,
    practiceJobTimeoutSeconds: values.PRACTICE_JOB_TIMEOUT_SECONDS,
    practiceWaitSeconds: values.PRACTICE_WAIT_SECONDS,
  };
}

/** S3 storage when `S3_BUCKET` is set (then the endpoint and both keys are required), else `${dataDir}/uploads`. */
function recordingStorageOf(values: z.infer<typeof envSchema>, dataDir: string): RecordingStorageConfig {
  if (values.S3_BUCKET === undefined) return { kind: 'filesystem', directory: join(dataDir, 'uploads') };
  const missing = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => values[name] === undefined);
  if (missing.length > 0) throw new Error(`Invalid configuration: S3_BUCKET is set, so ${missing.join(', ')} must be set too`);
  return {
    kind: 's3',
    endpoint: values.S3_ENDPOINT!.replace(/\/+$/, ''),
    bucket: values.S3_BUCKET,
    region: values.S3_REGION,
    accessKeyId: values.S3_ACCESS_KEY_ID!,
    secretAccessKey: values.S3_SECRET_ACCESS_KEY!,
    prefix: values.S3_PREFIX,
  };
}
