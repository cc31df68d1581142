import type { ChangePasswordWithCodeRequest, RegisterRequest, SessionData } from '@kasa/contract/auth';
import type { Locale } from '@kasa/contract/constants';
import {
  DEFAULT_CURRENCY_ID,
  RESET_CODE_MAX_ATTEMPTS,
  RESET_CODE_TTL_SECONDS,
} from '@kasa/contract/constants';
import type { SessionHistoryData } from '@kasa/contract/customer';
import { kurusToLira } from '@kasa/contract/wallet';
import { AccountActivityType } from '@kasa/contract/enums';
import type { Db } from '../../db/create-db.ts';
import { AppError, badRequest, conflict, retryLater } from '../../lib/app-error.ts';
import { addSeconds, type Clock } from '../../lib/clock.ts';
import type { ClientInfo } from '../../lib/http.ts';
import { hashCode, newNumericCode, newSessionToken, sameHash, sha256 } from '../../lib/secrets.ts';
import { describeDevice } from '../../lib/user-agent.ts';
import type { AppEventBus } from '../../lib/app-events.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { MessagingService } from '../messaging/messaging.service.ts';
import type { PlayerRow, PlayersService } from '../players/players.service.ts';
import type { RateLimit, ThrottleService } from '../throttle/throttle.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { registerAttemptMail, resetCodeMail } from './auth.mail.ts';
import { resolveLocale } from '@kasa/contract/messages';
import * as repo from './auth.repository.ts';
import { createSessionCache, type CachedSession } from './auth.session-cache.ts';

/** Who is calling: set on the request by the authenticate pre-handler. */
export interface RequestAuth {
  playerId: string;
  sessionId: string;
}

// Abuse limits per IP address (and per username for recovery). Kept in the database: every node shares them.
/**
 * Login limits (docs/decisions/0420): per account the lock-out (players service, LOGIN_MAX_FAILURES); per address and
 * account 5 attempts in 15 minutes (a success forgets them); per address only a high cap, since a Turkish mobile
 * network puts thousands of players behind one carrier-grade NAT address.
 */
const LOGIN_FAILURES_PER_IP: RateLimit = { name: 'login-fail-ip', limit: 300, windowSeconds: 15 * 60 };
const LOGIN_ATTEMPTS_PER_IP_ACCOUNT: RateLimit = {
  name: 'login-ip-account',
  limit: 5,
  windowSeconds: 15 * 60,
};
/** `<username>:<ip>`: the username first, so a reset can forget every address's count on the account. */
const ipAccountKey = (username: string, ip: string) => `${username.toLowerCase()}:${ip}`;
const REGISTRATIONS_PER_IP: RateLimit = { name: 'register-ip', limit: 100, windowSeconds: 60 * 60 };
/**
 * Registrations that hit an existing username or e-mail, per address (docs/decisions/0440): the only way register could
 * still be used to test many usernames, so it pauses (429 with Retry-After) long before the registrations limit does.
 */
const REGISTER_COLLISIONS_PER_IP: RateLimit = {
  name: 'register-taken-ip',
  limit: 20,
  windowSeconds: 60 * 60,
};
const RESET_REQUESTS_PER_IP: RateLimit = { name: 'reset-ip', limit: 10, windowSeconds: 15 * 60 };
const RESET_REQUESTS_PER_USERNAME: RateLimit = { name: 'reset-user', limit: 5, windowSeconds: 15 * 60 };
const RESET_CHECKS_PER_IP: RateLimit = { name: 'reset-check-ip', limit: 30, windowSeconds: 15 * 60 };

/** last_seen_at is refreshed at most this often, so an active player does not cost a write per request. */
export const TOUCH_INTERVAL_MS = 60_000;

/** Cached token look-ups kept at most (about 200 bytes each). */
const SESSION_CACHE_MAX_ENTRIES = 200_000;

type CodeCheck = 'ok' | 'invalid' | 'expired' | 'attempts';

const CODE_ERRORS = {
  invalid: 'e.resetCodeInvalid',
  expired: 'e.resetCodeExpired',
  attempts: 'e.resetCodeAttempts',
} as const;

/**
 * What a registration answers (docs/decisions/0440): a session (a new username and a new address), or — for a new
 * username with an address that already has an account — no session and "check your e-mail", which is what a
 * registration whose address needs verifying answers: the account is not created and the address's owner is told.
 */
export type RegisterOutcome = { kind: 'session'; session: SessionData } | { kind: 'checkEmail' };

