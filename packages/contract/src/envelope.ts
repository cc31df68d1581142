import { z } from 'zod';
import { str } from './text.ts';

/** Every API response, errors too: spec §3 "Response envelope". */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.boolean(), message: str(), data });
}

export const EmptyEnvelope = envelope(z.null());
export type Envelope<T> = { success: boolean; message: string; data: T };
