/** Billing test data: a kit of options with tariff versions of its own, subscriptions with their usage ledgers. */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/database.ts';

export type OptionSpec = {
  period: 'd' | 'm';
  /** Tariff versions: effective from (yyyy-MM-dd) and price in kopecks. */
  tariffs: Array<[string, number]>;
  name?: string;
};

export type TestOption = { serviceOptionId: string; name: string; resourceCode: string; period: 'd' | 'm' };

/** A service with one production kit whose options carry the given tariff versions (apart from the catalogue's). */
export async function createPricedKit(db: Db, options: OptionSpec[], serviceName = `Тестовая услуга ${randomUUID().slice(0, 6)}`) {
  const code = randomUUID().slice(0, 8);
  const service = await db
    .insertInto('services')
    .values({
      offer_desk_id: 'grm',
      name: serviceName,
      resource_code: `svc-${code}`,
      resource_category: '1c_ecw_application',
      group_code: 'typical',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const kit = await db
    .insertInto('service_kits')
    .values({
      service_id: service.id,
      name: 'Файловый',
      usage_mode: 'PRODUCTION',
      resource_code: `kit-${code}`,
      resource_category: '1c_ecw_application',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const created: TestOption[] = [];
  for (const [i, spec] of options.entries()) {
    const name = spec.name ?? `Опция ${i + 1}`;
    const resourceCode = `opt-${code}-${i}`;
    const option = await db
      .insertInto('service_options')
      .values({
        kit_id: kit.id,
        name,
        resource_code: resourceCode,
        resource_category: '1c_ecw_application',
        payment_period: spec.period,
        sort: i,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('option_tariffs')
      .values(spec.tariffs.map(([from, price]) => ({ option_id: option.id, effective_from: from, price, client_price: price + 100 })))
      .execute();
    created.push({ serviceOptionId: option.id, name, resourceCode, period: spec.period });
  }
  return { serviceId: service.id, kitId: kit.id, serviceName, options: created };
}

export type LedgerSpec = {
  usageMode?: 'PRODUCTION' | 'DEMONSTRATION';
  trial?: { start: Date; end: Date } | null;
  startDate?: Date;
  serviceName?: string;
  kitName?: string;
  deployStatus?: 'DEPLOYED' | 'DELETED';
  options: Array<{
    option: TestOption;
    prepaid?: { from: string; months: number } | null;
    intervals: Array<{ units: number; from: Date; to: Date | null }>;
  }>;
};

/** A subscription of a client with its options and ledger intervals written straight into the tables. */
export async function createLedgerSubscription(db: Db, partnerId: string, customerId: string, spec: LedgerSpec): Promise<string> {
  const first = spec.options.flatMap((o) => o.intervals).reduce<Date | null>((min, i) => (min && min < i.from ? min : i.from), null);
  const subscription = await db
    .insertInto('subscriptions')
    .values({
      partner_id: partnerId,
      customer_id: customerId,
      service_name: spec.serviceName ?? 'Тестовая услуга',
      service_kit_name: spec.kitName ?? 'Файловый',
      usage_mode: spec.usageMode ?? 'PRODUCTION',
      deploy_status: spec.deployStatus ?? 'DEPLOYED',
      deleted: spec.deployStatus === 'DELETED',
      trial_start: spec.trial?.start ?? null,
      trial_end: spec.trial?.end ?? null,
      start_date: spec.startDate ?? first,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const entry of spec.options) {
    const open = entry.intervals.find((i) => i.to === null);
    const option = await db
      .insertInto('subscription_options')
      .values({
        subscription_id: subscription.id,
        service_option_id: entry.option.serviceOptionId,
        name: entry.option.name,
        usage_count: open?.units ?? 0,
        price: 0,
        client_price: null,
        payment_period: entry.option.period,
        prepaid_from: entry.prepaid?.from ?? null,
        prepaid_months: entry.prepaid?.months ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (entry.intervals.length === 0) continue;
    await db
      .insertInto('usage_ledger')
      .values(
        entry.intervals.map((i) => ({
          partner_id: partnerId,
          customer_id: customerId,
          subscription_id: subscription.id,
          subscription_option_id: option.id,
          service_option_id: entry.option.serviceOptionId,
          units: i.units,
          active_from: i.from,
          active_to: i.to,
          order_id: null,
        })),
      )
      .execute();
  }
  return subscription.id;
}

/** A client of a partner for billing tests. */
export async function createBillingCustomer(db: Db, partnerId: string, name = `ООО «Клиент ${randomUUID().slice(0, 6)}»`, ownUse = false) {
  const row = await db
    .insertInto('customers')
    .values({
      partner_id: partnerId,
      name,
      responsible: 'Иванов Иван',
      email: `billing-${randomUUID().slice(0, 8)}@test.ru`,
      phone: '+7 900 000-00-00',
      status: 'confirmed',
      own_use: ownUse,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A Moscow wall-clock time, 'yyyy-MM-dd HH:mm' (or a day at midnight). */
export const msk = (text: string) => new Date(`${text.includes(' ') ? text.replace(' ', 'T') : `${text}T00:00`}:00+03:00`);

export const FEBRUARY_2026 = { year: 2026, month: 1 } as const;

/**
 * A partner's February 2026 (28 days), priced by hand:
 * - «Ромашка», 1С:Бухгалтерия: 2 seats all month at 44,00 ₽ a day until the 15th and 50,00 ₽ from the 16th
 *   (15 × 44 × 2 + 13 × 50 × 2 = 2 620,00 ₽) and 3 disks from the 10th 12:00 to the 20th 09:00 (11 × 3,60 × 3 = 118,80 ₽);
 * - «Пробный», 1С:Розница on trial from the 20th to 6 March: free in February;
 * - the partner's own client, the Business kit from the 27th: a month at 1 110,00 ₽.
 */
export async function createFebruaryWorld(db: Db, partnerId: string) {
  const kit = await createPricedKit(db, [
    {
      period: 'd',
      name: 'Рабочее место',
      tariffs: [
        ['2020-01-01', 4400],
        ['2026-02-16', 5000],
      ],
    },
    { period: 'd', name: 'Дополнительный диск 10 ГБ', tariffs: [['2020-01-01', 360]] },
    { period: 'm', name: 'Комплект «Бизнес», 2 рабочих места', tariffs: [['2020-01-01', 111_000]] },
  ]);
  const [seat, disk, business] = kit.options as [TestOption, TestOption, TestOption];
  const romashka = await createBillingCustomer(db, partnerId, 'ООО «Ромашка»');
  const trialClient = await createBillingCustomer(db, partnerId, 'ИП Пробный Петр');
  const own = await createBillingCustomer(db, partnerId, 'ООО «Партнер» (собственные нужды)', true);
  const accounting = await createLedgerSubscription(db, partnerId, romashka, {
    serviceName: '1С:Бухгалтерия предприятия',
    options: [
      { option: seat, intervals: [{ units: 2, from: msk('2026-01-10 10:00'), to: null }] },
      { option: disk, intervals: [{ units: 3, from: msk('2026-02-10 12:00'), to: msk('2026-02-20 09:00') }] },
    ],
  });
  const trial = await createLedgerSubscription(db, partnerId, trialClient, {
    serviceName: '1С:Розница',
    trial: { start: msk('2026-02-20 10:00'), end: msk('2026-03-06 10:00') },
    options: [{ option: seat, intervals: [{ units: 1, from: msk('2026-02-20 10:05'), to: null }] }],
  });
  const ownBusiness = await createLedgerSubscription(db, partnerId, own, {
    serviceName: 'Комплект «Бизнес»',
    kitName: 'Бизнес (файловый)',
    options: [{ option: business, intervals: [{ units: 1, from: msk('2026-02-27 16:00'), to: null }] }],
  });
  return {
    kit,
    customers: { romashka, trialClient, own },
    subscriptions: { accounting, trial, ownBusiness },
    sums: { accounting: 262_000 + 11_880, trial: 0, ownBusiness: 111_000, total: 262_000 + 11_880 + 111_000 },
  };
}

/** Closes a subscription's open interval of `units` at a moment (a removal confirmed with that time). */
export async function closeUsageInterval(db: Db, subscriptionId: string, units: number, at: Date): Promise<void> {
  await db
    .updateTable('usage_ledger')
    .set({ active_to: at })
    .where('subscription_id', '=', subscriptionId)
    .where('units', '=', units)
    .where('active_to', 'is', null)
    .execute();
}
