import type { AccessControlProvider } from '@refinedev/core';
import { currentOperator } from './auth-provider';

// What each screen and button needs, in the server's own terms (modules/ops/ops.permissions.ts): an [action, subject]
// pair of its CASL rules. The server checks every call anyway; this only hides what would be refused.

type Need = readonly [action: string, subject: string];

export const NEEDS: Readonly<Record<string, Need>> = {
  'dashboard.list': ['read', 'Books'],
  'reports.list': ['read', 'Books'],
  'players.list': ['read', 'Player'],
  'players.show': ['read', 'Player'],
  'players.lock': ['update', 'Player'],
  'players.logout': ['update', 'Player'],
  'players.note': ['create', 'Note'],
  // Balance adjustments and operator bonuses (docs/decisions/0512).
  'adjustments.list': ['read', 'Adjustment'],
  'adjustments.create': ['create', 'Adjustment'],
  'adjustments.approve': ['approve', 'Adjustment'],
  'adjustments.reject': ['reject', 'Adjustment'],
  'bonuses.create': ['create', 'Bonus'],
  'bonuses.cancel': ['update', 'Bonus'],
  'marketing.create': ['create', 'Marketing'],
  // Payment methods (docs/decisions/0513).
  'paymentMethods.list': ['read', 'PaymentMethod'],
  'paymentMethods.edit': ['update', 'PaymentMethod'],
  'payments.list': ['read', 'Payment'],
  'payments.approve': ['approve', 'Withdrawal'],
  'payments.release': ['release', 'Withdrawal'],
  'payments.rejectWithdrawal': ['reject', 'Withdrawal'],
  'payments.confirm': ['confirm', 'Deposit'],
  'payments.rejectDeposit': ['reject', 'Deposit'],
  'kyc.list': ['read', 'Kyc'],
  'kyc.file': ['read', 'KycFile'],
  'kyc.approve': ['approve', 'Kyc'],
  'kyc.reject': ['reject', 'Kyc'],
  'protection.list': ['read', 'Protection'],
  'protection.approve': ['approve', 'Protection'],
  'protection.reject': ['reject', 'Protection'],
  'audit.list': ['read', 'Audit'],
  'promotions.list': ['update', 'Content'],
  // Content (docs/decisions/0550)
  'contentPages.list': ['update', 'Content'],
  'banners.list': ['update', 'Content'],
  'popup.list': ['update', 'Content'],
  'siteOptions.list': ['update', 'Content'],
  'contentCategories.list': ['update', 'Content'],
  'translations.list': ['update', 'Content'],
  // Content (docs/decisions/0550) end.
  'casino.list': ['read', 'Casino'],
  'casino.edit': ['update', 'Casino'],
  // Casino (docs/decisions/0560)
  'casinoJackpots.list': ['read', 'Casino'],
  'casinoProviders.list': ['read', 'Casino'],
  // Casino (docs/decisions/0560) end.
  'chat.list': ['manage', 'Chat'],
  'operators.list': ['read', 'Operator'],
  'operators.create': ['create', 'Operator'],
  'operators.edit': ['update', 'Operator'],
  // Sportsbook (docs/decisions/0540)
  'sportsbook.list': ['read', 'Sportsbook'],
  'sportsbook.show': ['read', 'Sportsbook'],
  'sportsbook.edit': ['update', 'Sportsbook'],
  'sportsBets.list': ['read', 'Sportsbook'],
  'sportsBets.stakeFactor': ['update', 'StakeFactor'],
};

/** CASL's meaning of a rule without conditions: 'manage' is every action, 'all' every subject. */
export function allows(can: readonly (readonly [string, string])[], need: Need): boolean {
  return can.some(
    ([action, subject]) =>
      (action === need[0] || action === 'manage') && (subject === need[1] || subject === 'all'),
  );
}

export const accessControlProvider: AccessControlProvider = {
  async can({ resource, action }) {
    const need = NEEDS[`${resource ?? ''}.${action}`];
    if (!need) return { can: false, reason: 'no rule' };
    const operator = await currentOperator();
    return { can: operator ? allows(operator.can, need) : false };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};
