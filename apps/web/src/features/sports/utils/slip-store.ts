import type { SportsBook } from '@kasa/contract/sports';
import type { SportsHubMessage } from '@kasa/contract/sports-api';
import {
  COMBO_MAX_LEGS,
  NAMED_SYSTEMS,
  SYSTEM_MAX_LEGS,
  checkSlipShape,
  comboBoostKurus,
  comboBoostPercent,
  countSystemLines,
  isComboBoostEligible,
  parseSystem,
  potentialPayoutKurus,
  systemMaxPayoutKurus,
  type BetType,
  type NamedSystem,
} from '@kasa/contract/sports-bets';
import type { AcceptOdds } from '@kasa/contract/sports-bets-api';
import { createStore, useStore } from '../../../lib/create-store';
import { readJson, writeStorage } from '../../../lib/storage';

// The bet slip (docs/decisions/0220): selections taken from odds buttons, the bet type, the stake and the odds-change
// preference, kept in local storage so a reload or another page keeps them. Live messages move each selection's price
// and status; `taken` is the price the player last saw accepted, so a change is shown until accepted.

export const SLIP_STORAGE_KEY = 'sportsSlip';

export interface SlipSelection {
  /** `book:outcomeRow`, what placebet takes. */
  id: string;
  eventId: string;
  sportId: number;
  book: SportsBook;
  home: string;
  away: string;
  marketId: string;
  marketName: string;
  name: string;
  /** The price now. */
  odds: number;
  /** The price the player accepted (when added, or on "accept changes"). */
  taken: number;
  /** active, suspended, or closed (settled/cancelled/not offered): only active selections can be bet. */
  status: 'active' | 'suspended' | 'closed';
  live: boolean;
}

export interface SlipState {
  selections: SlipSelection[];
  type: BetType;
  /** System code ('2/3', 'trixie') for type system. */
  system: string | null;
  /** Lira, per line. */
  stake: number;
  acceptOdds: AcceptOdds;
}

const initial: SlipState = { selections: [], type: 'single', system: null, stake: 50, acceptOdds: 'higher' };

function load(): SlipState {
  const stored = readJson<Partial<SlipState>>(SLIP_STORAGE_KEY);
  if (!stored || !Array.isArray(stored.selections)) return initial;
  return {
    ...initial,
    ...stored,
    selections: stored.selections.filter((s) => typeof s?.id === 'string' && typeof s.odds === 'number'),
  };
}

export const slipStore = createStore<SlipState>(load());
slipStore.subscribe(() => writeStorage(SLIP_STORAGE_KEY, JSON.stringify(slipStore.get())));

export function useSlip(): SlipState {
  return useStore(slipStore);
}

/** Reads the stored slip again (tests, and a new tab's state). */
export function reloadSlip(): void {
  slipStore.set(load());
}

/** The type that fits the number of selections when the player has not chosen another. */
function fittingType(state: SlipState, count: number): Pick<SlipState, 'type' | 'system'> {
  if (count <= 1) return { type: 'single', system: null };
  if (state.type === 'single' && state.selections.length <= 1) return { type: 'combo', system: null };
  if (state.type === 'system') {
    const spec = state.system ? parseSystem(state.system) : null;
    if (count < 3 || count > SYSTEM_MAX_LEGS) return { type: 'combo', system: null };
    if (!spec || spec.legs !== count) return { type: 'system', system: `2/${count}` };
  }
  return { type: state.type, system: state.system };
}

/**
 * Adds a selection, or removes it when it is already there (an odds button toggles). Another outcome of the same
 * market replaces the one there (one can't back both sides).
 */
export function toggleSelection(selection: Omit<SlipSelection, 'taken'>): 'added' | 'removed' | 'full' {
  const state = slipStore.get();
  if (state.selections.some((s) => s.id === selection.id)) {
    removeSelection(selection.id);
    return 'removed';
  }
  const rest = state.selections.filter(
    (s) =>
      !(s.eventId === selection.eventId && s.marketId === selection.marketId && s.book === selection.book),
  );
  if (rest.length >= COMBO_MAX_LEGS) return 'full';
  const selections = [...rest, { ...selection, taken: selection.odds }];
  slipStore.set({ ...state, selections, ...fittingType(state, selections.length) });
  return 'added';
}

