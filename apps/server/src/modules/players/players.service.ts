import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/create-db.ts';
import { conflict } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { violatedUniqueIndex } from '../../lib/db-errors.ts';
import { hashPassword, needsRehash, verifyPassword } from '../../lib/secrets.ts';
import { LOGIN_LOCK_MINUTES, LOGIN_MAX_FAILURES, type Locale } from '@kasa/contract/constants';
import { resolveLocale } from '@kasa/contract/messages';
import * as repo from './players.repository.ts';
import type { PlayerRow } from './players.table.ts';

export type { PlayerRow };

export interface NewPlayer {
  username: string;
  email: string;
  /** Made beforehand with hashPassword, so no transaction waits on scrypt. */
  passwordHash: string;
  name: string;
  surname: string;
  phone: string;
  personalNo: string | null;
  birthDate: string | null;
  countryId: number;
  currencyId: number;
  trialBonus: boolean;
  isFast: boolean;
  referrerId: string | null;
}

export type CredentialCheck =
  | { kind: 'ok'; player: PlayerRow }
  | { kind: 'wrong'; player: PlayerRow | null; lockedMinutes: number | null }
  | { kind: 'locked'; player: PlayerRow; minutes: number };

const minutesUntil = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

/** Which unique index a registration hit → the message the player sees. */
const DUPLICATE_MESSAGES = {
  players_username_key: 'e.usernameTaken',
  players_email_key: 'e.emailTaken',
  players_personal_no_key: 'e.personalNoTaken',
  players_verified_phone_key: 'e.phoneInUse',
} as const;

function rethrowDuplicate(error: unknown): never {
  const index = violatedUniqueIndex(error);
  if (index && index in DUPLICATE_MESSAGES) {
    throw conflict(DUPLICATE_MESSAGES[index as keyof typeof DUPLICATE_MESSAGES]);
  }
  throw error;
}

/** Players: identity, credentials, lock-out state and the verified phone. */
export function createPlayersService(db: Db, clock: Clock, config: Pick<Config, 'passwordHashCost'>) {
  let dummyHash: Promise<string> | undefined;

  return {
    hashPassword: (password: string) => hashPassword(password, config.passwordHashCost),

    /** Inserts the player; a duplicate username/e-mail/national number → 409 (the unique index decides, race-free). */
    async create(input: NewPlayer, tx: Db = db): Promise<PlayerRow> {
      const now = clock.now();
      try {
        return await repo.insertPlayer(tx, {
          username: input.username,
          email: input.email,
          password_hash: input.passwordHash,
          name: input.name,
          surname: input.surname,
          phone: input.phone,
          personal_no: input.personalNo,
          birth_date: input.birthDate,
          country_id: input.countryId,
          currency_id: input.currencyId,
          trial_bonus: input.trialBonus,
          is_fast: input.isFast,
          referrer_id: input.referrerId,
          created_at: now,
          updated_at: now,
        });
      } catch (error) {
        rethrowDuplicate(error);
      }
    },

    findById: (id: string, tx: Db = db) => repo.findById(tx, id),
    /** When the player's lock-out ends (null: not locked), or undefined for an unknown player. */
    lockedUntil: async (id: string, tx: Db = db): Promise<Date | null | undefined> =>
      (await repo.findLock(tx, id))?.locked_until,
    findByUsername: (username: string) => repo.findByUsername(db, username),

    /**
     * Checks a login. Unknown users cost a hash too, so timing does not tell which usernames exist. Five consecutive
     * failures lock the account for 15 minutes; while locked even the right password is refused.
     */
    async checkCredentials(username: string, password: string): Promise<CredentialCheck> {
      const player = await repo.findByUsername(db, username);
      if (!player) {
        dummyHash ??= hashPassword('kasa-timing-equaliser', config.passwordHashCost);
        await verifyPassword(password, await dummyHash);
        return { kind: 'wrong', player: null, lockedMinutes: null };
      }
      const now = clock.now();
      if (player.locked_until && player.locked_until > now) {
        return { kind: 'locked', player, minutes: minutesUntil(player.locked_until, now) };
      }
      if (!(await verifyPassword(password, player.password_hash))) {
        const lockUntil = new Date(now.getTime() + LOGIN_LOCK_MINUTES * 60_000);
        const locked = await repo.recordLoginFailure(db, player.id, LOGIN_MAX_FAILURES, lockUntil, now);
        return {
          kind: 'wrong',
          player,
          lockedMinutes: locked && locked > now ? minutesUntil(locked, now) : null,
        };
      }
      await repo.clearLoginFailures(db, player.id);
      if (needsRehash(player.password_hash, config.passwordHashCost)) {
        await repo.setPasswordHash(db, player.id, await hashPassword(password, config.passwordHashCost), now);
      }
      return { kind: 'ok', player };
    },

    async verifyPassword(playerId: string, password: string): Promise<boolean> {
      const player = await repo.findById(db, playerId);
      return player ? verifyPassword(password, player.password_hash) : false;
    },

    /** Takes a hash made beforehand with hashPassword, so no transaction waits on scrypt. */
    setPasswordHash: (playerId: string, hash: string, tx: Db = db) =>
      repo.setPasswordHash(tx, playerId, hash, clock.now()),

    /** The language the player's notifications are written in (spec languages only; anything else → tr). */
    async localeOf(playerId: string, tx: Db = db): Promise<Locale> {
      const player = await repo.findById(tx, playerId);
      return resolveLocale(player?.locale);
    },

    setLocale: (playerId: string, locale: Locale, tx: Db = db) => repo.setLocale(tx, playerId, locale),

    verifiedPhoneOwner: (phone: string, tx: Db = db) => repo.findVerifiedPhoneOwner(tx, phone),

    /** Marks the phone verified; another player's verified phone → 409 (guarded by a partial unique index). */
    async setVerifiedPhone(playerId: string, phone: string, tx: Db = db): Promise<void> {
      try {
        await repo.setVerifiedPhone(tx, playerId, phone, clock.now());
      } catch (error) {
        rethrowDuplicate(error);
      }
    },
  };
}

export type PlayersService = ReturnType<typeof createPlayersService>;
