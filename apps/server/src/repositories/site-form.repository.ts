/** Site order forms (decision 024): the partner's form, the configurations it may offer, and the leads it brings. */
import { sql } from 'kysely';
import { initialLeadStatus, type SiteFormLeadData, type SiteFormSettings } from '@portal/domain';
import type { Db } from '../db/database.ts';
import { visibleTo } from './catalogue.repository.ts';
import type { PartnerScope } from './office.repository.ts';

/** The services a site form can offer: the Market's 1C configurations the partner sees (its private ones too). */
const CONFIGURATION_CATEGORY = '1c_ecw_application';

export function offeredConfigurations(db: Db, scope: PartnerScope) {
  return db
    .selectFrom('services')
    .select(['id', 'name'])
    .where('resource_category', '=', CONFIGURATION_CATEGORY)
    .where('enabled', '=', true)
    .where(visibleTo(scope))
    .orderBy('sort')
    .orderBy('name')
    .execute();
}

/** The names of the given configurations that the partner may still offer, in the given order. */
export async function configurationNames(
  db: Db,
  scope: PartnerScope,
  ids: readonly string[],
): Promise<Array<{ id: string; name: string }>> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('services')
    .select(['id', 'name'])
    .where('id', 'in', [...ids])
    .where('resource_category', '=', CONFIGURATION_CATEGORY)
    .where('enabled', '=', true)
    .where(visibleTo(scope))
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const formColumns = [
  'f.id',
  'f.partner_id as partnerId',
  'f.public_id as publicId',
  'f.challenge_key as challengeKey',
  'f.product_ids as productIds',
  'f.strict_choice as strictChoice',
  'f.fields',
  'f.colors',
  'f.title',
  'f.button_text as buttonText',
  'f.success_text as successText',
  'f.updated_at as updatedAt',
] as const;

export function findSiteFormOfPartner(db: Db, scope: PartnerScope) {
  return db.selectFrom('site_forms as f').select(formColumns).where('f.partner_id', '=', scope.partnerId).executeTakeFirst();
}

/** A form by its public id, with what the public endpoint needs of its partner. */
export function findSiteFormByPublicId(db: Db, publicId: string) {
  return db
    .selectFrom('site_forms as f')
    .innerJoin('partners as p', 'p.id', 'f.partner_id')
    .select(formColumns)
    .select([
      sql<string>`coalesce(nullif(p.public_name, ''), p.name)`.as('partnerName'),
      'p.email as partnerEmail',
      'p.participation_status as participationStatus',
      'p.lock_status as lockStatus',
    ])
    .where('f.public_id', '=', publicId)
    .executeTakeFirst();
}

export type SiteFormRow = NonNullable<Awaited<ReturnType<typeof findSiteFormOfPartner>>>;

/** Saves the partner's form: the first save creates it with its public id and signing key, later ones keep both. */
export function saveSiteForm(db: Db, scope: PartnerScope, settings: SiteFormSettings, created: { publicId: string; challengeKey: Buffer }) {
  const values = {
    product_ids: JSON.stringify(settings.productIds),
    strict_choice: settings.strictChoice,
    fields: JSON.stringify(settings.fields),
    colors: JSON.stringify(settings.colors),
    title: settings.title,
    button_text: settings.buttonText,
    success_text: settings.successText,
  };
  return db
    .insertInto('site_forms')
    .values({ partner_id: scope.partnerId, public_id: created.publicId, challenge_key: created.challengeKey, ...values })
    .onConflict((oc) => oc.column('partner_id').doUpdateSet({ ...values, updated_at: sql<Date>`now()` }))
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Marks a challenge redeemed; false when it was redeemed before (a replay). */
export async function redeemChallenge(db: Db, siteFormId: string, nonce: string): Promise<boolean> {
  const inserted = await db
    .insertInto('site_form_challenges_used')
    .values({ nonce, site_form_id: siteFormId })
    .onConflict((oc) => oc.column('nonce').doNothing())
    .returning('nonce')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Forgets redeemed challenges that have expired anyway (they can no longer be replayed). */
export async function deleteExpiredChallenges(db: Db, olderThanMs: number): Promise<number> {
  const result = await db
    .deleteFrom('site_form_challenges_used')
    .where('used_at', '<', sql<Date>`now() - ${`${Math.round(olderThanMs)} milliseconds`}::interval`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export type SiteConsent = { version: string; sha256: string; at: Date };

/** The lead of an accepted submission, dispatched to the form's partner at once, with the consent it came with. */
export async function insertSiteLead(
  db: Db,
  form: { id: string; partnerId: string },
  lead: SiteFormLeadData,
  consent: SiteConsent,
): Promise<string> {
  const { id } = await db
    .insertInto('leads')
    .values({
      partner_id: form.partnerId,
      status: initialLeadStatus('site'),
      source: 'site',
      site_form_id: form.id,
      name: lead.name,
      responsible: lead.responsible,
      email: lead.email,
      phone: lead.phone,
      inn: lead.inn,
      products: JSON.stringify(lead.products),
      dispatched_at: sql<Date>`now()`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('site_form_submissions')
    .values({
      lead_id: id,
      site_form_id: form.id,
      comment: lead.comment,
      consent_version: consent.version,
      consent_sha256: consent.sha256,
      consented_at: consent.at,
    })
    .execute();
  return id;
}
