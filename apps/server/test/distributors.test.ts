import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDistributor } from './support/factories.ts';
import { request, useTestApp } from './support/test-app.ts';

const ctx = useTestApp();

type DistributorItem = { type: string; uniqueExchangeId: string; partner: { name: string } };

async function list(type: string): Promise<DistributorItem[]> {
  const response = await request(ctx.app, null, { method: 'GET', url: `/api/distributors/${type}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('GET /api/distributors/:type', () => {
  it('lists only listed distributors of the type, sorted by name, to anyone', async () => {
    const tag = randomUUID().slice(0, 6);
    // Created out of order so that the sort is the server's.
    const gamma = await createDistributor(ctx.app, { name: `Тест ${tag} Гамма`, types: ['grm'] });
    const alpha = await createDistributor(ctx.app, { name: `Тест ${tag} Альфа`, types: ['grm', 'ias'] });
    const beta = await createDistributor(ctx.app, { name: `Тест ${tag} Бета`, types: ['grm'] });
    const iasOnly = await createDistributor(ctx.app, { name: `Тест ${tag} Дельта`, types: ['ias'] });
    const unlisted = await createDistributor(ctx.app, { name: `Тест ${tag} Ёж`, types: ['grm', 'ias'], listed: false });

    const ours = (items: DistributorItem[]) => items.filter((d) => d.partner.name.includes(tag));

    const grm = ours(await list('grm'));
    expect(grm).toEqual(
      [alpha, beta, gamma].map((d) => ({ type: 'grm', uniqueExchangeId: d.uniqueExchangeId, partner: { name: d.name } })),
    );

    const ias = ours(await list('ias'));
    expect(ias).toEqual([alpha, iasOnly].map((d) => ({ type: 'ias', uniqueExchangeId: d.uniqueExchangeId, partner: { name: d.name } })));

    const everyId = [...grm, ...ias].map((d) => d.uniqueExchangeId);
    expect(everyId).not.toContain(unlisted.uniqueExchangeId);
  });

  it('never lists an ordinary partner', async () => {
    const items = await list('grm');
    const partners = await ctx.app.db.selectFrom('partners').select('unique_exchange_id').where('kind', '=', 'partner').execute();
    const partnerIds = new Set(partners.map((p) => p.unique_exchange_id));
    expect(items.filter((d) => partnerIds.has(d.uniqueExchangeId))).toEqual([]);
  });

  it('answers 400 VALIDATION to an unknown type', async () => {
    for (const type of ['xyz', 'GRM']) {
      const response = await request(ctx.app, null, { method: 'GET', url: `/api/distributors/${type}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', details: [expect.objectContaining({ field: 'type' })] });
    }
  });
});
