import type { ReactNode } from 'react';
import { useAuth } from '../../../lib/session';
import { useLimits } from '../api/limits';

/**
 * Marketing (the promotion popup) only for players who may receive it: not during a time-out, self-exclusion or
 * closure (issue 12 §1). Guests see it at once; a signed-in player once their settings are known.
 */
export function MarketingGate({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useAuth();
  const limits = useLimits();
  if (!isLoggedIn) return <>{children}</>;
  if (!limits.data || limits.data.block !== null) return null;
  return <>{children}</>;
}
