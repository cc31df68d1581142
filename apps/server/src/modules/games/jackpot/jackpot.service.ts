import { NotificationType } from '@kasa/contract/enums';
import {
  JackpotStyle,
  type AmusnetJackpotCard,
  type EgtJackpotCard,
  type JackpotBootstrapCards,
  type JackpotTicker,
  type QuestJackpot,
} from '@kasa/contract/jackpot';
import type { OpsJackpotLevel } from '@kasa/contract/casino';
import type { Notification } from '@kasa/contract/notification';
import { kurusToLira } from '@kasa/contract/wallet';
import type { Db } from '../../../db/create-db.ts';
import type { Clock } from '../../../lib/clock.ts';
import { formatKurus, kurusFromDb } from '../../../lib/money.ts';
import type { Rng } from '../../../lib/rng.ts';
import type { NotificationService } from '../../notification/notification.service.ts';
import { HOUSE_SHARDS, houseShardOf, type WalletService } from '../../wallet/wallet.service.ts';
import {
  JACKPOT_DRAW_SPACE,
  JACKPOT_INSTANCES,
  JACKPOT_SHARE_BP,
  type JackpotInstanceConfig,
  type JackpotLevelConfig,
} from './jackpot.config.ts';
import * as repo from './jackpot.repository.ts';

// The jackpot's configuration, for the games that feed it and their tests (modules meet through services: 0110).
export { JACKPOT_DRAW_SPACE, JACKPOT_INSTANCES, JACKPOT_SHARE_BP };

// The in-house progressive jackpot (issue 4 §5, docs/decisions/0092-slots-and-jackpot.md). Pools are kept in
// ten-thousandths of a kuruş ("units", BigInt here, numeric(24,4) kuruş in the database) so each bet's share is exact;
// money only moves through the wallet in whole kuruş: game → jackpot for the share, jackpot → cash for a win.

const UNITS_PER_KURUS = 10_000n;

export interface JackpotLevelRef {
  instance: JackpotInstanceConfig;
  level: JackpotLevelConfig;
}

/** A level won: what was paid (kuruş) and the notification to publish after the commit. */
export interface JackpotWin extends JackpotLevelRef {
  amount: number;
  notification: Notification;
}

export interface JackpotDeps {
  db: Db;
  clock: Clock;
  wallet: WalletService;
  notification: NotificationService;
}

/** What one level holds now, kuruş (floor of its pools). */
interface LevelState extends JackpotLevelRef {
  id: string;
  value: number;
  seed: number;
  winCount: number;
  largestWin: number;
  lastWinAt: Date | null;
}

const levelKey = (instance: string, level: number) => `${instance}#${level}`;

