/**
 * Private configurations: a 1C configuration adapted for one partner's clients belongs to that partner, and only
 * that partner sees and orders it; a service without an owner is in everyone's catalogue.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table services add column owner_partner_id uuid references partners(id)`.execute(db);
}
