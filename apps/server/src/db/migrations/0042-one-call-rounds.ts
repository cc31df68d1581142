import { sql, type Kysely } from 'kysely';

// A settled instant round (Dice, Plinko, Limbo, Keno) in ONE database call (docs/decisions/0180-one-call-rounds.md).
// Three functions, one per layer, each doing what its module's TypeScript does on the slow path:
//
// - kasa_ledger_move (wallet): one movement — the legs in the wallet's lock order, the player's debit first and
//   conditional (`balance + d >= 0`), then the transaction row with the balances after it and its entries. A refused
//   debit raises KS001; nothing of the call stays.
// - kasa_game_instant_round (game wallet): refuses with KS002 when the player has an active bonus (its wagering is
//   the TypeScript path's) or any player-protection state (rg_players: limits, reality check, play session, blocks —
//   the TypeScript path asks the responsible-gaming service), moves the bet and the win, writes both game transactions linked to their movements and
//   the round's record. A taken id fails on its unique index (23505).
// - kasa_fair_instant_round (fair games): checks the game session and the player's lock, takes the nonce the caller
//   computed the outcome with (only if the pair is still active, unchanged and at that nonce: otherwise 'stale',
//   nothing written), writes the fair round, then the game wallet's part.
//
// The caller runs the TypeScript path whenever this one answers 'stale' or raises KS002 / 23505: the functions are a
// fast path for the common case, never the only implementation. Both are proven to write the same rows
// (fair.one-call.test.ts).
const functions = [
  `create function kasa_ledger_move(m jsonb) returns jsonb language plpgsql as $fn$
   declare
     v_player bigint := (m->>'playerId')::bigint;
     v_shard smallint := (m->>'shard')::smallint;
     v_leg jsonb;
     v_amount bigint;
     v_account bigint;
     v_balance bigint;
     v_cash bigint;
     v_bonus bigint;
     v_moved bigint[] := '{}';
     v_amounts bigint[] := '{}';
     v_tx bigint;
   begin
     for v_leg in select value from jsonb_array_elements(m->'legs') loop
       v_amount := (v_leg->>'amount')::bigint;
       if v_leg->>'owner' = 'player' then
         update wallet_accounts set balance = balance + v_amount
          where player_id = v_player and kind = v_leg->>'kind' and (v_amount > 0 or balance + v_amount >= 0)
          returning id, balance into v_account, v_balance;
         if not found then
           if v_amount < 0 then
             raise exception 'insufficient funds' using errcode = 'KS001';
           end if;
           raise exception 'wallet account missing: % (player %)', v_leg->>'kind', v_player;
         end if;
         if v_leg->>'kind' = 'cash' then v_cash := v_balance; end if;
         if v_leg->>'kind' = 'bonus' then v_bonus := v_balance; end if;
       else
         update wallet_accounts set balance = balance + v_amount
          where owner_type = 'house' and kind = v_leg->>'kind' and shard = v_shard
          returning id into v_account;
         if not found then
           raise exception 'house account missing: % (shard %)', v_leg->>'kind', v_shard;
         end if;
       end if;
       v_moved := v_moved || v_account;
       v_amounts := v_amounts || v_amount;
     end loop;
     if v_cash is null then
       select balance into v_cash from wallet_accounts where player_id = v_player and kind = 'cash';
     end if;
     if v_bonus is null then
       select balance into v_bonus from wallet_accounts where player_id = v_player and kind = 'bonus';
     end if;
     insert into ledger_transactions
       (kind, idempotency_key, request_hash, player_id, reverses_id, metadata, created_at, cash_after, bonus_after)
     values (m->>'kind', m->>'key', m->>'requestHash', v_player, null, coalesce(m->'meta', '{}'::jsonb),
             (m->>'createdAt')::timestamptz, v_cash, v_bonus)
     returning id into v_tx;
     insert into ledger_entries (transaction_id, account_id, amount)
     select v_tx, a.account, a.amount from unnest(v_moved, v_amounts) as a (account, amount);
     return jsonb_build_object('id', v_tx::text, 'cashAfter', v_cash::text, 'bonusAfter', v_bonus::text);
   end
   $fn$`,

  `create function kasa_game_instant_round(g jsonb) returns jsonb language plpgsql as $fn$
   declare
     v_player bigint := (g->>'playerId')::bigint;
     v_now timestamptz := (g->>'now')::timestamptz;
     v_bet jsonb;
     v_win jsonb;
     v_last jsonb;
     v_bet_id bigint;
     v_win_id bigint;
   begin
     if exists (select 1 from player_bonuses
                 where player_id = v_player and status = 1 and expires_at > v_now) then
       raise exception 'active bonus: wagering is written by the wallet''s own path' using errcode = 'KS002';
     end if;
     if exists (select 1 from rg_players where player_id = v_player) then
       raise exception 'player protection state: checked by the responsible-gaming service' using errcode = 'KS002';
     end if;
     v_bet := kasa_ledger_move(g->'bet'->'move');
     v_last := v_bet;
     if jsonb_typeof(g->'win'->'move') = 'object' then
       v_win := kasa_ledger_move(g->'win'->'move');
       v_last := v_win;
     end if;
     insert into game_transactions
       (provider, external_id, kind, player_id, game_code, round_id, amount, request_hash, ledger_transaction_id,
        original_external_id, status, created_at)
     values (g->>'provider', g->'bet'->>'externalId', 'bet', v_player, g->>'gameCode', g->>'roundId',
             (g->>'stake')::bigint, g->'bet'->>'requestHash', (v_bet->>'id')::bigint, null, 'applied', v_now)
     returning id into v_bet_id;
     insert into game_transactions
       (provider, external_id, kind, player_id, game_code, round_id, amount, request_hash, ledger_transaction_id,
        original_external_id, status, created_at)
     values (g->>'provider', g->'win'->>'externalId', 'win', v_player, g->>'gameCode', g->>'roundId',
             (g->>'payout')::bigint, g->'win'->>'requestHash', (v_win->>'id')::bigint, null, 'applied', v_now)
     returning id into v_win_id;
     insert into game_rounds
       (provider, round_id, player_id, game_code, stake, payout, status, detail, created_at, settled_at)
     values (g->>'provider', g->>'roundId', v_player, g->>'gameCode', (g->>'stake')::bigint,
             (g->>'payout')::bigint, 'settled', g->'detail', v_now, v_now)
     on conflict (provider, player_id, round_id) do update
       set game_code = excluded.game_code, stake = excluded.stake, payout = excluded.payout,
           status = excluded.status, detail = excluded.detail, settled_at = excluded.settled_at;
     return jsonb_build_object('betId', v_bet_id::text, 'winId', v_win_id::text,
                               'cashAfter', v_last->>'cashAfter', 'bonusAfter', v_last->>'bonusAfter');
   end
   $fn$`,

  `create function kasa_fair_instant_round(f jsonb) returns jsonb language plpgsql as $fn$
   declare
     v_player bigint := (f->>'playerId')::bigint;
     v_now timestamptz := (f->>'now')::timestamptz;
     v_session record;
     v_locked timestamptz;
     v_round bigint;
     v_game jsonb;
   begin
     select player_id, revoked_at, expires_at into v_session from game_sessions where id = (f->>'sessionId')::bigint;
     if not found or v_session.player_id <> v_player or v_session.revoked_at is not null
        or v_session.expires_at <= v_now then
       return jsonb_build_object('outcome', 'unauthorized');
     end if;
     select locked_until into v_locked from players where id = v_player;
     if not found then
       return jsonb_build_object('outcome', 'unauthorized');
     end if;
     if v_locked is not null and v_locked > v_now then
       return jsonb_build_object('outcome', 'locked');
     end if;
     update fair_seeds set nonce = nonce + 1
      where id = (f->>'seedId')::bigint and player_id = v_player and nonce = (f->>'nonce')::integer
        and client_seed = f->>'clientSeed' and revealed_at is null;
     if not found then
       return jsonb_build_object('outcome', 'stale');
     end if;
     insert into fair_rounds
       (round_id, player_id, seed_id, game, game_code, nonce, client_seed, stake, payout, status, dice_target,
        dice_direction, dice_roll, instant, created_at, updated_at, settled_at)
     select r.round_id, r.player_id, r.seed_id, r.game, r.game_code, r.nonce, r.client_seed, r.stake, r.payout,
            r.status, r.dice_target, r.dice_direction, r.dice_roll, r.instant, r.created_at, r.updated_at,
            r.settled_at
       from jsonb_populate_record(null::fair_rounds, f->'round') as r
     returning id into v_round;
     v_game := kasa_game_instant_round(f->'game');
     return v_game || jsonb_build_object('outcome', 'applied', 'roundRowId', v_round::text);
   end
   $fn$`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of functions) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`drop function kasa_fair_instant_round(jsonb)`).execute(db);
  await sql.raw(`drop function kasa_game_instant_round(jsonb)`).execute(db);
  await sql.raw(`drop function kasa_ledger_move(jsonb)`).execute(db);
}
