import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '@kasa/contract/api';
import { NotificationType } from '@kasa/contract/enums';
import type { Notification } from '@kasa/contract/notification';
import type { NotificationCreated } from '../../lib/app-events.ts';
import { api, createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp } from '../payment/payment.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const create = (playerId: string, amount: string) =>
  t.app.services.notification.create({
    playerId,
    type: NotificationType.Deposit,
    title: 'n.depositConfirmed.title',
    note: 'n.depositConfirmed.note',
    args: [amount, 'DP-TEST00'],
  });

describe('notifications', () => {
  it('are written in the player’s language (from x-locale at login), listed newest first, and published', async () => {
    const client = api(t.app);
    const en = await signUp(t, 'en');
    const heard: NotificationCreated[] = [];
    const stop = t.app.events.subscribe('notification.created', (e) => {
      heard.push(e);
    });
    const first = await create(en.playerId, '₺10,00');
    t.app.services.notification.publish(en.playerId, first);
    stop();
    expect(heard).toEqual([{ playerId: en.playerId, notification: first }]);
    await create(en.playerId, '₺20,00');
    const list = await client.post<Notification[]>(
      ApiPath.notifications,
      { skip: 0, take: 100 },
      { token: en.token },
    );
    expect(list.body.data!.map((n) => n.note)).toEqual([
      'Your deposit of ₺20,00 (DP-TEST00) has been confirmed and added to your balance.',
      'Your deposit of ₺10,00 (DP-TEST00) has been confirmed and added to your balance.',
    ]);
    expect(list.body.data![0]).toMatchObject({ type: 1, isRead: false, title: 'Deposit confirmed' });
    expect(Date.parse(list.body.data![0]!.timeStamp)).not.toBeNaN();

    const tr = await signUp(t);
    const trNote = await create(tr.playerId, '₺5,00');
    expect(trNote.title).toBe('Para yatırma onaylandı');
    expect((await client.post(ApiPath.notifications, {})).status).toBe(401);
  });

  it('readnotification marks only the caller’s own; other players’ ids are ignored', async () => {
    const client = api(t.app);
    const a = await signUp(t);
    const b = await signUp(t);
    const mine = await create(a.playerId, '₺1,00');
    const theirs = await create(b.playerId, '₺2,00');
    const res = await client.post(ApiPath.readNotification, { id: [mine.id, theirs.id] }, { token: a.token });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const listA = await client.post<Notification[]>(ApiPath.notifications, {}, { token: a.token });
    expect(listA.body.data!.map((n) => [n.id, n.isRead])).toEqual([[mine.id, true]]);
    const listB = await client.post<Notification[]>(ApiPath.notifications, {}, { token: b.token });
    expect(listB.body.data!.map((n) => [n.id, n.isRead])).toEqual([[theirs.id, false]]);
    expect((await client.post(ApiPath.readNotification, { id: [] }, { token: a.token })).status).toBe(400);
  });
});
