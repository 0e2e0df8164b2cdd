/**
 * The site order form (issue 15 item 3, decision 024): the partner's builder calls, and the public endpoint fuzzed —
 * whatever arrives, only well-formed, consented, proven submissions become leads (the rows are counted).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  leadingZeroBits,
  proofInput,
  SITE_FORM_CODES,
  SITE_FORM_CONSENT_VERSION,
  SITE_FORM_MESSAGES,
  siteFormConsentText,
  siteFormSubmissionRules,
  type SiteForm,
  type SiteFormChallenge,
  type SiteFormSettingsInput,
  type SiteFormView,
} from '@portal/domain';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { deleteExpiredChallenges } from '../src/repositories/site-form.repository.ts';
import { submitSiteForm } from '../src/services/site-form.service.ts';
import { createAccount, createActivePartner, createOperator, type TestAccount } from './support/factories.ts';
import { buildAppOn, request, useTestApp } from './support/test-app.ts';

const MIN_FILL_MS = 150;
const SITE_FORM_TEST_DIFFICULTY = 8;
const ctx = useTestApp({
  siteForm: {
    addressSubmissions: 10,
    addressWindowMs: 60_000,
    addressChallenges: 1000,
    formSubmissions: 100,
    formWindowMs: 60_000,
    minFillMs: MIN_FILL_MS,
    challengeTtlMs: 60 * 60_000,
    difficultyBits: SITE_FORM_TEST_DIFFICULTY,
  },
});

let addressCounter = 0;
/** Each caller its own address, so that only the tests about the address limit meet it. */
const freshAddress = () =>
  `10.${Math.floor(++addressCounter / 65536) % 256}.${Math.floor(addressCounter / 256) % 256}.${addressCounter % 256}`;

async function serviceId(app: FastifyInstance, code: string): Promise<string> {
  const row = await app.db.selectFrom('services').select('id').where('resource_code', '=', code).executeTakeFirstOrThrow();
  return row.id;
}

function settings(productIds: string[], overrides: Partial<SiteFormSettingsInput> = {}): SiteFormSettingsInput {
  return {
    productIds,
    strictChoice: false,
    fields: {
      name: { shown: true, required: true },
      responsible: { shown: true, required: false },
      email: { shown: true, required: true },
      phone: { shown: true, required: false },
      inn: { shown: false, required: false },
      comment: { shown: true, required: false },
    },
    colors: { accent: '#1976d2', background: '#ffffff', text: '#212121' },
    title: 'Подключите 1С онлайн',
    buttonText: 'Оставить заявку',
    successText: 'Спасибо! Мы перезвоним.',
    ...overrides,
  };
}

async function saveForm(partner: TestAccount, body: SiteFormSettingsInput): Promise<SiteForm> {
  const response = await request(ctx.app, partner.session, { method: 'PUT', url: '/api/site-form', payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function challengeOf(publicId: string): Promise<SiteFormChallenge> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/public/site-forms/${publicId}/challenge`,
    remoteAddress: freshAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function proofBits(challenge: string, suffix: string): number {
  return leadingZeroBits(createHash('sha256').update(proofInput(challenge, suffix)).digest());
}

/** The first suffix whose hash meets (or, for a wrong proof, misses) the challenge's difficulty. */
function solve(challenge: string, difficulty: number, meets = true): string {
  for (let suffix = 0; ; suffix++) {
    if (proofBits(challenge, String(suffix)) >= difficulty === meets) return String(suffix);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Challenges solved and old enough to be used at once. */
async function readyChallenges(publicId: string, count: number): Promise<Array<{ challenge: string; proof: string }>> {
  const issued = await Promise.all(Array.from({ length: count }, () => challengeOf(publicId)));
  await sleep(MIN_FILL_MS + 20);
  return issued.map((c) => ({ challenge: c.challenge, proof: solve(c.challenge, c.difficulty) }));
}

function submit(publicId: string, payload: unknown, options: { address?: string; headers?: Record<string, string> } = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/public/site-forms/${publicId}/submissions`,
    payload: typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload),
    headers: { 'content-type': 'application/json', origin: 'https://partner-site.example', ...options.headers },
    remoteAddress: options.address ?? freshAddress(),
  });
}

