/**
 * Microsoft 365's partner price is the spec's 375 RUB a month (documents 1 and 3 §9; decision 027), not the 330 the
 * first catalogue had. Tariffs are versions, never edits (decision 014): a catalogue seeded with 330 gets a version at
 * 375 from the first day of the current Moscow month, so closed months keep what their invoices billed and the open
 * month is priced at 375. An empty catalogue is seeded at 375 and needs nothing here.
 */
import { sql, type Kysely } from 'kysely';

const SEAT_CODE = 'office365-seat';
const PRICE_KOPECKS = 37_500;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    insert into option_tariffs (option_id, effective_from, price, client_price)
    select o.id, date_trunc('month', now() at time zone 'Europe/Moscow')::date, ${PRICE_KOPECKS}, ${PRICE_KOPECKS}
    from service_options o
    where o.resource_code = ${SEAT_CODE}
      and exists (select 1 from option_tariffs t where t.option_id = o.id and t.price <> ${PRICE_KOPECKS})
    on conflict (option_id, effective_from) do nothing`.execute(db);
}
