import { randomInt } from 'node:crypto';
import { z } from 'zod';
import type { Locale } from '@kasa/contract/constants';
import { NotificationType, TransactionStatus, TransactionType } from '@kasa/contract/enums';
import type { MessageKey } from '@kasa/contract/messages';
import type { Notification } from '@kasa/contract/notification';
import type {
  DepositRequest,
  PaymentDetailField,
  PaymentHistoryData,
  PaymentHistoryRequest,
  PaymentMethod,
  WithdrawRequest,
} from '@kasa/contract/payment';
import type { OpsPaymentMethod, OpsPaymentMethodUpdate } from '@kasa/contract/ops-backoffice';
import { kurusToLira, liraToKurus } from '@kasa/contract/wallet';
import type { Db } from '../../db/create-db.ts';
import { AppError, badRequest, conflict } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { formatKurus, kurusFromDb } from '../../lib/money.ts';
import type { NotificationService } from '../notification/notification.service.ts';
import type { PlayersService } from '../players/players.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { BANK_TRANSFER_ACCOUNT, USDT_DEPOSIT_ADDRESS, type MethodField } from './payment.methods.ts';
import * as repo from './payment.repository.ts';
import type { PaymentMethodRow, PaymentRow } from './payment.table.ts';
import { validateDetail } from './payment.validation.ts';
import type { PaymentProvider, ProviderPaymentState } from './payment.provider.ts';
import { checkSandboxSignature } from './sandbox-gateway/sandbox.signature.ts';
import type { PlayerProtection } from '../responsible-gaming/responsible-gaming.service.ts';

/** What a player-facing call answers besides its data: the success message reference and its arguments. */
export interface Answer<T> {
  data: T;
  message: MessageKey;
  args: Array<string | number>;
}

export type OperatorAction =
  'approve-withdrawal' | 'reject-withdrawal' | 'confirm-deposit' | 'reject-deposit';

/** A provider's report of a payment's outcome: its webhook, or its answer to a status query. */
interface ProviderOutcome {
  providerReference: string;
  reference: string;
  amount: number;
  currency: string;
  status: 'paid' | 'declined';
}

/** What asking the provider did (reconciliation, the operator's action). */
export interface ReconcileResult {
  provider: ProviderPaymentState;
  outcome: 'confirmed' | 'rejected' | 'replayed' | 'pending';
  payment: OpsPayment;
}

/** Reconciliation asks about a Pending PSP deposit this long after it was made (the webhook usually came long before). */
export const RECONCILE_AFTER_MS = 5 * 60 * 1000;
/** … and stops asking once it is this old (the PSP's outbox has given up long before; an operator still can). */
export const RECONCILE_UNTIL_MS = 3 * 24 * 60 * 60 * 1000;
/** Deposits one reconciliation tick asks about at most. */
const RECONCILE_BATCH = 100;
/** Every minute (cron, UTC): reconciliation of Pending PSP deposits (one node per tick). */
export const PAYMENT_RECONCILE_CRON = '* * * * *';

/** A payment as operators see it (lira, like the API). */
export interface OpsPayment {
  reference: string;
  type: TransactionType;
  status: TransactionStatus;
  method: string;
  amount: number;
  playerId: string;
  username: string | null;
  detail: Record<string, string | number>;
  providerReference: string | null;
  decidedBy: string | null;
  note: string | null;
  createdAt: string;
  updatedAt: string;
}

const SandboxWebhookBody = z.object({
  providerReference: z.string().min(1).max(100),
  reference: z.string().min(1).max(40),
  amount: z.number().int().positive(),
  currency: z.string(),
  status: z.enum(['paid', 'declined']),
});

