import { AwsClient } from 'aws4fetch';
import type { RecordingStorageConfig } from '../../platform/config';
import { assertRecordingKey, type RecordingStore } from './recording-store';

type S3Config = Extract<RecordingStorageConfig, { kind: 's3' }>;

/** An S3 request that failed, with the service's status and error text. */
class S3RequestError extends Error {
  override readonly name = 'S3RequestError';
  constructor(
    readonly status: number,
    operation: string,
    body: string,
  ) {
    super(`S3 ${operation} failed with ${status}: ${body.slice(0, 300)}`);
  }
}

/**
 * Recordings in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …), addressed path-style
 * (`{endpoint}/{bucket}/{prefix}{key}`) and signed with AWS Signature V4.
 */
export function createS3RecordingStore(config: S3Config): RecordingStore {
  const client = new AwsClient({ accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, region: config.region, service: 's3' });
  const urlOf = (key: string) => {
    assertRecordingKey(key);
    const path = `${config.prefix}${key}`.split('/').map(encodeURIComponent).join('/');
    return `${config.endpoint}/${encodeURIComponent(config.bucket)}/${path}`;
  };
  const fail = async (response: Response, operation: string) => new S3RequestError(response.status, operation, await response.text().catch(() => ''));

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const response = await client.fetch(urlOf(key), { method: 'PUT', body: bytes, headers: { 'content-type': contentType } });
      if (!response.ok) throw await fail(response, 'PUT');
      await response.arrayBuffer();
    },
    async read(key) {
      const response = await client.fetch(urlOf(key), { method: 'GET' });
      if (response.status === 404) {
        await response.arrayBuffer();
        return null;
      }
      if (!response.ok) throw await fail(response, 'GET');
      return new Uint8Array(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await client.fetch(urlOf(key), { method: 'DELETE' });
      if (!response.ok && response.status !== 404) throw await fail(response, 'DELETE');
      await response.arrayBuffer();
    },
  };
}
