import { crc32, deflateSync } from 'node:zlib';
import type { KycDocument, KycDocumentKind } from '@kasa/contract/kyc';
import type { Envelope } from './api.ts';
import { baseUrl } from './browser.ts';
import type { NewPlayer } from './data.ts';
import { callOps } from './money.ts';

// Identity checks (issue 12 §2, docs/decisions/0410): a withdrawal needs an approved identity card, so money journeys
// give their player one first, the way a player and an operator would — through the API.

/** A grey PNG of `width`×`height` (a real, decodable image). */
function greyPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const rows = Buffer.alloc((width * 3 + 1) * height, 0x80);
  for (let y = 0; y < height; y++) rows[y * (width * 3 + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** `POST kyc/upload` as the site sends it: multipart with the kind, then the file. */
export async function uploadDocument(token: string, kind: KycDocumentKind, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${baseUrl()}/api/kyc/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-locale': 'en' },
    body: form,
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json()) as Envelope<KycDocument>;
  if (!response.ok || !body.success) throw new Error(`kyc/upload failed: ${response.status} ${body.message}`);
  return body.data;
}

/** Both sides of the identity card uploaded and approved by an operator with what the card says (the account's). */
export async function verifyIdentity(token: string, player: NewPlayer): Promise<void> {
  for (const kind of ['id_front', 'id_back'] as const) {
    const document = await uploadDocument(token, kind, greyPng(640, 400), `${kind}.png`);
    const body =
      kind === 'id_front'
        ? { name: player.name, surname: player.surname, personalNo: player.personalNo }
        : {};
    const approved = await callOps<unknown>('POST', `kyc/documents/${document.id}/approve`, body);
    if (approved.status !== 200)
      throw new Error(`approve failed: ${approved.status} ${approved.body.message}`);
  }
}