// No 0/O, 1/I/L: a reference is read out over the phone and typed into bank-transfer descriptions.
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const newReference = (prefix: 'DP' | 'WD') =>
  `${prefix}-${Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;

const TURKIYE_OFFSET = '+03:00';
const TURKIYE_OFFSET_MS = 3 * 60 * 60 * 1000;
const METHOD_CACHE_MS = 60_000;
const dayStart = (day: string) => new Date(`${day}T00:00:00${TURKIYE_OFFSET}`);
const nextDayStart = (day: string) => new Date(dayStart(day).getTime() + 24 * 60 * 60 * 1000);

const { Confirmed, Pending, Rejected } = TransactionStatus;
const { Deposit, Withdraw } = TransactionType;

export const logoAddress = (logo: string) => `/api/payment/logo/${logo}.svg`;

const title = (row: Pick<PaymentMethodRow, 'title_tr' | 'title_en'>, locale: Locale) =>
  locale === 'en' ? row.title_en : row.title_tr;

/** The limits players get: the operator's (docs/decisions/0513) where set, else the method's definition. */
function limitsOf(row: PaymentMethodRow) {
  return {
    min: kurusFromDb(row.operator_min_amount ?? row.min_amount),
    max: kurusFromDb(row.operator_max_amount ?? row.max_amount),
  };
}

/** Offered to players: in the site's definition and not switched off by an operator. */
const isOffered = (row: PaymentMethodRow) => row.is_active && !row.operator_disabled;

function toOpsMethod(row: PaymentMethodRow, locale: Locale): OpsPaymentMethod {
  const limits = limitsOf(row);
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    title: locale === 'en' ? row.title_en : row.title_tr,
    provider: row.provider,
    isRedirect: row.is_redirect,
    available: row.is_active,
    enabled: !row.operator_disabled,
    min: kurusToLira(limits.min),
    max: kurusToLira(limits.max),
    defaultMin: kurusToLira(kurusFromDb(row.min_amount)),
    defaultMax: kurusToLira(kurusFromDb(row.max_amount)),
    sortOrder: row.operator_sort_order ?? row.sort_order,
  };
}

export interface PaymentDeps {
  db: Db;
  clock: Clock;
  webhookSecret: string;
  wallet: WalletService;
  players: PlayersService;
  notification: NotificationService;
  /** The payment provider behind redirect deposits (the sandbox PSP by default). */
  gateway: PaymentProvider;
  log?: { warn(details: object, message: string): void; info(details: object, message: string): void };
  /** Told of each confirmed deposit (the bonus module: first-deposit bonus). */
  depositHooks?: DepositHooks | undefined;
  /** Asked about each withdrawal before it commits (the kyc module: identity and the holder's name). */
  withdrawalRules?: WithdrawalRules | undefined;
  /** Player protection: a deposit over a limit, or during a time-out or self-exclusion, is refused. */
  protection?: Pick<PlayerProtection, 'assertMayDeposit'> | undefined;
}

/**
 * Called once per withdrawal inside its transaction, after the amount is reserved (the reservation locks the player's
 * cash, so two withdrawals of one player are checked one after the other and the day's total is exact). Throws the
 * refusal the player sees; the transaction then writes nothing.
 */
export interface WithdrawalRules {
  checkWithdrawal(
    check: {
      playerId: string;
      amount: number;
      holderName: string | null;
      withdrawnToday: number;
      hasEarlierWithdrawal: boolean;
    },
    trx: Db,
  ): Promise<void>;
}

/**
 * Called inside a deposit's confirming transaction, after its status change and before its ledger credit, so the
 * hook's own locks (taken before wallet rows) keep one lock order. Must not throw for its own failures (the deposit
 * is applied regardless); returns notifications to publish after the commit.
 */
export interface DepositHooks {
  onDepositConfirmed(
    event: { playerId: string; amount: number; reference: string; firstDeposit: boolean },
    trx: Db,
  ): Promise<Array<{ playerId: string; notification: Notification }>>;
}

/**
 * Payments: methods and their forms, deposits (through the sandbox PSP or confirmed by an operator), withdrawals
 * (reserved at once, then approved or rejected), history. Every status change and its ledger movement, audit row and
 * notification commit in one transaction; notifications are published after the commit.
 */
export function createPaymentService({
  db,
  clock,
  webhookSecret,
  wallet,
  players,
  notification,
  gateway,
  depositHooks,
  withdrawalRules,
  protection,
  log,
}: PaymentDeps) {
  const pspActor = `psp:${gateway.name}`;
  /**
   * A deposit just became Confirmed in `trx`: tells the hooks. `firstDeposit` when the caller knows it already (the
   * webhook's one statement read it); otherwise: no other confirmed deposit.
   */
  async function depositConfirmed(trx: Db, payment: PaymentRow, firstDeposit?: boolean) {
    if (!depositHooks) return [];
    return depositHooks.onDepositConfirmed(
      {
        playerId: payment.player_id,
        amount: kurusFromDb(payment.amount),
        reference: payment.reference,
        firstDeposit: firstDeposit ?? !(await repo.hasConfirmedDeposit(trx, payment.player_id, payment.id)),
      },
      trx,
    );
  }

  // Methods change only with the seed (at start) today; each node re-reads them every minute so a change made
  // elsewhere lands, and `invalidateMethods` drops them at once (an operator's edit, when one exists).
  let methodCache: { rows: Map<number, PaymentMethodRow>; until: number } | null = null;
  // Inside a transaction pass it: on PGlite (one session) a read on `db` there would wait for the transaction forever.
  async function methods(executor: Db = db): Promise<Map<number, PaymentMethodRow>> {
    const now = Date.now();
    if (methodCache && methodCache.until > now) return methodCache.rows;
    const rows = new Map((await repo.listMethods(executor)).map((row) => [row.id, row]));
    methodCache = { rows, until: now + METHOD_CACHE_MS };
    return rows;
  }
  const findMethod = async (id: number, executor: Db = db) => (await methods(executor)).get(id);

  async function activeMethod(id: number, type: TransactionType): Promise<PaymentMethodRow> {
    const row = await findMethod(id);
    if (!row || !isOffered(row) || row.type !== type) throw new AppError(404, 'e.paymentMethodUnknown');
    return row;
  }

  /** A player's new Pending payment and its first audit row ("…-requested"), one statement in the caller's transaction. */
  async function openPayment(
    trx: Db,
    request: { playerId: string; methodId: number; type: number; amount: number; values: unknown; now: Date },
  ): Promise<PaymentRow> {
    const isDeposit = request.type === Deposit;
    // 31^6 ≈ 887 million references: a clash is rare, and a clash only means drawing again.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const row = await repo.insertPaymentWithAudit(
        trx,
        {
          reference: newReference(isDeposit ? 'DP' : 'WD'),
          player_id: request.playerId,
          method_id: request.methodId,
          type: request.type,
          amount: String(request.amount),
          status: Pending,
          provider_reference: null,
          detail: JSON.stringify(request.values),
          note: null,
          decided_by: null,
          decided_at: null,
          created_at: request.now,
          updated_at: request.now,
        },
        {
          actor: `player:${request.playerId}`,
          action: isDeposit ? 'deposit-requested' : 'withdrawal-requested',
        },
      );
      if (row) return row;
    }
    throw new Error('could not draw a free payment reference');
  }

  /** A PSP-confirmed deposit's ledger credit, keyed by the PSP's own reference. */
  function credit(trx: Db, payment: PaymentRow, providerReference: string) {
    return wallet.creditDeposit(
      {
        key: `psp:${gateway.name}:${providerReference}`,
        playerId: payment.player_id,
        amount: kurusFromDb(payment.amount),
        meta: { reference: payment.reference },
      },
      trx,
    );
  }

  function publishAll(created: Array<{ playerId: string; notification: Notification }>) {
    for (const c of created) notification.publish(c.playerId, c.notification);
  }

  /** Writes the notification of a decision (in the player's language) in `trx`. */
  function notifyOutcome(trx: Db, payment: PaymentRow, kind: 'confirmed' | 'rejected' | 'requested') {
    const deposit = payment.type === Deposit;
    const keys = {
      confirmed: deposit ? 'n.depositConfirmed' : 'n.withdrawApproved',
      rejected: deposit ? 'n.depositRejected' : 'n.withdrawRejected',
      requested: 'n.withdrawRequested',
    } as const;
    const key = keys[kind];
    return notification.create(
      {
        playerId: payment.player_id,
        type: deposit ? NotificationType.Deposit : NotificationType.Withdraw,
        title: `${key}.title`,
        note: `${key}.note`,
        args: [formatKurus(kurusFromDb(payment.amount)), payment.reference],
      },
      trx,
    );
  }

  /**
   * A provider's outcome applied once: the matching Pending redirect deposit decided (status, ledger credit keyed by
   * the provider's reference, audit, notification) in one transaction, the row locked so concurrent reports (webhook
   * redeliveries, reconciliation, an operator's ask) queue; the later ones find it decided and are replays (the same
   * outcome) or 409 (the opposite). 404 unknown or not a PSP deposit; 409 amount, currency or provider reference differ.
   */
  async function applyProviderOutcome(
    event: ProviderOutcome,
    source: { actor: string; note: string | null },
  ): Promise<{ payment: PaymentRow; replayed: boolean; method: PaymentMethodRow | undefined }> {
    const target = event.status === 'paid' ? Confirmed : Rejected;
    const redirectMethodIds = [...(await methods()).values()].filter((m) => m.is_redirect).map((m) => m.id);
    const confirm = target === Confirmed;
    const action = confirm ? 'deposit-confirmed' : 'deposit-rejected';
    const result = await db.transaction().execute(async (trx) => {
      const now = clock.now();
      // The common case in one statement: a matching pending deposit decided, audited, first deposit known.
      const fast =
        event.currency === 'TRY'
          ? await repo.decidePendingDeposit(
              trx,
              {
                reference: event.reference,
                amount: event.amount,
                providerReference: event.providerReference,
                redirectMethodIds,
              },
              { status: target, actor: source.actor, action, note: source.note, now },
            )
          : undefined;
      if (fast) {
        const { first_deposit: firstDeposit, ...decided } = fast;
        const hooked = confirm ? await depositConfirmed(trx, decided, firstDeposit) : [];
        if (confirm) await credit(trx, decided, event.providerReference);
        const created = await notifyOutcome(trx, decided, confirm ? 'confirmed' : 'rejected');
        return { payment: decided, created, replayed: false, hooked };
      }
      // Anything else (unknown, mismatching, decided already, or a concurrent report decided it first): the row
      // locked and looked at closely.
      const payment = await repo.findByReferenceForUpdate(trx, event.reference);
      const method = payment ? await findMethod(payment.method_id, trx) : undefined;
      if (!payment || !method || payment.type !== Deposit || !method.is_redirect) {
        throw new AppError(404, 'e.paymentUnknown');
      }
      if (
        kurusFromDb(payment.amount) !== event.amount ||
        event.currency !== 'TRY' ||
        (payment.provider_reference !== null && payment.provider_reference !== event.providerReference)
      ) {
        throw conflict('e.paymentMismatch');
      }
      if (payment.status !== Pending) {
        if (payment.status === target) return { payment, created: null, replayed: true, hooked: [] };
        throw conflict('e.paymentDecided');
      }
      const decided = await repo.decide(trx, payment.id, {
        status: target,
        decidedBy: source.actor,
        note: null,
        now,
      });
      const hooked = confirm ? await depositConfirmed(trx, decided) : [];
      if (confirm) await credit(trx, decided, event.providerReference);
      await repo.insertAudit(trx, {
        paymentId: payment.id,
        actor: source.actor,
        action,
        note: source.note,
        now,
      });
      const created = await notifyOutcome(trx, decided, confirm ? 'confirmed' : 'rejected');
      return { payment: decided, created, replayed: false, hooked };
    });
    if (result.created) publishAll([{ playerId: result.payment.player_id, notification: result.created }]);
    publishAll(result.hooked);
    return {
      payment: result.payment,
      replayed: result.replayed,
      method: await findMethod(result.payment.method_id),
    };
  }

  async function reconcileDeposit(reference: string, actor: string): Promise<ReconcileResult> {
    const byOperator = actor !== 'reconciliation';
    const payment = await repo.findByReference(db, reference);
    const method = payment ? await findMethod(payment.method_id) : undefined;
    if (!payment || !method || payment.type !== Deposit || !method.is_redirect || !payment.provider_reference)
      throw new AppError(404, 'e.paymentUnknown');
    if (payment.status !== Pending) throw conflict('e.paymentDecided');
    let answer;
    try {
      answer = await gateway.status(reference);
    } catch (error) {
      log?.warn({ err: error, reference }, 'payment provider status query failed');
      throw new AppError(502, 'e.providerUnreachable');
    }
    const note = `${pspActor} status: ${answer.state}${answer.providerReference ? ` (${answer.providerReference})` : ''}`;
    if (answer.state === 'paid' || answer.state === 'declined') {
      const applied = await applyProviderOutcome(
        {
          providerReference: answer.providerReference ?? '',
          reference,
          amount: answer.amount ?? -1,
          currency: answer.currency ?? '',
          status: answer.state,
        },
        { actor, note: `reconciled: ${note}` },
      );
      // A replay (the webhook got there first) changed nothing; the operator's ask is still audited.
      if (applied.replayed && byOperator)
        await repo.insertAudit(db, {
          paymentId: payment.id,
          actor,
          action: 'deposit-reconcile-checked',
          note,
          now: clock.now(),
        });
      return {
        provider: answer.state,
        outcome: applied.replayed ? 'replayed' : answer.state === 'paid' ? 'confirmed' : 'rejected',
        payment: toOps(applied.payment, applied.method?.code ?? method.code, null),
      };
    }
    const now = clock.now();
    await repo.markProviderChecked(db, payment.id, now);
    if (byOperator)
      await repo.insertAudit(db, {
        paymentId: payment.id,
        actor,
        action: 'deposit-reconcile-checked',
        note,
        now,
      });
    if (answer.state === 'unknown') {
      log?.warn({ reference }, 'the payment provider does not know a pending deposit');
      if (byOperator) throw conflict('e.providerPaymentUnknown');
    }
    return { provider: answer.state, outcome: 'pending', payment: toOps(payment, method.code, null) };
  }

  return {
    async listMethods(type: TransactionType, locale: Locale): Promise<PaymentMethod[]> {
      return (await repo.listActiveMethods(db, type)).map((row) => ({
        id: row.id,
        type: row.type as TransactionType,
        title: title(row, locale),
        logo: logoAddress(row.logo),
        min: kurusToLira(limitsOf(row).min),
        max: kurusToLira(limitsOf(row).max),
        isRedirect: row.is_redirect,
      }));
    },

    /** The method's form (spec §3 fields plus label and limits); unknown, inactive or other-direction → 404. */
    async detailFields(id: number, type: TransactionType, locale: Locale): Promise<PaymentDetailField[]> {
      const row = await activeMethod(id, type);
      const { min, max } = limitsOf(row);
      return (row.fields as MethodField[]).map((f) => ({
        key: f.key,
        mask: f.mask,
        objectType: f.objectType,
        option: f.options ?? null,
        label: f.label[locale],
        min: f.check === 'amount' ? kurusToLira(min) : null,
        max: f.check === 'amount' ? kurusToLira(max) : null,
      }));
    },

    /** A pending deposit; redirect methods answer the PSP's page address, the others what to send where. */
    async deposit(playerId: string, input: DepositRequest, locale: Locale): Promise<Answer<string | null>> {
      const method = await activeMethod(input.id, Deposit);
      const { values, amount } = validateDetail(
        method.fields as MethodField[],
        limitsOf(method),
        input.detail,
      );
      const now = clock.now();
      const { payment, pageUrl } = await db.transaction().execute(async (trx) => {
        await protection?.assertMayDeposit(playerId, amount, trx);
        const payment = await openPayment(trx, {
          playerId,
          methodId: method.id,
          type: Deposit,
          amount,
          values,
          now,
        });
        if (!method.is_redirect) return { payment, pageUrl: null };
        const session = await gateway.createSession(
          { merchantReference: payment.reference, amount, method: method.provider, locale },
          trx,
        );
        await repo.setProviderReference(trx, payment.id, session.providerReference);
        return { payment, pageUrl: session.pageUrl };
      });
      if (pageUrl) return { data: pageUrl, message: 's.depositRedirect', args: [payment.reference] };
      if (method.provider === 'usdt') {
        return {
          data: null,
          message: 's.depositCrypto',
          args: [formatKurus(amount), USDT_DEPOSIT_ADDRESS, payment.reference],
        };
      }
      const { iban, bank, holder } = BANK_TRANSFER_ACCOUNT;
      return {
        data: null,
        message: 's.depositBankTransfer',
        args: [formatKurus(amount), iban, bank, holder, payment.reference],
      };
    },

    /** Reserves the amount at once (cash → pending withdrawals) with the pending payment, in one transaction. */
    async withdraw(playerId: string, input: WithdrawRequest): Promise<Answer<null>> {
      const method = await activeMethod(input.id, Withdraw);
      const { values, amount } = validateDetail(
        method.fields as MethodField[],
        limitsOf(method),
        input.detail,
      );
      const { cash } = await wallet.getBalances(playerId);
      if (amount > cash) throw badRequest('e.withdrawExceedsBalance', formatKurus(cash));
      const now = clock.now();
      const { payment, created } = await db.transaction().execute(async (trx) => {
        const payment = await openPayment(trx, {
          playerId,
          methodId: method.id,
          type: Withdraw,
          amount,
          values,
          now,
        });
        // A concurrent bet or withdrawal may have spent the cash since the check above: the ledger's conditional
        // debit refuses then, and the payment row rolls back with it.
        await wallet.reserveWithdrawal(
          { key: `reserve:${payment.reference}`, playerId, amount, meta: { reference: payment.reference } },
          trx,
        );
        if (withdrawalRules) {
          const today = new Date(now.getTime() + TURKIYE_OFFSET_MS).toISOString().slice(0, 10);
          const earlier = await repo.withdrawalTotals(trx, playerId, dayStart(today), payment.id);
          await withdrawalRules.checkWithdrawal(
            {
              playerId,
              amount,
              holderName: typeof values.fullName === 'string' ? values.fullName : null,
              withdrawnToday: earlier.sinceKurus,
              hasEarlierWithdrawal: earlier.hasAny,
            },
            trx,
          );
        }
        const created = await notifyOutcome(trx, payment, 'requested');
        return { payment, created };
      });
      publishAll([{ playerId, notification: created }]);
      return { data: null, message: 's.withdrawRequested', args: [payment.reference] };
    },

    /**
     * The sandbox PSP's webhook: the signature over the signed timestamp and the raw bytes (refused when invalid, or
     * signed more than 5 minutes from our clock: a replay), then the outcome applied once (`applyProviderOutcome`).
     * A replay answers the same outcome.
     */
    async handleSandboxWebhook(
      rawBody: Buffer,
      signature: string | undefined,
    ): Promise<{ reference: string; status: TransactionStatus; replayed: boolean }> {
      const check = checkSandboxSignature(webhookSecret, rawBody, signature, clock.now());
      if (check === 'invalid') throw new AppError(401, 'e.signatureInvalid');
      if (check === 'stale') throw new AppError(401, 'e.webhookStale');
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw badRequest('e.invalidInput');
      }
      const body = SandboxWebhookBody.safeParse(parsed);
      if (!body.success) throw badRequest('e.invalidInput');
      const result = await applyProviderOutcome(body.data, {
        actor: pspActor,
        note: body.data.providerReference,
      });
      return {
        reference: result.payment.reference,
        status: body.data.status === 'paid' ? Confirmed : Rejected,
        replayed: result.replayed,
      };
    },

    /**
     * Asks the provider about one Pending PSP deposit and applies its answer through the webhook's path (so a webhook
     * and this racing credit once). `actor`: the operator (`operator:<name>`, every ask audited, a decided payment
     * 409) or `reconciliation` (the job). Provider still open → `pending`, nothing changes but the check's time.
     */
    reconcileDeposit,

    /**
     * The reconciliation job: every Pending PSP deposit older than RECONCILE_AFTER_MS (and younger than
     * RECONCILE_UNTIL_MS) whose check is due — first at 5 minutes, then spaced as far apart as the deposit is old
     * (5, 10, 20, 40 min …) — is asked about. Returns how many were asked and how many changed.
     */
    async reconcilePending(): Promise<{ asked: number; applied: number }> {
      const now = clock.now();
      const redirectMethodIds = [...(await methods()).values()].filter((m) => m.is_redirect).map((m) => m.id);
      const due = await repo.listDueForReconciliation(db, {
        now,
        minAgeMs: RECONCILE_AFTER_MS,
        maxAgeMs: RECONCILE_UNTIL_MS,
        redirectMethodIds,
        limit: RECONCILE_BATCH,
      });
      let applied = 0;
      for (const reference of due) {
        try {
          const result = await reconcileDeposit(reference, 'reconciliation');
          if (result.outcome === 'confirmed' || result.outcome === 'rejected') applied += 1;
        } catch (error) {
          // One payment's trouble (provider down, a mismatch to look at) must not stop the others.
          log?.warn({ err: error, reference }, 'reconciliation of a deposit failed');
        }
      }
      if (applied > 0) log?.info({ asked: due.length, applied }, 'deposits reconciled with the provider');
      return { asked: due.length, applied };
    },

    /**
     * An operator's decision. Each payment is decided once: deciding a decided one → 409 and nothing changes. The
     * settlement key `settle:<reference>` makes approve-vs-reject of one withdrawal a conflict in the ledger as well.
     */
    async decide(
      reference: string,
      action: OperatorAction,
      actor: string,
      note: string | null,
    ): Promise<OpsPayment> {
      const isWithdrawal = action === 'approve-withdrawal' || action === 'reject-withdrawal';
      const approve = action === 'approve-withdrawal' || action === 'confirm-deposit';
      const result = await db.transaction().execute(async (trx) => {
        const payment = await repo.findByReferenceForUpdate(trx, reference);
        if (!payment || payment.type !== (isWithdrawal ? Withdraw : Deposit))
          throw new AppError(404, 'e.paymentUnknown');
        const method = await findMethod(payment.method_id, trx);
        if (!isWithdrawal && method?.is_redirect) throw conflict('e.paymentByProvider');
        if (payment.status !== Pending) throw conflict('e.paymentDecided');
        const now = clock.now();
        const decided = await repo.decide(trx, payment.id, {
          status: approve ? Confirmed : Rejected,
          decidedBy: actor,
          note,
          now,
        });
        const movement = {
          playerId: payment.player_id,
          amount: kurusFromDb(payment.amount),
          meta: { reference, operator: actor },
        };
        if (action === 'approve-withdrawal')
          await wallet.confirmWithdrawal({ ...movement, key: `settle:${reference}` }, trx);
        if (action === 'reject-withdrawal')
          await wallet.releaseWithdrawal({ ...movement, key: `settle:${reference}` }, trx);
        const hooked = action === 'confirm-deposit' ? await depositConfirmed(trx, decided) : [];
        if (action === 'confirm-deposit')
          await wallet.creditDeposit({ ...movement, key: `manual:${reference}` }, trx);
        await repo.insertAudit(trx, { paymentId: payment.id, actor, action, note, now });
        const created = await notifyOutcome(trx, decided, approve ? 'confirmed' : 'rejected');
        return { payment: decided, method, created, hooked };
      });
      publishAll([{ playerId: result.payment.player_id, notification: result.created }, ...result.hooked]);
      return toOps(result.payment, result.method?.code ?? '', null);
    },

    /** Whether the player has a confirmed deposit (the bonus module's first-deposit rule). */
    hasConfirmedDeposit: (playerId: string, tx: Db = db) => repo.hasConfirmedDeposit(tx, playerId),

    /** Drops the cached payment methods (after an operator changes them). */
    invalidateMethods(): void {
      methodCache = null;
    },

    /** Every method for the back office (docs/decisions/0513), in the screen's order. */
    async methodsForOps(locale: Locale): Promise<OpsPaymentMethod[]> {
      return (await repo.listMethods(db))
        .map((row) => toOpsMethod(row, locale))
        .sort((a, b) => a.type - b.type || a.sortOrder - b.sortOrder || a.id - b.id);
    },

    /**
     * An operator's switch, limits and order for one method: stored beside the definition (the seed never touches
     * them), this node's method cache dropped at once; other nodes re-read within a minute (METHOD_CACHE_MS).
     */
    async setMethodByOperator(id: number, update: OpsPaymentMethodUpdate, locale: Locale) {
      const before = (await repo.listMethods(db)).find((row) => row.id === id);
      if (!before) throw new AppError(404, 'e.paymentMethodUnknown');
      if (update.enabled && !before.is_active) throw new AppError(409, 'e.paymentMethodUnavailable');
      const after = await repo.setMethodOverrides(db, id, {
        operator_disabled: !update.enabled,
        operator_min_amount: String(liraToKurus(update.min)),
        operator_max_amount: String(liraToKurus(update.max)),
        operator_sort_order: update.sortOrder,
      });
      methodCache = null;
      return { before: toOpsMethod(before, locale), after: toOpsMethod(after, locale) };
    },

    async listPending(): Promise<OpsPayment[]> {
      const rows = await repo.listPending(db, 500);
      const usernames = new Map<string, string | null>();
      for (const row of rows) {
        if (!usernames.has(row.player_id)) {
          usernames.set(row.player_id, (await players.findById(row.player_id))?.username ?? null);
        }
      }
      return rows.map((row) => toOps(row, row.method_code, usernames.get(row.player_id) ?? null));
    },

    /** One payment as operators see it (the state before an operator's decision, for their audit log). */
    async opsPayment(reference: string): Promise<OpsPayment | null> {
      const row = await repo.findByReference(db, reference);
      if (!row) return null;
      const [method, player] = await Promise.all([
        findMethod(row.method_id),
        players.findById(row.player_id),
      ]);
      return toOps(row, method?.code ?? '', player?.username ?? null);
    },

    /** The audit trail of one payment, oldest first. */
    auditOf: (reference: string) => repo.listAuditByReference(db, reference),

    /** The player's own deposits and withdrawals, newest first; days are calendar days in Türkiye time. */
    async history(
      playerId: string,
      input: z.output<typeof PaymentHistoryRequest>,
      locale: Locale,
    ): Promise<PaymentHistoryData> {
      const { rows, total } = await repo.history(db, {
        playerId,
        type: input.type ?? null,
        status: input.status ?? null,
        from: input.from ? dayStart(input.from) : null,
        to: input.to ? nextDayStart(input.to) : null,
        skip: input.skip,
        take: input.take,
      });
      return {
        total,
        items: rows.map((row) => ({
          id: row.id,
          type: row.type as TransactionType,
          method: title(row, locale),
          amount: kurusToLira(kurusFromDb(row.amount)),
          status: row.status as TransactionStatus,
          reference: row.reference,
          createdAt: row.created_at.toISOString(),
          updatedAt: row.updated_at.toISOString(),
        })),
      };
    },
  };
}

/** A payment row as operators see it (also the back office's payment list, payment.backoffice.service.ts). */
export function toOps(row: PaymentRow, method: string, username: string | null): OpsPayment {
  return {
    reference: row.reference,
    type: row.type as TransactionType,
    status: row.status as TransactionStatus,
    method,
    amount: kurusToLira(kurusFromDb(row.amount)),
    playerId: row.player_id,
    username,
    detail: row.detail,
    providerReference: row.provider_reference,
    decidedBy: row.decided_by,
    note: row.note,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
