import { verify } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ProvidersConfig } from '../../config/env.ts';
import { AppError } from '../../lib/app-error.ts';
import { hub88Sign } from './adapters.ts';
import type { GameSession } from './game-sessions.service.ts';

// Hub88's operator wallet API (its public contract, not ours): Hub88 POSTs JSON signed with RSA-SHA256 in
// X-Hub88-Signature (verified with Hub88's public key); we answer HTTP 200 with Hub88's own JSON (never our envelope),
// signed with our private key, `status` RS_OK or an RS_ERROR_*. Amounts are integers in 1/100000 of the currency unit
// (1 kuruş = 1000). Each transaction_uuid is applied once through the game wallet. Decision 0091.

export const HUB88_UNITS_PER_KURUS = 1000;
export const HUB88_PROVIDER = 'hub88';
const CURRENCY = 'TRY';

export type Hub88Status =
  | 'RS_OK'
  | 'RS_ERROR_UNKNOWN'
  | 'RS_ERROR_INVALID_SIGNATURE'
  | 'RS_ERROR_INVALID_TOKEN'
  | 'RS_ERROR_TOKEN_EXPIRED'
  | 'RS_ERROR_USER_DISABLED'
  | 'RS_ERROR_NOT_ENOUGH_MONEY'
  | 'RS_ERROR_DUPLICATE_TRANSACTION'
  | 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST'
  | 'RS_ERROR_WRONG_CURRENCY'
  | 'RS_ERROR_WRONG_SYNTAX'
  | 'RS_ERROR_WRONG_TYPES';

const text = (max: number) => z.string().min(1).max(max);
const Base = z.object({ request_uuid: text(100), user: text(40) });
const UserInfo = Base;
const Balance = Base.extend({ token: text(200), currency: text(10), game_code: text(100).nullish() });
const Transaction = Base.extend({
  token: text(200),
  transaction_uuid: text(100),
  round: text(200),
  game_code: text(100),
  currency: text(10),
  amount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  reference_transaction_uuid: text(100).nullish(),
});
const Rollback = Base.extend({
  token: text(200),
  transaction_uuid: text(100),
  round: text(200).nullish(),
  game_code: text(100).nullish(),
  reference_transaction_uuid: text(100),
});

class Refusal extends Error {
  constructor(readonly status: Hub88Status) {
    super(status);
  }
}

