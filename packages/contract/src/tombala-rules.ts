import type { HmacSha256 } from './fair.ts';

// Tombala (90-ball bingo) rules, pure and shared by the server and the browser (docs/decisions/0330): the strips of six
// tickets, the call sequence from the committed seed, line / full-house detection, the prize split and the chat filter.

export const TOMBALA_BALLS = 90;
export const TICKET_ROWS = 3;
export const TICKET_COLUMNS = 9;
export const ROW_NUMBERS = 5;
export const TICKET_NUMBERS = ROW_NUMBERS * TICKET_ROWS;
export const STRIP_TICKETS = 6;
/** A player buys 1–6 tickets per game (one strip at most). */
export const MAX_TICKETS = STRIP_TICKETS;

/** A ticket: 3 rows × 9 columns, 0 = a blank cell. */
export type TombalaGrid = number[][];
/** A uniform integer in [0, n) (crypto on the server, any source in tests). */
export type RandomInt = (n: number) => number;

/** Column of a number: 1–9 → 0, 10–19 → 1, …, 80–90 → 8. */
export const columnOf = (n: number) => (n === 90 ? 8 : Math.floor(n / 10));
/** Inclusive range of column c. */
export const columnRange = (c: number): [number, number] => [c === 0 ? 1 : c * 10, c === 8 ? 90 : c * 10 + 9];

