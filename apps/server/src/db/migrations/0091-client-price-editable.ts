/**
 * The spec's clientTariff.editable (document 3 §3 Service option; issue 22 item 23; decision 028): an option whose
 * client price the partner sets itself in the calculators. Off for every option but the partner's own development
 * (the demo catalogue's private 1С:Бухгалтерия), whose price to its client only the partner can know; a catalogue seeded
 * before this column gets that one option switched on here, a fresh one from its seed.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table service_options add column client_price_editable boolean not null default false`.execute(db);
  await sql`update service_options set client_price_editable = true where resource_code = 'bp-private-seat'`.execute(db);
}
