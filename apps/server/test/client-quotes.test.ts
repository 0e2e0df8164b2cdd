/** Client quotes (decision 021): save, list, read, delete, the PDFs read back, validation, permission and tenancy. */
import { formatMoney, QUOTE_MESSAGES, QUOTE_TEXTS, VAT_NOTE } from '@portal/domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { createAccount, createActivePartner, createDistributorAccount, insertCustomers, type TestAccount } from './support/factories.ts';
import { request, useTestApp, type Session } from './support/test-app.ts';

const ctx = useTestApp();

/** Partner costs chosen so that none of them appears by accident among the client prices. */
const LINES = [
  { name: '1С:Бухгалтерия предприятия, рабочие места', count: 3, partnerCost: 313_377, recommendedPrice: 420_000 },
  { name: 'Дополнительный диск 10 ГБ', count: 2, partnerCost: 17_171, recommendedPrice: null },
];
const ORDER_HREF = '#/service/1c_ecw_application/grm/svc?customerId=x';

const draft = (overrides: Record<string, unknown> = {}) => ({
  title: 'Типовые конфигурации: Бухгалтерия',
  lines: LINES,
  pricing: { mode: 'markup', markupPercent: 25 },
  orderHref: ORDER_HREF,
  ...overrides,
});

async function partnerWithClient(name = 'ООО «Ромашка»'): Promise<TestAccount & { customerId: string }> {
  const partner = await createActivePartner(ctx.app);
  const [customerId = ''] = await insertCustomers(ctx.app, partner.partnerId ?? '', [{ name, status: 'confirmed' }]);
  return { ...partner, customerId };
}

const post = (session: Session | null, url: string, payload: Record<string, unknown>) =>
  request(ctx.app, session, { method: 'POST', url, payload });
const get = (session: Session | null, url: string) => request(ctx.app, session, { method: 'GET', url });

