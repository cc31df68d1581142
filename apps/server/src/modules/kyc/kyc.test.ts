import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '@kasa/contract/api';
import type { Envelope } from '@kasa/contract/envelope';
import type { KycDocument, KycStatusData, OpsKycAuditEntry, OpsKycDocument } from '@kasa/contract/kyc';
import type { Notification } from '@kasa/contract/notification';
import { api, createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInOperator, type TestOperator } from '../ops/ops.test-support.ts';
import { signUp, validIban } from '../payment/payment.test-support.ts';
import { approveIdentity, multipartUpload, sampleJpeg, samplePdf, samplePng } from './kyc.test-support.ts';

let t: TestApp;
let client: ReturnType<typeof api>;
/** Signed-in operators with the risk role (identity review), by name (docs/decisions/0500). */
const operators = new Map<string, TestOperator>();
const ops = (name = 'alice') => operators.get(name)!.headers;
/** How the audit names an operator: their id from the session, then their username. */
const actor = (name: string) => `operator:${operators.get(name)!.id}:${name}`;

beforeAll(async () => {
  t = await createTestApp();
  client = api(t.app);
  for (const name of ['alice', 'bob', 'carol'])
    operators.set(name, await signInOperator(t.app, ['risk'], name));
});
afterAll(async () => {
  await t?.close();
});

async function upload(
  token: string,
  kind: string | null,
  bytes: Buffer,
  options: { filename?: string; contentType?: string; locale?: 'tr' | 'en' } = {},
) {
  const { payload, headers } = multipartUpload(kind, bytes, options.filename, options.contentType);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/${'kyc/upload'}`,
    payload,
    headers: { ...headers, authorization: `Bearer ${token}`, 'x-locale': options.locale ?? 'tr' },
  });
  return { status: response.statusCode, body: response.json() as Envelope<KycDocument> };
}

const status = async (token: string) => (await client.get<KycStatusData>('kyc/status', { token })).body.data;

const fileOf = (id: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/kyc/documents/${id}/file`, headers });

/** A stream of `total` bytes made on demand, counting what the server pulled from it. */
function lazyBody(prefix: Buffer, total: number) {
  const pulled = { bytes: 0 };
  let sent = false;
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  const stream = new Readable({
    read() {
      if (!sent) {
        sent = true;
        pulled.bytes += prefix.length;
        this.push(prefix);
        return;
      }
      if (pulled.bytes >= total) {
        this.push(null);
        return;
      }
      pulled.bytes += chunk.length;
      this.push(chunk);
    },
  });
  return { stream, pulled };
}

