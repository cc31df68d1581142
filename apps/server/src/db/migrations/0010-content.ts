import { sql, type Kysely } from 'kysely';

// Content (issue 5, docs/decisions/0100-content-and-bootstrap.md): banner slider items, promotions, footer content
// categories and pages, popups. Texts per language in _tr/_en columns; HTML columns hold sanitised HTML only. Ids are
// plain integers (seeded ids are fixed: About Us is page 3); the operator's new rows take max(id) + 1. Site options and
// translations stay in the cms tables of 0001. Plain SQL for PGlite and PostgreSQL.
const statements = [
  `create table content_banners (
     id integer primary key,
     code text not null unique,
     slug text not null,
     url text not null,
     target text not null check (target in ('_self', '_blank')),
     image_default text not null,
     image_1200 text not null,
     image_992 text not null,
     title_tr text not null,
     title_en text not null,
     text_tr text not null,
     text_en text not null,
     is_active boolean not null default true,
     sort_order integer not null default 100,
     valid_from timestamptz,
     valid_to timestamptz,
     updated_at timestamptz not null
   )`,
  `create index content_banners_slug_idx on content_banners (slug, sort_order)`,

  `create table content_promotions (
     id integer primary key,
     code text not null unique,
     category text not null check (category in ('casino', 'sports', 'bonus')),
     title_tr text not null,
     title_en text not null,
     summary_tr text not null default '',
     summary_en text not null default '',
     description_tr text not null,
     description_en text not null,
     terms_tr text not null default '',
     terms_en text not null default '',
     images text not null default '[]',
     bonus_definition_id integer,
     cta_url text,
     is_active boolean not null default true,
     sort_order integer not null default 100,
     valid_from timestamptz,
     valid_to timestamptz,
     updated_at timestamptz not null
   )`,

  `create table content_categories (
     id integer primary key,
     title_tr text not null,
     title_en text not null,
     sort_order integer not null default 100
   )`,

  `create table content_pages (
     id integer primary key,
     category_id integer not null references content_categories (id),
     title_tr text not null,
     title_en text not null,
     summary_tr text not null default '',
     summary_en text not null default '',
     body_tr text not null,
     body_en text not null,
     is_active boolean not null default true,
     sort_order integer not null default 100,
     updated_at timestamptz not null
   )`,
  `create index content_pages_category_idx on content_pages (category_id, sort_order)`,

  `create table content_popups (
     id integer primary key,
     title_tr text not null,
     title_en text not null,
     image_default text not null,
     image_1200 text not null,
     image_992 text not null,
     link_url text not null,
     link_target text not null check (link_target in ('_self', '_blank')),
     is_active boolean not null default true,
     updated_at timestamptz not null
   )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'content_popups',
    'content_pages',
    'content_categories',
    'content_promotions',
    'content_banners',
  ]) {
    await sql.raw(`drop table if exists ${table}`).execute(db);
  }
}
