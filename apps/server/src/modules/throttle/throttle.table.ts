export interface RateLimitsTable {
  key: string;
  window_started_at: Date;
  hits: number;
}

export interface ThrottleTables {
  rate_limits: RateLimitsTable;
}
