// Row types of every table, matching db/migrations. Kysely types queries with them.
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface AppSecretTable {
  name: string;
  value: string;
}

export interface SeedRunTable {
  name: string;
  ran_at: CreatedAt;
}

export interface SessionTable {
  /** sha256 of the cookie value: a database leak does not leak usable session ids. */
  id_hash: string;
  user_id: number | null;
  authorities: string[];
  created_at: CreatedAt;
  last_seen_at: Date;
  expires_at: Date;
}

export interface ErrorReportTable {
  id: Generated<number>;
  code: string;
  info: string;
  user_id: number | null;
  created_at: CreatedAt;
}

export interface JsErrorTable {
  id: Generated<number>;
  code: string;
  message: string;
  path: string;
  width: number;
  user_name: string | null;
  user_agent: string;
  stack: string;
  created_at: CreatedAt;
}

export interface DB {
  app_secret: AppSecretTable;
  seed_run: SeedRunTable;
  session: SessionTable;
  error_report: ErrorReportTable;
  js_error: JsErrorTable;
}
