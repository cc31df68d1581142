import type { ColumnType, Generated, Selectable } from 'kysely';

export type BlockKind = 'timeout' | 'self_exclusion' | 'closed';
export type LimitKind = 'deposit' | 'loss' | 'wager' | 'session';
export type LimitPeriod = 'day' | 'week' | 'month' | 'session';

export interface RgPlayersTable {
  player_id: string;
  reality_check_minutes: number | null;
  block_kind: BlockKind | null;
  block_period: string | null;
  block_from: Date | null;
  block_until: Date | null;
  session_started_at: Date | null;
  session_seen_at: Date | null;
  reality_check_at: Date | null;
  limit_prompt_at: Date | null;
  /** The player last reviewed their limits (migration 0048); asked again LIMIT_REVIEW_MONTHS later. */
  limits_reviewed_at: Generated<Date | null>;
  updated_at: Date;
}

export interface RgLimitsTable {
  player_id: string;
  kind: LimitKind;
  period: LimitPeriod;
  /** BIGINT as text: kuruş (money limits) or minutes (session). */
  amount: string | null;
  pending_amount: string | null;
  pending_at: Date | null;
  updated_at: Date;
}

export interface RgAuditTable {
  id: ColumnType<string, never, never>;
  player_id: string;
  actor: string;
  action: string;
  detail: ColumnType<Record<string, unknown>, string, string>;
  created_at: Generated<Date>;
}

export type ReopenStatus = 'pending' | 'approved' | 'rejected' | 'withdrawn';

/** A player's request to reopen after a self-exclusion or closure (migration 0048, docs/decisions/0440). */
export interface RgReopenRequestsTable {
  id: ColumnType<string, never, never>;
  player_id: string;
  block_kind: 'self_exclusion' | 'closed';
  requested_at: Date;
  cooling_until: Date;
  status: ReopenStatus;
  decided_by: string | null;
  decided_at: Date | null;
  note: string | null;
}

export type RgReopenRow = Selectable<RgReopenRequestsTable>;
export type RgPlayerRow = Selectable<RgPlayersTable>;
export type RgLimitRow = Selectable<RgLimitsTable>;

export interface ResponsibleGamingTables {
  rg_players: RgPlayersTable;
  rg_limits: RgLimitsTable;
  rg_audit: RgAuditTable;
  rg_reopen_requests: RgReopenRequestsTable;
}
