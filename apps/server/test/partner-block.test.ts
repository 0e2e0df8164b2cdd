/**
 * What a block stops beyond ordering (issue 23, decision 032): a blocked partner cannot ask for common leads, issue a
 * token, register or change webhook addresses, send their test event or change its site form, by session or by token; it still reads its
 * own data and billing, and the operator cannot give it a lead it asked for before the block.
 */
import { PARTNER_BLOCK_TEXTS, PARTNER_BLOCKED_CODE, type SiteFormSettingsInput } from '@portal/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActivePartner, createOperator, type TestAccount } from './support/factories.ts';
import { request, useTestApp } from './support/test-app.ts';

const ctx = useTestApp();
const REASON = 'Задолженность по оплате';

let partner: TestAccount;
let operator: TestAccount;

async function setBlocked(target: TestAccount, blocked: boolean): Promise<void> {
  await ctx.app.db
    .updateTable('partners')
    .set(blocked ? { lock_status: 'ACTIVE', lock_date: new Date(), lock_reason: REASON } : { lock_status: 'INACTIVE' })
    .where('id', '=', target.partnerId ?? '')
    .execute();
}

async function commonLead(): Promise<string> {
  const created = await request(ctx.app, operator.session, {
    method: 'POST',
    url: '/api/backoffice/leads',
    payload: {
      name: 'ООО «Лид для блокировки»',
      responsible: 'Иванов Иван',
      email: 'lead@block.test',
      phone: '+7 900 000-00-00',
      inn: '7707083893',
      products: [],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id;
}

function siteForm(productIds: string[]): SiteFormSettingsInput {
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
  };
}

function expectRefused(response: { statusCode: number; json(): unknown }, label: string) {
  expect(response.statusCode, label).toBe(403);
  expect(response.json(), label).toEqual({ code: PARTNER_BLOCKED_CODE, message: PARTNER_BLOCK_TEXTS.refused(REASON) });
}

beforeAll(async () => {
  partner = await createActivePartner(ctx.app);
  operator = await createOperator(ctx.app);
});

describe('a blocked partner', () => {
  it('cannot take new leads or set up new integrations, by session or by token; reads and billing stay open', async () => {
    const product = await ctx.app.db.selectFrom('services').select('id').where('resource_code', '=', 'bp').executeTakeFirstOrThrow();
    const token = (await request(ctx.app, partner.session, { method: 'POST', url: '/api/api-v2-token' })).json().jwt as string;
    const endpoint = (
      await request(ctx.app, partner.session, {
        method: 'POST',
        url: '/api/webhooks',
        payload: { url: 'http://127.0.0.1:9/hook', events: ['trial.ending'] },
      })
    ).json();
    const lead = await commonLead();
    const applied = await commonLead();
    expect((await request(ctx.app, partner.session, { method: 'POST', url: `/api/leads/${applied}/application` })).statusCode).toBe(201);

    await setBlocked(partner, true);
    const webhook = { url: 'http://127.0.0.1:9/other', events: ['trial.ending'] };
    const refusedCalls = [
      ['POST', '/api/api-v2-token', undefined],
      ['POST', '/api/webhooks', webhook],
      ['PUT', `/api/webhooks/${endpoint.id}`, webhook],
      // The test event of an address registered before the block (issue 30).
      ['POST', `/api/webhooks/${endpoint.id}/test`, undefined],
      ['POST', `/api/leads/${lead}/application`, undefined],
      ['PUT', '/api/site-form', siteForm([product.id])],
    ] as const;
    for (const [method, url, payload] of refusedCalls) {
      expectRefused(await request(ctx.app, partner.session, { method, url, payload }), `${method} ${url} (session)`);
    }
    // The token issued before the block works as the session does: the same refusals.
    const bearer = { authorization: `Bearer ${token}` };
    for (const [method, url, payload] of refusedCalls.filter(([, url]) => url !== '/api/api-v2-token')) {
      expectRefused(await ctx.app.inject({ method, url, payload, headers: bearer }), `${method} ${url} (token)`);
    }

    for (const url of [
      '/api/api-v2-token',
      '/api/webhooks',
      `/api/webhooks/${endpoint.id}/deliveries`,
      '/api/leads',
      '/api/leads?nonDispatched=true',
      '/api/site-form',
      '/api/billing/items?m=11&y=2026',
      '/api/participation',
    ]) {
      expect((await request(ctx.app, partner.session, { method: 'GET', url })).statusCode, url).toBe(200);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/webhooks', headers: bearer })).statusCode).toBe(200);
    // Nothing was queued for the refused test event.
    expect((await request(ctx.app, partner.session, { method: 'GET', url: `/api/webhooks/${endpoint.id}/deliveries` })).json().total).toBe(
      0,
    );
    // Removing an address takes nothing new.
    expect((await request(ctx.app, partner.session, { method: 'DELETE', url: `/api/webhooks/${endpoint.id}` })).statusCode).toBe(204);

    // The operator cannot give it the lead it asked for before the block.
    const dispatch = await request(ctx.app, operator.session, {
      method: 'POST',
      url: `/api/backoffice/leads/${applied}/dispatch`,
      payload: { partnerId: partner.partnerId },
    });
    expect(dispatch.statusCode).toBe(403);
    expect(dispatch.json()).toEqual({ code: PARTNER_BLOCKED_CODE, message: PARTNER_BLOCK_TEXTS.dispatchRefused });

    await setBlocked(partner, false);
    expect((await request(ctx.app, partner.session, { method: 'POST', url: '/api/api-v2-token' })).statusCode).toBe(200);
    const kept = (
      await request(ctx.app, partner.session, {
        method: 'POST',
        url: '/api/webhooks',
        payload: { url: 'http://127.0.0.1:9/hook', events: ['trial.ending'] },
      })
    ).json();
    expect((await request(ctx.app, partner.session, { method: 'POST', url: `/api/webhooks/${kept.id}/test` })).statusCode).toBe(202);
    expect((await request(ctx.app, partner.session, { method: 'POST', url: `/api/leads/${lead}/application` })).statusCode).toBe(201);
    expect(
      (await request(ctx.app, partner.session, { method: 'PUT', url: '/api/site-form', payload: siteForm([product.id]) })).statusCode,
    ).toBe(200);
  });
});