export interface AuthDeps {
  db: Db;
  clock: Clock;
  players: PlayersService;
  settings: SettingsService;
  throttle: ThrottleService;
  messaging: MessagingService;
  wallet: WalletService;
  /**
   * Where ended sessions are announced ('sessions.revoked': the real-time hub closes their sockets); this service
   * also listens to it, from every node, to forget them in its session cache.
   */
  events: Pick<AppEventBus, 'publish' | 'subscribe'>;
  /** How long a token look-up is trusted without the database (SESSION_CACHE_TTL_MS; 0: every look-up reads it). */
  sessionCacheTtlMs: number;
  /** A session ends after this long without a request (SESSION_IDLE_MINUTES; default 30 minutes). */
  sessionIdleMs?: number;
  /** A session ends this long after its login (SESSION_MAX_AGE_HOURS; default 24 hours). */
  sessionMaxAgeMs?: number;
}

export function createAuthService({
  db,
  clock,
  players,
  settings,
  throttle,
  messaging,
  wallet,
  events,
  sessionCacheTtlMs,
  sessionIdleMs = 30 * 60_000,
  sessionMaxAgeMs = 24 * 3_600_000,
}: AuthDeps) {
  const sessions = createSessionCache({
    ttlMs: sessionCacheTtlMs,
    maxEntries: SESSION_CACHE_MAX_ENTRIES,
    now: () => clock.now().getTime(),
  });
  // Every node's cache forgets ended sessions at once: local events and those relayed from other nodes alike.
  events.subscribe('sessions.revoked', (event) => sessions.revoke(event));
  /**
   * Token look-ups being read from the database now, so simultaneous requests with one token share one read — only
   * while no revocation came in meanwhile (a request that arrives after a logout must not take a read from before).
   */
  const reading = new Map<string, { epoch: number; read: Promise<CachedSession | null> }>();

  async function readSession(tokenHash: string, epoch: number): Promise<CachedSession | null> {
    const row = await repo.findOpenSessionByTokenHash(db, tokenHash);
    const session = row
      ? {
          playerId: row.player_id,
          sessionId: row.id,
          createdAt: row.created_at.getTime(),
          lastSeenAt: row.last_seen_at.getTime(),
          lastUsedAt: row.last_seen_at.getTime(),
        }
      : null;
    sessions.set(tokenHash, session, epoch);
    return session;
  }

  /** Ends a session that has expired: recorded once, then forgotten by every node's cache and the hub. */
  async function endExpiredSession(session: CachedSession, reason: 'idle' | 'lifetime'): Promise<void> {
    await repo.revokeSession(db, session.sessionId, reason, clock.now());
    events.publish('sessions.revoked', {
      playerId: session.playerId,
      sessionId: session.sessionId,
      keepSessionId: null,
      reason,
    });
  }

  /** The balance shown in the stored session: the withdrawable cash in lira, as `user/balance` answers it. */
  async function currentBalance(playerId: string): Promise<number> {
    return kurusToLira((await wallet.getBalances(playerId)).cash);
  }

  /**
   * Opens a session in `tx`. Call `remember` once `tx` has committed: the first request of the new session (the
   * balance, the hub's handshake) then finds it in the cache.
   */
  async function openSession(tx: Db, playerId: string, client: ClientInfo) {
    const token = newSessionToken();
    const now = clock.now();
    const epoch = sessions.epoch();
    const tokenHash = sha256(token);
    const remember = () =>
      sessions.set(
        tokenHash,
        {
          playerId,
          sessionId: session.id,
          createdAt: now.getTime(),
          lastSeenAt: now.getTime(),
          lastUsedAt: now.getTime(),
        },
        epoch,
      );
    const session = await repo.insertSession(tx, {
      player_id: playerId,
      token_hash: tokenHash,
      fingerprint: client.fingerprint,
      ip: client.ip,
      user_agent: client.userAgent,
      created_at: now,
      last_seen_at: now,
      revoked_at: null,
      revoke_reason: null,
    });
    return { token, session, remember };
  }

  function recordActivity(
    playerId: string,
    type: AccountActivityType,
    client: ClientInfo,
    sessionId: string | null = null,
    tx: Db = db,
  ) {
    return repo.insertActivity(tx, {
      player_id: playerId,
      type,
      session_id: sessionId,
      ip: client.ip,
      user_agent: client.userAgent,
      fingerprint: client.fingerprint,
      created_at: clock.now(),
    });
  }

  async function sessionData(
    player: PlayerRow,
    token: string,
    fingerprint: string | null,
  ): Promise<SessionData> {
    return {
      token,
      username: player.username,
      usercode: player.id,
      balance: await currentBalance(player.id),
      phone: player.phone,
      smsVerified: player.sms_verified,
      fingerprint,
      betsyCid: null,
      betsyUrl: null,
      betsyToken: null,
      betcoToken: null,
      betcoUrl: null,
    };
  }

  /** Checks the player's reset code inside `tx` (row locked); a wrong code counts an attempt. */
  async function checkResetCodeIn(tx: Db, playerId: string, code: string): Promise<CodeCheck> {
    const row = await repo.findResetCodeForUpdate(tx, playerId);
    if (!row) return 'invalid';
    if (row.used_at || row.expires_at <= clock.now()) return 'expired';
    if (row.attempts >= RESET_CODE_MAX_ATTEMPTS) return 'attempts';
    if (!sameHash(row.code_hash, hashCode('reset', playerId, code))) {
      await repo.countResetAttempt(tx, playerId);
      return 'invalid';
    }
    return 'ok';
  }

  /** Runs the code check in its own transaction and throws after it commits, so a wrong try stays counted. */
  async function assertResetCode(username: string, code: string): Promise<PlayerRow> {
    const player = await players.findByUsername(username);
    if (!player) throw badRequest('e.resetCodeInvalid');
    const result = await db.transaction().execute((tx) => checkResetCodeIn(tx, player.id, code));
    if (result !== 'ok') throw badRequest(CODE_ERRORS[result]);
    return player;
  }

  return {
    recordActivity,

    async register(input: RegisterRequest, client: ClientInfo): Promise<RegisterOutcome> {
      // Every attempt counts, and an address that keeps hitting existing accounts pauses (both with Retry-After).
      await throttle.consume(REGISTRATIONS_PER_IP, client.ip);
      await throttle.assertUnder(REGISTER_COLLISIONS_PER_IP, client.ip);
      if (!(await settings.findCountry(input.country, 'tr'))) throw badRequest('e.countryUnknown');
      if (input.currencyId !== DEFAULT_CURRENCY_ID) throw badRequest('v.invalid');
      const referrer = input.refId != null ? await players.findById(String(input.refId)) : null;
      if (input.refId != null && !referrer) throw badRequest('e.refIdUnknown');

      // Hashed first on every path, so the answer's timing is the same whether or not the address has an account.
      const passwordHash = await players.hashPassword(input.password);
      // A taken username keeps its clear message: the player has to pick another one.
      if (await players.findByUsername(input.username)) {
        await throttle.record(REGISTER_COLLISIONS_PER_IP, client.ip);
        throw conflict('e.usernameTaken');
      }
      const emailTaken = async (): Promise<RegisterOutcome> => {
        await throttle.record(REGISTER_COLLISIONS_PER_IP, client.ip);
        const owner = await players.findByEmail(input.email);
        if (owner) {
          await messaging.mail.send(
            registerAttemptMail(resolveLocale(owner.locale), owner.email, owner.username),
          );
        }
        return { kind: 'checkEmail' };
      };
      if (await players.findByEmail(input.email)) return emailTaken();

      const isFast = input.isFast === true;
      let created;
      try {
        created = await db.transaction().execute(async (tx) => {
          const player = await players.create(
            {
              username: input.username,
              email: input.email,
              passwordHash,
              name: input.name,
              surname: input.surname,
              phone: input.phone,
              personalNo: input.isFast ? null : input.PersonalNo,
              birthDate: input.isFast ? null : input.birthDate,
              countryId: input.country,
              currencyId: input.currencyId,
              trialBonus: input.trialBonus === 1,
              isFast,
              referrerId: referrer?.id ?? null,
            },
            tx,
          );
          await wallet.openAccounts(player.id, tx);
          await recordActivity(player.id, AccountActivityType.Register, client, null, tx);
          const { token, session, remember } = await openSession(tx, player.id, client);
          await recordActivity(player.id, AccountActivityType.Login, client, session.id, tx);
          return { player, token, remember };
        });
      } catch (error) {
        // Two registrations of one address at once: the unique index decides, and the loser is answered the same way.
        if (error instanceof AppError && error.messageRef === 'e.emailTaken') return emailTaken();
        if (error instanceof AppError && error.messageRef === 'e.usernameTaken')
          await throttle.record(REGISTER_COLLISIONS_PER_IP, client.ip);
        throw error;
      }
      created.remember();
      return {
        kind: 'session',
        session: await sessionData(created.player, created.token, client.fingerprint),
      };
    },

    async login(username: string, password: string, client: ClientInfo): Promise<SessionData> {
      await throttle.assertUnder(LOGIN_FAILURES_PER_IP, client.ip);
      // Counted before the check (one atomic upsert), so a parallel burst from one address gets 5 checks at most.
      const pair = await throttle.take(LOGIN_ATTEMPTS_PER_IP_ACCOUNT, ipAccountKey(username, client.ip));
      if (pair.hits > LOGIN_ATTEMPTS_PER_IP_ACCOUNT.limit) {
        throw retryLater(pair.secondsLeft, 'e.loginPaused', Math.ceil(pair.secondsLeft / 60));
      }
      const check = await players.checkCredentials(username, password);
      if (check.kind !== 'ok') {
        await throttle.record(LOGIN_FAILURES_PER_IP, client.ip);
        if (check.player) await recordActivity(check.player.id, AccountActivityType.FailedLogin, client);
        if (check.kind === 'locked')
          throw retryLater(check.seconds, 'e.accountLocked', Math.ceil(check.seconds / 60));
        if (check.lockedSeconds !== null) {
          throw retryLater(check.lockedSeconds, 'e.accountLocked', Math.ceil(check.lockedSeconds / 60));
        }
        const left = Math.min(
          LOGIN_ATTEMPTS_PER_IP_ACCOUNT.limit - pair.hits,
          check.attemptsLeft ?? Infinity,
        );
        throw badRequest(left === 1 ? 'e.invalidCredentialsLastTry' : 'e.invalidCredentials');
      }
      await throttle.forget(LOGIN_ATTEMPTS_PER_IP_ACCOUNT, ipAccountKey(username, client.ip));
      const { player } = check;
      // An operator's lock (docs/decisions/0440): told only to someone who knows the password.
      if (player.operator_locked_at !== null) throw new AppError(403, 'e.accountSuspended');
      const { token, remember } = await db.transaction().execute(async (tx) => {
        const { token, session, remember } = await openSession(tx, player.id, client);
        await recordActivity(player.id, AccountActivityType.Login, client, session.id, tx);
        return { token, remember };
      });
      remember();
      return sessionData(player, token, client.fingerprint);
    },

    async logout(auth: RequestAuth, client: ClientInfo): Promise<void> {
      await db.transaction().execute(async (tx) => {
        await repo.revokeSession(tx, auth.sessionId, 'logout', clock.now());
        await recordActivity(auth.playerId, AccountActivityType.Logout, client, auth.sessionId, tx);
      });
      events.publish('sessions.revoked', {
        playerId: auth.playerId,
        sessionId: auth.sessionId,
        keepSessionId: null,
        reason: 'logout',
      });
    },

    /**
     * The session a bearer token names, or null when it is unknown, forged, revoked or expired (idle for
     * SESSION_IDLE_MINUTES, older than SESSION_MAX_AGE_HOURS: docs/decisions/0420). Answered from the session cache
     * when it holds the token (no database read); last-seen is still written at most once a minute per session.
     */
    async authenticate(token: string, options: { background?: boolean } = {}): Promise<RequestAuth | null> {
      const tokenHash = sha256(token);
      let session = sessions.get(tokenHash);
      if (session === undefined) {
        const epoch = sessions.epoch();
        let running = reading.get(tokenHash);
        if (!running || running.epoch !== epoch) {
          const read = readSession(tokenHash, epoch).finally(() => {
            if (reading.get(tokenHash)?.read === read) reading.delete(tokenHash);
          });
          running = { epoch, read };
          reading.set(tokenHash, running);
        }
        session = await running.read;
      }
      if (!session) return null;
      const now = clock.now().getTime();
      // Idle timeout and absolute lifetime (docs/decisions/0420), checked on every request, cached or not: memory only,
      // and one write when a session is found expired.
      const idle = now - Math.max(session.lastUsedAt, session.lastSeenAt) >= sessionIdleMs;
      if (idle || now - session.createdAt >= sessionMaxAgeMs) {
        await endExpiredSession(session, idle ? 'idle' : 'lifetime');
        return null;
      }
      // A background poll (x-background: 1) is checked but is not the player's activity: it moves neither time.
      if (options.background) return { playerId: session.playerId, sessionId: session.sessionId };
      session.lastUsedAt = now;
      if (now - session.lastSeenAt >= TOUCH_INTERVAL_MS) {
        // Set before the write, so the requests of this minute do not all write it.
        session.lastSeenAt = now;
        await repo.touchSession(db, session.sessionId, new Date(now));
      }
      return { playerId: session.playerId, sessionId: session.sessionId };
    },

    /**
     * Changing the password ends every other session of the player; the one that changed it stays. The caller owns
     * `tx`: once it has committed, it calls `announceOtherSessionsRevoked` with the same arguments.
     */
    revokeOtherSessions: (playerId: string, keepSessionId: string, reason: string, tx: Db = db) =>
      repo.revokeSessions(tx, playerId, reason, clock.now(), keepSessionId),

    /**
     * Ends every site session of the player (an operator's lock, docs/decisions/0440) and announces it: the hub closes
     * their sockets, every node's cache forgets them, and the providers plugin revokes every game session.
     */
    async revokeAllSessions(playerId: string, reason: string): Promise<void> {
      await repo.revokeSessions(db, playerId, reason, clock.now(), null);
      events.publish('sessions.revoked', { playerId, sessionId: null, keepSessionId: null, reason });
    },

    /** After the commit of `revokeOtherSessions`: tells the hub to close those sessions' sockets. */
    announceOtherSessionsRevoked: (playerId: string, keepSessionId: string, reason: string) =>
      events.publish('sessions.revoked', { playerId, sessionId: null, keepSessionId, reason }),

    /**
     * Same answer whether or not the username exists (no account enumeration); per-IP and per-username limits keep
     * it from being used to flood a mailbox.
     */
    async sendResetPassword(username: string, client: ClientInfo, locale: Locale): Promise<void> {
      await throttle.consume(RESET_REQUESTS_PER_IP, client.ip);
      await throttle.consume(RESET_REQUESTS_PER_USERNAME, username.toLowerCase());
      const player = await players.findByUsername(username);
      if (!player) return;
      const code = newNumericCode();
      const now = clock.now();
      await repo.replaceResetCode(
        db,
        player.id,
        hashCode('reset', player.id, code),
        now,
        addSeconds(now, RESET_CODE_TTL_SECONDS),
      );
      await messaging.mail.send(resetCodeMail(locale, player.email, player.username, code));
    },

    /** Checks without consuming: the player enters the new password on the next step. */
    async checkResetCode(username: string, code: string, client: ClientInfo): Promise<void> {
      await throttle.consume(RESET_CHECKS_PER_IP, client.ip);
      await assertResetCode(username, code);
    },

    /** Consumes the code, sets the password and ends every session of the player. */
    async changePasswordWithCode(input: ChangePasswordWithCodeRequest, client: ClientInfo): Promise<void> {
      await throttle.consume(RESET_CHECKS_PER_IP, client.ip);
      const player = await assertResetCode(input.username, input.code);
      const passwordHash = await players.hashPassword(input.password);
      // Checked again under the row lock: a concurrent request may have used the code while we hashed.
      const result = await db.transaction().execute(async (tx) => {
        const check = await checkResetCodeIn(tx, player.id, input.code);
        if (check !== 'ok') return check;
        const now = clock.now();
        await repo.markResetCodeUsed(tx, player.id, now);
        await players.setPasswordHash(player.id, passwordHash, tx);
        await repo.revokeSessions(tx, player.id, 'password-reset', now, null);
        // The new password must work at once: a reset lifts the lock-out (docs/decisions/0420).
        await players.clearLoginFailures(player.id, tx);
        await recordActivity(player.id, AccountActivityType.PasswordReset, client, null, tx);
        return check;
      });
      if (result !== 'ok') throw badRequest(CODE_ERRORS[result]);
      await throttle.forgetPrefix(LOGIN_ATTEMPTS_PER_IP_ACCOUNT, `${player.username.toLowerCase()}:`);
      events.publish('sessions.revoked', {
        playerId: player.id,
        sessionId: null,
        keepSessionId: null,
        reason: 'password-reset',
      });
    },

    async sessionHistory(auth: RequestAuth, skip: number, take: number): Promise<SessionHistoryData> {
      const [rows, total] = await Promise.all([
        repo.listActivity(db, auth.playerId, skip, take),
        repo.countActivity(db, auth.playerId),
      ]);
      return {
        total,
        items: rows.map((row) => {
          const hasSession = row.session_id !== null;
          return {
            id: row.id,
            type: row.type as AccountActivityType,
            time: row.created_at.toISOString(),
            ip: row.ip,
            device: describeDevice(row.user_agent),
            userAgent: row.user_agent,
            fingerprint: row.fingerprint,
            isActive: hasSession && row.type === AccountActivityType.Login && row.session_revoked_at === null,
            isCurrent:
              hasSession && row.type === AccountActivityType.Login && row.session_id === auth.sessionId,
          };
        }),
      };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