export function hub88Routes(config: NonNullable<ProvidersConfig['hub88']>): FastifyPluginAsync {
  return async (app) => {
    const { gameWallet, gameSessions } = app;

    // The signature is over the exact bytes Hub88 sent: keep JSON bodies raw in this scope.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );

    const units = (kurus: number) => kurus * HUB88_UNITS_PER_KURUS;
    const balanceOf = async (playerId: string) => units((await gameWallet.balance(playerId)).cash);

    function send(reply: FastifyReply, body: Record<string, unknown>) {
      const json = JSON.stringify(body);
      return reply
        .code(200)
        .type('application/json')
        .header('x-hub88-signature', hub88Sign(json, config.privateKey))
        .send(json);
    }

    function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
      const result = schema.safeParse(value);
      if (!result.success) {
        // A field that is there but of the wrong type → WRONG_TYPES; missing or malformed → WRONG_SYNTAX.
        const present = (key: PropertyKey | undefined) =>
          typeof value === 'object' && value !== null && key !== undefined && key in value;
        const wrongType = result.error.issues.some((i) => i.code === 'invalid_type' && present(i.path[0]));
        throw new Refusal(wrongType ? 'RS_ERROR_WRONG_TYPES' : 'RS_ERROR_WRONG_SYNTAX');
      }
      return result.data;
    }

    function kurusOf(amount: number): number {
      if (amount % HUB88_UNITS_PER_KURUS !== 0) throw new Refusal('RS_ERROR_WRONG_TYPES');
      return amount / HUB88_UNITS_PER_KURUS;
    }

    /** The token's session, also one that has ended (a round settling late); it must be Hub88's and this user's. */
    async function sessionOf(token: string, user: string): Promise<GameSession> {
      const session = await gameSessions.find(token, { allowEnded: true });
      if (!session || session.provider !== HUB88_PROVIDER || session.playerId !== user) {
        throw new Refusal('RS_ERROR_INVALID_TOKEN');
      }
      return session;
    }

    /** A new bet needs a live session and a player who may play. */
    async function assertLive(token: string, session: GameSession) {
      if (!(await gameSessions.find(token))) {
        throw new Refusal(
          session.expiresAt <= app.clock.now() ? 'RS_ERROR_TOKEN_EXPIRED' : 'RS_ERROR_INVALID_TOKEN',
        );
      }
      try {
        await gameSessions.assertPlayerMayPlay(session.playerId);
      } catch {
        throw new Refusal('RS_ERROR_USER_DISABLED');
      }
    }

    /** Hub88's answer to a balance or transaction call: the user's cash balance in Hub88 units. */
    const answer = (user: string, balanceUnits: number) => ({
      user,
      currency: CURRENCY,
      balance: balanceUnits,
    });

    /**
     * A bet or win: parsed, in TRY and whole kuruş, under Hub88's session of this user (also an ended one); whether the
     * transaction is known already, and the game wallet call it asks for.
     */
    async function transactionOf(body: unknown) {
      const input = parse(Transaction, body);
      if (input.currency !== CURRENCY) throw new Refusal('RS_ERROR_WRONG_CURRENCY');
      const amount = kurusOf(input.amount);
      const session = await sessionOf(input.token, input.user);
      const known = await gameWallet.transaction(HUB88_PROVIDER, input.transaction_uuid);
      const call = {
        provider: HUB88_PROVIDER,
        transactionId: input.transaction_uuid,
        playerId: session.playerId,
        gameCode: input.game_code,
        roundId: input.round,
        amount,
      };
      return { input, session, known, call };
    }

    const walletStatus = (error: unknown): Hub88Status | null => {
      if (!(error instanceof AppError)) return null;
      const key = error.messageRef.split(':')[0];
      if (key === 'e.insufficientFunds') return 'RS_ERROR_NOT_ENOUGH_MONEY';
      // Player protection refused the bet (time-out, self-exclusion, a limit, the reality check): no play for now.
      if (key?.startsWith('e.rg')) return 'RS_ERROR_USER_DISABLED';
      if (key === 'e.idempotencyConflict' || key === 'e.gameTxRolledBack')
        return 'RS_ERROR_DUPLICATE_TRANSACTION';
      return null;
    };

    type Handler = (body: unknown) => Promise<Record<string, unknown>>;

    function route(path: string, handler: Handler) {
      app.post(`/hub88${path}`, async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        let requestUuid: unknown = null;
        try {
          let body: unknown;
          try {
            body = JSON.parse(raw.toString('utf8'));
          } catch {
            body = null;
          }
          if (typeof body === 'object' && body !== null)
            requestUuid = (body as { request_uuid?: unknown }).request_uuid ?? null;
          const signature = request.headers['x-hub88-signature'];
          const valid =
            typeof signature === 'string' &&
            signature.length > 0 &&
            verify('RSA-SHA256', raw, config.publicKey, Buffer.from(signature, 'base64'));
          if (!valid) throw new Refusal('RS_ERROR_INVALID_SIGNATURE');
          if (body === null) throw new Refusal('RS_ERROR_WRONG_SYNTAX');
          return send(reply, { status: 'RS_OK', request_uuid: requestUuid, ...(await handler(body)) });
        } catch (error) {
          const status =
            error instanceof Refusal ? error.status : (walletStatus(error) ?? 'RS_ERROR_UNKNOWN');
          if (status === 'RS_ERROR_UNKNOWN') request.log.error({ err: error }, 'hub88 wallet call failed');
          return send(reply, { status, request_uuid: requestUuid });
        }
      });
    }

    route('/user/info', async (body) => {
      const input = parse(UserInfo, body);
      const player = /^\d+$/.test(input.user) ? await app.services.players.findById(input.user) : undefined;
      if (!player) throw new Refusal('RS_ERROR_INVALID_TOKEN');
      return {
        user: player.id,
        country: 'TR',
        jurisdiction: null,
        sub_partner_id: null,
        birth_date: player.birth_date,
        registration_date: player.created_at.toISOString().slice(0, 10),
        tags: [],
        sex: null,
        affiliate_id: null,
      };
    });

    route('/user/balance', async (body) => {
      const input = parse(Balance, body);
      if (input.currency !== CURRENCY) throw new Refusal('RS_ERROR_WRONG_CURRENCY');
      const session = await sessionOf(input.token, input.user);
      return answer(input.user, await balanceOf(session.playerId));
    });

    route('/transaction/bet', async (body) => {
      const { input, session, known, call } = await transactionOf(body);
      if (!known) await assertLive(input.token, session);
      // A bet of 0 (a free round) moves nothing and is not recorded.
      if (call.amount === 0 && !known) return answer(input.user, await balanceOf(session.playerId));
      const result = await gameWallet.bet(call);
      return answer(input.user, units(result.balance));
    });

    route('/transaction/win', async (body) => {
      const { input, session, known, call } = await transactionOf(body);
      if (!known && input.reference_transaction_uuid) {
        const bet = await gameWallet.transaction(HUB88_PROVIDER, input.reference_transaction_uuid);
        if (!bet || bet.status === 'tombstone' || bet.player_id !== session.playerId) {
          throw new Refusal('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
        }
      }
      const result = await gameWallet.win(call);
      return answer(input.user, units(result.balance));
    });

    route('/transaction/rollback', async (body) => {
      const input = parse(Rollback, body);
      const session = await sessionOf(input.token, input.user);
      const result = await gameWallet.rollback({
        provider: HUB88_PROVIDER,
        transactionId: input.transaction_uuid,
        playerId: session.playerId,
        gameCode: input.game_code ?? session.gameCode,
        roundId: input.round ?? input.reference_transaction_uuid,
        originalTransactionId: input.reference_transaction_uuid,
      });
      return answer(input.user, units(result.balance));
    });
  };
}
