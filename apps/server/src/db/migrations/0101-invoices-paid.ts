/**
 * What has been paid of each invoice, kept on the invoice by a trigger on payments (issue 24's benchmark): the overdue
 * queue and the orders-closed check read only the unpaid invoices through a partial index, instead of summing the
 * payments of every invoice ever closed (255 ms at 2,000 partners × 24 months).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table invoices add column paid bigint not null default 0`.execute(db);
  // The invoice stays a document that never changes; only its paid amount follows the payments.
  await sql`drop trigger invoices_immutable on invoices`.execute(db);
  await sql`
    create function invoices_immutable_but_paid() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and (new.id, new.partner_id, new.year, new.month, new.number, new.sum, new.currency_code, new.line_count, new.closed_at)
         is not distinct from (old.id, old.partner_id, old.year, old.month, old.number, old.sum, old.currency_code, old.line_count, old.closed_at) then
        return new;
      end if;
      raise exception '% is immutable', tg_table_name;
    end $$`.execute(db);
  await sql`
    create trigger invoices_immutable before update or delete on invoices
    for each row execute function invoices_immutable_but_paid()`.execute(db);
  await sql`
    create function invoices_paid_trigger() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') and old.invoice_id is not null then
        update invoices set paid = paid - old.amount where id = old.invoice_id;
      end if;
      if tg_op in ('INSERT', 'UPDATE') and new.invoice_id is not null then
        update invoices set paid = paid + new.amount where id = new.invoice_id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger invoices_paid after insert or delete or update of invoice_id, amount
    on payments for each row execute function invoices_paid_trigger()`.execute(db);
  await sql`
    update invoices i set paid = p.total
    from (select invoice_id, sum(amount) as total from payments where invoice_id is not null group by invoice_id) p
    where p.invoice_id = i.id`.execute(db);
  await sql`create index invoices_unpaid_idx on invoices (partner_id) where paid < sum`.execute(db);
}
