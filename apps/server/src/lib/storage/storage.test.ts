import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../config/env.ts';
import { createFsStorage } from './fs-storage.ts';
import type { ObjectStorage } from './object-storage.ts';
import { createS3Storage } from './s3-storage.ts';

/** What every adapter must do: the same bytes back, null for a missing key, delete twice without an error. */
async function roundTrip(storage: ObjectStorage) {
  const bytes = randomBytes(70_000);
  await storage.put('kyc/abc123', bytes, 'image/png');
  expect((await storage.get('kyc/abc123'))?.equals(bytes)).toBe(true);
  const replaced = randomBytes(10);
  await storage.put('kyc/abc123', replaced, 'image/png');
  expect((await storage.get('kyc/abc123'))?.equals(replaced)).toBe(true);
  expect(await storage.get('kyc/missing')).toBeNull();
  await storage.delete('kyc/abc123');
  expect(await storage.get('kyc/abc123')).toBeNull();
  await storage.delete('kyc/abc123');
}

describe('file storage in a folder', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'kyc-fs-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('stores, replaces, reads and deletes objects, readable by the server’s user only, no temporary files left', async () => {
    const storage = createFsStorage(root);
    await roundTrip(storage);
    await storage.put('kyc/private1', Buffer.from('x'), 'image/jpeg');
    expect((await stat(join(root, 'kyc/private1'))).mode & 0o777).toBe(0o600);
    expect((await stat(join(root, 'kyc'))).mode & 0o777).toBe(0o700);
    expect(await readdir(join(root, 'kyc'))).toEqual(['private1']);
  });

  it('refuses keys that could leave its folder', async () => {
    const storage = createFsStorage(root);
    for (const key of ['../etc/passwd', '/etc/passwd', 'kyc/../../x', 'KYC/Upper', 'kyc//x', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/storage key/);
    }
  });

  it('is configured outside the web root: a storage folder inside WEB_DIST_DIR is a configuration error', () => {
    expect(() => parseEnv({ WEB_DIST_DIR: '/srv/web', STORAGE_DIR: '/srv/web/files' })).toThrow(
      /STORAGE_DIR: must be outside the web root/,
    );
    expect(parseEnv({ DATA_DIR: '/srv/data', WEB_DIST_DIR: '/srv/web' }).storage).toEqual({
      dir: '/srv/data/files',
      s3: undefined,
    });
    expect(() => parseEnv({ S3_BUCKET: 'docs' })).toThrow(/S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required/);
  });
});

/**
 * A local stand-in for S3 (path-style: /<bucket>/<key>): PUT, GET and DELETE on objects in memory. It refuses a
 * request without a SigV4 authorization for the expected access key and region, as S3 would.
 */
function fakeS3(bucket: string, accessKeyId: string, region: string) {
  const objects = new Map<string, { bytes: Buffer; contentType: string }>();
  const seen: Array<{ method: string; path: string; authorization: string }> = [];
  const body = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://s3.local');
      const path = decodeURIComponent(url.pathname);
      const authorization = request.headers.authorization ?? '';
      seen.push({ method: request.method ?? '', path, authorization });
      const scope = new RegExp(
        `^AWS4-HMAC-SHA256 Credential=${accessKeyId}/\\d{8}/${region}/s3/aws4_request, SignedHeaders=[^,]+, Signature=[0-9a-f]{64}$`,
      );
      if (!scope.test(authorization) || !request.headers['x-amz-date']) {
        response.writeHead(403, { 'content-type': 'application/xml' });
        response.end('<Error><Code>AccessDenied</Code><Message>denied</Message></Error>');
        return;
      }
      const prefix = `/${bucket}/`;
      if (!path.startsWith(prefix)) {
        response.writeHead(404, { 'content-type': 'application/xml' });
        response.end('<Error><Code>NoSuchBucket</Code><Message>no bucket</Message></Error>');
        return;
      }
      const key = path.slice(prefix.length);
      if (request.method === 'PUT') {
        objects.set(key, {
          bytes: await body(request),
          contentType: String(request.headers['content-type'] ?? ''),
        });
        response.writeHead(200, { etag: '"1"' });
        response.end();
      } else if (request.method === 'GET') {
        const object = objects.get(key);
        if (!object) {
          response.writeHead(404, { 'content-type': 'application/xml' });
          response.end(
            '<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
          );
          return;
        }
        response.writeHead(200, {
          'content-type': object.contentType,
          'content-length': object.bytes.length,
        });
        response.end(object.bytes);
      } else if (request.method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204);
        response.end();
      } else {
        response.writeHead(405);
        response.end();
      }
    })();
  });
  return { server, objects, seen };
}

describe('S3-compatible storage', () => {
  const s3 = fakeS3('kasa-docs', 'AKIAKASATEST', 'eu-central-1');
  let endpoint: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => s3.server.close(resolve));
  });

  const config = () => ({
    endpoint,
    region: 'eu-central-1',
    bucket: 'kasa-docs',
    accessKeyId: 'AKIAKASATEST',
    secretAccessKey: 'secret-kasa-test-key',
    prefix: 'kasa/',
    forcePathStyle: true,
  });

  it('puts, reads and deletes objects under the prefix with signed requests, the content type kept', async () => {
    const storage = createS3Storage(config());
    await roundTrip(storage);
    await storage.put('kyc/doc1', Buffer.from('%PDF-1.7'), 'application/pdf');
    expect(s3.objects.get('kasa/kyc/doc1')).toMatchObject({ contentType: 'application/pdf' });
    expect(s3.seen.every((r) => r.path.startsWith('/kasa-docs/kasa/kyc/'))).toBe(true);
    expect(s3.seen.map((r) => r.method)).toEqual(expect.arrayContaining(['PUT', 'GET', 'DELETE']));
  });

  it('fails loudly when the store refuses the credentials (nothing is taken as stored)', async () => {
    const storage = createS3Storage({ ...config(), accessKeyId: 'AKIAWRONG' });
    await expect(storage.put('kyc/doc2', Buffer.from('x'), 'image/png')).rejects.toThrow();
    expect(s3.objects.has('kasa/kyc/doc2')).toBe(false);
  });
});