describe('uploading documents', () => {
  it('stores a JPEG identity card as pending and shows it, with its dimensions, in the player’s status', async () => {
    const { token } = await signUp(t);
    expect((await status(token)).identity).toBe('none');
    const res = await upload(token, 'id_front', sampleJpeg(1600, 1000), { filename: 'kimlik.jpeg' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Belgeniz yüklendi ve incelemeye alındı.');
    expect(res.body.data).toMatchObject({
      kind: 'id_front',
      status: 'pending',
      reason: null,
      mediaType: 'image/jpeg',
      width: 1600,
      height: 1000,
    });
    const now = await status(token);
    expect(now.identity).toBe('pending');
    expect(now.documents.map((d) => [d.kind, d.status])).toEqual([['id_front', 'pending']]);
    expect(now.withdrawal).toEqual({ dailyThreshold: 5000, firstNeedsIdentity: true });
  });

  it('takes a photo of 9.9 MB whole (the 64 KB limit of JSON bodies does not apply to uploads)', async () => {
    const { token } = await signUp(t);
    const photo = Buffer.concat([sampleJpeg(4000, 3000), Buffer.alloc(9.9 * 1024 * 1024 - 400, 7)]);
    const res = await upload(token, 'address', photo);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ size: photo.length, width: 4000, height: 3000 });
    const back = await fileOf(res.body.data.id, { authorization: `Bearer ${token}` });
    expect(back.rawPayload.equals(photo)).toBe(true);
  });

  it('refuses a shell script renamed .jpg and sent as image/jpeg, in the request’s language', async () => {
    const { token } = await signUp(t);
    const script = Buffer.from('#!/bin/sh\nrm -rf / --no-preserve-root\n');
    const tr = await upload(token, 'id_front', script, { filename: 'photo.jpg', contentType: 'image/jpeg' });
    expect(tr.status).toBe(400);
    expect(tr.body).toMatchObject({
      success: false,
      message: 'Yalnızca JPEG, PNG, WebP fotoğrafı veya PDF belgesi yükleyebilirsiniz.',
    });
    const en = await upload(token, 'id_front', Buffer.from('<script>alert(1)</script>'), { locale: 'en' });
    expect(en.body.message).toBe('You can upload a JPEG, PNG or WebP photo or a PDF document only.');
    expect((await status(token)).documents).toEqual([]);
  });

  it('refuses a PNG whose header declares 100000×100000 pixels (a decompression bomb) and stores nothing', async () => {
    const { token } = await signUp(t);
    const res = await upload(token, 'id_back', samplePng(100_000, 100_000), {
      filename: 'x.png',
      locale: 'en',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The photo may be at most 12000×12000 pixels and 50 megapixels.');
    expect((await status(token)).documents).toEqual([]);
  });

  it('refuses a 50 MB upload as it streams, without reading the rest of it', async () => {
    const { token } = await signUp(t);
    const { payload, headers } = multipartUpload('address', sampleJpeg(1000, 800));
    const head = payload.subarray(0, payload.length - 40); // the multipart head and a real JPEG start, never closed
    const body = lazyBody(head, 50 * 1024 * 1024);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/kyc/upload',
      payload: body.stream,
      headers: { ...headers, authorization: `Bearer ${token}`, 'x-locale': 'en' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, message: 'The file may be at most 10 MB.' });
    // Refused a little past 10 MB: the other ~40 MB were never pulled from the client.
    expect(body.pulled.bytes).toBeLessThan(12 * 1024 * 1024);
    expect(response.headers.connection).toBe('close');
    expect((await status(token)).documents).toEqual([]);
  });

  it('refuses a declared 50 MB body before reading any of it', async () => {
    const { token } = await signUp(t);
    const { headers } = multipartUpload('address', Buffer.alloc(1));
    const body = lazyBody(Buffer.from('--x\r\n'), 50 * 1024 * 1024);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/kyc/upload',
      payload: body.stream,
      headers: {
        ...headers,
        'content-length': String(50 * 1024 * 1024),
        authorization: `Bearer ${token}`,
      },
    });
    expect(response.statusCode).toBe(413);
    expect(body.pulled.bytes).toBeLessThan(1024 * 1024);
  });

  it('two uploads of one kind at once both succeed and leave one document waiting for review', async () => {
    const { token, playerId } = await signUp(t);
    const [a, b] = await Promise.all([
      upload(token, 'id_back', sampleJpeg(1000, 800)),
      upload(token, 'id_back', samplePng(1000, 800)),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const pending = await t.app.db
      .selectFrom('kyc_documents')
      .select(['status'])
      .where('player_id', '=', playerId)
      .execute();
    expect(pending.map((row) => row.status).sort()).toEqual(['pending', 'replaced']);
    expect((await status(token)).documents).toHaveLength(1);
  });

  it('asks for a document type and a file; a signed-out caller gets 401', async () => {
    const { token } = await signUp(t);
    const noKind = await upload(token, null, sampleJpeg(1000, 800), { locale: 'en' });
    expect(noKind.status).toBe(400);
    expect(noKind.body.message).toBe('Please choose the document type.');
    const wrongKind = await upload(token, 'passport_selfie', sampleJpeg(1000, 800), { locale: 'en' });
    expect(wrongKind.body.message).toBe('Please choose the document type.');
    const json = await client.post(
      'kyc/upload',
      { kind: 'id_front', file: 'aGVsbG8=' },
      { token, locale: 'en' },
    );
    expect(json.status).toBe(400);
    expect(json.body.message).toBe('Please choose the file to upload.');
    const { payload, headers } = multipartUpload('id_front', sampleJpeg(1000, 800));
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/kyc/upload', payload, headers });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('who may read a document', () => {
  it('serves the bytes to their owner and to an operator (the view audited), never to another player', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const pdf = samplePdf();
    const { body } = await upload(owner.token, 'address', pdf, { filename: 'fatura.pdf' });
    const id = body.data.id;

    const mine = await fileOf(id, { authorization: `Bearer ${owner.token}` });
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(pdf)).toBe(true);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers['content-security-policy']).toContain('sandbox');

    const theirs = await fileOf(id, { authorization: `Bearer ${other.token}` });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.rawPayload.includes(pdf.subarray(0, 8))).toBe(false);
    expect((await fileOf(id, {})).statusCode).toBe(401);
    // The operator paths are not open to a player's token either.
    const asPlayer = await t.app.inject({
      method: 'GET',
      url: `/api/ops/kyc/documents/${id}/file`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(asPlayer.statusCode).toBe(401);

    const operator = await t.app.inject({
      method: 'GET',
      url: `/api/ops/kyc/documents/${id}/file`,
      headers: ops(),
    });
    expect(operator.statusCode).toBe(200);
    expect(operator.rawPayload.equals(pdf)).toBe(true);
    const audit = await client.get<OpsKycAuditEntry[]>(`ops/kyc/players/${owner.playerId}/audit`, {
      headers: ops(),
    });
    expect(audit.body.data.map((a) => [a.action, a.actor])).toEqual([
      ['uploaded', `player:${owner.playerId}`],
      ['file-viewed', actor('alice')],
    ]);
  });
});

describe('review by operators', () => {
  it('rejects with a reason the player sees, takes a new upload, and approves only what matches the account', async () => {
    const { token, playerId } = await signUp(t, 'en');
    const player = (await t.app.services.players.findById(playerId))!;
    const first = (await upload(token, 'id_front', sampleJpeg(1200, 800))).body.data;

    // A rejection needs the reason the player will read.
    const bare = await client.post(
      `ops/kyc/documents/${first.id}/reject`,
      {},
      { headers: ops(), locale: 'en' },
    );
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe('Write the reason the player will see.');
    const rejected = await client.post<OpsKycDocument>(
      `ops/kyc/documents/${first.id}/reject`,
      { reason: 'The photo is blurred; the TC No cannot be read.' },
      { headers: ops() },
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reviewedBy: actor('alice') });
    const seen = await status(token);
    expect(seen.identity).toBe('rejected');
    expect(seen.documents[0]).toMatchObject({
      status: 'rejected',
      reason: 'The photo is blurred; the TC No cannot be read.',
    });
    // Decided once: neither approve nor reject moves it again.
    expect((await client.post(`ops/kyc/documents/${first.id}/approve`, {}, { headers: ops() })).status).toBe(
      409,
    );
    expect(
      (await client.post(`ops/kyc/documents/${first.id}/reject`, { reason: 'again' }, { headers: ops() }))
        .status,
    ).toBe(409);

    const second = (await upload(token, 'id_front', sampleJpeg(2000, 1300))).body.data;
    const again = (await upload(token, 'id_front', sampleJpeg(2000, 1400))).body.data; // replaces the pending one
    expect((await status(token)).documents.map((d) => [d.id, d.status])).toEqual([[again.id, 'pending']]);
    expect((await client.post(`ops/kyc/documents/${second.id}/approve`, {}, { headers: ops() })).status).toBe(
      404,
    );

    const approve = (body: object) =>
      client.post<OpsKycDocument>(`ops/kyc/documents/${again.id}/approve`, body, {
        headers: ops(),
        locale: 'en',
      });
    expect((await approve({})).body.message).toBe(
      'For the front of the identity card, enter the name, surname and TC No as written on the document.',
    );
    const otherName = await approve({ name: 'Ayşe', surname: 'Kaya', personalNo: player.personal_no });
    expect(otherName.status).toBe(409);
    expect(otherName.body.message).toBe(
      'The name on the document (Ayşe Kaya) does not match the name on the account (Ayşe Yılmaz); it cannot be approved.',
    );
    const otherNumber = await approve({ name: 'AYŞE', surname: 'YILMAZ', personalNo: '10000000146' });
    expect(otherNumber.status).toBe(409);
    expect(otherNumber.body.message).toBe(
      'The TC No on the document does not match the account; it cannot be approved.',
    );
    expect((await status(token)).documents[0]!.status).toBe('pending');

    // The card in capitals, without Turkish letters, is the same name.
    const approved = await approve({
      name: 'AYSE',
      surname: 'YILMAZ',
      personalNo: player.personal_no!,
      note: 'ok',
    });
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({
      status: 'approved',
      documentName: 'AYSE YILMAZ',
      documentPersonalNo: player.personal_no,
      accountName: 'Ayşe Yılmaz',
    });
    expect((await upload(token, 'id_front', sampleJpeg(1200, 800), { locale: 'en' })).body.message).toBe(
      'This document is already approved; you do not need to upload it again.',
    );

    const back = (await upload(token, 'id_back', samplePng(1200, 800))).body.data;
    expect((await status(token)).identity).toBe('pending');
    expect(
      (await client.post(`ops/kyc/documents/${back.id}/approve`, {}, { headers: ops('bob') })).status,
    ).toBe(200);
    expect((await status(token)).identity).toBe('approved');

    const audit = (
      await client.get<OpsKycAuditEntry[]>(`ops/kyc/players/${playerId}/audit`, { headers: ops() })
    ).body.data;
    expect(audit.map((a) => [a.action, a.actor, a.documentId])).toEqual([
      ['uploaded', `player:${playerId}`, first.id],
      ['rejected', actor('alice'), first.id],
      ['uploaded', `player:${playerId}`, second.id],
      ['replaced', `player:${playerId}`, second.id],
      ['uploaded', `player:${playerId}`, again.id],
      ['approved', actor('alice'), again.id],
      ['uploaded', `player:${playerId}`, back.id],
      ['approved', actor('bob'), back.id],
    ]);
    const decision = audit[5]!;
    expect(decision.before).toMatchObject({ status: 'pending', documentName: null, reviewedBy: null });
    expect(decision.after).toMatchObject({
      status: 'approved',
      documentName: 'AYSE YILMAZ',
      reviewedBy: actor('alice'),
      note: 'ok',
    });
    expect(audit[1]!.after).toMatchObject({ status: 'rejected', reason: expect.stringContaining('blurred') });
    expect(Date.parse(decision.createdAt)).not.toBeNaN();

    const inbox = await client.post<Notification[]>(ApiPath.notifications, { skip: 0, take: 10 }, { token });
    expect(inbox.body.data.map((n) => n.title)).toEqual(
      expect.arrayContaining(['Document rejected', 'Document approved']),
    );
  });

  it('lists pending documents with the account’s name and TC No; operator calls need an operator session', async () => {
    const { token, playerId } = await signUp(t);
    const doc = (await upload(token, 'payment_method', samplePdf())).body.data;
    const pending = await client.get<OpsKycDocument[]>('ops/kyc/pending', { headers: ops() });
    const mine = pending.body.data.find((d) => d.id === doc.id)!;
    expect(mine).toMatchObject({ playerId, kind: 'payment_method', accountName: 'Ayşe Yılmaz' });
    expect(mine.accountPersonalNo).toMatch(/^\d{11}$/);
    expect((await client.get('ops/kyc/pending')).status).toBe(401);
    expect((await client.get('ops/kyc/pending', { token })).status).toBe(401);
  });
});

