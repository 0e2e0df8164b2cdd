/**
 * Leads (issue 15): where a lead came from (the programme's common pool or a partner's own site form), what it asks for
 * (document 3 §3 Lead.products) and when it reached each status (dateRegistered, dateDispatched, dateInProd). The
 * applications of partners who take a common lead to work, and the site forms, come with their own migrations.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table leads
      add column source text not null default 'programme' check (source in ('programme', 'site')),
      add column products jsonb not null default '[]',
      add column site_form_id uuid,
      add column applied_at timestamptz,
      add column processed_at timestamptz,
      add column in_prod_at timestamptz,
      add column customer_id uuid references customers(id)`.execute(db);
}
