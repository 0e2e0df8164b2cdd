/**
 * The demo world's 1С:ОИ (decision 017): partner@demo.ru's own licences, months old with counts changed since and a
 * comment, a virtual machine created from a non-standard request, and a request waiting in the operators' queue — so
 * the active licences, the billing's own section and the back office show something on first start.
 */
import {
  CLOUD_PRICE_CODES,
  dayKeyOf,
  defaultVmConfig,
  linesTotal,
  priceTableOf,
  setCores,
  setCpuModel,
  setDisk,
  setRam,
  setSql,
  TRIAL_DAY_MS,
  vmLines,
  type VmConfig,
} from '@portal/domain';
import { listCloudOptions } from '../repositories/cloud.repository.ts';
import { vmPricesOn } from '../services/cloud.service.ts';
import type { Db } from '../db/database.ts';
import { subscriber } from './demo-subscriptions.ts';

const LICENCE_KIT = 'Лицензия';

export async function seedCloudDemo(
  trx: Db,
  ids: { partnerId: string; accountId: string; operatorId: string; ownClientId: string },
  now: Date,
): Promise<void> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * TRIAL_DAY_MS);
  const subscribe = subscriber(trx, ids.partnerId, now);
  const own = ids.ownClientId;

  await subscribe(own, 'Microsoft SQL Server Standard', LICENCE_KIT, {
    since: daysAgo(150),
    counts: { [CLOUD_PRICE_CODES.sql]: 2 },
    changes: [{ at: daysAgo(62), counts: { [CLOUD_PRICE_CODES.sql]: 4 } }],
    comment: {
      text: 'SQL Server для сервера ERP клиента «Ромашка»: 8 vCPU, лицензии на каждые 2 vCPU',
      by: ids.accountId,
      at: daysAgo(60),
    },
  });
  await subscribe(own, 'Microsoft Windows Server RDS (RDP)', LICENCE_KIT, { since: daysAgo(150), counts: { [CLOUD_PRICE_CODES.rdp]: 5 } });
  await subscribe(own, '1С:Предприятие 8.3 ПРОФ. Лицензия на сервер (x86-64)', LICENCE_KIT, {
    since: daysAgo(95),
    counts: { orca1C_LIC_SERVER: 1 },
  });
  await subscribe(own, '1С:Предприятие 8 ПРОФ. Клиентская лицензия на 1 рабочее место', LICENCE_KIT, {
    since: daysAgo(95),
    counts: { orca1C_LIC_CLIENT: 10 },
    changes: [{ at: daysAgo(21), counts: { orca1C_LIC_CLIENT: 12 } }],
  });
  await subscribe(own, '1С:Бухгалтерия предприятия ПРОФ', LICENCE_KIT, { since: daysAgo(33), counts: { orca1C_CONF_BP: 2 } });

  // A machine the operators created from a request 75 days ago: 6 vCPU, 24 GB, HDD 100 and SSD 50 on Windows.
  const machine = withDisks(setRam(setCores(defaultVmConfig(), 6), 24), 100, 50);
  const vmId = await subscribe(own, 'Виртуальная машина 1С:ОИ', 'Конфигурация виртуальной машины', {
    since: daysAgo(75),
    counts: {
      [CLOUD_PRICE_CODES.midcpu]: 6,
      [CLOUD_PRICE_CODES.ram]: 24,
      [CLOUD_PRICE_CODES.hdd]: 100,
      [CLOUD_PRICE_CODES.ssd]: 50,
      [CLOUD_PRICE_CODES.windows]: 6,
    },
  });
  await trx.updateTable('subscriptions').set({ subscription_name: 'Запрос № 1, проект mcs4815162342' }).where('id', '=', vmId).execute();
  // Another, on the high CPU with SQL Server, waiting for the operators.
  const waiting = setSql(setCpuModel(withDisks(setRam(setCores(defaultVmConfig(), 12), 48), 200, 100), 'hicpu'), { checked: true });

  const rows = await listCloudOptions(trx);
  const priced = (config: VmConfig, at: Date) => linesTotal(vmLines(config, priceTableOf(vmPricesOn(rows, dayKeyOf(at))), at));
  const created = daysAgo(76);
  await trx
    .insertInto('cloud_vm_requests')
    .values([
      {
        partner_id: ids.partnerId,
        requested_by: ids.accountId,
        project_id: 'mcs4815162342',
        config: JSON.stringify(machine),
        price_date: dayKeyOf(created),
        month_price: priced(machine, created),
        status: 'CREATED',
        created_at: created,
        decided_at: daysAgo(75),
        decided_by: ids.operatorId,
        subscription_id: vmId,
      },
      {
        partner_id: ids.partnerId,
        requested_by: ids.accountId,
        project_id: 'mcs4815162342',
        config: JSON.stringify(waiting),
        price_date: dayKeyOf(daysAgo(1)),
        month_price: priced(waiting, daysAgo(1)),
        created_at: daysAgo(1),
      },
    ])
    .execute();
}

function withDisks(config: VmConfig, hdd: number, ssd: number): VmConfig {
  return setDisk(setDisk(config, 'hdd', { checked: true, value: hdd }), 'ssd', { checked: true, value: ssd });
}
