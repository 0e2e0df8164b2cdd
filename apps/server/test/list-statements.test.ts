import { SUBSCRIPTION_FILTERS } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { listCustomers } from '../src/repositories/customer.repository.ts';
import { listSubscriptions } from '../src/repositories/subscription.repository.ts';
import { createActivePartner, insertCustomers } from './support/factories.ts';
import { counting } from './support/statements.ts';
import { useTestApp } from './support/test-app.ts';

const ctx = useTestApp();

async function partnerWithData(): Promise<string> {
  const partner = await createActivePartner(ctx.app);
  const partnerId = partner.partnerId ?? '';
  const customers = await insertCustomers(
    ctx.app,
    partnerId,
    Array.from({ length: 12 }, (_, i) => ({ name: `ООО «Сапфир ${i}»` })),
  );
  await ctx.app.db
    .insertInto('subscriptions')
    .values(
      customers.flatMap((customerId, i) => [
        {
          partner_id: partnerId,
          customer_id: customerId,
          service_name: '1С:Бухгалтерия',
          service_kit_name: 'Файловый',
          usage_mode: 'PRODUCTION' as const,
          deploy_status: 'DEPLOYED' as const,
          offer_desk_id: 'grm',
        },
        {
          partner_id: partnerId,
          customer_id: customerId,
          service_name: '1С:Розница',
          service_kit_name: 'Демо',
          usage_mode: 'DEMONSTRATION' as const,
          deploy_status: 'DEPLOYED' as const,
          offer_desk_id: i % 2 ? 'grm' : 'special',
          trial_start: new Date(),
          trial_end: new Date(),
        },
      ]),
    )
    .execute();
  return partnerId;
}

describe('a list page and its total', () => {
  it('come in one statement for the client list, with and without a search', async () => {
    const partnerId = await partnerWithData();
    for (const search of ['', 'сапфир']) {
      const { db, statements } = counting(ctx.app.db);
      const list = await listCustomers(db, { partnerId }, { search, sort: 'createdAt', order: 'desc', page: 1, pageSize: 5 });
      expect(list.items).toHaveLength(5);
      expect(list.total).toBe(12);
      expect(statements()).toBe(1);
    }
  });

  it('come in one statement for every subscription list, with and without a search; an empty page still knows its total', async () => {
    const partnerId = await partnerWithData();
    const expected = { all: 24, paid: 12, trial: 12, demoCustomer: 6, demoPartner: 6 };
    for (const filter of SUBSCRIPTION_FILTERS) {
      for (const search of ['', 'розн']) {
        const { db, statements } = counting(ctx.app.db);
        const list = await listSubscriptions(db, { partnerId }, { filter, search, page: 1, pageSize: 3 });
        expect(list.total).toBe(search && (filter === 'paid' || filter === 'all') ? (filter === 'all' ? 12 : 0) : expected[filter]);
        expect(statements()).toBe(1);
      }
      const past = await listSubscriptions(ctx.app.db, { partnerId }, { filter, search: '', page: 100, pageSize: 3 });
      expect(past).toEqual({ items: [], total: expected[filter] });
    }
  });
});
