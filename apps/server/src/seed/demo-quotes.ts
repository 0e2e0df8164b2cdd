/**
 * The demo world's client quotes (decision 021): partner@demo.ru has priced «1С:Бухгалтерия предприятия» for two of
 * its clients — «Ромашка» with a 20 % markup, «Уральские окна» at the recommended price — so «Предложения клиентам»,
 * the client card and «Оформить заказ» show something on first start. The lines are priced from the catalogue's
 * tariffs with the same pricing module as the order forms.
 */
import { monthlyCost, priceQuote, TRIAL_DAY_MS, type QuoteLineInput, type QuotePricing, type ServiceOption } from '@portal/domain';
import { insertClientQuote } from '../repositories/client-quote.repository.ts';
import { listOptions } from '../repositories/catalogue.repository.ts';
import type { Db } from '../db/database.ts';

const SERVICE_CODE = 'bp';
const KIT_CODE = 'bp-file';

function line(option: ServiceOption, count: number, at: Date): QuoteLineInput {
  const cost = option.tariff ? monthlyCost(option.tariff, count, at) : { partner: 0, client: null };
  return { name: option.name, count, partnerCost: cost.partner, recommendedPrice: cost.client };
}

export async function seedDemoQuotes(
  trx: Db,
  ids: { partnerId: string; accountId: string; romashka: string; okna: string },
  now: Date,
): Promise<void> {
  const kit = await trx
    .selectFrom('service_kits as k')
    .innerJoin('services as s', 's.id', 'k.service_id')
    .select(['k.id as kitId', 's.id as serviceId', 's.name as serviceName', 's.offer_desk_id as deskId', 'k.name as kitName'])
    .where('s.resource_code', '=', SERVICE_CODE)
    .where('k.resource_code', '=', KIT_CODE)
    .executeTakeFirst();
  if (!kit) return;
  const options = await listOptions(trx, [kit.kitId]);
  const seat = options.find((o) => o.resourceCategory === '1c_ecw_application');
  const disk = options.find((o) => o !== seat);
  if (!seat) return;
  const title = `Типовые конфигурации: ${kit.serviceName}, ${kit.kitName.toLowerCase()}`;

  const quotes: Array<{ customerId: string; seats: number; disks: number; pricing: QuotePricing; daysAgo: number }> = [
    { customerId: ids.romashka, seats: 5, disks: 1, pricing: { mode: 'markup', markupPercent: 20 }, daysAgo: 6 },
    { customerId: ids.okna, seats: 3, disks: 0, pricing: { mode: 'markup', markupPercent: null }, daysAgo: 2 },
  ];
  for (const quote of quotes) {
    const lines = [line(seat, quote.seats, now), ...(disk && quote.disks > 0 ? [line(disk, quote.disks, now)] : [])];
    const priced = priceQuote(lines, quote.pricing);
    await insertClientQuote(
      trx,
      { partnerId: ids.partnerId },
      {
        customerId: quote.customerId,
        title,
        lines: priced.lines,
        pricing: quote.pricing,
        orderHref: `#/service/1c_ecw_application/${kit.deskId}/${kit.serviceId}?customerId=${quote.customerId}`,
        partnerTotal: priced.totals.partnerCost,
        clientTotal: priced.totals.clientPrice,
        createdBy: ids.accountId,
        createdAt: new Date(now.getTime() - quote.daysAgo * TRIAL_DAY_MS),
      },
    );
  }
}