export function removeSelection(id: string): void {
  const state = slipStore.get();
  const selections = state.selections.filter((s) => s.id !== id);
  slipStore.set({ ...state, selections, ...fittingType(state, selections.length) });
}

export function clearSlip(): void {
  slipStore.set({ ...slipStore.get(), selections: [], type: 'single', system: null });
}

export function setSlipType(type: BetType): void {
  const state = slipStore.get();
  const n = state.selections.length;
  slipStore.set({
    ...state,
    type,
    system: type === 'system' ? (state.system ?? `2/${Math.max(3, n)}`) : null,
  });
}

export function setSystem(system: string): void {
  slipStore.set({ ...slipStore.get(), type: 'system', system });
}

export function setStake(stake: number): void {
  slipStore.set({ ...slipStore.get(), stake });
}

export function setAcceptOdds(acceptOdds: AcceptOdds): void {
  slipStore.set({ ...slipStore.get(), acceptOdds });
}

/** The player accepts the prices now shown. */
export function acceptChanges(): void {
  const state = slipStore.get();
  slipStore.set({ ...state, selections: state.selections.map((s) => ({ ...s, taken: s.odds })) });
}

/** Sets one selection's price (a refusal told the price now). */
export function setSelectionOdds(id: string, odds: number | null): void {
  const state = slipStore.get();
  slipStore.set({
    ...state,
    selections: state.selections.map((s) =>
      s.id !== id ? s : odds === null ? { ...s, status: 'closed' } : { ...s, odds },
    ),
  });
}

export function isSelected(state: SlipState, id: string): boolean {
  return state.selections.some((s) => s.id === id);
}

/** A live message moves the prices and statuses of the slip's selections. */
export function applyToSlip(message: SportsHubMessage): void {
  const state = slipStore.get();
  if (!state.selections.some((s) => s.eventId === message.eventId)) return;
  let changed = false;
  const selections = state.selections.map((s) => {
    if (s.eventId !== message.eventId) return s;
    let next = s;
    if (message.type === 'odds') {
      const market = message.markets.find((m) => m.id === s.marketId);
      if (!market) return s;
      const status =
        market.status === 'active' ? 'active' : market.status === 'suspended' ? 'suspended' : 'closed';
      const price = market.selections.find((p) => p.id === s.id);
      next = {
        ...s,
        status: price && price.odds === null && status === 'active' ? 'suspended' : status,
        odds: price?.odds ?? s.odds,
      };
    } else if (message.type === 'suspend') {
      if (s.status === 'active' && (message.marketIds === 'all' || message.marketIds.includes(s.marketId)))
        next = { ...s, status: 'suspended' };
    } else if (message.type === 'result') {
      const market = message.markets.find((m) => m.id === s.marketId);
      if (market && market.status !== 'active')
        next = { ...s, status: market.status === 'suspended' ? 'suspended' : 'closed' };
    }
    if (next.odds !== s.odds || next.status !== s.status) changed = true;
    return next.odds !== s.odds || next.status !== s.status ? next : s;
  });
  if (changed) slipStore.set({ ...state, selections });
}

// ---- the figures before placing ----

export type SlipProblemKey =
  'needCombo' | 'needSystem' | 'sameEvent' | 'suspendedLeg' | 'minStake' | 'maxStake' | null;

export interface SlipFigures {
  /** Bets (lines) the slip makes: singles one each, a combo one, a system its lines. */
  lines: number;
  totalStakeKurus: number;
  /** Every leg won (a system: every line won), boost included. */
  payoutKurus: number;
  /** Product of the odds (combo), the single's odds, or null (several singles, system). */
  totalOdds: number | null;
  boostPercent: number;
  boostKurus: number;
  problem: SlipProblemKey;
  /** Selections whose price moved against the player's preference: "accept changes" first. */
  needsAcceptance: boolean;
}

export const toKurus = (lira: number) => Math.round(lira * 100);

/** Whether a price change needs the player's yes under the preference. */
export function changeNeedsAcceptance(selection: SlipSelection, acceptOdds: AcceptOdds): boolean {
  if (selection.odds === selection.taken) return false;
  if (acceptOdds === 'any') return false;
  if (acceptOdds === 'higher') return selection.odds < selection.taken;
  return true;
}

