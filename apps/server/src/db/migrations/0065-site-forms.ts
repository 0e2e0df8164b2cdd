/**
 * The partners' site order forms (issue 15 item 3, decision 024): one form per partner with a public id for the
 * embedded script, the submissions that became leads with the consent the visitor gave (which text, when), and the
 * proof-of-work challenges already redeemed (a challenge is good once).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table site_forms (
      id uuid primary key default gen_random_uuid(),
      partner_id uuid not null unique references partners(id),
      public_id text not null unique,
      -- Signs the form's challenges: a forged or altered challenge fails without a database lookup of the challenge.
      challenge_key bytea not null,
      product_ids jsonb not null,
      strict_choice boolean not null default false,
      fields jsonb not null,
      colors jsonb not null,
      title text not null,
      button_text text not null,
      success_text text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);

  await sql`alter table leads add constraint leads_site_form_fk foreign key (site_form_id) references site_forms(id)`.execute(db);
  await sql`create index leads_site_form_idx on leads (site_form_id) where site_form_id is not null`.execute(db);

  await sql`
    create table site_form_submissions (
      lead_id uuid primary key references leads(id),
      site_form_id uuid not null references site_forms(id),
      comment text,
      consent_version text not null,
      consent_sha256 text not null check (consent_sha256 ~ '^[0-9a-f]{64}$'),
      consented_at timestamptz not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index site_form_submissions_form_idx on site_form_submissions (site_form_id, created_at desc)`.execute(db);

  await sql`
    create table site_form_challenges_used (
      nonce text primary key,
      site_form_id uuid not null references site_forms(id),
      used_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index site_form_challenges_used_at_idx on site_form_challenges_used (used_at)`.execute(db);
}
