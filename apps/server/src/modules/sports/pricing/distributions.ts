/**
 * Small discrete distributions shared by the models. A pmf is an array indexed from an `offset` (its first value):
 * `{ offset: -3, p: [...] }` is the distribution over -3, -2, … Truncation drops less than TAIL of mass, and what is
 * dropped is put back by normalising, so every pmf sums to 1 (docs/decisions/0200 §Football).
 */

export const TAIL = 1e-12;

export interface Pmf {
  offset: number;
  p: Float64Array;
}

const pointMass = (at: number): Pmf => ({ offset: at, p: Float64Array.of(1) });

/** Poisson(λ) on 0…n, n where the upper tail falls under TAIL. */
export function poisson(lambda: number): Pmf {
  if (!(lambda > 0)) return pointMass(0);
  const values: number[] = [];
  let term = Math.exp(-lambda);
  let cumulative = 0;
  for (let k = 0; k < 200; k++) {
    values.push(term);
    cumulative += term;
    if (k >= lambda && 1 - cumulative < TAIL) break;
    term *= lambda / (k + 1);
  }
  return normalise({ offset: 0, p: Float64Array.from(values) });
}

function normalise(pmf: Pmf): Pmf {
  let sum = 0;
  for (const v of pmf.p) sum += v;
  if (sum > 0 && sum !== 1) for (let i = 0; i < pmf.p.length; i++) pmf.p[i]! /= sum;
  return pmf;
}

/** The distribution of X - Y for independent X, Y (Skellam when both are Poisson). */
export function difference(x: Pmf, y: Pmf): Pmf {
  const lo = x.offset - (y.offset + y.p.length - 1);
  const out = new Float64Array(x.p.length + y.p.length - 1);
  for (let i = 0; i < x.p.length; i++) {
    const xi = x.p[i]!;
    if (xi === 0) continue;
    for (let j = 0; j < y.p.length; j++) out[i + (y.p.length - 1 - j)]! += xi * y.p[j]!;
  }
  return { offset: lo, p: out };
}

/** The distribution of X + Y for independent X, Y. */
export function sum(x: Pmf, y: Pmf): Pmf {
  const out = new Float64Array(x.p.length + y.p.length - 1);
  for (let i = 0; i < x.p.length; i++) {
    const xi = x.p[i]!;
    if (xi === 0) continue;
    for (let j = 0; j < y.p.length; j++) out[i + j]! += xi * y.p[j]!;
  }
  return { offset: x.offset + y.offset, p: out };
}

export function shift(pmf: Pmf, by: number): Pmf {
  return { offset: pmf.offset + by, p: pmf.p };
}

export function at(pmf: Pmf, k: number): number {
  return pmf.p[k - pmf.offset] ?? 0;
}

/** P(X > threshold) for a real threshold. */
export function above(pmf: Pmf, threshold: number): number {
  let s = 0;
  for (let i = 0; i < pmf.p.length; i++) if (pmf.offset + i > threshold) s += pmf.p[i]!;
  return s;
}

export function mean(pmf: Pmf): number {
  let m = 0;
  for (let i = 0; i < pmf.p.length; i++) m += (pmf.offset + i) * pmf.p[i]!;
  return m;
}

/** Standard normal CDF. */
export function normalCdf(z: number): number {
  return 0.5 * erfc(-z / Math.SQRT2);
}

function erfc(x: number): number {
  // Numerical Recipes' Chebyshev fit (erfcc): relative error under 1.2e-7, far below what two-decimal odds can show.
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const r =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? r : 2 - r;
}

/** N(μ, σ²) discretised on the integers (k gets the mass of [k - ½, k + ½)), over μ ± 8σ. σ = 0 is a point mass. */
export function discreteNormal(mu: number, sigma: number): Pmf {
  if (!(sigma > 1e-9)) return pointMass(Math.round(mu));
  const lo = Math.floor(mu - 8 * sigma);
  const hi = Math.ceil(mu + 8 * sigma);
  const p = new Float64Array(hi - lo + 1);
  let previous = normalCdf((lo - 0.5 - mu) / sigma);
  for (let k = lo; k <= hi; k++) {
    const next = normalCdf((k + 0.5 - mu) / sigma);
    p[k - lo] = next - previous;
    previous = next;
  }
  return normalise({ offset: lo, p });
}
