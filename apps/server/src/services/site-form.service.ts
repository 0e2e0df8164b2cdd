/**
 * Site order forms (issue 15 item 3, decision 024): the partner builds its form; visitors of the partner's site send it
 * through the public endpoint, which turns each well-formed, consented, unhurried, proven submission into a lead
 * dispatched to the partner at once, with a letter.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Enqueue } from './enqueue.ts';
import {
  ERROR_CODES,
  leadingZeroBits,
  proofInput,
  SITE_FORM_CODES,
  SITE_FORM_CONSENT_VERSION,
  SITE_FORM_DEFAULTS,
  SITE_FORM_FIELD_LABELS,
  SITE_FORM_MESSAGES,
  siteFormConsentText,
  siteFormSubmissionRules,
  type SiteForm,
  type SiteFormChallenge,
  type SiteFormLeadData,
  type SiteFormSettings,
  type SiteFormSubmission,
  type SiteFormView,
} from '@portal/domain';
import type { SiteFormLimits } from '../config.ts';
import type { Db } from '../db/database.ts';
import { refuseIfBlocked } from './partner-lock.service.ts';
import { AppError } from '../errors/app-error.ts';
import { recordAudit } from '../repositories/audit.repository.ts';
import type { PartnerScope } from '../repositories/office.repository.ts';
import {
  configurationNames,
  findSiteFormByPublicId,
  findSiteFormOfPartner,
  insertSiteLead,
  offeredConfigurations,
  redeemChallenge,
  saveSiteForm,
  type SiteFormRow,
} from '../repositories/site-form.repository.ts';
import { hitCounter } from '../repositories/throttle.repository.ts';
import type { Caller } from './caller.ts';
import { queueLetter } from './mail.service.ts';

function settingsOf(row: SiteFormRow): SiteFormSettings {
  return {
    productIds: row.productIds,
    strictChoice: row.strictChoice,
    fields: row.fields,
    colors: row.colors,
    title: row.title,
    buttonText: row.buttonText,
    successText: row.successText,
  };
}

async function partnerName(db: Db, scope: PartnerScope): Promise<string> {
  const partner = await db
    .selectFrom('partners')
    .select(['name', 'public_name as publicName'])
    .where('id', '=', scope.partnerId)
    .executeTakeFirstOrThrow();
  return partner.publicName?.trim() || partner.name;
}

export async function getSiteForm(db: Db, scope: PartnerScope): Promise<SiteForm> {
  const [row, catalogue, name] = await Promise.all([
    findSiteFormOfPartner(db, scope),
    offeredConfigurations(db, scope),
    partnerName(db, scope),
  ]);
  const settings: SiteFormSettings = row
    ? settingsOf(row)
    : {
        ...SITE_FORM_DEFAULTS,
        fields: { ...SITE_FORM_DEFAULTS.fields },
        colors: { ...SITE_FORM_DEFAULTS.colors },
        productIds: [],
        strictChoice: false,
      };
  return {
    saved: row !== undefined,
    publicId: row?.publicId ?? null,
    settings,
    partnerName: name,
    catalogue,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

export async function saveSiteFormSettings(db: Db, caller: Caller, scope: PartnerScope, settings: SiteFormSettings): Promise<SiteForm> {
  await refuseIfBlocked(db, scope.partnerId);
  const offered = await configurationNames(db, scope, settings.productIds);
  if (offered.length !== settings.productIds.length) throw AppError.validation('productIds', SITE_FORM_MESSAGES.productUnknown);
  await db.transaction().execute(async (trx) => {
    const { id } = await saveSiteForm(trx, scope, settings, {
      publicId: randomBytes(16).toString('base64url'),
      challengeKey: randomBytes(32),
    });
    await recordAudit(trx, {
      actorAccountId: caller.accountId,
      action: 'site_form.save',
      subjectType: 'site_form',
      subjectId: id,
      details: { productIds: settings.productIds, strictChoice: settings.strictChoice },
    });
  });
  return getSiteForm(db, scope);
}

type PublicForm = NonNullable<Awaited<ReturnType<typeof findSiteFormByPublicId>>>;

/** A form whose partner may take leads: participating and not blocked by its distributor (a lock ACTIVE). */
async function acceptingForm(db: Db, publicId: string): Promise<PublicForm> {
  const form = await findSiteFormByPublicId(db, publicId);
  if (!form) throw new AppError(SITE_FORM_CODES.notFound, SITE_FORM_MESSAGES.notFound, 404);
  if (form.participationStatus !== 'on' || form.lockStatus === 'ACTIVE') {
    throw new AppError(SITE_FORM_CODES.unavailable, SITE_FORM_MESSAGES.unavailable, 404);
  }
  return form;
}

