import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { KycDocumentKind } from '@kasa/contract/kyc';
import type { TestApp } from '../../test/test-app.ts';

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG whose header declares `width`×`height` (the pixel data is a token: only the header is ever read). */
export function samplePng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A baseline JPEG: SOI, a JFIF APP0, a comment, the frame header with `width`×`height`, a scan, EOI. */
export function sampleJpeg(width: number, height: number, comment = 'kasa test'): Buffer {
  const segment = (marker: number, body: Buffer) => {
    const head = Buffer.from([0xff, marker, 0, 0]);
    head.writeUInt16BE(body.length + 2, 2);
    return Buffer.concat([head, body]);
  };
  const sof = Buffer.alloc(15);
  sof[0] = 8;
  sof.writeUInt16BE(height, 1);
  sof.writeUInt16BE(width, 3);
  sof[5] = 3;
  sof.set([1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1], 6);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    segment(0xfe, Buffer.from(comment, 'latin1')),
    segment(0xc0, sof),
    segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    randomBytes(256).map((b) => (b === 0xff ? 0 : b)),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A WebP (extended, VP8X) declaring `width`×`height`. */
export function sampleWebp(width: number, height: number): Buffer {
  const vp8x = Buffer.alloc(10);
  vp8x.writeUIntLE(width - 1, 4, 3);
  vp8x.writeUIntLE(height - 1, 7, 3);
  const chunk = Buffer.concat([Buffer.from('VP8X'), Buffer.from([10, 0, 0, 0]), vp8x]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(4 + chunk.length, 0);
  return Buffer.concat([Buffer.from('RIFF'), size, Buffer.from('WEBP'), chunk]);
}

/** A small valid PDF; `extra` goes into the catalogue dictionary (e.g. an /OpenAction with /JavaScript). */
export function samplePdf(extra = ''): Buffer {
  return Buffer.from(
    [
      '%PDF-1.7',
      `1 0 obj << /Type /Catalog /Pages 2 0 R ${extra} >> endobj`,
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >> endobj',
      '4 0 obj << /Length 14 >> stream',
      'BT /JS ET q Q',
      'endstream endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
    ].join('\n'),
    'latin1',
  );
}

/** A multipart/form-data body of the upload call: the `kind` field, then the file (in that order, as the web sends). */
export function multipartUpload(
  kind: string | null,
  bytes: Buffer,
  filename = 'document.jpg',
  contentType = 'image/jpeg',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----kasa${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  if (kind !== null)
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
    );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * Gives the player an approved identity through the service, as an operator would: both sides of the card
 * uploaded, the front approved with the account's own name and TC No.
 */
export async function approveIdentity(t: TestApp, playerId: string): Promise<void> {
  const { kyc, players } = t.app.services;
  const player = await players.findById(playerId);
  if (!player?.personal_no) throw new Error('the player needs a TC No');
  const kinds: KycDocumentKind[] = ['id_front', 'id_back'];
  for (const kind of kinds) {
    const document = await kyc.upload(playerId, kind, sampleJpeg(1200, 800));
    await kyc.approve(
      document.id,
      'operator:test',
      kind === 'id_front'
        ? { name: player.name, surname: player.surname, personalNo: player.personal_no }
        : {},
    );
  }
}
