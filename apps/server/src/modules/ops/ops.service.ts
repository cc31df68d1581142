import { LOGIN_LOCK_MINUTES, LOGIN_MAX_FAILURES } from '@kasa/contract/constants';
import type {
  OperatorRole,
  OpsAuditEntry,
  OpsAuditPage,
  OpsAuditQuery,
  OpsCreatedOperator,
  OpsLoginChallenge,
  OpsMe,
  OpsOperator,
  OpsPayment,
  OpsSession,
} from '@kasa/contract/ops';
import { TransactionStatus, TransactionType } from '@kasa/contract/enums';
import type { Db } from '../../db/create-db.ts';
import { AppError, badRequest, conflict, retryLater, unauthorized } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ClientInfo } from '../../lib/http.ts';
import { hashPassword, needsRehash, newSessionToken, sha256, verifyPassword } from '../../lib/secrets.ts';
import type { PaymentService } from '../payment/payment.service.ts';
import type { RateLimit, ThrottleService } from '../throttle/throttle.service.ts';
import { abilityFor, type OpsAbility } from './ops.permissions.ts';
import { isSealed, openSecret, sealSecret } from '../../lib/secret-box.ts';
import * as repo from './ops.repository.ts';
import type { OperatorAuditRow, OperatorRow } from './ops.table.ts';
import { matchTotpStep, newTotpSecret, otpauthUri } from './ops.totp.ts';

/** The signed-in operator of a request (set by the guard, ops.guard.ts). */
export interface OperatorAuth {
  operatorId: string;
  username: string;
  roles: OperatorRole[];
  sessionId: string;
  ability: OpsAbility;
}

/** Who did something, for the audit log: a signed-in operator, or someone with no session (a sign-in, the host). */
export interface AuditActor {
  operatorId: string | null;
  actor: string;
  ip: string | null;
  requestId: string | null;
}

/** The name of an operator in audit trails of other modules (payments' decided_by, KYC's reviewed_by). */
export const actorName = (operator: { operatorId: string; username: string }) =>
  `operator:${operator.operatorId}:${operator.username}`;

/** The password step's answer is valid this long. */
const CHALLENGE_TTL_MS = 5 * 60_000;
/** Per address, failed operator sign-in steps (any account): far fewer people sign in here than on the site. */
const OPS_LOGIN_FAILURES_PER_IP: RateLimit = { name: 'ops-login-fail-ip', limit: 30, windowSeconds: 15 * 60 };
/** last_seen_at is written at most this often per session. */
const TOUCH_INTERVAL_MS = 30_000;

export interface OpsServiceDeps {
  db: Db;
  clock: Clock;
  throttle: ThrottleService;
  payment: Pick<PaymentService, 'decide' | 'opsPayment' | 'listPending'>;
  passwordHashCost: number;
  /** A session ends after this long without a call (OPERATOR_SESSION_IDLE_MINUTES). */
  sessionIdleMs: number;
  /** A session ends this long after its sign-in (OPERATOR_SESSION_MAX_AGE_HOURS). */
  sessionMaxAgeMs: number;
  /** Withdrawals above this many lira need a second operator to release them (FOUR_EYES_WITHDRAWAL_LIRA). */
  fourEyesLira: number;
  /** OPERATOR_SECRET_KEY: TOTP secrets are sealed with it at rest. */
  secretKey: Buffer;
}

export interface NewOperator {
  username: string;
  password: string;
  roles: readonly OperatorRole[];
}

function toOperator(
  row: Pick<OperatorRow, 'id' | 'username' | 'roles' | 'disabled_at' | 'created_at'>,
): OpsOperator {
  return {
    id: row.id,
    username: row.username,
    roles: row.roles as OperatorRole[],
    disabled: row.disabled_at !== null,
    createdAt: row.created_at.toISOString(),
  };
}

function toAuditEntry(row: OperatorAuditRow): OpsAuditEntry {
  return {
    id: row.id,
    operatorId: row.operator_id,
    actor: row.actor,
    action: row.action,
    route: row.route,
    targetType: row.target_type,
    targetId: row.target_id,
    before: row.before,
    after: row.after,
    status: row.status,
    ip: row.ip,
    requestId: row.request_id,
    createdAt: row.created_at.toISOString(),
  };
}

