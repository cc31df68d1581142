import { AbilityBuilder, createMongoAbility, type MongoAbility } from '@casl/ability';
import { OpsChatPath } from '@kasa/contract/chat';
import { OpsCasinoPath } from '@kasa/contract/casino';
import { OpsContentPath } from '@kasa/contract/content';
import { OpsBackOfficePath } from '@kasa/contract/ops-backoffice';
import { OpsKycPath } from '@kasa/contract/kyc';
import { OpsMarketingPath, OpsPath, OpsPlayerPath, type OperatorRole } from '@kasa/contract/ops';
import { RgOpsPath } from '@kasa/contract/responsible-gaming';
import { OpsSportsPath } from '@kasa/contract/sports-bets-api';

// What each operator role may do (docs/decisions/0500), as CASL abilities, and which ability every /api/ops/… route
// needs. The guard (ops.guard.ts) refuses a route that has no rule here, and ops.permissions.test.ts builds its
// role × route table from the routes the app registers, so a new operator route without a rule fails that test.

export type OpsAction =
  'read' | 'approve' | 'release' | 'reject' | 'confirm' | 'update' | 'create' | 'manage';
export type OpsSubject =
  | 'Payment'
  | 'Withdrawal'
  | 'Deposit'
  | 'Books'
  | 'Kyc'
  | 'KycFile'
  | 'KycSettings'
  | 'Content'
  | 'StakeFactor'
  | 'Audit'
  | 'Operator'
  | 'Player'
  | 'Protection'
  | 'Marketing'
  | 'Casino'
  /** Operators' notes on a player (the back office, docs/decisions/0510). */
  | 'Note'
  /** Live chat: agents answer visitors (docs/decisions/0530). */
  | 'Chat'
  /** Balance adjustments through the ledger, four-eyes above the threshold (docs/decisions/0512). */
  | 'Adjustment'
  /** Bonuses granted or cancelled by an operator (docs/decisions/0512). */
  | 'Bonus'
  /** Payment methods: on/off, limits, order (docs/decisions/0513). */
  | 'PaymentMethod'
  // Sportsbook (docs/decisions/0540): the trading screen (events, liability, holds, voids, open bets).
  | 'Sportsbook'
  | 'all';
export type OpsAbility = MongoAbility<[OpsAction, OpsSubject]>;

type Can = AbilityBuilder<OpsAbility>['can'];

const ROLE_RULES: Record<OperatorRole, (can: Can) => void> = {
  admin: (can) => can('manage', 'all'),
  // Moves money: deposits and withdrawals, both eyes of a large withdrawal (never both on the same one).
  payments: (can) => {
    can('read', ['Payment', 'Books']);
    can(['approve', 'release', 'reject'], 'Withdrawal');
    can(['confirm', 'reject'], 'Deposit');
    // Balance corrections: ask for one, and be the second eye on another operator's (docs/decisions/0512).
    can(['read', 'create', 'approve', 'reject'], 'Adjustment');
    can(['read', 'update'], 'PaymentMethod');
  },
  // Fraud and compliance: identity documents, stake factors, stopping a withdrawal, the audit log.
  risk: (can) => {
    can('read', ['Payment', 'Books', 'Kyc', 'KycFile', 'KycSettings', 'Audit']);
    can(['approve', 'reject'], 'Kyc');
    can('update', ['KycSettings', 'StakeFactor']);
    can('reject', 'Withdrawal');
    // Account locks and the reopening of excluded accounts (docs/decisions/0440) are risk's.
    can(['read', 'update'], 'Player');
    can(['read', 'approve', 'reject'], 'Protection');
    can('create', 'Note');
    can(['read', 'create', 'approve', 'reject'], 'Adjustment');
    // Bonus abuse: grant a goodwill bonus, cancel one (docs/decisions/0512).
    can(['create', 'update'], 'Bonus');
  },
  // Answers players: sees their payments and where their identity check stands, changes nothing but its notes.
  support: (can) => {
    can('read', ['Payment', 'Kyc', 'Player', 'Protection']);
    can('create', 'Note');
    // The live chat's agents (docs/decisions/0530).
    can('manage', 'Chat');
  },
  content: (can) => {
    can('update', 'Content');
    // The casino screen: games on and off, featured (issue 13 §2).
    can(['read', 'update'], 'Casino');
    // Promotional notifications (never to players under protection, docs/decisions/0440).
    can('create', 'Marketing');
    // Campaign bonuses to chosen players (docs/decisions/0512).
    can('create', 'Bonus');
  },
  trader: (can) => {
    can('update', 'StakeFactor');
    can('read', 'Books');
    // Sportsbook (docs/decisions/0540)
    can(['read', 'update'], 'Sportsbook');
  },
  // Sees what the others see, except identity documents' images and the audit log; changes nothing.
  'read-only': (can) => {
    can('read', [
      'Payment',
      'Books',
      'Kyc',
      'KycSettings',
      'Player',
      'Protection',
      'Casino',
      'Adjustment',
      'PaymentMethod',
    ]);
    // Sportsbook (docs/decisions/0540)
    can('read', 'Sportsbook');
  },
};