async function leadCount(formId?: string): Promise<number> {
  let query = ctx.app.db.selectFrom('leads').select((eb) => eb.fn.countAll<string>().as('n'));
  if (formId) query = query.where('site_form_id', '=', formId);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

async function formIdOf(publicId: string): Promise<string> {
  return (await ctx.app.db.selectFrom('site_forms').select('id').where('public_id', '=', publicId).executeTakeFirstOrThrow()).id;
}

const visitor = {
  name: 'ООО «Ромашка»',
  responsible: 'Иванова Анна',
  email: 'Anna@Romashka.ru',
  phone: '+7 (912) 345-67-89',
  comment: 'Нужно 5 мест',
};

/** A partner with a saved form offering the given configurations. */
async function partnerWithForm(codes: string[] = ['bp', 'zup'], overrides: Partial<SiteFormSettingsInput> = {}) {
  const partner = await createActivePartner(ctx.app);
  const ids = await Promise.all(codes.map((code) => serviceId(ctx.app, code)));
  const form = await saveForm(partner, settings(ids, overrides));
  const publicId = form.publicId ?? '';
  return { partner, form, publicId, ids, formId: await formIdOf(publicId) };
}

describe('the builder', () => {
  it('offers the Market configurations, saves the form with a public id it keeps, and answers the partner only', async () => {
    const partner = await createActivePartner(ctx.app);
    const first = await request(ctx.app, partner.session, { method: 'GET', url: '/api/site-form' });
    expect(first.statusCode).toBe(200);
    const empty: SiteForm = first.json();
    expect(empty.saved).toBe(false);
    expect(empty.publicId).toBeNull();
    expect(empty.catalogue.map((c) => c.name)).toContain('1С:Бухгалтерия предприятия');
    // Only configurations: Kaspersky and the configuration manager are not offered.
    expect(empty.catalogue.map((c) => c.name).some((n) => /Kaspersky|Конфигуратор/.test(n))).toBe(false);

    const bp = await serviceId(ctx.app, 'bp');
    const saved = await saveForm(partner, settings([bp], { strictChoice: true, title: '  Заказ 1С  ' }));
    expect(saved.saved).toBe(true);
    expect(saved.publicId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(saved.settings).toMatchObject({ productIds: [bp], strictChoice: true, title: 'Заказ 1С' });
    const again = await saveForm(partner, settings([bp], { colors: { accent: '#00aa00', background: '#000000', text: '#ffffff' } }));
    expect(again.publicId).toBe(saved.publicId);
    expect(again.settings.colors.accent).toBe('#00aa00');

    // Another partner sees its own (unsaved) form, never this one; the public id names no other partner's form.
    const other = await createActivePartner(ctx.app);
    const otherForm: SiteForm = (await request(ctx.app, other.session, { method: 'GET', url: '/api/site-form' })).json();
    expect(otherForm.saved).toBe(false);
    expect(otherForm.publicId).toBeNull();
  });

  it('refuses bad settings with Russian messages, without CSRF, and to anyone but an active partner', async () => {
    const partner = await createActivePartner(ctx.app);
    const [bp, zup] = await Promise.all([serviceId(ctx.app, 'bp'), serviceId(ctx.app, 'zup')]);
    const put = (body: unknown, session = partner.session) =>
      request(ctx.app, session, { method: 'PUT', url: '/api/site-form', payload: body as object });

    const strict = await put(settings([bp, zup], { strictChoice: true }));
    expect(strict.statusCode).toBe(400);
    expect(strict.json().message).toBe(SITE_FORM_MESSAGES.strictChoiceNeedsOne);
    const noProducts = await put(settings([]));
    expect(noProducts.json().message).toBe(SITE_FORM_MESSAGES.productsRequired);
    const colour = await put(settings([bp], { colors: { accent: 'red;}body{display:none', background: '#fff', text: '#000000' } }));
    expect(colour.json().details.map((d: { message: string }) => d.message)).toContain(SITE_FORM_MESSAGES.color);
    const noContact = await put(
      settings([bp], {
        fields: { ...settings([bp]).fields, email: { shown: true, required: false }, phone: { shown: false, required: false } },
      }),
    );
    expect(noContact.json().message).toBe(SITE_FORM_MESSAGES.contactRequired);
    const hiddenRequired = await put(settings([bp], { fields: { ...settings([bp]).fields, inn: { shown: false, required: true } } }));
    expect(hiddenRequired.json().message).toBe(SITE_FORM_MESSAGES.requiredNeedsShown);
    const extra = await put({ ...settings([bp]), script: '<script>' });
    expect(extra.json().message).toBe('Лишнее поле: «script»');
    const kaspersky = await ctx.app.db
      .selectFrom('services')
      .select('id')
      .where('resource_category', '<>', '1c_ecw_application')
      .executeTakeFirstOrThrow();
    const notConfiguration = await put(settings([kaspersky.id]));
    expect(notConfiguration.json()).toMatchObject({ code: 'VALIDATION', message: SITE_FORM_MESSAGES.productUnknown });
    const longTitle = await put(settings([bp], { title: 'я'.repeat(101) }));
    expect(longTitle.json().message).toBe('Не более 100 символов');

    const noCsrf = await ctx.app.inject({
      method: 'PUT',
      url: '/api/site-form',
      payload: settings([bp]),
      headers: { cookie: partner.session.cookie },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/site-form' })).statusCode).toBe(401);
    const operator = await createOperator(ctx.app);
    expect((await request(ctx.app, operator.session, { method: 'GET', url: '/api/site-form' })).statusCode).toBe(403);
    const suspended = await createAccount(ctx.app, { authorities: ['ROLE_PARTNER'], partner: { status: 'off', reason: 'долг' } });
    expect((await put(settings([bp]), suspended.session)).statusCode).toBe(403);
    expect(
      await ctx.app.db
        .selectFrom('site_forms')
        .select('id')
        .where('partner_id', '=', partner.partnerId ?? '')
        .execute(),
    ).toEqual([]);
  });
});

describe('the public form', () => {
  it('describes the form to any origin, answers the preflight, and keeps CORS off the other routes', async () => {
    const { publicId, ids, partner } = await partnerWithForm(['bp'], { strictChoice: true });
    const view = await ctx.app.inject({
      method: 'GET',
      url: `/api/public/site-forms/${publicId}`,
      headers: { origin: 'https://any.example' },
    });
    expect(view.statusCode).toBe(200);
    expect(view.headers['access-control-allow-origin']).toBe('*');
    expect(view.headers['access-control-allow-credentials']).toBeUndefined();
    const body: SiteFormView = view.json();
    expect(body).toMatchObject({ publicId, strictChoice: true, products: [{ id: ids[0], name: '1С:Бухгалтерия предприятия' }] });
    expect(body.consentText).toContain('152-ФЗ');

    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: `/api/public/site-forms/${publicId}/submissions`,
      headers: { origin: 'https://any.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toBe('POST');
    expect(preflight.headers['access-control-allow-headers']).toBe('content-type');

    const missing = await ctx.app.inject({ method: 'GET', url: `/api/public/site-forms/${'x'.repeat(22)}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: SITE_FORM_CODES.notFound, message: SITE_FORM_MESSAGES.notFound });
    expect(missing.headers['access-control-allow-origin']).toBe('*');
    const malformed = await ctx.app.inject({ method: 'GET', url: '/api/public/site-forms/<script>' });
    expect(malformed.statusCode).toBe(400);

    const builder = await request(ctx.app, partner.session, {
      method: 'GET',
      url: '/api/site-form',
      headers: { origin: 'https://any.example' },
    });
    expect(builder.headers['access-control-allow-origin']).toBeUndefined();
    const builderPreflight = await ctx.app.inject({ method: 'OPTIONS', url: '/api/site-form', headers: { origin: 'https://any.example' } });
    expect(builderPreflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('turns a consented, proven submission into a DISPATCHED lead of the partner with its consent and a letter', async () => {
    const { publicId, ids, formId, partner } = await partnerWithForm();
    const [ready] = await readyChallenges(publicId, 1);
    const response = await submit(publicId, { ...visitor, products: [ids[1]], workplaces: 5, consent: true, website: '', ...ready });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ message: 'Спасибо! Мы перезвоним.' });
    expect(response.headers['access-control-allow-origin']).toBe('*');

    const lead = await ctx.app.db.selectFrom('leads').selectAll().where('site_form_id', '=', formId).executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      partner_id: partner.partnerId,
      status: 'DISPATCHED',
      source: 'site',
      name: 'ООО «Ромашка»',
      responsible: 'Иванова Анна',
      email: 'anna@romashka.ru',
      phone: '+7 (912) 345-67-89',
      inn: null,
      products: [{ productId: ids[1], qty: 5 }],
    });
    expect(lead.dispatched_at).toBeInstanceOf(Date);
    const partnerRow = await ctx.app.db
      .selectFrom('partners')
      .select(['name', 'email'])
      .where('id', '=', partner.partnerId ?? '')
      .executeTakeFirstOrThrow();
    const consent = await ctx.app.db
      .selectFrom('site_form_submissions')
      .selectAll()
      .where('lead_id', '=', lead.id)
      .executeTakeFirstOrThrow();
    expect(consent).toMatchObject({
      site_form_id: formId,
      comment: 'Нужно 5 мест',
      consent_version: SITE_FORM_CONSENT_VERSION,
      consent_sha256: createHash('sha256').update(siteFormConsentText(partnerRow.name)).digest('hex'),
    });
    const letter = await ctx.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', partnerRow.email)
      .where('kind', '=', 'lead.site')
      .executeTakeFirstOrThrow();
    expect(letter.subject).toBe('Новая заявка с вашего сайта: ООО «Ромашка»');
    expect(letter.body_text).toContain('1С:Зарплата и управление персоналом');

    // The same challenge again: refused, nothing stored.
    const replay = await submit(publicId, { ...visitor, products: [], workplaces: 1, consent: true, ...ready });
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toEqual({ code: SITE_FORM_CODES.challengeReused, message: SITE_FORM_MESSAGES.challengeReused });
    expect(await leadCount(formId)).toBe(1);
  });

  it('refuses each kind of bad submission with {code, message} and stores nothing', async () => {
    const { publicId, ids, formId } = await partnerWithForm(['bp'], { strictChoice: true });
    const other = await partnerWithForm(['zup']);
    const good = { ...visitor, products: [ids[0]], workplaces: 1, consent: true };
    const ready = await readyChallenges(publicId, 12);
    const next = () => ready.pop() ?? { challenge: '', proof: '' };
    // A proof that misses the difficulty: a fixed suffix would meet it by chance once in 2^bits runs.
    const wrongProof = () => {
      const { challenge } = next();
      return { challenge, proof: solve(challenge, SITE_FORM_TEST_DIFFICULTY, false) };
    };
    const cases: Array<[string, unknown, number, string]> = [
      ['no consent', { ...good, consent: false, ...next() }, 400, SITE_FORM_MESSAGES.consentRequired],
      ['consent missing', (({ consent: _c, ...rest }) => ({ ...rest, ...next() }))(good), 400, 'Обязательное поле'],
      ['honeypot', { ...good, website: 'http://spam.example', ...next() }, 400, SITE_FORM_MESSAGES.honeypot],
      ['unknown field', { ...good, admin: true, ...next() }, 400, 'Лишнее поле: «admin»'],
      ['field the form hides', { ...good, inn: '7707083893', ...next() }, 400, 'Лишнее поле: «inn»'],
      ['missing required field', (({ email: _e, ...rest }) => ({ ...rest, ...next() }))(good), 400, 'Обязательное поле'],
      ['bad e-mail', { ...good, email: 'anna@', ...next() }, 400, 'Формат E-mail'],
      ['bad phone', { ...good, phone: '12', ...next() }, 400, SITE_FORM_MESSAGES.phone],
      ['strict choice ignored', { ...good, products: [], ...next() }, 400, SITE_FORM_MESSAGES.strictProduct],
      ['product not offered', { ...good, products: other.ids, ...next() }, 400, SITE_FORM_MESSAGES.productNotOffered],
      ['wrong proof', { ...good, ...wrongProof() }, 400, SITE_FORM_MESSAGES.proofInvalid],
    ];
    for (const [what, payload, status, message] of cases) {
      const response = await submit(publicId, payload);
      expect(response.statusCode, what).toBe(status);
      expect(response.json().message, what).toBe(message);
      expect(typeof response.json().code, what).toBe('string');
    }
    // A challenge of another form, or altered: refused.
    const [foreign] = await readyChallenges(other.publicId, 1);
    expect((await submit(publicId, { ...good, ...foreign })).json().code).toBe(SITE_FORM_CODES.challengeInvalid);
    const tampered = next();
    const altered = tampered.challenge.replace(/^v1\.(\d+)/, (_m, at: string) => `v1.${Number(at) - 10_000}`);
    expect((await submit(publicId, { ...good, challenge: altered, proof: tampered.proof })).json().code).toBe(
      SITE_FORM_CODES.challengeInvalid,
    );
    // Too fast: a challenge sent 10 ms after it was issued (the service's clock set there, so a slow machine cannot pass it).
    const fresh = await challengeOf(publicId);
    const issuedAt = Number(fresh.challenge.split('.')[1]);
    const limitsNow = { limits: ctx.app.config.siteForm, portalUrl: '' };
    const freshBody = { ...good, products: [ids[0] ?? ''], challenge: fresh.challenge, proof: solve(fresh.challenge, fresh.difficulty) };
    await expect(submitSiteForm(ctx.app.db, ctx.app.enqueue, limitsNow, publicId, freshBody, issuedAt + 10)).rejects.toMatchObject({
      code: SITE_FORM_CODES.tooFast,
      message: SITE_FORM_MESSAGES.tooFast,
    });
    // Expired: the same challenge two hours later.
    const old = await challengeOf(publicId);
    await expect(
      submitSiteForm(
        ctx.app.db,
        ctx.app.enqueue,
        { limits: ctx.app.config.siteForm, portalUrl: '' },
        publicId,
        {
          ...good,
          products: [ids[0] ?? ''],
          challenge: old.challenge,
          proof: solve(old.challenge, old.difficulty),
        },
        Date.now() + ctx.app.config.siteForm.challengeTtlMs + 1000,
      ),
    ).rejects.toMatchObject({ code: SITE_FORM_CODES.challengeExpired });
    expect(await leadCount(formId)).toBe(0);
  });

  it('refuses wrong media types, broken encodings, NUL and lone surrogates, and bodies too large', async () => {
    const { publicId, ids, formId } = await partnerWithForm(['bp']);
    const [ready] = await readyChallenges(publicId, 1);
    const body = JSON.stringify({ ...visitor, products: [ids[0]], workplaces: 1, consent: true, ...ready });
    const cases: Array<[string, string | Buffer, Record<string, string>, number, string]> = [
      ['form-urlencoded', 'name=x', { 'content-type': 'application/x-www-form-urlencoded' }, 415, 'UNSUPPORTED_MEDIA_TYPE'],
      ['text/plain', body, { 'content-type': 'text/plain' }, 415, 'UNSUPPORTED_MEDIA_TYPE'],
      ['multipart', '--x\r\n', { 'content-type': 'multipart/form-data; boundary=x' }, 415, 'UNSUPPORTED_MEDIA_TYPE'],
      [
        'invalid UTF-8',
        Buffer.concat([Buffer.from(body.slice(0, 10)), Buffer.from([0xff, 0xfe]), Buffer.from(body.slice(10))]),
        {},
        400,
        'INVALID_TEXT',
      ],
      ['NUL', body.replace('Ромашка', 'Ром\\u0000ашка'), {}, 400, 'INVALID_TEXT'],
      ['lone surrogate', body.replace('Ромашка', 'Ром\\ud800ашка'), {}, 400, 'INVALID_TEXT'],
      ['broken JSON', body.slice(0, -3), {}, 400, 'INVALID_JSON'],
      ['empty', '', {}, 400, 'EMPTY_BODY'],
      ['array', '[]', {}, 400, 'VALIDATION'],
      ['huge', JSON.stringify({ ...JSON.parse(body), comment: 'я'.repeat(20_000) }), {}, 413, 'PAYLOAD_TOO_LARGE'],
      ['long field', JSON.stringify({ ...JSON.parse(body), name: 'я'.repeat(201) }), {}, 400, 'VALIDATION'],
      ['deep nesting', `${'['.repeat(3000)}${']'.repeat(3000)}`, {}, 400, 'VALIDATION'],
    ];
    for (const [what, payload, headers, status, code] of cases) {
      const response = await submit(publicId, payload, { headers });
      expect(response.statusCode, what).toBe(status);
      expect(response.json().code, what).toBe(code);
      expect(response.json().message, what).toMatch(/[а-яА-Я]/);
    }
    expect(await leadCount(formId)).toBe(0);
    // The body was fine all along.
    expect((await submit(publicId, body)).statusCode).toBe(201);
  });

  it('limits one address: a burst is refused after the limit, quickly and before the body is read', async () => {
    const { publicId, formId } = await partnerWithForm(['bp']);
    const address = '192.0.2.77';
    const answers = await Promise.all(Array.from({ length: 40 }, () => submit(publicId, { name: 'x' }, { address })));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    expect(statuses.filter((s) => s === 400)).toHaveLength(10);
    const refused = answers.find((a) => a.statusCode === 429);
    expect(refused?.json()).toEqual({ code: SITE_FORM_CODES.tooManyFromAddress, message: SITE_FORM_MESSAGES.tooManyFromAddress });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused?.headers['access-control-allow-origin']).toBe('*');
    expect(await leadCount(formId)).toBe(0);
  });

  it('limits one form: past its limit, even proven submissions from many addresses are refused', async () => {
    const { publicId, ids, formId } = await partnerWithForm(['bp']);
    const original = ctx.app.config.siteForm.formSubmissions;
    ctx.app.config.siteForm.formSubmissions = 3;
    try {
      const ready = await readyChallenges(publicId, 5);
      const statuses: number[] = [];
      for (const proof of ready) {
        statuses.push((await submit(publicId, { ...visitor, products: [ids[0]], workplaces: 2, consent: true, ...proof })).statusCode);
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
    } finally {
      ctx.app.config.siteForm.formSubmissions = original;
    }
    expect(await leadCount(formId)).toBe(3);
  });

  it('a suspended partner’s form takes no leads', async () => {
    const { publicId, partner } = await partnerWithForm(['bp']);
    await ctx.app.db
      .updateTable('partners')
      .set({ participation_status: 'off' })
      .where('id', '=', partner.partnerId ?? '')
      .execute();
    const view = await ctx.app.inject({ method: 'GET', url: `/api/public/site-forms/${publicId}` });
    expect(view.json()).toEqual({ code: SITE_FORM_CODES.unavailable, message: SITE_FORM_MESSAGES.unavailable });
  });
});

describe('fuzzing the public endpoint', () => {
  it('stores a lead exactly for the well-formed, consented submissions among arbitrary ones', { timeout: 120_000 }, async () => {
    const { publicId, ids, formId, form } = await partnerWithForm(['bp', 'zup', 'ut']);
    const rules = siteFormSubmissionRules({ fields: form.settings.fields, productIds: form.settings.productIds, strictChoice: false });
    const text = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.constantFrom(
        'ООО «Ромашка»',
        'anna@romashka.ru',
        '+7 912 345 67 89',
        '  ',
        '',
        'a\u0000b',
        '\ud800',
        '<script>alert(1)</script>',
        'я'.repeat(300),
      ),
    );
    const field = fc.option(text, { nil: undefined });
    const submission = fc.record(
      {
        name: field,
        responsible: field,
        email: fc.option(fc.oneof(text, fc.emailAddress()), { nil: undefined }),
        phone: field,
        inn: fc.option(fc.constantFrom('7707083893', '123'), { nil: undefined }),
        comment: field,
        products: fc.oneof(fc.subarray(ids), fc.array(fc.oneof(fc.uuid(), text), { maxLength: 3 })),
        workplaces: fc.oneof(fc.integer({ min: -5, max: 2000 }), fc.double(), fc.constant('5' as unknown as number)),
        consent: fc.oneof(fc.boolean(), fc.constant('true' as unknown as boolean), fc.constant(1 as unknown as boolean)),
        website: fc.option(fc.constantFrom('', 'spam'), { nil: undefined }),
        extra: fc.option(fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 2 }), { nil: undefined }),
      },
      { requiredKeys: ['products', 'workplaces', 'consent'] },
    );
    // Near misses of a good submission, so that many are accepted and the boundary between the two is exercised.
    const nearMiss = fc.record({
      name: fc.oneof(fc.constant(visitor.name), text),
      responsible: fc.option(fc.constant(visitor.responsible), { nil: undefined }),
      email: fc.oneof(fc.constant(visitor.email), fc.emailAddress(), text),
      phone: fc.oneof(fc.constant(visitor.phone), fc.constant(''), text),
      products: fc.subarray(ids),
      workplaces: fc.integer({ min: 0, max: 1001 }),
      consent: fc.oneof(fc.constant(true), fc.boolean()),
      website: fc.option(fc.constantFrom('', 'spam'), { nil: undefined }),
      extra: fc.constant(undefined),
    });
    const samples = [...fc.sample(submission, { numRuns: 120, seed: 1524 }), ...fc.sample(nearMiss, { numRuns: 80, seed: 1525 })];
    const ready = await readyChallenges(publicId, samples.length);
    let accepted = 0;
    let expectedAccepted = 0;
    for (const [index, sample] of samples.entries()) {
      const { extra, ...fields } = sample;
      const payload: Record<string, unknown> = { ...fields, ...extra, ...ready[index] };
      for (const key of Object.keys(payload)) if (payload[key] === undefined) delete payload[key];
      const wellFormed =
        extra === undefined || Object.keys(extra).every((key) => ['challenge', 'proof'].includes(key) || key in fields)
          ? (() => {
              const { challenge: _c, proof: _p, website, ...rest } = payload;
              if (website !== undefined && website !== '') return false;
              if (
                typeof rest.workplaces !== 'number' ||
                !Number.isInteger(rest.workplaces) ||
                rest.workplaces < 1 ||
                rest.workplaces > 1000
              )
                return false;
              const strings = Object.values(rest).flatMap((v) => (typeof v === 'string' ? [v] : Array.isArray(v) ? v : []));
              if (
                strings.some(
                  (s) =>
                    typeof s === 'string' &&
                    (s.includes('\u0000') || /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s)),
                )
              )
                return false;
              return rules.safeParse(rest).success && rest.consent === true;
            })()
          : false;
      const response = await submit(publicId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBeLessThan(500);
      const answer = response.json();
      expect(typeof answer.message).toBe('string');
      if (response.statusCode === 201) accepted++;
      else expect(typeof answer.code).toBe('string');
      if (wellFormed) expectedAccepted++;
      expect(response.statusCode === 201, `${JSON.stringify(payload)} → ${response.body}`).toBe(wellFormed);
    }
    expect(accepted).toBe(expectedAccepted);
    expect(accepted).toBeGreaterThanOrEqual(5);
    expect(accepted).toBeLessThan(samples.length / 2);
    expect(await leadCount(formId)).toBe(accepted);
    const consents = await ctx.app.db.selectFrom('site_form_submissions').select('lead_id').where('site_form_id', '=', formId).execute();
    expect(consents).toHaveLength(accepted);
    // Every stored lead has a name and a usable e-mail (the form requires both).
    const leads = await ctx.app.db.selectFrom('leads').select(['name', 'email', 'status']).where('site_form_id', '=', formId).execute();
    for (const lead of leads) {
      expect(lead.name.trim()).not.toBe('');
      expect(lead.email).toMatch(/@/);
      expect(lead.status).toBe('DISPATCHED');
    }
  });

  it('never answers 5xx to arbitrary bytes and headers', { timeout: 60_000 }, async () => {
    const { publicId, formId } = await partnerWithForm(['bp']);
    const before = await leadCount();
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 3000 }),
        fc.constantFrom(
          'application/json',
          'application/json; charset=latin1',
          'text/plain',
          'application/xml',
          'application/json; charset=utf-16',
        ),
        async (bytes, contentType) => {
          const response = await submit(publicId, Buffer.from(bytes), { headers: { 'content-type': contentType } });
          expect(response.statusCode).toBeGreaterThanOrEqual(400);
          expect(response.statusCode).toBeLessThan(500);
          const answer = response.json();
          expect(typeof answer.code).toBe('string');
          expect(typeof answer.message).toBe('string');
        },
      ),
      { numRuns: 150, seed: 24 },
    );
    expect(await leadCount(formId)).toBe(0);
    expect(await leadCount()).toBe(before);
  });
});

describe('the embed script and the clean-up', () => {
  it('serves the built script to other sites, and 404 in {code, message} without a build', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/embed/site-form.js' })).json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Не найдено',
    });
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'site-form-dist-'));
    fs.mkdirSync(path.join(dist, 'embed'));
    fs.writeFileSync(path.join(dist, 'embed', 'site-form.js'), '(()=>{})();');
    const app = await buildAppOn(ctx.database, { webDistDir: dist });
    try {
      const script = await app.inject({ method: 'GET', url: '/embed/site-form.js' });
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(script.body).toBe('(()=>{})();');
    } finally {
      await app.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it('forgets redeemed challenges once they are past their lifetime', async () => {
    const { publicId, ids, formId } = await partnerWithForm(['bp']);
    const [ready] = await readyChallenges(publicId, 1);
    expect((await submit(publicId, { ...visitor, products: [ids[0]], workplaces: 1, consent: true, ...ready })).statusCode).toBe(201);
    const used = () => ctx.app.db.selectFrom('site_form_challenges_used').select('nonce').where('site_form_id', '=', formId).execute();
    await deleteExpiredChallenges(ctx.app.db, 60_000);
    expect(await used()).toHaveLength(1);
    await ctx.app.db
      .updateTable('site_form_challenges_used')
      .set({ used_at: new Date(Date.now() - 120_000) } as never)
      .where('site_form_id', '=', formId)
      .execute();
    await deleteExpiredChallenges(ctx.app.db, 60_000);
    expect(await used()).toHaveLength(0);
  });
});