export async function recordAudit(
  db: Db,
  clock: Clock,
  who: AuditActor,
  what: {
    action: string;
    route?: string | null;
    targetType?: string | null;
    targetId?: string | null;
    before?: unknown;
    after?: unknown;
    status?: number | null;
  },
): Promise<void> {
  await repo.insertAudit(db, {
    operatorId: who.operatorId,
    actor: who.actor,
    action: what.action,
    route: what.route ?? null,
    targetType: what.targetType ?? null,
    targetId: what.targetId ?? null,
    before: what.before ?? null,
    after: what.after ?? null,
    status: what.status ?? null,
    ip: who.ip,
    requestId: who.requestId,
    now: clock.now(),
  });
}

/**
 * Makes an operator account and its TOTP secret, audited in the same transaction. Used by the admin's call, the
 * command line on the server's host (`npm run ops -- create-operator`) and the development seed.
 */
export async function createOperatorAccount(
  db: Db,
  clock: Clock,
  passwordHashCost: number,
  /** OPERATOR_SECRET_KEY: the TOTP secret is stored sealed with it (lib/secret-box.ts). */
  secretKey: Buffer,
  input: NewOperator,
  /** Audited here, in the account's transaction; null when the caller's own audit row records it (the ops call). */
  who: AuditActor | null,
  totpSecret: string = newTotpSecret(),
): Promise<OpsCreatedOperator> {
  const passwordHash = await hashPassword(input.password, passwordHashCost);
  const username = input.username.toLowerCase();
  const roles = [...new Set(input.roles)];
  const row = await db.transaction().execute(async (tx) => {
    const inserted = await repo.insertOperator(tx, {
      username,
      passwordHash,
      totpSecret: sealSecret(totpSecret, secretKey),
      roles,
      now: clock.now(),
    });
    if (!inserted) return undefined;
    if (who)
      await recordAudit(tx, clock, who, {
        action: 'operator.create',
        targetType: 'operator',
        targetId: inserted.id,
        after: { username, roles },
      });
    return inserted;
  });
  if (!row) throw conflict('e.operatorExists');
  return { operator: toOperator(row), totpSecret, otpauthUri: otpauthUri(totpSecret, username) };
}

