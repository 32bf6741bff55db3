import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findRepoRoot, loadConfig } from './config';

describe('loadConfig', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'pte-config-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('finds the repository root from its own location, whatever the working directory', () => {
    const root = findRepoRoot();
    expect(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))).toHaveProperty('workspaces');
    expect(existsSync(join(root, 'apps', 'api', 'src', 'platform', 'config.ts'))).toBe(true);
  });

  it('uses the documented defaults', () => {
    const root = findRepoRoot();
    const config = loadConfig({ DATA_DIR: dataDir }, '/somewhere/else');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir,
      appUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      supportEmail: 'support@localhost',
      logLevel: 'info',
      webDist: join(root, 'apps', 'web', 'dist'),
      authRateLimit: { max: 60, timeWindowMs: 60_000 },
      accountSignInLimit: { max: 10, timeWindowMs: 15 * 60_000 },
      trustProxy: false,
      nodeEnv: 'development',
      recordingStorage: { kind: 'filesystem', directory: join(dataDir, 'uploads') },
      speechWorkers: undefined,
      writingWorkers: 1,
      speechQueue: { learnerRunning: 1, learnerWaiting: 5, totalWaiting: 100, maxWaitSeconds: 60 },
    });
    expect(config.trustedOrigins).toEqual(
      expect.arrayContaining(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://localhost:5173']),
    );
  });

  it('stores recordings in an S3-compatible bucket when S3_BUCKET is set, and names what else it needs', () => {
    const s3 = { DATA_DIR: dataDir, S3_BUCKET: 'pte', S3_ENDPOINT: 'http://minio:9000/', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig(s3).recordingStorage).toEqual({
      kind: 's3',
      endpoint: 'http://minio:9000',
      bucket: 'pte',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      prefix: 'recordings/',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, S3_BUCKET: 'pte' })).toThrow('S3_BUCKET is set, so S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY must be set too');
    expect(loadConfig({ DATA_DIR: dataDir, SPEECH_WORKERS: '3' }).speechWorkers).toBe(3);
    expect(loadConfig({ DATA_DIR: dataDir, SUPPORT_EMAIL: 'help@school.example' }).supportEmail).toBe('help@school.example');
    expect(() => loadConfig({ DATA_DIR: dataDir, SUPPORT_EMAIL: 'Support Team' })).toThrow('SUPPORT_EMAIL must be an e-mail address');
    expect(loadConfig({ DATA_DIR: dataDir, WRITING_WORKERS: '2' }).writingWorkers).toBe(2);
    expect(() => loadConfig({ DATA_DIR: dataDir, WRITING_WORKERS: '0' })).toThrow('WRITING_WORKERS');
    expect(loadConfig({ DATA_DIR: dataDir, SPEECH_LEARNER_RUNNING: '2', SPEECH_LEARNER_QUEUE: '0', SPEECH_QUEUE_TOTAL: '40', SPEECH_MAX_WAIT_SECONDS: '90' }).speechQueue).toEqual({ learnerRunning: 2, learnerWaiting: 0, totalWaiting: 40, maxWaitSeconds: 90 });
    expect(() => loadConfig({ DATA_DIR: dataDir, SPEECH_MAX_WAIT_SECONDS: '0' })).toThrow('SPEECH_MAX_WAIT_SECONDS');
    expect(() => loadConfig({ DATA_DIR: dataDir, SPEECH_LEARNER_RUNNING: '0' })).toThrow('SPEECH_LEARNER_RUNNING');
  });

  it('assesses spoken and written answers in the API unless ASSESSMENT_WORKERS=external, which needs PostgreSQL', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).assessment).toEqual({
      workers: 'in-process',
      workerConcurrency: undefined,
      jobTimeoutSeconds: 300,
      practiceJobTimeoutSeconds: 60,
      practiceWaitSeconds: 25,
    });
    const external = {
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://pte@db:5432/pte',
      ASSESSMENT_WORKERS: 'external',
      WORKER_CONCURRENCY: '3',
      ASSESSMENT_JOB_TIMEOUT_SECONDS: '120',
      PRACTICE_JOB_TIMEOUT_SECONDS: '30',
      PRACTICE_WAIT_SECONDS: '10',
    };
    expect(loadConfig(external).assessment).toEqual({ workers: 'external', workerConcurrency: 3, jobTimeoutSeconds: 120, practiceJobTimeoutSeconds: 30, practiceWaitSeconds: 10 });
    expect(() => loadConfig({ ...external, PRACTICE_WAIT_SECONDS: '0' })).toThrow('PRACTICE_WAIT_SECONDS');
    expect(() => loadConfig({ DATA_DIR: dataDir, ASSESSMENT_WORKERS: 'external' })).toThrow('ASSESSMENT_WORKERS=external needs DATABASE_URL');
    expect(() => loadConfig({ DATA_DIR: dataDir, ASSESSMENT_WORKERS: 'elsewhere' })).toThrow('ASSESSMENT_WORKERS must be in-process or external');
    expect(() => loadConfig({ ...external, ASSESSMENT_JOB_TIMEOUT_SECONDS: '5' })).toThrow('ASSESSMENT_JOB_TIMEOUT_SECONDS');
  });

  it('asks a language model for the assistant’s answers only when LLM_BASE_URL is set, and says what is wrong with its settings', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).llm).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, LLM_BASE_URL: 'http://localhost:11434/v1/' }).llm).toEqual({ baseUrl: 'http://localhost:11434/v1', apiKey: undefined, model: 'llama3.1', timeoutMs: 20_000 });
    const hosted = { DATA_DIR: dataDir, LLM_BASE_URL: 'https://models.example/v1', LLM_API_KEY: 'sk-test', LLM_MODEL: 'small-model', LLM_TIMEOUT_SECONDS: '7.5' };
    expect(loadConfig(hosted).llm).toEqual({ baseUrl: 'https://models.example/v1', apiKey: 'sk-test', model: 'small-model', timeoutMs: 7500 });
    expect(() => loadConfig({ DATA_DIR: dataDir, LLM_BASE_URL: 'localhost:11434' })).toThrow('LLM_BASE_URL must be an http:// or https:// URL');
    expect(() => loadConfig({ ...hosted, LLM_TIMEOUT_SECONDS: '0' })).toThrow('LLM_TIMEOUT_SECONDS must be more than 0');
    expect(() => loadConfig({ ...hosted, LLM_TIMEOUT_SECONDS: 'soon' })).toThrow('LLM_TIMEOUT_SECONDS must be a number of seconds');
    expect(() => loadConfig({ ...hosted, LLM_MODEL: ' ' })).toThrow('LLM_MODEL must name a model');
    expect(() => loadConfig({ DATA_DIR: dataDir, LLM_API_KEY: 'sk-test', LLM_MODEL: 'small-model' })).toThrow('LLM_API_KEY, LLM_MODEL are set but LLM_BASE_URL is not');
  });

  it('puts the default data folder at the repository root', () => {
    const config = loadConfig({ BETTER_AUTH_SECRET: 'x'.repeat(40) }, '/somewhere/else');
    expect(config.dataDir).toBe(join(findRepoRoot(), 'data'));
  });

  it('resolves relative paths a person sets against the working directory', () => {
    const config = loadConfig({ DATA_DIR: 'my-data', WEB_DIST: 'web', BETTER_AUTH_SECRET: 'x'.repeat(40) }, dataDir);
    expect(config.dataDir).toBe(join(dataDir, 'my-data'));
    expect(config.webDist).toBe(join(dataDir, 'web'));
  });

  it('derives APP_URL from PORT and adds it and TRUSTED_ORIGINS to the trusted origins', () => {
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '4310', TRUSTED_ORIGINS: 'https://pte.example.org/, http://10.0.0.5:8080' });
    expect(config.appUrl).toBe('http://localhost:4310');
    expect(config.trustedOrigins).toEqual(
      expect.arrayContaining(['http://localhost:4310', 'https://pte.example.org', 'http://10.0.0.5:8080', 'http://localhost:3000']),
    );
  });

  it('trusts the development servers in development only', () => {
    const development = ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://localhost:5173', 'http://127.0.0.1:5173'];
    const production = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', APP_URL: 'https://pte.example.org', TRUSTED_ORIGINS: 'http://10.0.0.5:8080' });
    expect(production.trustedOrigins).toEqual(['https://pte.example.org', 'http://10.0.0.5:8080']);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'development' }).trustedOrigins).toEqual(expect.arrayContaining(development));
  });

  it('generates the auth secret once, keeps it private, and reuses it', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = join(dataDir, 'auth-secret');
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(first.authSecret);
  });

  it('prefers BETTER_AUTH_SECRET and writes no file then', () => {
    const config = loadConfig({ DATA_DIR: dataDir, BETTER_AUTH_SECRET: 's'.repeat(48) });
    expect(config.authSecret).toBe('s'.repeat(48));
    expect(existsSync(join(dataDir, 'auth-secret'))).toBe(false);
  });

  it('reads hop counts and lists for TRUST_PROXY', () => {
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.1,10.0.0.2' }).trustProxy).toBe('10.0.0.1,10.0.0.2');
  });

  it('names every invalid variable in one error', () => {
    let message = '';
    try {
      loadConfig({ DATA_DIR: dataDir, PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', BETTER_AUTH_SECRET: 'short' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid configuration: /);
    for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'BETTER_AUTH_SECRET']) expect(message).toContain(name);
  });
});
