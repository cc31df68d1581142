import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, ApiPath } from '@kasa/contract/api';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Web delivery (docs/decisions/0130): the build's precompressed copies are what is sent, hashed files are cached for
// good and index.html never, and JSON answers of 1 KB or more are compressed for callers that accept it.

const INDEX = '<!doctype html><title>Kasa</title><script type="module" src="/assets/app-1a2b3c.js"></script>';
const SCRIPT = `export const answer = ${JSON.stringify('kasa '.repeat(400))};`;

describe('the built web app and compressed answers', () => {
  let t: TestApp;
  let webDir: string;

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'kasa-web-delivery-'));
    mkdirSync(join(webDir, 'assets'));
    // What vite-plugin-compression2 leaves beside each file; the copies differ from compressing on the fly, so a test
    // can tell which one was sent.
    writeFileSync(join(webDir, 'index.html'), INDEX);
    writeFileSync(join(webDir, 'index.html.br'), brotliCompressSync(INDEX));
    writeFileSync(join(webDir, 'assets/app-1a2b3c.js'), SCRIPT);
    writeFileSync(join(webDir, 'assets/app-1a2b3c.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(webDir, 'assets/app-1a2b3c.js.gz'), gzipSync(SCRIPT));
    t = await createTestApp({ env: { NODE_ENV: 'production', WEB_DIST_DIR: webDir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends a hashed script as its brotli copy when the browser takes brotli, cached for a year as immutable', async () => {
    const res = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('falls back to the gzip copy, and to the plain file for a caller that accepts neither', async () => {
    const gzip = await get('/assets/app-1a2b3c.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/assets/app-1a2b3c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends index.html for / and for client-side routes (history fallback), compressed and revalidated every time', async () => {
    for (const url of ['/', '/casino/slot', '/dashboard/deposit']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
    }
  });

  it('answers a missing hashed file with 404 rather than the page (an old page asking for a chunk of an older build)', async () => {
    const res = await get('/assets/gone-0f0f0f.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it('compresses a JSON answer of 1 KB or more with brotli, and the envelope reads the same once decoded', async () => {
    const plain = await get(`${API_BASE}${ApiPath.cmsGrouped}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const compressed = await get(`${API_BASE}${ApiPath.cmsGrouped}`, 'gzip, deflate, br');
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves an answer under 1 KB as it is, even for a caller that accepts brotli', async () => {
    const res = await get(`${API_BASE}no/such/call`, 'br');
    expect(res.statusCode).toBe(404);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ success: false, data: null });
  });
});

describe('the back office under /admin/ beside the player site', () => {
  let t: TestApp;
  let webDir: string;
  let adminDir: string;
  const ADMIN_INDEX =
    '<!doctype html><title>Kasa Back Office</title><script type="module" src="/admin/assets/admin-9z8y7x.js"></script>';

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'kasa-web-site-'));
    adminDir = mkdtempSync(join(tmpdir(), 'kasa-web-admin-'));
    writeFileSync(join(webDir, 'index.html'), INDEX);
    writeFileSync(join(adminDir, 'index.html'), ADMIN_INDEX);
    mkdirSync(join(adminDir, 'assets'));
    writeFileSync(join(adminDir, 'assets/admin-9z8y7x.js'), SCRIPT);
    t = await createTestApp({
      env: { NODE_ENV: 'production', WEB_DIST_DIR: webDir, ADMIN_DIST_DIR: adminDir },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
    rmSync(adminDir, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers /admin/ and its client-side routes with its own page, never framed, never indexed, never cached', async () => {
    for (const url of ['/admin/', '/admin', '/admin/players/7?tab=ledger', '/admin/login']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(ADMIN_INDEX);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['x-robots-tag'], url).toMatch(/noindex/);
    }
  });

  it('serves its hashed files for good, a missing one as 404, and leaves the player site’s pages to the player site', async () => {
    const script = await get('/admin/assets/admin-9z8y7x.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.body).toBe(SCRIPT);
    const missing = await get('/admin/assets/gone-000000.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, data: null });
    const site = await get('/casino/slots');
    expect(site.body).toBe(INDEX);
    const administrators = await get('/administrators');
    expect(administrators.body).toBe(INDEX);
  });
});
