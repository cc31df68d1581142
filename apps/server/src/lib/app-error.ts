import type { MessageKey } from '@kasa/contract/messages';
import { msg } from '@kasa/contract/messages';

/**
 * An expected failure: a message reference (translated into the request's locale by the error handler) and the HTTP
 * status to answer with. Anything that is not an AppError is unexpected: logged and answered with a generic 500.
 */
export class AppError extends Error {
  readonly messageRef: string;
  /** A 429's `Retry-After` in seconds (the error handler sends 60 when a 429 does not say). */
  retryAfterSeconds: number | null = null;

  constructor(
    readonly status: number,
    key: MessageKey,
    args: Array<string | number> = [],
    readonly data: unknown = null,
  ) {
    const messageRef = msg(key, ...args);
    super(messageRef);
    this.name = 'AppError';
    this.messageRef = messageRef;
  }
}

/** Request input failed a contract schema: `fields` maps each failing path to its (untranslated) message reference. */
export class ValidationError extends AppError {
  constructor(
    readonly firstRef: string,
    readonly fields: Record<string, string>,
  ) {
    super(400, 'e.invalidInput');
  }
}

export const badRequest = (key: MessageKey, ...args: Array<string | number>) => new AppError(400, key, args);
export const unauthorized = () => new AppError(401, 'e.unauthorized');
export const conflict = (key: MessageKey, ...args: Array<string | number>) => new AppError(409, key, args);
export const tooManyRequests = (key: MessageKey, ...args: Array<string | number>) =>
  new AppError(429, key, args);

/** A 429 that says when to come back: `Retry-After: <seconds>` (docs/decisions/0420). */
export function retryLater(seconds: number, key: MessageKey, ...args: Array<string | number>): AppError {
  const error = new AppError(429, key, args);
  error.retryAfterSeconds = Math.max(1, Math.ceil(seconds));
  return error;
}