async function pdfText(payload: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(payload)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('saved quotes', () => {
  it('saves a quote for an own client, lists it, reads it and deletes it', async () => {
    const partner = await partnerWithClient();
    const created = await post(partner.session, '/api/quotes', draft({ customerId: partner.customerId }));
    expect(created.statusCode).toBe(201);
    const quote = created.json();
    // 313 377 × 1.25 = 391 721.25 → 391 722; 17 171 × 1.25 = 21 463.75 → 21 464
    expect(quote.lines.map((l: { clientPrice: number }) => l.clientPrice)).toEqual([391_722, 21_464]);
    expect(quote).toMatchObject({
      customerId: partner.customerId,
      customerName: 'ООО «Ромашка»',
      orderHref: ORDER_HREF,
      pricing: { mode: 'markup', markupPercent: 25 },
      totals: { partnerCost: 330_548, clientPrice: 413_186, margin: 82_638 },
      createdBy: partner.email,
    });

    const list = await get(partner.session, `/api/quotes?customerId=${partner.customerId}`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, items: [{ id: quote.id, lineCount: 2, totals: { clientPrice: 413_186 } }] });
    expect((await get(partner.session, `/api/quotes/${quote.id}`)).json()).toEqual(quote);

    expect((await request(ctx.app, partner.session, { method: 'DELETE', url: `/api/quotes/${quote.id}` })).statusCode).toBe(204);
    expect((await get(partner.session, `/api/quotes/${quote.id}`)).json()).toMatchObject({ message: QUOTE_MESSAGES.notFound });
    expect((await get(partner.session, '/api/quotes')).json()).toEqual({ items: [], total: 0 });
  });

  it('keeps per-line prices, and pages the list newest first', async () => {
    const partner = await partnerWithClient();
    const ids: string[] = [];
    for (const prices of [
      [400_000, 20_000],
      [350_000, 30_000],
      [360_000, 18_000],
    ]) {
      const response = await post(
        partner.session,
        '/api/quotes',
        draft({ customerId: partner.customerId, pricing: { mode: 'perLine', prices } }),
      );
      expect(response.statusCode).toBe(201);
      ids.push(response.json().id);
    }
    const saved = (await get(partner.session, `/api/quotes/${ids[2]}`)).json();
    expect(saved.pricing).toEqual({ mode: 'perLine', prices: [360_000, 18_000] });
    const page = (await get(partner.session, '/api/quotes?page=2&pageSize=2')).json();
    expect(page).toMatchObject({ total: 3, items: [{ id: ids[0] }] });
    expect((await get(partner.session, '/api/quotes?page=5&pageSize=2')).json()).toEqual({ items: [], total: 3 });
  });

  it('answers bad input with Russian messages', async () => {
    const partner = await partnerWithClient();
    const cases: Array<[Record<string, unknown>, string]> = [
      [draft(), QUOTE_MESSAGES.clientRequired],
      [draft({ customerId: partner.customerId, title: '' }), QUOTE_MESSAGES.titleRequired],
      [draft({ customerId: partner.customerId, lines: [] }), QUOTE_MESSAGES.linesRequired],
      [draft({ customerId: partner.customerId, pricing: { mode: 'markup', markupPercent: 5000 } }), QUOTE_MESSAGES.markupRange(-100, 1000)],
      [draft({ customerId: partner.customerId, pricing: { mode: 'perLine', prices: [1] } }), QUOTE_MESSAGES.pricesPerLine],
      [draft({ customerId: partner.customerId, pricing: { mode: 'perLine', prices: [1, 1] } }), QUOTE_MESSAGES.belowCostNotAcknowledged],
      [draft({ customerId: partner.customerId, orderHref: 'javascript:alert(1)' }), QUOTE_MESSAGES.orderHrefFormat],
    ];
    for (const [body, message] of cases) {
      const response = await post(partner.session, '/api/quotes', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    // Acknowledged, a price below cost is saved.
    const below = draft({ customerId: partner.customerId, pricing: { mode: 'perLine', prices: [1, 1] }, acknowledgedBelowCost: true });
    const saved = await post(partner.session, '/api/quotes', below);
    expect(saved.statusCode).toBe(201);
    expect(saved.json().totals.margin).toBe(2 - 330_548);
  });

  it('is the partner’s only: another partner’s quote or client is 404, other roles and the anonymous are refused', async () => {
    const owner = await partnerWithClient();
    const quote = (await post(owner.session, '/api/quotes', draft({ customerId: owner.customerId }))).json();
    const other = await partnerWithClient();
    const notFound = [
      await get(other.session, `/api/quotes/${quote.id}`),
      await get(other.session, `/api/quotes/${quote.id}/pdf`),
      await request(ctx.app, other.session, { method: 'DELETE', url: `/api/quotes/${quote.id}` }),
      await get(other.session, `/api/quotes?customerId=${owner.customerId}`),
      await post(other.session, '/api/quotes', draft({ customerId: owner.customerId })),
      await post(other.session, '/api/quotes/pdf', draft({ customerId: owner.customerId })),
    ];
    expect(notFound.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    expect((await get(other.session, '/api/quotes')).json().total).toBe(0);
    expect((await get(owner.session, `/api/quotes/${quote.id}`)).statusCode).toBe(200);

    const distributor = await createDistributorAccount(ctx.app);
    expect((await get(distributor.session, '/api/quotes')).statusCode).toBe(403);
    const suspended = await createAccount(ctx.app, { authorities: ['ROLE_PARTNER'], partner: { status: 'off' } });
    expect((await get(suspended.session, '/api/quotes')).statusCode).toBe(403);
    expect((await get(null, '/api/quotes')).statusCode).toBe(401);
  });

  it('needs the CSRF token to save, render or delete', async () => {
    const partner = await partnerWithClient();
    const headers = { cookie: partner.session.cookie };
    const save = await ctx.app.inject({ method: 'POST', url: '/api/quotes', headers, payload: draft({ customerId: partner.customerId }) });
    expect(save.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/quotes/pdf', headers, payload: draft() })).statusCode).toBe(403);
  });
});

describe('quote PDF', () => {
  it('prints the partner’s public contacts, the client, the client prices, the total and the VAT note — never the cost', async () => {
    const partner = await partnerWithClient('ООО «Василек»');
    await ctx.app.db
      .updateTable('partners')
      .set({ public_name: 'Софт-Сервис', public_phone: '+7 (495) 123-45-67', public_email: 'sales@soft.ru', website: 'https://soft.ru' })
      .where('id', '=', partner.partnerId ?? '')
      .execute();
    const quote = (await post(partner.session, '/api/quotes', draft({ customerId: partner.customerId }))).json();
    const response = await get(partner.session, `/api/quotes/${quote.id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="quote-\d{4}-\d{2}-\d{2}\.pdf"/);
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'Софт-Сервис',
      '+7 (495) 123-45-67',
      'sales@soft.ru',
      'https://soft.ru',
      QUOTE_TEXTS.pdfHeading,
      'ООО «Василек»',
      'Типовые конфигурации: Бухгалтерия',
      LINES[0]?.name ?? '',
      formatMoney(391_722, 2),
      formatMoney(21_464, 2),
      formatMoney(413_186, 2),
      VAT_NOTE,
    ]) {
      expect(text, expected).toContain(expected);
    }
    // Neither a line's cost nor the total cost nor the margin.
    for (const secret of [formatMoney(313_377, 2), formatMoney(17_171, 2), formatMoney(330_548, 2), formatMoney(82_638, 2)]) {
      expect(text, secret).not.toContain(secret);
    }
  });

  it('renders an unsaved quote, with the registered name when the profile has no public name', async () => {
    const partner = await partnerWithClient();
    const partnerRow = await ctx.app.db
      .selectFrom('partners')
      .select('name')
      .where('id', '=', partner.partnerId ?? '')
      .executeTakeFirstOrThrow();
    const response = await post(partner.session, '/api/quotes/pdf', draft({ pricing: { mode: 'markup', markupPercent: null } }));
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(partnerRow.name);
    // The recommended price, and the cost where there is none (zero margin on that line).
    expect(text).toContain(formatMoney(420_000, 2));
    expect(text).toContain(formatMoney(437_171, 2));
    expect(text).not.toContain(formatMoney(313_377, 2));
    // Still validated like a saved one.
    const bad = await post(partner.session, '/api/quotes/pdf', draft({ pricing: { mode: 'markup', markupPercent: -50 } }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(QUOTE_MESSAGES.belowCostNotAcknowledged);
  });
});