export function createJackpotService({ db, clock, wallet, notification }: JackpotDeps) {
  /** (instance, level) → row id; filled by ensureSeeded. */
  const ids = new Map<string, string>();
  const ordered: JackpotLevelRef[] = JACKPOT_INSTANCES.flatMap((instance) =>
    instance.levels.map((level) => ({ instance, level })),
  );

  /** Creates every level with its seed in shard 0 (idempotent: existing levels keep their state). */
  async function ensureSeeded(): Promise<void> {
    for (const { instance, level } of ordered) {
      const id = await repo.seedLevel(db, {
        instanceCode: instance.code,
        level: level.level,
        seedUnits: BigInt(level.seed) * UNITS_PER_KURUS,
        seed: level.seed,
        shards: HOUSE_SHARDS,
        now: clock.now(),
      });
      ids.set(levelKey(instance.code, level.level), id);
    }
  }

  function idOf(ref: JackpotLevelRef): string {
    const id = ids.get(levelKey(ref.instance.code, ref.level.level));
    if (!id) throw new Error('jackpot levels not seeded (call ensureSeeded at start-up)');
    return id;
  }

  /**
   * One draw for a bet (kuruş): the level hit, or null. Level i owns bet × hitWeight numbers of the draw space, laid
   * end to end in config order.
   */
  function draw(bet: number, rng: Rng): JackpotLevelRef | null {
    const value = rng(JACKPOT_DRAW_SPACE);
    let start = 0;
    for (const ref of ordered) {
      start += bet * ref.level.hitWeight;
      if (value < start) return ref;
    }
    return null;
  }

  async function states(tx: Db = db): Promise<LevelState[]> {
    const rows = await repo.levelStates(tx);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ordered.map((ref) => {
      const row = byId.get(idOf(ref));
      if (!row) throw new Error(`jackpot level missing: ${ref.instance.code} ${ref.level.level}`);
      return {
        ...ref,
        id: row.id,
        value: Number(repo.toUnits(row.pooled) / UNITS_PER_KURUS),
        seed: kurusFromDb(row.seed),
        winCount: row.win_count,
        largestWin: kurusFromDb(row.largest_win),
        lastWinAt: row.last_win_at,
      };
    });
  }

  /**
   * A slot bet's part, inside the spin's transaction: the share moves game → jackpot in the ledger and is spread over
   * the levels' pools (the player's shard); a level hit by `hit` is paid from the jackpot account to the player's
   * cash and restarts from its seed plus the fraction of a kuruş left over. Levels are visited in id order (and a
   * won level's pools in shard order) so concurrent spins never wait on each other in a cycle.
   */
  async function settleBet(
    trx: Db,
    input: { playerId: string; gameCode: string; roundId: string; bet: number; hit: JackpotLevelRef | null },
  ): Promise<JackpotWin | null> {
    const contribution = (input.bet * JACKPOT_SHARE_BP) / 10_000;
    if (!Number.isSafeInteger(contribution))
      throw new RangeError(`bet ${input.bet} has no whole-kuruş jackpot share`);
    if (contribution > 0) {
      await wallet.contributeJackpot(
        {
          key: `jackpot:in:${input.roundId}`,
          playerId: input.playerId,
          amount: contribution,
          meta: { gameCode: input.gameCode, roundId: input.roundId },
        },
        trx,
      );
    }
    const shard = houseShardOf(input.playerId);
    const now = clock.now();
    let won: JackpotWin | null = null;
    const refs = [...ordered].sort((a, b) => Number(BigInt(idOf(a)) - BigInt(idOf(b))));
    for (const ref of refs) {
      const id = idOf(ref);
      const share = BigInt(contribution) * BigInt(ref.level.shareBp); // units
      const isHit =
        input.hit !== null && input.hit.instance.code === ref.instance.code && input.hit.level === ref.level;
      if (!isHit) {
        if (share > 0n) await repo.addToPool(trx, id, shard, share);
        continue;
      }
      const pooled =
        (await repo.lockPools(trx, id)).reduce((sum, p) => sum + repo.toUnits(p.amount), 0n) + share;
      const amount = Number(pooled / UNITS_PER_KURUS);
      const remainder = pooled % UNITS_PER_KURUS;
      await repo.resetPools(trx, id, BigInt(ref.level.seed) * UNITS_PER_KURUS + remainder);
      await repo.recordWin(trx, {
        levelId: id,
        seed: ref.level.seed,
        playerId: input.playerId,
        gameCode: input.gameCode,
        roundId: input.roundId,
        amount,
        now,
      });
      await wallet.payJackpot(
        {
          key: `jackpot:out:${input.roundId}`,
          playerId: input.playerId,
          amount,
          meta: {
            gameCode: input.gameCode,
            roundId: input.roundId,
            jackpot: ref.instance.code,
            level: ref.level.level,
          },
        },
        trx,
      );
      const created = await notification.create(
        {
          playerId: input.playerId,
          type: NotificationType.Jackpot,
          title: 's.slotsJackpotTitle',
          note: 's.slotsJackpotNote',
          args: [ref.instance.name, ref.level.name, formatKurus(amount)],
        },
        trx,
      );
      won = { ...ref, amount, notification: created };
    }
    return won;
  }

  async function tickers(tx: Db = db): Promise<JackpotTicker[]> {
    const all = await states(tx);
    return JACKPOT_INSTANCES.map((instance) => ({
      instanceName: instance.name,
      levels: all
        .filter((s) => s.instance === instance)
        .map((s) => ({ level: s.level.level, name: s.level.name, value: kurusToLira(s.value) }))
        .reverse(),
    }));
  }

  /** The bootstrap's jackpot fields (cms/grouped): EGT-style cards with 4 levelStats, Amusnet-style cards. */
  async function bootstrapCards(): Promise<JackpotBootstrapCards> {
    const all = await states();
    const of = (instance: JackpotInstanceConfig) => all.filter((s) => s.instance === instance);
    const egtJackpotCards: EgtJackpotCard[] = JACKPOT_INSTANCES.filter(
      (i) => i.style === JackpotStyle.Egt,
    ).map((instance) => ({
      instanceName: instance.name,
      levelStats: of(instance).map((s) => ({
        level: s.level.level,
        name: s.level.name,
        value: kurusToLira(s.value),
        seed: kurusToLira(s.seed),
        winCount: s.winCount,
        largestWin: kurusToLira(s.largestWin),
        lastWinAt: s.lastWinAt?.toISOString() ?? null,
      })),
    }));
    const jackpotCards: AmusnetJackpotCard[] = JACKPOT_INSTANCES.filter(
      (i) => i.style === JackpotStyle.Amusnet,
    ).map((instance) => {
      const value = (level: number) =>
        kurusToLira(of(instance).find((s) => s.level.level === level)?.value ?? 0);
      return {
        instanceName: instance.name,
        currentLevelI: value(4),
        currentLevelII: value(3),
        currentLevelIII: value(2),
        currentLevelIV: value(1),
      };
    });
    return { egtJackpotCards, jackpotCards };
  }

  /** GET casino/eqyptquest: the quest jackpot's current value (lira). */
  async function quest(): Promise<QuestJackpot> {
    const instance = JACKPOT_INSTANCES.find((i) => i.style === JackpotStyle.Quest)!;
    const level = (await states()).find((s) => s.instance === instance)!;
    return { instanceName: instance.name, currentLevelI: kurusToLira(level.value) };
  }

  /**
   * The jackpot's own books: the ledger's jackpot account equals what the pools hold minus what the house put in as
   * seeds (pools = seeds + shares − payouts, exactly, in units).
   */
  async function checkPools(
    tx: Db = db,
  ): Promise<{ ok: boolean; ledger: bigint; pools: bigint; seeded: bigint }> {
    const ledger = (await wallet.houseBalances(tx)).jackpot * UNITS_PER_KURUS;
    const { pools, seeded } = await repo.totals(tx);
    const poolUnits = repo.toUnits(pools);
    const seededUnits = BigInt(seeded) * UNITS_PER_KURUS;
    return { ok: ledger === poolUnits - seededUnits, ledger, pools: poolUnits, seeded: seededUnits };
  }

  /**
   * The back office's read-only jackpot panel (docs/decisions/0560): every level with its pool, seed, share of each
   * Kasa slots bet (percent), wins and the last one's amount; lira.
   */
  async function opsLevels(): Promise<OpsJackpotLevel[]> {
    const [all, lastWins] = await Promise.all([states(), repo.lastWins(db)]);
    const lastById = new Map(lastWins.map((w) => [w.level_id, w.amount]));
    return all.map((s) => {
      const last = lastById.get(s.id);
      return {
        instanceCode: s.instance.code,
        instanceName: s.instance.name,
        level: s.level.level,
        name: s.level.name,
        value: kurusToLira(s.value),
        seed: kurusToLira(s.seed),
        contributionPercent: (JACKPOT_SHARE_BP * s.level.shareBp) / 1_000_000,
        winCount: s.winCount,
        largestWin: kurusToLira(s.largestWin),
        lastWinAt: s.lastWinAt?.toISOString() ?? null,
        lastWinAmount: last === undefined ? null : kurusToLira(kurusFromDb(last)),
      };
    });
  }

  return {
    ensureSeeded,
    opsLevels,
    draw,
    settleBet,
    tickers,
    bootstrapCards,
    quest,
    checkPools,
    publish(win: JackpotWin, playerId: string) {
      notification.publish(playerId, win.notification);
    },
  };
}

export type JackpotService = ReturnType<typeof createJackpotService>;
