import { z } from 'zod';
import { msg } from './messages.ts';

/** No NUL (U+0000): PostgreSQL refuses it in text and jsonb, so it must never get past a schema (docs/decisions/0420). */
// eslint-disable-next-line no-control-regex -- the control character is the point
export const NO_NUL = /^[^\u0000]*$/;

/**
 * The contract's string: `z.string` that refuses a NUL character with `v.nul`. Every string schema of the contract is
 * built from it (the contract test `text.test.ts` keeps it so), so every route answers such input with 400, never a 500.
 * The check comes first, so its message is the one a caller sees.
 */
export function str(params?: string | z.core.$ZodStringParams): z.ZodString {
  return z.string(params).regex(NO_NUL, msg('v.nul'));
}