export async function publicSiteFormView(db: Db, publicId: string): Promise<SiteFormView> {
  const form = await acceptingForm(db, publicId);
  const products = await configurationNames(db, { partnerId: form.partnerId }, form.productIds);
  return {
    publicId: form.publicId,
    title: form.title,
    buttonText: form.buttonText,
    successText: form.successText,
    colors: form.colors,
    fields: form.fields,
    products,
    strictChoice: form.strictChoice && products.length === 1,
    consentText: siteFormConsentText(form.partnerName),
  };
}

/**
 * Addresses this process has seen refused, until their window ends: the rest of a burst is refused from memory, without
 * a database round trip. The database's counter stays the authority (every instance learns the refusal from it).
 */
const refusedUntil = new Map<string, number>();
const REFUSED_MEMORY_MAX = 10_000;

function tooManyFromAddress(retryAfterMs: number): AppError {
  const error = new AppError(SITE_FORM_CODES.tooManyFromAddress, SITE_FORM_MESSAGES.tooManyFromAddress, 429);
  error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return error;
}

/** Counts a request of the address under the key and refuses it past the limit, with Retry-After. */
async function limitAddress(db: Db, key: string, max: number, windowMs: number): Promise<void> {
  const until = refusedUntil.get(key);
  if (until !== undefined) {
    const left = until - Date.now();
    if (left > 0) throw tooManyFromAddress(left);
    refusedUntil.delete(key);
  }
  const hit = await hitCounter(db, key, windowMs);
  if (hit.attempts > max) {
    if (refusedUntil.size >= REFUSED_MEMORY_MAX) refusedUntil.clear();
    refusedUntil.set(key, Date.now() + hit.retryAfterMs);
    throw tooManyFromAddress(hit.retryAfterMs);
  }
}

export function limitSubmissionsOf(db: Db, limits: SiteFormLimits, address: string): Promise<void> {
  return limitAddress(db, `site-form:submit:${address}`, limits.addressSubmissions, limits.addressWindowMs);
}

export function limitChallengesOf(db: Db, limits: SiteFormLimits, address: string): Promise<void> {
  return limitAddress(db, `site-form:challenge:${address}`, limits.addressChallenges, limits.addressWindowMs);
}

/** A challenge: `v1.{issuedAt}.{difficulty}.{nonce}.{signature}`, signed with the form's own key over its public id too. */
type ChallengeParts = { issuedAt: number; difficulty: number; nonce: string; signature: string };
const CHALLENGE_PATTERN = /^v1\.(\d{13})\.(\d{1,2})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

function signChallenge(key: Buffer, publicId: string, parts: Omit<ChallengeParts, 'signature'>): string {
  return createHmac('sha256', key).update(`v1.${publicId}.${parts.issuedAt}.${parts.difficulty}.${parts.nonce}`).digest('base64url');
}

function parseChallenge(challenge: string): ChallengeParts | null {
  const match = CHALLENGE_PATTERN.exec(challenge);
  if (!match) return null;
  const [, issuedAt = '', difficulty = '', nonce = '', signature = ''] = match;
  return { issuedAt: Number(issuedAt), difficulty: Number(difficulty), nonce, signature };
}

export async function issueChallenge(db: Db, limits: SiteFormLimits, publicId: string, now = Date.now()): Promise<SiteFormChallenge> {
  const form = await acceptingForm(db, publicId);
  const parts = { issuedAt: now, difficulty: limits.difficultyBits, nonce: randomBytes(16).toString('base64url') };
  const signature = signChallenge(form.challengeKey, form.publicId, parts);
  return {
    challenge: `v1.${parts.issuedAt}.${parts.difficulty}.${parts.nonce}.${signature}`,
    difficulty: parts.difficulty,
    minFillMs: limits.minFillMs,
  };
}

function refuse(code: keyof typeof SITE_FORM_CODES & keyof typeof SITE_FORM_MESSAGES, status = 400): AppError {
  return new AppError(SITE_FORM_CODES[code], SITE_FORM_MESSAGES[code], status);
}

/** Whether SHA-256(challenge:proof) has the challenge's leading zero bits. */
export function proofHolds(challenge: string, proof: string, difficulty: number): boolean {
  return leadingZeroBits(createHash('sha256').update(proofInput(challenge, proof)).digest()) >= difficulty;
}

