import type { NotificationType } from '@kasa/contract/enums';
import type { MessageKey } from '@kasa/contract/messages';
import { msg, translate } from '@kasa/contract/messages';
import type { Notification } from '@kasa/contract/notification';
import type { Db } from '../../db/create-db.ts';
import type { AppEventBus } from '../../lib/app-events.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PlayersService } from '../players/players.service.ts';
import * as repo from './notification.repository.ts';
import type { NotificationRow } from './notification.table.ts';

/** A text in both languages of the site. */
export type Bilingual = Record<'tr' | 'en', string>;

export interface NewNotification {
  playerId: string;
  type: NotificationType;
  title: MessageKey;
  note: MessageKey;
  /** Arguments of both messages (amount, reference…). */
  args: Array<string | number>;
}

function toNotification(row: NotificationRow): Notification {
  return {
    id: Number(row.id),
    title: row.title,
    note: row.note,
    type: row.type as NotificationType,
    timeStamp: row.created_at.toISOString(),
    isRead: row.read_at !== null,
  };
}

export interface NotificationDeps {
  db: Db;
  clock: Clock;
  players: PlayersService;
  /** Where new notifications are announced ('notification.created'; the real-time hub listens). */
  events: Pick<AppEventBus, 'publish'>;
}

/** Player notifications: written in the player's language when created, listed newest first, marked read. */
export function createNotificationService({ db, clock, players, events }: NotificationDeps) {
  return {
    /**
     * Writes a notification (in `tx`, beside the change it reports). Call `publish` with the result once that
     * transaction has committed, so no subscriber hears of a notification that was rolled back.
     */
    async create(input: NewNotification, tx: Db = db): Promise<Notification> {
      const locale = await players.localeOf(input.playerId, tx);
      const row = await repo.insertNotification(tx, {
        player_id: input.playerId,
        type: input.type,
        title: translate(locale, msg(input.title, ...input.args)),
        note: translate(locale, msg(input.note, ...input.args)),
        created_at: clock.now(),
      });
      return toNotification(row);
    },

    /**
     * A notification whose text comes in both languages (an operator's promotion, docs/decisions/0440), written in the
     * player's. Marketing: the caller asks player protection first (`mayReceiveMarketing`).
     */
    async createText(
      input: { playerId: string; type: NotificationType; title: Bilingual; note: Bilingual },
      tx: Db = db,
    ): Promise<Notification> {
      const locale = await players.localeOf(input.playerId, tx);
      const row = await repo.insertNotification(tx, {
        player_id: input.playerId,
        type: input.type,
        title: input.title[locale],
        note: input.note[locale],
        created_at: clock.now(),
      });
      return toNotification(row);
    },

    publish(playerId: string, notification: Notification): void {
      events.publish('notification.created', { playerId, notification });
    },

    async list(playerId: string, skip: number, take: number): Promise<Notification[]> {
      return (await repo.listForPlayer(db, playerId, skip, take)).map(toNotification);
    },

    /** Marks only the caller's own notifications; other players' ids are ignored, not an error. */
    markRead: (playerId: string, ids: number[]) =>
      repo.markRead(
        db,
        playerId,
        ids.map((id) => String(id)),
        clock.now(),
      ),
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
