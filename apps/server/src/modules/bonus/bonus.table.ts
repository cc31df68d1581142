import type { ColumnType, Selectable } from 'kysely';

/** BIGINT kuruş: read as a string, written as a string. */
type Kurus = ColumnType<string, string | undefined, string>;

export type BonusKind = 'trial' | 'first_deposit' | 'cashback';

export interface BonusDefinitionsTable {
  id: number;
  kind: BonusKind;
  title_tr: string;
  title_en: string;
  description_tr: string;
  description_en: string;
  /** First deposit: % of the deposit; cashback: % of net losses. Null for the trial bonus (fixed amount). */
  percent: number | null;
  /** Cap of the bonus (kuruş), null = none. */
  max_amount: string | null;
  /** First deposit: smallest deposit that earns it; cashback: smallest payable cashback (kuruş). */
  min_amount: string;
  /** Wagering required = amount × this. */
  wagering_multiplier: number;
  /** Days from grant to expiry. */
  valid_days: number;
  /**
   * Sports bets count towards this bonus's wagering when every counting leg (void legs do not count) was taken at this
   * price or more, in hundredths (150 = 1.50); null: sports bets do not count (docs/decisions/0240).
   */
  sports_min_odds: number | null;
  is_active: boolean;
  sort_order: number;
}

export interface PlayerBonusesTable {
  id: ColumnType<string, never, never>;
  player_id: string;
  definition_id: number;
  /** BonusStatus: 0 Requested, 1 Active, 2 Completed, 3 Cancelled, 4 Expired. */
  status: number;
  amount: Kurus;
  wagering_required: Kurus;
  wagering_progress: Kurus;
  /** Converted to cash (Completed) or forfeited (Expired), kuruş; null while open. */
  settled_amount: string | null;
  /** Deposit reference (first deposit), the cashback window start. */
  source_reference: string | null;
  requested_at: Date;
  granted_at: Date | null;
  expires_at: Date | null;
  completed_at: Date | null;
  updated_at: Date;
}

export interface BonusClaimsTable {
  scope: string;
  value: string;
  player_bonus_id: string;
  created_at: Date;
}

export interface BonusWagersTable {
  key: string;
  player_id: string;
  amount: string;
  created_at: Date;
}

export type BonusDefinitionRow = Selectable<BonusDefinitionsTable>;
export type PlayerBonusRow = Selectable<PlayerBonusesTable>;

export interface BonusTables {
  bonus_definitions: BonusDefinitionsTable;
  player_bonuses: PlayerBonusesTable;
  bonus_claims: BonusClaimsTable;
  bonus_wagers: BonusWagersTable;
}
