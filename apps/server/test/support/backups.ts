/** What the backup test and benchmark share: the operator's commands run as a person runs them, and a database's fingerprint. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../../src/db/database.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/**
 * `npm run <script> -- <args>` from the repository's root, with DATABASE_URL and DATA_DIR only as `env` gives them: its
 * exit code, everything it printed, and how long it took.
 */
export function npmRun(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output, seconds: (performance.now() - started) / 1000 }));
  });
}

/** The tables whose rows are money: each is checksummed whole. */
export const MONEY_TABLES = ['invoices', 'invoice_lines', 'payments', 'usage_ledger'] as const;

export type Fingerprint = { counts: Record<string, number>; money: Record<string, string> };

/** Every table's row count (the public and pg-boss schemas) and an md5 of each money table's rows in id order. */
export async function fingerprint(db: Db): Promise<Fingerprint> {
  const tables = await sql<{ name: string }>`
    select quote_ident(schemaname) || '.' || quote_ident(tablename) as name
    from pg_tables where schemaname in ('public', 'pgboss') order by 1`.execute(db);
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.raw(name)}`.execute(db);
    counts[name] = rows[0]?.n ?? -1;
  }
  const money: Record<string, string> = {};
  for (const table of MONEY_TABLES) {
    const { rows } = await sql<{ md5: string }>`
      select md5(coalesce(string_agg(t::text, '|' order by t.id), '')) as md5 from ${sql.table(table)} t`.execute(db);
    money[table] = rows[0]?.md5 ?? '';
  }
  return { counts, money };
}
