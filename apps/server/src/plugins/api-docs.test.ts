import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '@kasa/contract/api';
import { buildOpenApiDocument, documentPath, type OpenApiDocument } from '@kasa/contract/openapi';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { API_DOCS_PREFIX } from './api-docs.ts';

/**
 * Left out of the document on purpose: the docs themselves, and Hub88's wallet API (Hub88's own signed protocol,
 * registered only when Hub88 is configured).
 */
const UNDOCUMENTED = [API_DOCS_PREFIX, '/api/hub88/'];

/** Resolves a local JSON pointer (#/components/schemas/X) in the document, or undefined. */
function resolvePointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      document,
    );
}

function refsIn(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) refsIn(item, found);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push(value);
      else refsIn(value, found);
    }
  }
  return found;
}

describe('API documentation (OpenAPI from the contract)', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/json` });
    expect(res.statusCode).toBe(200);
    document = res.json();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('describes every route the server registers under /api/, and nothing it does not', () => {
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const registered = new Set(
      t.app.apiRoutes
        .filter((route) => !UNDOCUMENTED.some((prefix) => route.url.startsWith(prefix)))
        // Fastify adds HEAD beside every GET by itself.
        .filter((route) => route.method !== 'HEAD')
        .map((route) => `${route.method} ${documentPath(route.url.slice('/api/'.length))}`),
    );
    expect([...registered].filter((route) => !documented.has(route))).toEqual([]);
    expect([...documented].filter((route) => !registered.has(route))).toEqual([]);
    expect(registered.size).toBeGreaterThan(70);
  });

  it('is an OpenAPI 3 document whose every $ref resolves and whose every operation has its answer’s schema', () => {
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(document.info.title).toBe('Kasa API');
    const unresolved = [...new Set(refsIn(document))].filter(
      (ref) => resolvePointer(document, ref) === undefined,
    );
    expect(unresolved).toEqual([]);
    const ids = new Set<string>();
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const op = operation as {
          operationId: string;
          responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
          requestBody?: { content: Record<string, { schema?: unknown }> };
        };
        expect(ids.has(op.operationId), `${method} ${path}: operationId repeated`).toBe(false);
        ids.add(op.operationId);
        const answer = Object.values(op.responses['200']?.content ?? {})[0];
        expect(answer?.schema, `${method} ${path}: no answer schema`).toBeDefined();
        if (op.requestBody) expect(Object.values(op.requestBody.content)[0]?.schema).toBeDefined();
      }
    }
  });

  it('wraps each answer in the envelope around the operation’s data schema', () => {
    const balance = document.paths[`/api/${ApiPath.balance}`]?.get as {
      responses: { '200': { content: { 'application/json': { schema: Record<string, unknown> } } } };
      security: unknown;
    };
    const schema = balance.responses['200'].content['application/json'].schema;
    expect(schema).toMatchObject({
      required: ['success', 'message', 'data'],
      properties: { data: { $ref: '#/components/schemas/BalanceData' } },
    });
    expect(balance.security).toEqual([{ playerToken: [] }]);
    expect(document.components.schemas.BalanceData).toMatchObject({
      type: 'object',
      properties: { balance: { type: 'number' }, bonusBalance: { type: 'number' } },
    });
  });

  it('leaves the development outbox out of the production document', () => {
    const production = buildOpenApiDocument({ version: '1', isProduction: true });
    expect(production.paths[`/api/${ApiPath.devOutbox}`]).toBeUndefined();
    expect(document.paths[`/api/${ApiPath.devOutbox}`]).toBeDefined();
  });

  it('serves the viewer and its scripts from this server only', async () => {
    const page = await t.app.inject({ method: 'GET', url: API_DOCS_PREFIX });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src.startsWith(`${API_DOCS_PREFIX}/static/`), src).toBe(true);
      expect((await t.app.inject({ method: 'GET', url: src })).statusCode, src).toBe(200);
    }
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
  });
});
