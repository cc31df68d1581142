import type { FastifyRequest } from 'fastify';
import type { Envelope } from '@kasa/contract/envelope';
import type { Locale } from '@kasa/contract/constants';
import { isMessageKey, resolveLocale, translate } from '@kasa/contract/messages';
import type { MessageKey } from '@kasa/contract/messages';
import { msg } from '@kasa/contract/messages';
import { Header } from '@kasa/contract/api';
import type { z } from 'zod';
import { ValidationError } from './app-error.ts';

export function localeOf(request: FastifyRequest): Locale {
  const value = request.headers[Header.locale];
  return resolveLocale(Array.isArray(value) ? value[0] : value);
}

/** A successful envelope with its message translated into the request's locale. */
export function ok<T>(
  request: FastifyRequest,
  data: T,
  key: MessageKey = 's.ok',
  ...args: Array<string | number>
): Envelope<T> {
  return okIn(localeOf(request), data, key, ...args);
}

/** A successful envelope in `locale`: for answers prepared once per language rather than per request. */
export function okIn<T>(
  locale: Locale,
  data: T,
  key: MessageKey = 's.ok',
  ...args: Array<string | number>
): Envelope<T> {
  return { success: true, message: translate(locale, msg(key, ...args)), data };
}

function isReference(message: string): boolean {
  return isMessageKey(message.split(':')[0] ?? '');
}

/**
 * An issue's message reference. A union, a record key or a map element that failed carries zod's default text and the
 * failures of its parts inside: the first part's reference is taken then (a NUL in a record's key or in a
 * string-or-number value reads `v.nul`, not the generic message).
 */
function referenceOf(issue: z.core.$ZodIssue): string {
  if (isReference(issue.message)) return issue.message;
  const nested: z.core.$ZodIssue[] =
    issue.code === 'invalid_union'
      ? issue.errors.flat()
      : issue.code === 'invalid_key' || issue.code === 'invalid_element'
        ? issue.issues
        : [];
  for (const inner of nested) {
    const reference = referenceOf(inner);
    if (isReference(reference)) return reference;
  }
  return msg('e.invalidInput');
}

/** Parses request input with a contract schema; failure → ValidationError (400, every failing field). */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    fields[path] ??= referenceOf(issue);
  }
  const first = result.error.issues[0];
  throw new ValidationError(first ? referenceOf(first) : msg('e.invalidInput'), fields);
}

export function headerValue(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text ? text.slice(0, 500) : null;
}

/** What a session and an activity record about the request. */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
  fingerprint: string | null;
}

export function clientInfo(request: FastifyRequest): ClientInfo {
  return {
    ip: request.ip,
    userAgent: headerValue(request, 'user-agent'),
    fingerprint: headerValue(request, Header.fingerprint)?.slice(0, 200) ?? null,
  };
}