function shuffle<T>(items: T[], rand: RandomInt): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rand(i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** One attempt at a strip; null on a dead end (the caller tries again). */
function tryStrip(rand: RandomInt): TombalaGrid[] | null {
  const sizes = Array.from({ length: TICKET_COLUMNS }, (_, c) => {
    const [lo, hi] = columnRange(c);
    return hi - lo + 1;
  });
  // Every ticket has at least one number in every column; the 36 numbers left go to tickets with room (≤ 3 per
  // column of a ticket, 15 per ticket), the fullest columns first.
  const counts = Array.from({ length: STRIP_TICKETS }, () => Array<number>(TICKET_COLUMNS).fill(1));
  const totals = Array<number>(STRIP_TICKETS).fill(TICKET_COLUMNS);
  const order = shuffle([...Array(TICKET_COLUMNS).keys()], rand).sort((a, b) => sizes[b]! - sizes[a]!);
  for (const c of order) {
    for (let k = 0; k < sizes[c]! - STRIP_TICKETS; k++) {
      const open = [...Array(STRIP_TICKETS).keys()].filter(
        (t) => totals[t]! < TICKET_NUMBERS && counts[t]![c]! < TICKET_ROWS,
      );
      if (open.length === 0) return null;
      const t = open[rand(open.length)]!;
      counts[t]![c]!++;
      totals[t]!++;
    }
  }
  // Each ticket's cells: a column with k numbers takes the k rows that still need the most (5 per row).
  const cells = counts.map((ticketCounts) => {
    const need = [ROW_NUMBERS, ROW_NUMBERS, ROW_NUMBERS];
    const rows: number[][] = Array.from({ length: TICKET_COLUMNS }, () => []);
    const cols = shuffle([...Array(TICKET_COLUMNS).keys()], rand).sort(
      (a, b) => ticketCounts[b]! - ticketCounts[a]!,
    );
    for (const c of cols) {
      const pick = shuffle([0, 1, 2], rand)
        .sort((a, b) => need[b]! - need[a]!)
        .slice(0, ticketCounts[c]!);
      for (const r of pick) {
        if (need[r]! <= 0) return null;
        need[r]!--;
      }
      rows[c] = pick.sort((a, b) => a - b);
    }
    return need.every((n) => n === 0) ? rows : null;
  });
  if (cells.some((c) => c === null)) return null;
  const grids: TombalaGrid[] = Array.from({ length: STRIP_TICKETS }, () =>
    Array.from({ length: TICKET_ROWS }, () => Array<number>(TICKET_COLUMNS).fill(0)),
  );
  for (let c = 0; c < TICKET_COLUMNS; c++) {
    const [lo, hi] = columnRange(c);
    const numbers = shuffle(
      Array.from({ length: hi - lo + 1 }, (_, i) => lo + i),
      rand,
    );
    let next = 0;
    for (let t = 0; t < STRIP_TICKETS; t++) {
      const rows = cells[t]![c]!;
      const mine = numbers.slice(next, next + rows.length).sort((a, b) => a - b);
      next += rows.length;
      rows.forEach((r, i) => {
        grids[t]![r]![c] = mine[i]!;
      });
    }
  }
  return grids;
}

/**
 * A strip of six tickets in which 1–90 each appear exactly once: every ticket 3 × 9 with 5 numbers per row, every
 * column of every ticket holding 1–3 numbers of its range, ascending from top to bottom.
 */
export function generateStrip(rand: RandomInt): TombalaGrid[] {
  for (let attempt = 0; attempt < 10_000; attempt++) {
    const strip = tryStrip(rand);
    if (strip) return strip;
  }
  throw new Error('tombala: no strip');
}

/** The numbers of a ticket, row by row. */
export const ticketNumbers = (grid: TombalaGrid) => grid.flat().filter((n) => n > 0);

/** Why a ticket breaks the layout, or null when it is valid. */
export function ticketProblem(grid: TombalaGrid): string | null {
  if (grid.length !== TICKET_ROWS) return 'rows';
  for (const row of grid) {
    if (row.length !== TICKET_COLUMNS) return 'columns';
    if (row.filter((n) => n > 0).length !== ROW_NUMBERS) return 'row count';
    for (let c = 0; c < TICKET_COLUMNS; c++) {
      const n = row[c]!;
      if (n === 0) continue;
      const [lo, hi] = columnRange(c);
      if (!Number.isInteger(n) || n < lo || n > hi) return `number ${n} in column ${c}`;
    }
  }
  for (let c = 0; c < TICKET_COLUMNS; c++) {
    const column = grid.map((row) => row[c]!).filter((n) => n > 0);
    if (column.length === 0) return `empty column ${c}`;
    for (let i = 1; i < column.length; i++) if (column[i]! <= column[i - 1]!) return `column ${c} order`;
  }
  return null;
}

/** Why a strip breaks the rules (each of 1–90 exactly once over six valid tickets), or null. */
export function stripProblem(strip: readonly TombalaGrid[]): string | null {
  if (strip.length !== STRIP_TICKETS) return 'tickets';
  for (const grid of strip) {
    const problem = ticketProblem(grid);
    if (problem) return problem;
  }
  const all = strip.flatMap(ticketNumbers).sort((a, b) => a - b);
  if (all.length !== TOMBALA_BALLS || all.some((n, i) => n !== i + 1)) return 'numbers';
  return null;
}

/**
 * The game's call order from its seed: 1–90 shuffled by Fisher–Yates from the last position down; position i swaps
 * with word mod (i + 1), a word used only when below (i + 1)·⌊2³²/(i + 1)⌋. Words: HMAC-SHA256(key = seed hex text,
 * message = `${room}:${seq}:${cursor}`), cursor 0, 1, …, eight big-endian 4-byte words per digest (roulette's stream).
 */
export async function tombalaSequence(
  hmac: HmacSha256,
  serverSeed: string,
  room: string,
  seq: number,
): Promise<number[]> {
  const balls = Array.from({ length: TOMBALA_BALLS }, (_, i) => i + 1);
  let cursor = 0;
  const words: number[] = [];
  const next = async () => {
    if (words.length === 0) {
      const d = await hmac(serverSeed, `${room}:${seq}:${cursor++}`);
      for (let i = 0; i + 3 < d.length; i += 4)
        words.push(d[i]! * 2 ** 24 + d[i + 1]! * 2 ** 16 + d[i + 2]! * 2 ** 8 + d[i + 3]!);
    }
    return words.shift()!;
  };
  for (let i = TOMBALA_BALLS - 1; i > 0; i--) {
    const n = i + 1;
    const acceptBelow = n * Math.floor(2 ** 32 / n);
    let j = -1;
    while (j < 0) {
      const word = await next();
      if (word < acceptBelow) j = word % n;
    }
    [balls[i], balls[j]] = [balls[j]!, balls[i]!];
  }
  return balls;
}

/** Rows of the ticket whose five numbers have all been called. */
export function completeLines(grid: TombalaGrid, called: ReadonlySet<number>): number {
  return grid.filter((row) => row.every((n) => n === 0 || called.has(n))).length;
}

/** The prizes in the order they are won: 1. çinko (one line), 2. çinko (two lines), Tombala (full house). */
export const TombalaPrize = ['cinko1', 'cinko2', 'tombala'] as const;
export type TombalaPrize = (typeof TombalaPrize)[number];
/** Lines a ticket needs for each prize. */
export const PRIZE_LINES: Record<TombalaPrize, number> = { cinko1: 1, cinko2: 2, tombala: 3 };

/** How many more numbers the ticket needs for the prize (0 = it has it). */
export function numbersToGo(grid: TombalaGrid, called: ReadonlySet<number>, prize: TombalaPrize): number {
  const left = grid.map((row) => row.filter((n) => n > 0 && !called.has(n)).length).sort((a, b) => a - b);
  return left.slice(0, PRIZE_LINES[prize]).reduce((s, n) => s + n, 0);
}

/**
 * The split of ticket sales, basis points (sum 10 000): the house's cut, the progressive jackpot's share, and the
 * three prizes. Each prize is ⌊pool × bp / 10 000⌋ kuruş; the house keeps what the floors leave.
 */
export const TOMBALA_SPLIT_BP = {
  house: 1_000,
  jackpot: 200,
  cinko1: 1_500,
  cinko2: 2_500,
  tombala: 4_800,
} as const;
/** Share of ticket sales returned to players, percent: prizes 88 + jackpot share 2 (every contribution is paid out). */
export const TOMBALA_RTP_PERCENT = 90;
/** The jackpot goes to a full house on or before this call. */
export const JACKPOT_CALLS = 50;

/** The prize amounts of a pool (kuruş). */
export function prizeAmounts(pool: number): Record<TombalaPrize, number> {
  const share = (bp: number) => Math.floor((pool * bp) / 10_000);
  return {
    cinko1: share(TOMBALA_SPLIT_BP.cinko1),
    cinko2: share(TOMBALA_SPLIT_BP.cinko2),
    tombala: share(TOMBALA_SPLIT_BP.tombala),
  };
}
export const jackpotShare = (pool: number) => Math.floor((pool * TOMBALA_SPLIT_BP.jackpot) / 10_000);

/**
 * A prize shared equally by the tickets that won it on the same call (kuruş): each gets ⌊amount / n⌋ and the
 * remainder (< n kuruş) goes one kuruş each to the first winners in ticket-id order, so the whole amount is paid.
 */
export function splitPrize(amount: number, ticketIds: readonly number[]): Map<number, number> {
  const ids = [...ticketIds].sort((a, b) => a - b);
  const out = new Map<number, number>();
  if (ids.length === 0) return out;
  const each = Math.floor(amount / ids.length);
  const rest = amount - each * ids.length;
  ids.forEach((id, i) => out.set(id, each + (i < rest ? 1 : 0)));
  return out;
}

// ——— Chat moderation ———

/** Words masked in room chat (Turkish and English), matched on the folded text (case and Turkish letters folded). */
export const CHAT_BLOCKED_WORDS = [
  'amk',
  'aq',
  'orospu',
  'siktir',
  'sikerim',
  'yarrak',
  'pic',
  'pezevenk',
  'gavat',
  'yavsak',
  'serefsiz',
  'gerizekali',
  'salak',
  'aptal',
  'ibne',
  'fuck',
  'fucking',
  'shit',
  'bitch',
  'bastard',
  'asshole',
  'cunt',
  'dick',
  'whore',
  'idiot',
] as const;

const FOLD: Record<string, string> = {
  ç: 'c',
  ğ: 'g',
  ı: 'i',
  i̇: 'i',
  ö: 'o',
  ş: 's',
  ü: 'u',
  â: 'a',
  î: 'i',
  û: 'u',
};
const fold = (s: string) => s.toLocaleLowerCase('tr').replace(/[çğıöşüâîû]/g, (ch) => FOLD[ch] ?? ch);
const blocked: ReadonlySet<string> = new Set(CHAT_BLOCKED_WORDS);

/** The message with every blocked word (a whole word, letters repeated or not) replaced by asterisks. */
export function filterChat(text: string): { text: string; masked: boolean } {
  let masked = false;
  const out = text.replace(/[\p{L}\p{N}]+/gu, (word) => {
    const folded = fold(word);
    const squeezed = folded.replace(/(.)\1+/g, '$1');
    if (blocked.has(folded) || blocked.has(squeezed)) {
      masked = true;
      return '*'.repeat([...word].length);
    }
    return word;
  });
  return { text: out, masked };
}

/** Chat rate limit per player and room: one message per `gapMs`, at most `max` per `windowMs`. */
export const CHAT_LIMIT = { gapMs: 2_000, max: 5, windowMs: 30_000, maxLength: 200, history: 30 } as const;
