/**
 * Content (issue 15 item 4, decision 025): news, videos, presentations, marketing materials and knowledge-base
 * articles written by the vendor's operators, with attachments stored in the database. The Markdown is rendered and
 * sanitized once, when it is written; the search text is a tsvector of the Russian configuration generated from the
 * title, the summary and the body's plain text, behind a GIN index without a pending list (PGlite never vacuums).
 * The lists' totals are counters kept by a trigger.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table content_items (
      id uuid primary key default gen_random_uuid(),
      type text not null check (type in ('news', 'video', 'presentation', 'marketing', 'info')),
      slug text not null unique,
      title text not null,
      summary text not null default '',
      body text not null default '',
      body_html text not null default '',
      body_text text not null default '',
      status text not null default 'draft' check (status in ('draft', 'published')),
      published_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      created_by uuid references accounts(id),
      updated_by uuid references accounts(id),
      attachment_count integer not null default 0,
      search tsvector generated always as (
        setweight(to_tsvector('russian', title), 'A') ||
        setweight(to_tsvector('russian', summary), 'B') ||
        setweight(to_tsvector('russian', body_text), 'C')
      ) stored,
      check ((status = 'published') = (published_at is not null))
    )`.execute(db);
  // The partner's lists: published items of one kind, newest first.
  await sql`create index content_items_published on content_items (type, published_at desc, id) where status = 'published'`.execute(db);
  // The operator's list: every item, last changed first (with or without a kind).
  await sql`create index content_items_updated on content_items (updated_at desc, id)`.execute(db);
  await sql`create index content_items_type_updated on content_items (type, updated_at desc, id)`.execute(db);
  // Without a kind (GET /api/content with no type): every published item, newest first.
  await sql`create index content_items_published_all on content_items (published_at desc, id) where status = 'published'`.execute(db);
  await sql`create index content_items_search on content_items using gin (search) with (fastupdate = off)`.execute(db);

  // The lists' totals, kept by a trigger: counting the rows of a large section for every page would read them all.
  await sql`
    create table content_counts (
      type text primary key,
      items integer not null default 0,
      published integer not null default 0
    )`.execute(db);
  await sql`
    create function content_counts_trigger() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        update content_counts
        set items = items - 1, published = published - (case when old.status = 'published' then 1 else 0 end)
        where type = old.type;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into content_counts as cc (type, items, published)
        values (new.type, 1, case when new.status = 'published' then 1 else 0 end)
        on conflict (type) do update
        set items = cc.items + 1, published = cc.published + (case when new.status = 'published' then 1 else 0 end);
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger content_items_counts after insert or delete or update of type, status on content_items
    for each row execute function content_counts_trigger()`.execute(db);

  await sql`
    create table content_files (
      id uuid primary key default gen_random_uuid(),
      item_id uuid not null references content_items(id) on delete cascade,
      name text not null,
      mime text not null,
      size integer not null,
      data bytea not null,
      created_at timestamptz not null default now(),
      created_by uuid references accounts(id)
    )`.execute(db);
  await sql`create index content_files_item on content_files (item_id, created_at, id)`.execute(db);
}
