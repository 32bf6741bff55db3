import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../src/platform/config';

// The deployment example (deploy/compose.yaml) cannot be started here (no Docker Compose); this reads it as Compose
// would and checks that its parts fit together: the environment it gives the API instances and the workers is one
// the server accepts, and it points at the database, bucket and proxy the file itself defines.

const deployDir = fileURLToPath(new URL('../../../deploy/', import.meta.url));

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[] | string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  ports?: string[];
  volumes?: string[];
}

/** Compose's variable substitution: `${NAME}`, `${NAME:-default}`, `${NAME:?error}` from `variables`; `$$` is a `$`. */
function interpolate(value: unknown, variables: Record<string, string>): unknown {
  if (typeof value === 'string') {
    return value
      .replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_match, name: string, kind: string | undefined, rest: string | undefined) => {
        if (variables[name] !== undefined) return variables[name];
        if (kind === '-') return rest ?? '';
        throw new Error(`${name} must be set: ${rest ?? ''}`);
      })
      .replace(/\$\$/g, '$');
  }
  if (Array.isArray(value)) return value.map((entry) => interpolate(entry, variables));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, interpolate(entry, variables)]));
  return value;
}

function readCompose(variables: Record<string, string>): { services: Record<string, ComposeService>; volumes: Record<string, unknown> } {
  const raw = parse(readFileSync(join(deployDir, 'compose.yaml'), 'utf8'), { merge: true }) as unknown;
  return interpolate(raw, variables) as { services: Record<string, ComposeService>; volumes: Record<string, unknown> };
}

const secret = 'x'.repeat(64);

describe('the deployment example (deploy/compose.yaml)', () => {
  const { services, volumes } = readCompose({ BETTER_AUTH_SECRET: secret });
  const { api, worker, postgres, minio, proxy } = services;
  const bucketSetup = services['minio-bucket'];

  it('has PostgreSQL, MinIO with a bucket created on start, several API instances behind a proxy and several workers', () => {
    expect(Object.keys(services).sort()).toEqual(['api', 'minio', 'minio-bucket', 'postgres', 'proxy', 'worker']);
    expect(api?.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(worker?.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(Object.keys(volumes).sort()).toEqual(['minio-data', 'postgres-data']);
    expect(() => readCompose({})).toThrow('BETTER_AUTH_SECRET must be set');
  });

  it('runs the API and the worker from one image built by deploy/Dockerfile, which builds both', () => {
    expect(api?.build).toEqual({ context: '..', dockerfile: 'deploy/Dockerfile' });
    expect(worker?.build).toEqual(api?.build);
    expect(worker?.image).toBe(api?.image);
    expect(api?.command).toEqual(['node', '--enable-source-maps', 'apps/api/dist/main.js']);
    expect(worker?.command).toEqual(['node', '--enable-source-maps', 'apps/api/dist/worker.js']);
    const dockerfile = readFileSync(join(deployDir, 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/npm ci\b.*&& npm run build/);
    expect(dockerfile).toContain('pocketsphinx-en-us');
    expect(existsSync(join(deployDir, 'Dockerfile.dockerignore'))).toBe(true);
  });

  it('gives the API instances and the workers a configuration the server accepts, on the database and bucket it defines', () => {
    for (const service of [api, worker]) {
      const config = loadConfig(service?.environment);
      expect(config.assessment.workers).toBe('external');
      expect(config.authSecret).toBe(secret);

      const database = new URL(config.databaseUrl!);
      expect(database.hostname).toBe('postgres');
      expect(database.username).toBe(postgres?.environment?.POSTGRES_USER);
      expect(database.password).toBe(postgres?.environment?.POSTGRES_PASSWORD);
      expect(database.pathname).toBe(`/${postgres?.environment?.POSTGRES_DB}`);

      if (config.recordingStorage.kind !== 's3') throw new Error('Recordings should be in the bucket');
      expect(new URL(config.recordingStorage.endpoint).hostname).toBe('minio');
      expect(config.recordingStorage.accessKeyId).toBe(minio?.environment?.MINIO_ROOT_USER);
      expect(config.recordingStorage.secretAccessKey).toBe(minio?.environment?.MINIO_ROOT_PASSWORD);
      expect(String(bucketSetup?.command)).toContain(`mc mb --ignore-existing store/${config.recordingStorage.bucket}`);

      expect(service?.depends_on).toEqual({ postgres: { condition: 'service_healthy' }, 'minio-bucket': { condition: 'service_completed_successfully' } });
    }
    expect(bucketSetup?.depends_on).toEqual({ minio: { condition: 'service_healthy' } });
  });

  it('sends the proxy’s requests to every API instance, at the address APP_URL names', () => {
    const config = loadConfig(api?.environment);
    const published = new URL(config.appUrl).port;
    expect(proxy?.ports).toEqual([`${published}:${published}`]);
    expect(proxy?.volumes).toContain('./Caddyfile:/etc/caddy/Caddyfile:ro');
    const caddyfile = readFileSync(join(deployDir, 'Caddyfile'), 'utf8');
    expect(caddyfile).toContain(`:${published} {`);
    expect(caddyfile).toMatch(new RegExp(`dynamic a api ${config.port}\\b`));
    expect(config.trustProxy).toBe(1);
  });
});