/** The challenge's checks, cheapest first; throws the first refusal. */
function checkChallenge(form: PublicForm, limits: SiteFormLimits, body: SiteFormSubmission, now: number): ChallengeParts {
  const parts = parseChallenge(body.challenge);
  if (!parts) throw refuse('challengeInvalid');
  const expected = Buffer.from(signChallenge(form.challengeKey, form.publicId, parts));
  const given = Buffer.from(parts.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw refuse('challengeInvalid');
  if (parts.difficulty < limits.difficultyBits) throw refuse('challengeInvalid');
  if (parts.issuedAt > now + 5000) throw refuse('challengeInvalid');
  if (now - parts.issuedAt > limits.challengeTtlMs) throw refuse('challengeExpired');
  if (now - parts.issuedAt < limits.minFillMs) throw refuse('tooFast');
  if (!proofHolds(body.challenge, body.proof, parts.difficulty)) throw refuse('proofInvalid');
  return parts;
}

function siteLeadLetter(to: string, lead: SiteFormLeadData, productNames: string[], portalUrl: string) {
  const lines = [
    `${SITE_FORM_FIELD_LABELS.name}: ${lead.name}`,
    lead.responsible && `${SITE_FORM_FIELD_LABELS.responsible}: ${lead.responsible}`,
    lead.email && `${SITE_FORM_FIELD_LABELS.email}: ${lead.email}`,
    lead.phone && `${SITE_FORM_FIELD_LABELS.phone}: ${lead.phone}`,
    lead.inn && `${SITE_FORM_FIELD_LABELS.inn}: ${lead.inn}`,
    productNames.length > 0 && `Конфигурации: ${productNames.join(', ')} (рабочих мест: ${lead.products[0]?.qty ?? 1})`,
    lead.comment && `${SITE_FORM_FIELD_LABELS.comment}: ${lead.comment}`,
  ].filter(Boolean);
  return {
    to,
    kind: 'lead.site',
    subject: `Новая заявка с вашего сайта: ${lead.name}`,
    text: `Здравствуйте!\n\nС формы заказа на вашем сайте пришла заявка. Она уже в разделе «Мои лиды»: ${portalUrl}/#/lead/my\n\n${lines.join('\n')}\n\nС уважением,\nкоманда 1С:ГРМ`,
  };
}

/**
 * A submission of the public form. The address limit was counted before the body was read (the route's hook); here the
 * honeypot, the challenge (signature, age, fill time, proof of work), the form's own fields, the form's limit and the
 * replay check come in that order, and only then is anything written: the lead, its consent, the letter.
 */
export async function submitSiteForm(
  db: Db,
  enqueue: Enqueue,
  options: { limits: SiteFormLimits; portalUrl: string },
  publicId: string,
  body: SiteFormSubmission,
  now = Date.now(),
): Promise<{ message: string }> {
  if (body.website !== undefined && body.website !== '') throw refuse('honeypot');
  const form = await acceptingForm(db, publicId);
  const challenge = checkChallenge(form, options.limits, body, now);
  const { challenge: _challenge, proof: _proof, website: _website, ...fields } = body;
  const parsed = siteFormSubmissionRules(form).safeParse(fields);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
    throw new AppError(ERROR_CODES.validation, details[0]?.message ?? SITE_FORM_MESSAGES.consentRequired, 400, details);
  }
  const lead = parsed.data;
  const consentText = siteFormConsentText(form.partnerName);
  const products = await configurationNames(
    db,
    { partnerId: form.partnerId },
    lead.products.map((p) => p.productId),
  );
  await db.transaction().execute(async (trx) => {
    if (!(await redeemChallenge(trx, form.id, challenge.nonce))) throw refuse('challengeReused', 409);
    const hit = await hitCounter(trx, `site-form:form:${form.id}`, options.limits.formWindowMs);
    if (hit.attempts > options.limits.formSubmissions) {
      const error = refuse('tooManyForForm', 429);
      error.retryAfterSeconds = Math.max(1, Math.ceil(hit.retryAfterMs / 1000));
      throw error;
    }
    await insertSiteLead(trx, form, lead, {
      version: SITE_FORM_CONSENT_VERSION,
      sha256: createHash('sha256').update(consentText).digest('hex'),
      at: new Date(now),
    });
    await queueLetter(
      trx,
      enqueue,
      siteLeadLetter(
        form.partnerEmail,
        lead,
        products.map((p) => p.name),
        options.portalUrl,
      ),
    );
  });
  return { message: form.successText };
}