describe('withdrawals and identity', () => {
  const withdraw = (token: string, amount: number, fullName = 'Ayşe Yılmaz', locale: 'tr' | 'en' = 'en') =>
    client.post(
      ApiPath.withdraw,
      { id: 11, detail: { amount, fullName, iban: validIban(), bank: 5 } },
      { token, locale },
    );
  const fund = (playerId: string, lira: number) =>
    t.app.services.wallet.creditDeposit({
      key: `kyc:fund:${playerId}:${lira}`,
      playerId,
      amount: lira * 100,
    });
  const cash = async (playerId: string) => (await t.app.services.wallet.getBalances(playerId)).cash;

  it('refuses the first withdrawal without an approved identity, saying what to upload; nothing is reserved', async () => {
    const { token, playerId } = await signUp(t);
    await fund(playerId, 1000);
    const refused = await withdraw(token, 100, 'Ayşe Yılmaz', 'tr');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'İlk para çekme işleminiz için kimliğinizin doğrulanması gerekiyor. Hesabım › Kimlik doğrulama bölümünden kimlik kartınızın ön ve arka yüzünü yükleyin.',
    );
    expect(await cash(playerId)).toBe(100_000);
    const history = await client.post<{ total: number }>(
      ApiPath.paymentHistory,
      { skip: 0, take: 10 },
      { token },
    );
    expect(history.body.data.total).toBe(0);

    // Documents sent but not reviewed yet: the player is told they are being reviewed.
    await upload(token, 'id_front', sampleJpeg(1200, 800));
    expect((await withdraw(token, 100)).body.message).toBe(
      'Your identity documents are being reviewed. You can withdraw once they are approved; you will get a notification.',
    );
  });

  it('sends money only to an account in the player’s own name (Turkish-aware comparison)', async () => {
    const { token, playerId } = await signUp(t);
    await fund(playerId, 1000);
    await approveIdentity(t, playerId);
    const other = await withdraw(token, 100, 'Mehmet Yılmaz');
    expect(other.status).toBe(400);
    expect(other.body.message).toBe(
      'Money can only be withdrawn to an account in your own name. The account holder (Mehmet Yılmaz) does not match the name on your account (Ayşe Yılmaz).',
    );
    expect(await cash(playerId)).toBe(100_000);
    expect((await withdraw(token, 100, 'AYSE  YILMAZ')).status).toBe(200);
    expect((await withdraw(token, 100, 'ayşe yılmaz')).status).toBe(200);
    expect(await cash(playerId)).toBe(80_000);
  });

  it('above the daily threshold needs an approved identity even after an earlier withdrawal; operators set it', async () => {
    const { token, playerId } = await signUp(t);
    await fund(playerId, 20_000);
    await approveIdentity(t, playerId);
    // An identity approved before: the daily threshold does not bind this player.
    expect((await withdraw(token, 6000)).status).toBe(200);

    const legacy = await signUp(t);
    await fund(legacy.playerId, 20_000);
    // A player whose earlier withdrawal predates identity checks (written as the payment module would have).
    await t.db
      .insertInto('payments')
      .values({
        reference: `WD-L${Date.now().toString(36).toUpperCase().slice(-5)}`,
        player_id: legacy.playerId,
        method_id: 11,
        type: 2,
        amount: '10000',
        status: 1,
        provider_reference: null,
        detail: JSON.stringify({}),
        note: null,
        decided_by: 'operator:legacy',
        decided_at: t.clock.now(),
        created_at: new Date(t.clock.now().getTime() - 3 * 24 * 60 * 60 * 1000),
        updated_at: t.clock.now(),
      })
      .execute();
    expect((await withdraw(legacy.token, 4000)).status).toBe(200);
    const over = await withdraw(legacy.token, 1500);
    expect(over.status).toBe(403);
    expect(over.body.message).toBe(
      'Withdrawals above ₺5.000,00 a day need a verified identity (withdrawn today: ₺4.000,00). Upload the front and back of your identity card under My account › Verification.',
    );
    expect((await withdraw(legacy.token, 1000)).status).toBe(200); // exactly ₺5.000 today: allowed

    const lowered = await client.post(
      'ops/kyc/settings',
      { dailyWithdrawalThreshold: 0 },
      { headers: ops('carol') },
    );
    expect(lowered.body.data).toEqual({ dailyWithdrawalThreshold: 0 });
    expect(
      (await client.get<{ dailyWithdrawalThreshold: number }>('ops/kyc/settings', { headers: ops() })).body
        .data,
    ).toEqual({ dailyWithdrawalThreshold: 0 });
    expect((await status(legacy.token)).withdrawal.dailyThreshold).toBe(0);
    const settingsAudit = await t.app.db
      .selectFrom('kyc_audit')
      .selectAll()
      .where('action', '=', 'settings-changed')
      .execute();
    expect(settingsAudit.map((a) => [a.actor, a.before, a.after])).toEqual([
      [
        actor('carol'),
        { 'daily-withdrawal-threshold-kurus': 500_000 },
        { 'daily-withdrawal-threshold-kurus': 0 },
      ],
    ]);
    expect((await withdraw(legacy.token, 100)).status).toBe(403);
    await approveIdentity(t, legacy.playerId);
    expect((await withdraw(legacy.token, 100)).status).toBe(200);
    await client.post('ops/kyc/settings', { dailyWithdrawalThreshold: 5000 }, { headers: ops() });
  });

  it('two withdrawals at once cannot pass the daily threshold together (each sees the other)', async () => {
    const legacy = await signUp(t);
    await fund(legacy.playerId, 20_000);
    await t.db
      .insertInto('payments')
      .values({
        reference: `WD-C${Date.now().toString(36).toUpperCase().slice(-5)}`,
        player_id: legacy.playerId,
        method_id: 11,
        type: 2,
        amount: '10000',
        status: 1,
        provider_reference: null,
        detail: JSON.stringify({}),
        note: null,
        decided_by: 'operator:legacy',
        decided_at: t.clock.now(),
        created_at: new Date(t.clock.now().getTime() - 3 * 24 * 60 * 60 * 1000),
        updated_at: t.clock.now(),
      })
      .execute();
    const results = await Promise.all([withdraw(legacy.token, 3000), withdraw(legacy.token, 3000)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 403]);
    expect(await cash(legacy.playerId)).toBe(1_700_000);
  });
});
