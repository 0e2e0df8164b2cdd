/**
 * Demo leads (issue 15): a common pool of the programme «Расти с 1С:ГРМ» with products, INNs and phones, a lead both
 * demo partners took to work (the operator's dispatch queue), and the active partner's own leads in every status. The
 * lead that moved to a paid subscription has its client, registered after the lead was processed and paying since.
 */
import type { Db } from '../db/database.ts';
import { subscriber } from './demo-subscriptions.ts';

type Ids = { alpha: string; beta: string; operator: string };

const HOUR = 3_600_000;

export async function seedDemoLeads(trx: Db, ids: Ids, now: Date): Promise<void> {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const products = (...items: Array<[string, number]>) => JSON.stringify(items.map(([productId, qty]) => ({ productId, qty })));
  // «Вектор»: processed 300 hours ago, its client registered 260 hours ago, paying a minute before the lead moved.
  const vector = await trx
    .insertInto('customers')
    .values({
      partner_id: ids.alpha,
      name: 'ООО «Вектор»',
      responsible: 'Крылов Степан',
      email: 'vector@lead.demo',
      phone: '+7 343 320-20-20',
      city: 'Екатеринбург',
      status: 'confirmed',
      created_at: at(260),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await subscriber(trx, ids.alpha, now)(vector.id, 'Комплект «Бизнес»', 'Бизнес (файловый)', {
    since: new Date(at(200).getTime() - 60_000),
    counts: { 'biz-base': 1 },
  });
  const leads = await trx
    .insertInto('leads')
    .values([
      {
        status: 'NON_DISPATCHED',
        name: 'ООО «Северный ветер»',
        responsible: 'Захаров Павел',
        email: 'veter@lead.demo',
        phone: '+7 921 100-20-30',
        inn: '7802123457',
        products: products(['bp', 3]),
        created_at: at(5),
      },
      {
        status: 'NON_DISPATCHED',
        name: 'ИП Смирнова Ольга Петровна',
        responsible: 'Смирнова Ольга',
        email: 'smirnova@lead.demo',
        phone: '+7 903 555-11-22',
        products: products(['zup', 1], ['bp', 1]),
        created_at: at(30),
      },
      {
        status: 'APPLIED',
        name: 'ООО «Кедр»',
        responsible: 'Никитин Антон',
        email: 'kedr@lead.demo',
        phone: '+7 383 200-44-55',
        inn: '5406123458',
        products: products(['ut', 5]),
        created_at: at(50),
        applied_at: at(20),
      },
      {
        status: 'DISPATCHED',
        partner_id: ids.alpha,
        name: 'ООО «Орион»',
        responsible: 'Белова Ксения',
        email: 'orion@lead.demo',
        phone: '+7 343 310-10-10',
        inn: '6670123459',
        products: products(['bp', 2]),
        created_at: at(120),
        applied_at: at(110),
        dispatched_at: at(100),
        dispatched_by: ids.operator,
      },
      {
        status: 'IN_PROD',
        partner_id: ids.alpha,
        name: 'ООО «Вектор»',
        responsible: 'Крылов Степан',
        email: 'vector@lead.demo',
        phone: '+7 343 320-20-20',
        products: products(['biz', 2]),
        customer_id: vector.id,
        created_at: at(400),
        dispatched_at: at(380),
        processed_at: at(300),
        in_prod_at: at(200),
      },
    ])
    .returning(['id', 'name'])
    .execute();
  const kedr = leads.find((lead) => lead.name === 'ООО «Кедр»')?.id ?? '';
  const orion = leads.find((lead) => lead.name === 'ООО «Орион»')?.id ?? '';
  await trx
    .insertInto('lead_applications')
    .values([
      { lead_id: kedr, partner_id: ids.beta, created_at: at(20) },
      { lead_id: kedr, partner_id: ids.alpha, created_at: at(4) },
      { lead_id: orion, partner_id: ids.alpha, created_at: at(110) },
    ])
    .execute();
}
