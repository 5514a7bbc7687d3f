/**
 * The tables as Kysely sees them. Dates are ISO-8601 text and JSON is text, so that one
 * set of migrations and queries serves SQLite and PostgreSQL alike (DESIGN.md).
 */
export interface AdminTable {
  id: string;
  username: string;
  password_hash: string;
  created_at: string;
}

export interface SessionTable {
  id: string;
  name: string;
  scenario_id: string;
  duration_minutes: number;
  status: string;
  created_at: string;
}

export interface PlayerTable {
  id: string;
  session_id: string;
  mail: string;
  mail_key: string;
  lang: string;
  token_hash: string;
  created_at: string;
}

export interface SettingTable {
  key: string;
  value: string;
}

export interface Database {
  admins: AdminTable;
  sessions: SessionTable;
  players: PlayerTable;
  settings: SettingTable;
}