/** The systems a number of selections allows: k/n for every k from 2 to n−1, then the named full covers of n. */
export function systemChoices(n: number): { code: string; label: string; lines: number }[] {
  if (n < 3 || n > SYSTEM_MAX_LEGS) return [];
  const list: { code: string; label: string; lines: number }[] = [];
  for (let k = 2; k < n; k++) {
    const code = `${k}/${n}`;
    list.push({ code, label: code, lines: countSystemLines(parseSystem(code)!) });
  }
  for (const [code, named] of Object.entries(NAMED_SYSTEMS) as [
    NamedSystem,
    (typeof NAMED_SYSTEMS)[NamedSystem],
  ][])
    if (named.legs === n)
      list.push({
        code,
        label: named.name.en,
        lines: countSystemLines({ legs: named.legs, sizes: named.sizes }),
      });
  return list;
}

/** Lines, total stake and potential payout with the contract's exact arithmetic (kuruş, rounded down). */
export function slipFigures(state: SlipState, limits: { minStake: number; maxStake: number }): SlipFigures {
  const legs = state.selections;
  const n = legs.length;
  const stakeKurus = toKurus(state.stake);
  const odds = legs.map((s) => s.odds);
  const none: SlipFigures = {
    lines: 0,
    totalStakeKurus: 0,
    payoutKurus: 0,
    totalOdds: null,
    boostPercent: 0,
    boostKurus: 0,
    problem: null,
    needsAcceptance: false,
  };
  if (n === 0) return none;
  const needsAcceptance = legs.some((s) => changeNeedsAcceptance(s, state.acceptOdds));
  let figures: SlipFigures;
  if (state.type === 'single') {
    figures = {
      ...none,
      lines: n,
      totalStakeKurus: n * stakeKurus,
      payoutKurus: odds.reduce((sum, o) => sum + potentialPayoutKurus(stakeKurus, [o]), 0),
      totalOdds: n === 1 ? odds[0]! : null,
    };
  } else if (state.type === 'combo') {
    const shape = checkSlipShape(
      'combo',
      legs.map((s) => s.eventId),
    );
    const product = potentialPayoutKurus(10_000, odds) / 10_000;
    const payout = potentialPayoutKurus(stakeKurus, odds);
    const eligible = n >= 2 && isComboBoostEligible(legs.map((s) => ({ odds: s.odds, book: s.book })));
    const boostPercent = eligible ? comboBoostPercent(n) : 0;
    const boostKurus = eligible
      ? comboBoostKurus(
          stakeKurus,
          payout,
          odds.map((o) => ({ odds: o, result: 'won' as const })),
        )
      : 0;
    figures = {
      ...none,
      lines: shape.ok ? 1 : 0,
      totalStakeKurus: shape.ok ? stakeKurus : 0,
      payoutKurus: shape.ok ? payout + boostKurus : 0,
      totalOdds: shape.ok ? product : null,
      boostPercent,
      boostKurus,
      problem: shape.ok ? null : shape.problem === 'same_event' ? 'sameEvent' : 'needCombo',
    };
  } else {
    const shape = checkSlipShape(
      'system',
      legs.map((s) => s.eventId),
      state.system ?? undefined,
    );
    if (!shape.ok || !shape.system) {
      figures = {
        ...none,
        problem: !shape.ok && shape.problem === 'same_event' ? 'sameEvent' : 'needSystem',
      };
    } else {
      const lines = countSystemLines(shape.system);
      figures = {
        ...none,
        lines,
        totalStakeKurus: lines * stakeKurus,
        payoutKurus: systemMaxPayoutKurus(shape.system, stakeKurus, odds),
      };
    }
  }
  figures.needsAcceptance = needsAcceptance;
  if (figures.problem) return figures;
  if (legs.some((s) => s.status !== 'active')) figures.problem = 'suspendedLeg';
  else if (stakeKurus < toKurus(limits.minStake)) figures.problem = 'minStake';
  else if ((state.type === 'single' ? stakeKurus : figures.totalStakeKurus) > toKurus(limits.maxStake))
    figures.problem = 'maxStake';
  return figures;
}
