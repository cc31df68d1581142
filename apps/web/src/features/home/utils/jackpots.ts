import { JACKPOT } from '@kasa/contract/constants';

// Jackpot cards of spec §3, read defensively: the cards are the providers' own shapes passed through the bootstrap.

export type JackpotLevel = { name: string; amount: number };
export type JackpotCardView = { key: string; title: string; levels: JackpotLevel[] };

const AMOUNT_FIELDS = ['currentValue', 'value', 'amount', 'current', 'currentAmount', 'sum'] as const;
const NAME_FIELDS = ['levelName', 'name', 'level', 'title'] as const;

function pick<T>(record: Record<string, unknown>, fields: readonly string[], test: (v: unknown) => v is T) {
  for (const field of fields) if (test(record[field])) return record[field] as T;
  return undefined;
}
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v !== '';

/**
 * EGT cards (spec §3/§9): a card needs exactly 4 levels; only Clover Chance and High Cash are kept, in that order.
 */
export function egtJackpotCards(
  cards: ReadonlyArray<{ instanceName: string; levelStats: unknown[] }> | undefined,
): JackpotCardView[] {
  const views: JackpotCardView[] = [];
  for (const name of JACKPOT.shown) {
    const card = cards?.find((candidate) => candidate.instanceName === name);
    if (!card || card.levelStats.length !== JACKPOT.levelsRequired) continue;
    const levels = card.levelStats.map((stat, index) => {
      const record = (typeof stat === 'object' && stat !== null ? stat : {}) as Record<string, unknown>;
      return {
        name: pick(record, NAME_FIELDS, isText) ?? String(JACKPOT.levelsRequired - index),
        amount: pick(record, AMOUNT_FIELDS, isNumber) ?? (isNumber(stat) ? stat : 0),
      };
    });
    views.push({ key: `egt-${name}`, title: name, levels });
  }
  return views;
}

/** Amusnet cards carry their four levels as currentLevelI … currentLevelIV (I the largest). */
const AMUSNET_LEVELS = ['I', 'II', 'III', 'IV'] as const;

export function amusnetJackpotCards(
  cards: ReadonlyArray<{ currentLevelI: number; [field: string]: unknown }> | undefined,
): JackpotCardView[] {
  return (cards ?? []).map((card, index) => ({
    key: `amusnet-${index}`,
    title: pick(card, ['instanceName', 'name', 'title'], isText) ?? 'Jackpot Cards',
    levels: AMUSNET_LEVELS.flatMap((level) => {
      const amount = card[`currentLevel${level}`];
      return isNumber(amount) ? [{ name: level, amount }] : [];
    }),
  }));
}

/** The quest jackpot (casino/eqyptquest) is ignored while its currentLevelI is the sentinel 14000. */
export function questJackpotAmount(quest: { currentLevelI: number } | null | undefined): number | null {
  if (!quest || !isNumber(quest.currentLevelI) || quest.currentLevelI === JACKPOT.questSentinel) return null;
  return quest.currentLevelI;
}
