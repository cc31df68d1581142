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

/**
 * A login's password check. `wrong`: `attemptsLeft` before the account locks (null for an unknown username), and the
 * lock this failure set (`lockedSeconds`, else null). `locked`: refused without a check.
 */
export type CredentialCheck =
  | { kind: 'ok'; player: PlayerRow }
  | { kind: 'wrong'; player: PlayerRow | null; attemptsLeft: number | null; lockedSeconds: number | null }
  | { kind: 'locked'; player: PlayerRow; seconds: number };

const secondsUntil = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

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
    /** Usernames by id, for the back office's lists (docs/decisions/0540). */
    usernames: (ids: readonly string[]) => repo.usernamesByIds(db, [...new Set(ids)]),
    /** When the player's lock-out ends (null: not locked), or undefined for an unknown player. */
    lockedUntil: async (id: string, tx: Db = db): Promise<Date | null | undefined> =>
      (await repo.findLock(tx, id))?.locked_until,
    findByUsername: (username: string) => repo.findByUsername(db, username),
    findByEmail: (email: string) => repo.findByEmail(db, email),

    /**
     * An operator locks (or unlocks) the account, audited in `player_audit` in the same transaction. The caller ends
     * the player's sessions after the commit. False for an unknown player.
     */
    async setOperatorLock(
      playerId: string,
      locked: boolean,
      actor: string,
      note: string | null,
      tx: Db = db,
    ): Promise<boolean> {
      const now = clock.now();
      const row = await repo.setOperatorLock(tx, playerId, locked ? now : null, locked ? note : null, now);
      if (!row) return false;
      await repo.insertAudit(tx, {
        playerId,
        actor,
        action: locked ? 'operator-lock' : 'operator-unlock',
        detail: { note },
        now,
      });
      return true;
    },

    /** Operators' changes to the account, newest first. */
    audit: (playerId: string) => repo.listAudit(db, playerId),

    /** Lifts the login lock-out and its count (a successful password reset, docs/decisions/0420). */
    clearLoginFailures: (id: string, tx: Db = db) => repo.clearLoginFailures(tx, id),

    /**
     * Checks a login. Unknown users cost a hash too, so timing does not tell which usernames exist. Five consecutive
     * failures lock the account for 15 minutes; while locked even the right password is refused.
     */
    async checkCredentials(username: string, password: string): Promise<CredentialCheck> {
      const player = await repo.findByUsername(db, username);
      if (!player) {
        dummyHash ??= hashPassword('kasa-timing-equaliser', config.passwordHashCost);
        await verifyPassword(password, await dummyHash);
        return { kind: 'wrong', player: null, attemptsLeft: null, lockedSeconds: null };
      }
      const now = clock.now();
      // Counted (and the lock set by the last allowed attempt) before the check, in one statement: a burst of
      // parallel attempts gets exactly LOGIN_MAX_FAILURES checks (docs/decisions/0420).
      const lockUntil = new Date(now.getTime() + LOGIN_LOCK_MINUTES * 60_000);
      const attempt = await repo.reserveLoginAttempt(db, player.id, LOGIN_MAX_FAILURES, lockUntil, now);
      if (attempt === null) {
        const until = (await repo.findLock(db, player.id))?.locked_until ?? lockUntil;
        return { kind: 'locked', player, seconds: secondsUntil(until, now) };
      }
      if (!(await verifyPassword(password, player.password_hash))) {
        return {
          kind: 'wrong',
          player,
          attemptsLeft: Math.max(0, LOGIN_MAX_FAILURES - attempt),
          lockedSeconds: attempt >= LOGIN_MAX_FAILURES ? secondsUntil(lockUntil, now) : null,
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
