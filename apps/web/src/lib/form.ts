import { msg } from '@kasa/contract/messages';
import type { FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

type MaskChecks = Record<string, (value: unknown) => boolean>;

/**
 * Wraps a schema resolver so a masked input that is started but not filled reports 'v.mask' (spec §8), whatever
 * the schema would have said about the partial value. Empty fields keep the schema's own 'required' message.
 */
export function withMasks<TValues extends FieldValues, TContext, TOutput>(
  resolver: Resolver<TValues, TContext, TOutput>,
  checks: MaskChecks,
): Resolver<TValues, TContext, TOutput> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const maskErrors: Record<string, { type: string; message: string }> = {};
    for (const [name, isComplete] of Object.entries(checks)) {
      if (options.names && !(options.names as readonly string[]).includes(name)) continue;
      const value: unknown = (values as Record<string, unknown>)[name];
      if (value === '' || value === undefined || value === null) continue;
      if (!isComplete(value)) maskErrors[name] = { type: 'mask', message: msg('v.mask') };
    }
    if (Object.keys(maskErrors).length === 0) return result;
    return {
      values: {},
      errors: { ...result.errors, ...maskErrors } as FieldErrors<TValues>,
    };
  };
}

/** Puts the server's per-field messages (400 `data.fields`) on the matching inputs. */
export function applyServerFieldErrors<TValues extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<TValues>,
  fieldNames: readonly string[],
): void {
  if (!(error instanceof ApiError)) return;
  for (const [field, message] of Object.entries(error.fields)) {
    if (fieldNames.includes(field)) setError(field as Path<TValues>, { type: 'server', message });
  }
}
