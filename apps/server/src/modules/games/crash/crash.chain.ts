import { createHash, createHmac, randomBytes } from 'node:crypto';
import { crashHundredthsFromH, hFromHmacHex } from '@kasa/contract/crash';

/**
 * The provably fair hash chain (docs/decisions/0093-crash-game.md). h[N] is a random 32-byte seed; h[i] =
 * SHA-256(h[i+1]) over the 32 raw bytes; h[0], the terminating hash, is published before play. Rounds take h[1],
 * h[2], … in order, so every round's hash hashes to the previous round's hash (round 1's to h[0]) and nobody can
 * compute a future round's hash from the ones already revealed.
 */
export interface HashChain {
  length: number;
  /** h[i] as lowercase hex, 0 ≤ i ≤ length. */
  hashAt(position: number): string;
}

export const sha256Hex = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

export const newSeed = () => randomBytes(32).toString('hex');
export const newSalt = () => randomBytes(16).toString('hex');

/** Builds the whole chain from its seed into one buffer ((N+1)·32 bytes; 3.2 MB for 100 000 rounds). */
export function buildChain(seedHex: string, length: number): HashChain {
  const buffer = Buffer.alloc((length + 1) * 32);
  Buffer.from(seedHex, 'hex').copy(buffer, length * 32);
  for (let i = length - 1; i >= 0; i--) {
    const digest = createHash('sha256')
      .update(buffer.subarray((i + 1) * 32, (i + 2) * 32))
      .digest();
    digest.copy(buffer, i * 32);
  }
  return {
    length,
    hashAt(position) {
      if (!Number.isInteger(position) || position < 0 || position > length)
        throw new RangeError(`chain position ${position} outside 0…${length}`);
      return buffer.subarray(position * 32, (position + 1) * 32).toString('hex');
    },
  };
}

/**
 * The published formula: HMAC-SHA256 with the chain's salt (its hex text, UTF-8) as key over the round hash (its hex
 * text, UTF-8); h = the first 13 hex digits (52 bits); crash = max(1.00, floor(99·2^52 / (2^52 − h)) / 100), capped at
 * 1 000 000.00. Answers hundredths.
 */
export function crashPointOf(roundHash: string, salt: string): number {
  const hmac = createHmac('sha256', Buffer.from(salt, 'utf8'))
    .update(Buffer.from(roundHash, 'utf8'))
    .digest('hex');
  return crashHundredthsFromH(hFromHmacHex(hmac));
}
