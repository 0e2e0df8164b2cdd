/**
 * The rate pages' texts (decision 022): what an operator writes around the tables — title, the paragraphs above and
 * below them and the payment rules — per product and effective date. The prices are never here: they are the
 * catalogue's dated tariffs (option_tariffs).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rate_texts (
      product text not null check (product in ('grm', 'oi')),
      effective_from date not null,
      title text not null,
      paragraph_top text not null,
      paragraph_bottom text not null,
      payment_rules text not null,
      updated_by uuid references accounts(id) on delete set null,
      updated_at timestamptz not null default now(),
      primary key (product, effective_from)
    )`.execute(db);
}
