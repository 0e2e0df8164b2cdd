/**
 * Infrastructure access (issue 12, decision 016): one access row per partner with its status, the offer it accepted and
 * the infrastructure login's password hash; every change of it as an event (who, when, from, to, why); the single-use
 * links of the letters, kept as hashes. Partners whose accounts already hold ROLE_IAS_USER get an access that is on.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table ias_access (
      id uuid primary key default gen_random_uuid(),
      partner_id uuid not null unique references partners(id),
      status text not null check (status in ('pending', 'on', 'refused', 'off')),
      email text not null,
      note text,
      offer_version text not null,
      offer_accepted_at timestamptz not null,
      distributor_id uuid references partners(id),
      reason text,
      requested_by uuid references accounts(id),
      requested_at timestamptz not null default now(),
      decided_by uuid references accounts(id),
      decided_at timestamptz,
      updated_at timestamptz not null default now(),
      password_hash text,
      password_set_at timestamptz
    )`.execute(db);
  // The back office's queue: a status, newest first (and all statuses by date).
  await sql`create index ias_access_status on ias_access (status, requested_at desc, id)`.execute(db);
  await sql`create index ias_access_requested on ias_access (requested_at desc, id)`.execute(db);

  await sql`
    create table ias_access_events (
      id uuid primary key default gen_random_uuid(),
      access_id uuid not null references ias_access(id),
      partner_id uuid not null references partners(id),
      action text not null,
      from_status text,
      to_status text,
      reason text,
      actor_account_id uuid references accounts(id),
      -- The clock, not the transaction's start: a decision and the link it sends keep their order.
      created_at timestamptz not null default clock_timestamp()
    )`.execute(db);
  await sql`create index ias_access_events_access on ias_access_events (access_id, created_at)`.execute(db);

  await sql`
    create table ias_password_links (
      id uuid primary key default gen_random_uuid(),
      access_id uuid not null references ias_access(id),
      token_hash text not null unique,
      expires_at timestamptz not null,
      used_at timestamptz,
      revoked_at timestamptz,
      created_by uuid references accounts(id),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index ias_password_links_access on ias_password_links (access_id, created_at desc)`.execute(db);

  // Access granted before this table existed: the role was the only record of it.
  await sql`
    insert into ias_access (partner_id, status, email, offer_version, offer_accepted_at, distributor_id, requested_by, requested_at)
    select p.id, 'on', coalesce(p.public_email, p.email), 'legacy', now(), p.distributor_id, min(a.id::text)::uuid, now()
    from partners p
    join accounts a on a.partner_id = p.id
    join account_authorities aa on aa.account_id = a.id and aa.authority = 'ROLE_IAS_USER'
    where p.kind = 'partner'
    group by p.id`.execute(db);
}
