import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '@kasa/contract/api';
import { connected, hubClient, listen, waitFor } from '../modules/realtime/realtime.test-support.ts';
import { api, createTestApp, registerPlayer, type TestApp } from '../test/test-app.ts';
import { shutdown } from './lifecycle.ts';

describe('graceful shutdown', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('turns /ready 503 while still listening, then closes the listener, moves hub sockets and lets an in-flight request finish', async () => {
    const player = await registerPlayer(api(t.app), '10.77.0.1');
    const base = await listen(t.app);
    const socket = hubClient(base, player.token);
    await connected(socket);

    // Hold the wallet's accounts in a transaction: a balance request started now stays in flight until released.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = t.db.transaction().execute(async (trx) => {
      await sql`lock table wallet_accounts in access exclusive mode`.execute(trx);
      locked();
      await gate;
    });
    await isLocked;
    const inFlight = fetch(`${base}/api/${ApiPath.balance}`, {
      headers: { authorization: `Bearer ${player.token}` },
    });
    // The request has reached the handler (its session is read) and now waits for the lock.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const timeline: string[] = [];
    const stopped = shutdown(t.app, { drainMs: 400, timeoutMs: 10_000 }).then(() =>
      timeline.push('shut down'),
    );

    const ready = await fetch(`${base}/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining' });
    expect(ready.headers.get('connection')).toBe('close');
    expect(t.app.server.listening).toBe(true);
    timeline.push('ready 503 while listening');

    await waitFor(() => !t.app.server.listening, 'the listener to close');
    timeline.push('listener closed');
    // The hub's socket was dropped, not ended by the server ("io server disconnect"): its client reconnects elsewhere.
    await waitFor(() => socket.disconnects.length > 0, 'the hub socket to close');
    expect(socket.disconnects).toEqual(['transport close']);
    await expect(fetch(`${base}/health`)).rejects.toThrow();
    expect(timeline).toEqual(['ready 503 while listening', 'listener closed']);

    release();
    await holder;
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(((await response.json()) as { success: boolean }).success).toBe(true);
    await stopped;
    expect(timeline).toEqual(['ready 503 while listening', 'listener closed', 'shut down']);
  });
});
