import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A JSON answer serialised and compressed once, served many times (docs/decisions/0150): the plain bytes, brotli and
 * gzip copies, and a strong ETag of the plain bytes.
 */
export interface PreparedJson {
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** Quoted, strong: `"<sha-256 of body, base64url, 22 characters>"`. */
  etag: string;
}

export async function prepareJson(value: unknown): Promise<PreparedJson> {
  const body = Buffer.from(JSON.stringify(value), 'utf8');
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: zlib.Z_BEST_COMPRESSION }),
  ]);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  return { body, br, gzip: gz, etag };
}

/** The best encoding of ours the caller accepts (RFC 9110 §12.5.3: q=0 refuses, `*` stands for the rest). */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = weight ? Number(weight.slice(2)) : 1;
    if (name) q.set(name, Number.isFinite(value) ? value : 0);
  }
  const of = (name: string) => q.get(name) ?? q.get('*') ?? 0;
  const br = of('br');
  const gz = of('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return null;
}

/** True when If-None-Match names this ETag (weak comparison, as RFC 9110 §13.1.2 asks of If-None-Match) or is `*`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === bare;
  });
}

export interface SendPreparedOptions {
  /** Request headers the answer depends on besides Accept-Encoding (for example `x-locale`). */
  vary?: string[];
}

/**
 * Answers a prepared JSON: 304 without a body when If-None-Match names its ETag, otherwise the bytes in the best
 * encoding the caller accepts. `no-cache`: a browser keeps it and asks again each time, and a 304 costs a few bytes.
 * The Content-Encoding set here tells @fastify/compress to leave the bytes alone.
 */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  prepared: PreparedJson,
  { vary = [] }: SendPreparedOptions = {},
): FastifyReply {
  reply
    .header('etag', prepared.etag)
    .header('cache-control', 'no-cache')
    .header('vary', ['accept-encoding', ...vary].join(', '));
  if (matchesEtag(request.headers['if-none-match'], prepared.etag)) {
    return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (encoding === null) return reply.send(prepared.body);
  return reply.header('content-encoding', encoding).send(encoding === 'br' ? prepared.br : prepared.gzip);
}
