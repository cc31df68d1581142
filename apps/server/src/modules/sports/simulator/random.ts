/**
 * Randomness for the simulator: a uniform source in [0, 1) is injected everywhere, so a match replays exactly from its
 * seed (after a restart the runner regenerates the same match). mulberry32 seeded from a text by FNV-1a: fast,
 * deterministic, and good enough for simulated sport (never for money: the games use crypto).
 */
export type Random = () => number;

export function hashSeed(text: string): number {
  let seed = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) seed = Math.imul(seed ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return seed;
}

export function seededRandom(seed: number | string): Random {
  let state = typeof seed === 'string' ? hashSeed(seed) : seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A Poisson(λ) draw by inversion (λ is small here: goals in a minute, added minutes). */
export function poissonDraw(random: Random, lambda: number): number {
  if (lambda <= 0) return 0;
  let k = 0;
  let term = Math.exp(-lambda);
  let cumulative = term;
  const u = random();
  while (u > cumulative && k < 100) {
    k++;
    term *= lambda / k;
    cumulative += term;
  }
  return k;
}

/** A standard normal draw (Box–Muller). */
export function normalDraw(random: Random): number {
  const u = 1 - random();
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

export function pick<T>(random: Random, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

/** Fisher–Yates, on a copy. */
export function shuffled<T>(random: Random, list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
