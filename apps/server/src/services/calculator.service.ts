/**
 * The calculator home's price table: the recommended client prices of the partner's price list on a day
 * (GET /billing/price, one source of prices), without the options whose client price is hidden, and its workbook.
 */
import { CLIENT_PRICES_SHEET, PAYMENT_PERIOD_LABELS, priceRowName, type ClientPriceTable, type PriceTableRow } from '@portal/domain';
import type { Db } from '../db/database.ts';
import type { PartnerScope } from '../repositories/office.repository.ts';
import { toXlsx, type Column } from './billing-export.ts';
import { priceList } from './billing.service.ts';

export async function clientPriceTable(db: Db, scope: PartnerScope, date?: string): Promise<ClientPriceTable> {
  const list = await priceList(db, scope, date);
  return {
    date: list.date,
    rows: list.items.flatMap((item) =>
      item.clientPrice === null
        ? []
        : [
            {
              name: priceRowName(item.serviceName, item.serviceKitName, item.optionName),
              cost: item.clientPrice,
              paymentPeriod: item.paymentPeriod,
            },
          ],
    ),
  };
}

const COLUMNS: Array<Column<PriceTableRow>> = [
  { header: 'Наименование', width: 70, kind: 'text', value: (row) => row.name },
  { header: 'Цена для клиента, ₽', width: 20, kind: 'money', value: (row) => row.cost },
  { header: 'Период оплаты', width: 16, kind: 'text', value: (row) => PAYMENT_PERIOD_LABELS[row.paymentPeriod] },
];

export async function clientPricesXlsx(db: Db, scope: PartnerScope, date?: string): Promise<Buffer> {
  const table = await clientPriceTable(db, scope, date);
  return toXlsx(CLIENT_PRICES_SHEET, COLUMNS, table.rows);
}