/** The union of the operator's roles' abilities. */
export function abilityFor(roles: readonly OperatorRole[]): OpsAbility {
  const builder = new AbilityBuilder<OpsAbility>(createMongoAbility);
  for (const role of roles) ROLE_RULES[role](builder.can);
  return builder.build();
}

/**
 * What a route needs: `public` (the two sign-in steps), `session` (any signed-in operator: sign out, who am I), or an
 * ability. `action` names the audit log's entry.
 */
export type RouteRule =
  | { kind: 'public'; action: string }
  | { kind: 'session'; action: string }
  | { kind: 'ability'; can: OpsAction; subject: OpsSubject; action: string };

const rule = (can: OpsAction, subject: OpsSubject, action: string): RouteRule => ({
  kind: 'ability',
  can,
  subject,
  action,
});

/** Keyed by `<METHOD> <contract path>` (relative to /api/, parameters as `:name`). */
export const ROUTE_RULES: Readonly<Record<string, RouteRule>> = {
  [`POST ${OpsPath.login}`]: { kind: 'public', action: 'auth.password' },
  [`POST ${OpsPath.totp}`]: { kind: 'public', action: 'auth.totp' },
  [`POST ${OpsPath.logout}`]: { kind: 'session', action: 'auth.logout' },
  [`GET ${OpsPath.me}`]: { kind: 'session', action: 'auth.me' },

  [`GET ${OpsPath.pendingPayments}`]: rule('read', 'Payment', 'payment.list-pending'),
  [`GET ${OpsPath.paymentAudit}`]: rule('read', 'Payment', 'payment.audit'),
  [`POST ${OpsPath.approveWithdrawal}`]: rule('approve', 'Withdrawal', 'withdrawal.approve'),
  [`POST ${OpsPath.releaseWithdrawal}`]: rule('release', 'Withdrawal', 'withdrawal.release'),
  [`POST ${OpsPath.rejectWithdrawal}`]: rule('reject', 'Withdrawal', 'withdrawal.reject'),
  [`POST ${OpsPath.confirmDeposit}`]: rule('confirm', 'Deposit', 'deposit.confirm'),
  [`POST ${OpsPath.rejectDeposit}`]: rule('reject', 'Deposit', 'deposit.reject'),
  [`GET ${OpsPath.books}`]: rule('read', 'Books', 'books.check'),
  // Ask the PSP about a Pending deposit and apply its answer (docs/decisions/0430): a deposit decision.
  [`POST ${OpsPath.reconcileDeposit}`]: rule('confirm', 'Deposit', 'deposit.reconcile'),

  [`POST ${OpsPlayerPath.lock}`]: rule('update', 'Player', 'player.lock'),
  [`POST ${OpsPlayerPath.unlock}`]: rule('update', 'Player', 'player.unlock'),
  [`GET ${OpsPlayerPath.audit}`]: rule('read', 'Player', 'player.audit'),
  [`GET ${RgOpsPath.reopenRequests}`]: rule('read', 'Protection', 'rg.reopen-list'),
  [`POST ${RgOpsPath.approveReopen}`]: rule('approve', 'Protection', 'rg.reopen-approve'),
  [`POST ${RgOpsPath.rejectReopen}`]: rule('reject', 'Protection', 'rg.reopen-reject'),
  [`GET ${RgOpsPath.audit}`]: rule('read', 'Protection', 'rg.audit'),
  [`POST ${OpsMarketingPath.notify}`]: rule('create', 'Marketing', 'marketing.notify'),

  // The back office (docs/decisions/0510): the dashboard is the books' figures; the player screens read Player.
  [`GET ${OpsBackOfficePath.dashboard}`]: rule('read', 'Books', 'dashboard.read'),
  [`GET ${OpsBackOfficePath.players}`]: rule('read', 'Player', 'player.search'),
  [`GET ${OpsBackOfficePath.player}`]: rule('read', 'Player', 'player.detail'),
  [`GET ${OpsBackOfficePath.playerLedger}`]: rule('read', 'Player', 'player.ledger'),
  [`GET ${OpsBackOfficePath.playerPayments}`]: rule('read', 'Player', 'player.payments'),
  [`GET ${OpsBackOfficePath.playerSessions}`]: rule('read', 'Player', 'player.sessions'),
  [`POST ${OpsBackOfficePath.playerLogout}`]: rule('update', 'Player', 'player.force-logout'),
  [`GET ${OpsBackOfficePath.playerNotes}`]: rule('read', 'Player', 'player.notes'),
  [`POST ${OpsBackOfficePath.playerNotes}`]: rule('create', 'Note', 'player.note-add'),

  // Balance adjustments and operator bonuses (docs/decisions/0512).
  [`GET ${OpsBackOfficePath.playerAdjustments}`]: rule('read', 'Player', 'player.adjustments'),
  [`POST ${OpsBackOfficePath.playerAdjustments}`]: rule('create', 'Adjustment', 'adjustment.request'),
  [`GET ${OpsBackOfficePath.adjustments}`]: rule('read', 'Adjustment', 'adjustment.list'),
  [`POST ${OpsBackOfficePath.approveAdjustment}`]: rule('approve', 'Adjustment', 'adjustment.approve'),
  [`POST ${OpsBackOfficePath.rejectAdjustment}`]: rule('reject', 'Adjustment', 'adjustment.reject'),
  [`GET ${OpsBackOfficePath.bonusDefinitions}`]: rule('create', 'Bonus', 'bonus.definitions'),
  [`POST ${OpsBackOfficePath.playerBonuses}`]: rule('create', 'Bonus', 'bonus.grant'),
  [`POST ${OpsBackOfficePath.cancelBonus}`]: rule('update', 'Bonus', 'bonus.cancel'),
  // Payment methods and payments per method (docs/decisions/0513).
  [`GET ${OpsBackOfficePath.paymentMethods}`]: rule('read', 'PaymentMethod', 'payment-method.list'),
  [`POST ${OpsBackOfficePath.paymentMethod}`]: rule('update', 'PaymentMethod', 'payment-method.update'),
  [`GET ${OpsBackOfficePath.paymentsByMethod}`]: rule('read', 'Books', 'report.payments-by-method'),

  [`GET ${OpsPath.audit}`]: rule('read', 'Audit', 'audit.search'),
  [`GET ${OpsPath.operators}`]: rule('read', 'Operator', 'operator.list'),
  [`POST ${OpsPath.operators}`]: rule('create', 'Operator', 'operator.create'),
  [`POST ${OpsPath.operator}`]: rule('update', 'Operator', 'operator.update'),

  [`POST ${OpsContentPath.promotions}`]: rule('update', 'Content', 'content.promotion'),
  // The editor's list: whoever may edit promotions may list them (inactive ones too).
  [`GET ${OpsContentPath.promotions}`]: rule('update', 'Content', 'content.promotion-list'),
  [`POST ${OpsContentPath.pages}`]: rule('update', 'Content', 'content.page'),
  [`POST ${OpsContentPath.siteOptions}`]: rule('update', 'Content', 'content.site-option'),
  // Content (docs/decisions/0550): the back office's content screens; listing is for whoever may edit.
  [`GET ${OpsContentPath.pages}`]: rule('update', 'Content', 'content.page-list'),
  [`GET ${OpsContentPath.categories}`]: rule('update', 'Content', 'content.category-list'),
  [`POST ${OpsContentPath.categories}`]: rule('update', 'Content', 'content.category'),
  [`GET ${OpsContentPath.translations}`]: rule('update', 'Content', 'content.translation-list'),
  [`POST ${OpsContentPath.translations}`]: rule('update', 'Content', 'content.translation'),
  [`GET ${OpsContentPath.siteOptions}`]: rule('update', 'Content', 'content.site-option-list'),
  [`GET ${OpsContentPath.popup}`]: rule('update', 'Content', 'content.popup-read'),
  [`POST ${OpsContentPath.popup}`]: rule('update', 'Content', 'content.popup'),
  [`GET ${OpsContentPath.banners}`]: rule('update', 'Content', 'content.banner-list'),
  [`POST ${OpsContentPath.banners}`]: rule('update', 'Content', 'content.banner'),
  [`POST ${OpsContentPath.bannerOrder}`]: rule('update', 'Content', 'content.banner-order'),
  [`POST ${OpsContentPath.images}`]: rule('update', 'Content', 'content.image-upload'),
  // Content (docs/decisions/0550) end.

  [`GET ${OpsCasinoPath.games}`]: rule('read', 'Casino', 'casino.games'),
  [`POST ${OpsCasinoPath.game}`]: rule('update', 'Casino', 'casino.game-update'),
  // Casino (docs/decisions/0560)
  [`GET ${OpsCasinoPath.categories}`]: rule('read', 'Casino', 'casino.categories'),
  [`POST ${OpsCasinoPath.categoryOrder}`]: rule('update', 'Casino', 'casino.category-order'),
  [`POST ${OpsCasinoPath.category}`]: rule('update', 'Casino', 'casino.category-update'),
  [`GET ${OpsCasinoPath.jackpots}`]: rule('read', 'Casino', 'casino.jackpots'),
  [`GET ${OpsCasinoPath.providers}`]: rule('read', 'Casino', 'casino.providers'),
  // Casino (docs/decisions/0560) end.

  [`POST ${OpsSportsPath.stakeFactor}`]: rule('update', 'StakeFactor', 'sports.stake-factor'),

  // Sportsbook (docs/decisions/0540)
  [`GET ${OpsSportsPath.events}`]: rule('read', 'Sportsbook', 'sports.events'),
  [`GET ${OpsSportsPath.event}`]: rule('read', 'Sportsbook', 'sports.event'),
  [`GET ${OpsSportsPath.openBets}`]: rule('read', 'Sportsbook', 'sports.open-bets'),
  [`POST ${OpsSportsPath.suspendMarket}`]: rule('update', 'Sportsbook', 'sports.market-suspend'),
  [`POST ${OpsSportsPath.unsuspendMarket}`]: rule('update', 'Sportsbook', 'sports.market-unsuspend'),
  [`POST ${OpsSportsPath.voidMarket}`]: rule('update', 'Sportsbook', 'sports.market-void'),

  // Live chat (docs/decisions/0530): every agent call needs `manage Chat` (support and admin).
  [`POST ${OpsChatPath.presence}`]: rule('manage', 'Chat', 'chat.presence'),
  [`GET ${OpsChatPath.agents}`]: rule('manage', 'Chat', 'chat.agents'),
  [`GET ${OpsChatPath.queue}`]: rule('manage', 'Chat', 'chat.queue'),
  [`GET ${OpsChatPath.mine}`]: rule('manage', 'Chat', 'chat.mine'),
  [`GET ${OpsChatPath.conversation}`]: rule('manage', 'Chat', 'chat.conversation'),
  [`POST ${OpsChatPath.messages}`]: rule('manage', 'Chat', 'chat.message'),
  [`POST ${OpsChatPath.receipts}`]: rule('manage', 'Chat', 'chat.receipt'),
  [`POST ${OpsChatPath.take}`]: rule('manage', 'Chat', 'chat.take'),
  [`POST ${OpsChatPath.transfer}`]: rule('manage', 'Chat', 'chat.transfer'),
  [`POST ${OpsChatPath.close}`]: rule('manage', 'Chat', 'chat.close'),
  [`POST ${OpsChatPath.notes}`]: rule('manage', 'Chat', 'chat.note'),
  [`GET ${OpsChatPath.attachment}`]: rule('manage', 'Chat', 'chat.attachment'),
  [`GET ${OpsChatPath.canned}`]: rule('manage', 'Chat', 'chat.canned'),

  [`GET ${OpsKycPath.pending}`]: rule('read', 'Kyc', 'kyc.list-pending'),
  [`GET ${OpsKycPath.document}`]: rule('read', 'Kyc', 'kyc.document'),
  [`GET ${OpsKycPath.file}`]: rule('read', 'KycFile', 'kyc.file'),
  [`POST ${OpsKycPath.approve}`]: rule('approve', 'Kyc', 'kyc.approve'),
  [`POST ${OpsKycPath.reject}`]: rule('reject', 'Kyc', 'kyc.reject'),
  [`GET ${OpsKycPath.audit}`]: rule('read', 'Kyc', 'kyc.audit'),
  [`GET ${OpsKycPath.settings}`]: rule('read', 'KycSettings', 'kyc.settings'),
  [`POST ${OpsKycPath.settings}`]: rule('update', 'KycSettings', 'kyc.settings-update'),
};

/** The rule of a registered route (`url` as Fastify has it, under /api/), or undefined when none is written. */
export function ruleOf(method: string, url: string, apiBase: string): RouteRule | undefined {
  const verb = method === 'HEAD' ? 'GET' : method;
  const path = url.startsWith(apiBase) ? url.slice(apiBase.length) : url;
  return ROUTE_RULES[`${verb} ${path.replace(/\/+$/, '')}`];
}

/** Whether roles holding `ability` may call a route with `rule`. */
export function allows(ability: OpsAbility, rule: RouteRule): boolean {
  return rule.kind !== 'ability' || ability.can(rule.can, rule.subject);
}