/** Operator accounts, their two-step sign-in and sessions, the four-eyes rule, and the audit log's search. */
export function createOpsService(deps: OpsServiceDeps) {
  const {
    db,
    clock,
    throttle,
    payment,
    passwordHashCost,
    sessionIdleMs,
    sessionMaxAgeMs,
    fourEyesLira,
    secretKey,
  } = deps;
  let dummyHash: Promise<string> | null = null;

  const anonymous = (username: string, client: ClientInfo, requestId: string | null): AuditActor => ({
    operatorId: null,
    actor: `login:${username.toLowerCase().slice(0, 40)}`,
    ip: client.ip,
    requestId,
  });
  const asOperator = (
    row: Pick<OperatorRow, 'id' | 'username'>,
    client: ClientInfo,
    requestId: string | null,
  ) => ({
    operatorId: row.id,
    actor: actorName({ operatorId: row.id, username: row.username }),
    ip: client.ip,
    requestId,
  });
  const lockedError = (until: Date | null | undefined, now: Date) => {
    const seconds = Math.max(1, Math.ceil(((until?.getTime() ?? now.getTime()) - now.getTime()) / 1000));
    return retryLater(seconds, 'e.accountLocked', Math.ceil(seconds / 60));
  };

  /** A failed step: counted per address, audited, and answered with the lock when this attempt set it. */
  async function failedStep(
    row: OperatorRow | undefined,
    username: string,
    client: ClientInfo,
    requestId: string | null,
    action: string,
    attempt: number | null,
    lockUntil: Date,
  ): Promise<AppError> {
    await throttle.record(OPS_LOGIN_FAILURES_PER_IP, client.ip);
    const locked = attempt !== null && attempt >= LOGIN_MAX_FAILURES;
    await recordAudit(
      db,
      clock,
      row ? asOperator(row, client, requestId) : anonymous(username, client, requestId),
      {
        action,
        targetType: 'operator',
        targetId: row?.id ?? null,
        after: { failedAttempts: attempt, locked },
        status: locked ? 429 : 400,
      },
    );
    if (locked) return lockedError(lockUntil, clock.now());
    return action === 'auth.totp-failed' ? badRequest('e.totpInvalid') : badRequest('e.invalidCredentials');
  }

  return {
    /** An admin's call: its audit row is the call's own (plugins/operator.ts). */
    createOperator: (input: NewOperator) =>
      createOperatorAccount(db, clock, passwordHashCost, secretKey, input, null),

    /**
     * Step 1: the password. Each attempt is counted before the check (one statement, as for players): five failures of
     * either step lock the account for 15 minutes, even against the right password. A right password gives its
     * attempt back but does not clear the count: only a right code does, so the password alone buys no code guesses.
     */
    async login(
      username: string,
      password: string,
      client: ClientInfo,
      requestId: string | null,
    ): Promise<OpsLoginChallenge> {
      await throttle.assertUnder(OPS_LOGIN_FAILURES_PER_IP, client.ip);
      const row = await repo.findOperatorByUsername(db, username);
      const now = clock.now();
      const lockUntil = new Date(now.getTime() + LOGIN_LOCK_MINUTES * 60_000);
      if (!row || row.disabled_at) {
        // Same cost as a real check, so timing does not tell which usernames exist.
        dummyHash ??= hashPassword('kasa-operator-timing-equaliser', passwordHashCost);
        await verifyPassword(password, await dummyHash);
        throw await failedStep(row, username, client, requestId, 'auth.password-failed', null, lockUntil);
      }
      const attempt = await repo.reserveAttempt(db, row.id, LOGIN_MAX_FAILURES, lockUntil, now);
      if (attempt === null) {
        await recordAudit(db, clock, asOperator(row, client, requestId), {
          action: 'auth.locked',
          targetType: 'operator',
          targetId: row.id,
          status: 429,
        });
        throw lockedError((await repo.findOperatorById(db, row.id))?.locked_until, now);
      }
      if (!(await verifyPassword(password, row.password_hash))) {
        throw await failedStep(row, username, client, requestId, 'auth.password-failed', attempt, lockUntil);
      }
      await repo.refundAttempt(db, row.id, LOGIN_MAX_FAILURES);
      if (needsRehash(row.password_hash, passwordHashCost)) {
        await repo.setPasswordHash(db, row.id, await hashPassword(password, passwordHashCost), now);
      }
      // Spent steps are kept a day for the record, then forgotten.
      await repo.deleteOldChallenges(db, new Date(now.getTime() - 86_400_000));
      const challenge = newSessionToken();
      const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
      await repo.insertChallenge(db, {
        tokenHash: sha256(challenge),
        operatorId: row.id,
        ip: client.ip,
        now,
        expiresAt,
      });
      await recordAudit(db, clock, asOperator(row, client, requestId), {
        action: 'auth.password',
        targetType: 'operator',
        targetId: row.id,
        status: 200,
      });
      return { challenge, expiresAt: expiresAt.toISOString() };
    },

    /**
     * Step 2: the code. The challenge is spent by any try; the code must be current (one step of drift either way),
     * and a code whose step was already used — a replay, even inside its window — is refused.
     */
    async verifyTotp(
      challenge: string,
      code: string,
      client: ClientInfo,
      requestId: string | null,
    ): Promise<OpsSession> {
      await throttle.assertUnder(OPS_LOGIN_FAILURES_PER_IP, client.ip);
      const now = clock.now();
      const operatorId = await repo.useChallenge(db, sha256(challenge), now);
      if (!operatorId) throw badRequest('e.loginChallengeExpired');
      const row = await repo.findOperatorById(db, operatorId);
      if (!row || row.disabled_at) throw badRequest('e.loginChallengeExpired');
      const lockUntil = new Date(now.getTime() + LOGIN_LOCK_MINUTES * 60_000);
      const attempt = await repo.reserveAttempt(db, row.id, LOGIN_MAX_FAILURES, lockUntil, now);
      if (attempt === null) throw lockedError((await repo.findOperatorById(db, row.id))?.locked_until, now);
      const step = matchTotpStep(openSecret(row.totp_secret, secretKey), code, now);
      if (step === null || !(await repo.useTotpStep(db, row.id, step))) {
        throw await failedStep(row, row.username, client, requestId, 'auth.totp-failed', attempt, lockUntil);
      }
      await repo.clearFailures(db, row.id);
      // A secret stored before sealing existed is sealed now that it has proved itself.
      if (!isSealed(row.totp_secret)) {
        await repo.setTotpSecret(db, row.id, sealSecret(row.totp_secret, secretKey), now);
      }
      const token = newSessionToken();
      const session = await db.transaction().execute(async (tx) => {
        const session = await repo.insertSession(tx, {
          operatorId: row.id,
          tokenHash: sha256(token),
          ip: client.ip,
          userAgent: client.userAgent,
          now,
        });
        await recordAudit(tx, clock, asOperator(row, client, requestId), {
          action: 'auth.login',
          targetType: 'operator-session',
          targetId: session.id,
          status: 200,
        });
        return session;
      });
      return {
        token,
        operator: toOperator(row),
        expiresAt: new Date(session.created_at.getTime() + sessionMaxAgeMs).toISOString(),
        idleMinutes: Math.round(sessionIdleMs / 60_000),
      };
    },

    /**
     * The operator a bearer token names, or null: unknown, revoked, disabled, idle for longer than the idle timeout or
     * older than the lifetime (an expired session is ended, once). Read from the database on every call: operator
     * calls are few, and a role change or a disable must hold at once on every node.
     */
    async authenticate(token: string): Promise<OperatorAuth | null> {
      const row = await repo.findOpenSession(db, sha256(token));
      if (!row) return null;
      const now = clock.now();
      const reason = row.disabled_at
        ? 'disabled'
        : now.getTime() - row.last_seen_at.getTime() >= sessionIdleMs
          ? 'idle'
          : now.getTime() - row.created_at.getTime() >= sessionMaxAgeMs
            ? 'lifetime'
            : null;
      if (reason) {
        await repo.revokeSession(db, row.session_id, reason, now);
        return null;
      }
      if (now.getTime() - row.last_seen_at.getTime() >= TOUCH_INTERVAL_MS) {
        await repo.touchSession(db, row.session_id, now);
      }
      const roles = row.roles as OperatorRole[];
      return {
        operatorId: row.operator_id,
        username: row.username,
        roles,
        sessionId: row.session_id,
        ability: abilityFor(roles),
      };
    },

    async logout(auth: OperatorAuth): Promise<void> {
      await repo.revokeSession(db, auth.sessionId, 'logout', clock.now());
    },

    async me(auth: OperatorAuth): Promise<OpsMe> {
      const row = await repo.findOperatorById(db, auth.operatorId);
      if (!row) throw unauthorized();
      const can = auth.ability.rules.flatMap((rule) => {
        const actions = Array.isArray(rule.action) ? rule.action : [rule.action];
        const subjects = Array.isArray(rule.subject) ? rule.subject : [rule.subject ?? 'all'];
        return actions.flatMap((action) => subjects.map((subject) => [action, subject] as [string, string]));
      });
      return { ...toOperator(row), can };
    },

    async listOperators(): Promise<OpsOperator[]> {
      return (await repo.listOperators(db)).map(toOperator);
    },

    /** Roles or the disabled flag; disabling ends the operator's sessions. An admin cannot lock themself out. */
    async updateOperator(
      auth: OperatorAuth,
      id: string,
      change: { roles?: OperatorRole[] | undefined; disabled?: boolean | undefined },
    ): Promise<{ before: OpsOperator; after: OpsOperator }> {
      if (
        id === auth.operatorId &&
        (change.disabled === true || (change.roles && !change.roles.includes('admin')))
      )
        throw conflict('e.operatorSelf');
      return db.transaction().execute(async (tx) => {
        const current = await repo.findOperatorById(tx, id);
        if (!current) throw new AppError(404, 'e.operatorUnknown');
        const now = clock.now();
        const updated = await repo.updateOperator(
          tx,
          id,
          {
            ...(change.roles ? { roles: [...new Set(change.roles)] } : {}),
            ...(change.disabled !== undefined
              ? { disabledAt: change.disabled ? (current.disabled_at ?? now) : null }
              : {}),
          },
          now,
        );
        if (!updated) throw new AppError(404, 'e.operatorUnknown');
        if (change.disabled === true) await repo.revokeOperatorSessions(tx, id, 'disabled', now);
        return { before: toOperator(current), after: toOperator(updated) };
      });
    },

    /** Pending payments, each large withdrawal with its first approval when it has one. */
    async listPending(): Promise<OpsPayment[]> {
      const pending = await payment.listPending();
      const approvals = await repo.listApprovals(
        db,
        pending.filter((p) => p.type === TransactionType.Withdraw).map((p) => p.reference),
      );
      const byReference = new Map(approvals.map((a) => [a.reference, a]));
      return pending.map((p) => {
        const approval = byReference.get(p.reference);
        return {
          ...p,
          approval: approval
            ? {
                operatorId: approval.operator_id,
                actor: actorName({ operatorId: approval.operator_id, username: approval.username }),
                approvedAt: approval.approved_at.toISOString(),
              }
            : null,
        };
      });
    },

    /**
     * Approves a withdrawal. Up to the four-eyes threshold the money leaves at once; above it this is the first
     * approval, and a different operator releases it (`releaseWithdrawal`).
     */
    async approveWithdrawal(
      auth: OperatorAuth,
      reference: string,
      note: string | null,
    ): Promise<{ payment: OpsPayment; awaitingRelease: boolean; before: OpsPayment | null }> {
      const before = await payment.opsPayment(reference);
      if (
        before &&
        before.type === TransactionType.Withdraw &&
        before.status === TransactionStatus.Pending &&
        before.amount > fourEyesLira
      ) {
        const approval = await repo.insertApproval(db, {
          reference,
          operatorId: auth.operatorId,
          note,
          now: clock.now(),
        });
        if (!approval) throw new AppError(404, 'e.paymentUnknown');
        if (approval.operator_id !== auth.operatorId) {
          throw conflict(
            'e.fourEyesAlreadyApproved',
            actorName({ operatorId: approval.operator_id, username: approval.username }),
          );
        }
        const approved = {
          ...before,
          approval: {
            operatorId: approval.operator_id,
            actor: actorName(auth),
            approvedAt: approval.approved_at.toISOString(),
          },
        };
        return { payment: approved, awaitingRelease: true, before };
      }
      const decided = await payment.decide(reference, 'approve-withdrawal', actorName(auth), note);
      return { payment: decided, awaitingRelease: false, before };
    },

    /** The second eye: a different operator than the one who approved releases the money. */
    async releaseWithdrawal(
      auth: OperatorAuth,
      reference: string,
      note: string | null,
    ): Promise<{ payment: OpsPayment; before: OpsPayment | null }> {
      const before = await payment.opsPayment(reference);
      const approval = await repo.findApproval(db, reference);
      if (!approval) throw conflict('e.fourEyesNotApproved');
      if (approval.operator_id === auth.operatorId) throw conflict('e.fourEyesSameOperator');
      const approver = actorName({ operatorId: approval.operator_id, username: approval.username });
      const decided = await payment.decide(
        reference,
        'approve-withdrawal',
        actorName(auth),
        [`approved by ${approver}`, note].filter(Boolean).join('; '),
      );
      return { payment: decided, before };
    },

    async searchAudit(query: OpsAuditQuery): Promise<OpsAuditPage> {
      const filter: repo.AuditFilter = {
        operatorId: query.operatorId,
        action: query.action,
        targetType: query.targetType,
        targetId: query.targetId,
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
      };
      const [rows, total] = await Promise.all([
        repo.searchAudit(db, filter, query.skip, query.take),
        repo.countAudit(db, filter),
      ]);
      return { total, items: rows.map(toAuditEntry) };
    },

    record: (who: AuditActor, what: Parameters<typeof recordAudit>[3]) => recordAudit(db, clock, who, what),
  };
}

export type OpsService = ReturnType<typeof createOpsService>;

/** How many of the withdrawals `references` one operator approved and a second must release (four-eyes). */
export async function countApprovedWithdrawals(db: Db, references: readonly string[]): Promise<number> {
  return (await repo.listApprovals(db, references)).length;
}
