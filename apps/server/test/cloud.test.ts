/**
 * The cloud infrastructure's calls (issue 12, decision 017): the calculator's price list of a day, non-standard VM
 * requests and their queue, licences ordered, listed, changed and deleted through the subscription calls, the price
 * list's versions — for every role, with bad input and another partner's data.
 */
import {
  CLOUD_PRICE_CODES,
  CLOUD_PRICE_TEXTS,
  CLOUD_TEXTS,
  defaultVmConfig,
  monthOf,
  setCores,
  setOs,
  setRam,
  setRdp,
  type CloudCalculator,
  type LicenceList,
  type VmConfig,
} from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { createAccount, createActivePartner, createOperator, type TestAccount } from './support/factories.ts';
import { createConfirmedCustomer, orderBody, waitForStatus } from './support/orders.ts';
import { waitForOrder } from './support/subscriptions.ts';
import { request, useTestApp } from './support/test-app.ts';

const ctx = useTestApp({ provisionerDeployMs: 50 });

const createCloudPartner = () => createAccount(ctx.app, { authorities: ['ROLE_PARTNER', 'ROLE_IAS_USER'], partner: { status: 'on' } });

const calculator = async (partner: TestAccount, date?: string): Promise<CloudCalculator> => {
  const response = await request(ctx.app, partner.session, { method: 'GET', url: `/api/cloud/calculator${date ? `?date=${date}` : ''}` });
  expect(response.statusCode).toBe(200);
  return response.json();
};

const licenceOf = (calc: CloudCalculator, code: string) => {
  const found = calc.licences.find((l) => l.option.resourceCode === code);
  if (!found) throw new Error(`no licence ${code}`);
  return found;
};

const orderLicence = (partner: TestAccount, calc: CloudCalculator, code: string, count: number, customerId = calc.customerId) => {
  const licence = licenceOf(calc, code);
  return request(ctx.app, partner.session, {
    method: 'POST',
    url: `/api/${licence.resourceCategory}/order`,
    payload: orderBody(customerId, 'oi', licence.serviceKitId, [[licence.option.serviceOptionId, count]]),
  });
};

const requestBody = (config: VmConfig, projectId: unknown = 'mcs12345678') => ({ projectId, config });

/** A deployed licence of the partner: ordered, deployed by the job. */
async function deployedLicence(partner: TestAccount, code: string, count: number) {
  const calc = await calculator(partner);
  const ordered = await orderLicence(partner, calc, code, count);
  expect(ordered.statusCode).toBe(201);
  const { subscriptionId } = ordered.json();
  await waitForStatus(ctx.app, subscriptionId, 'DEPLOYED');
  return { calc, subscriptionId: subscriptionId as string, licence: licenceOf(calc, code) };
}

describe('GET /api/cloud/calculator', () => {
  it('gives the price list in force today (the higher set, since 2025), the licences and the own client', async () => {
    const partner = await createCloudPartner();
    const calc = await calculator(partner);
    const price = (code: string) => calc.prices.find((p) => p.resourceCode === code)?.price;
    expect(price(CLOUD_PRICE_CODES.midcpu)).toBe(1785);
    expect(price(CLOUD_PRICE_CODES.windows)).toBe(50_925);
    expect(price(CLOUD_PRICE_CODES.backup)).toBe(12);
    expect(calc.prices.filter((p) => p.resourceCode.startsWith('orcaOS_LINUX_')).map((p) => p.price)).toEqual([
      0, 1848, 6300, 5796, 7434, 4200, 12_950,
    ]);
    expect(licenceOf(calc, CLOUD_PRICE_CODES.sql).option).toMatchObject({
      minUsageCount: 2,
      maxUsageCount: 10,
      tariff: { price: 3_325_770, paymentPeriod: 'm' },
    });
    expect(licenceOf(calc, CLOUD_PRICE_CODES.rdp).option.tariff?.price).toBe(147_105);
    expect(new Set(calc.licences.map((l) => l.group))).toEqual(new Set(['ms', 'conf', 'lic']));
    expect(calc.licences.filter((l) => l.resourceCategory === 'orca-order').length).toBeGreaterThan(0);
    expect(calc.consoleUrl).toMatch(/^https:\/\//);
    const own = await ctx.app.db
      .selectFrom('customers')
      .select(['id', 'own_use'])
      .where('id', '=', calc.customerId)
      .executeTakeFirstOrThrow();
    expect(own.own_use).toBe(true);
  });

  it('gives the list of another day: the lower set in 2024, without the items it lacked', async () => {
    const partner = await createCloudPartner();
    const calc = await calculator(partner, '2024-06-01');
    const codes = calc.prices.map((p) => p.resourceCode);
    expect(calc.prices.find((p) => p.resourceCode === CLOUD_PRICE_CODES.windows)?.price).toBe(40_320);
    expect(codes).not.toContain(CLOUD_PRICE_CODES.backup);
    expect(codes).not.toContain(CLOUD_PRICE_CODES.lowcpu);
    expect(licenceOf(calc, CLOUD_PRICE_CODES.sql).option.tariff?.price).toBe(2_615_760);
    expect((await calculator(partner, '2023-12-31')).prices).toEqual([]);
  });

  it('refuses a bad date, a partner without ROLE_IAS_USER, an operator and a stranger', async () => {
    const partner = await createCloudPartner();
    expect((await request(ctx.app, partner.session, { method: 'GET', url: '/api/cloud/calculator?date=2025-1-1' })).statusCode).toBe(400);
    const plain = await createActivePartner(ctx.app);
    const refused = await request(ctx.app, plain.session, { method: 'GET', url: '/api/cloud/calculator' });
    expect(refused.statusCode).toBe(403);
    const operator = await createOperator(ctx.app);
    expect((await request(ctx.app, operator.session, { method: 'GET', url: '/api/cloud/calculator' })).statusCode).toBe(403);
    expect((await request(ctx.app, null, { method: 'GET', url: '/api/cloud/calculator' })).statusCode).toBe(401);
    const suspended = await createAccount(ctx.app, { authorities: ['ROLE_PARTNER', 'ROLE_IAS_USER'], partner: { status: 'off' } });
    expect((await request(ctx.app, suspended.session, { method: 'GET', url: '/api/cloud/calculator' })).statusCode).toBe(403);
  });
});

describe('POST /api/cloud/vm-requests', () => {
  const custom = setRam(setCores(defaultVmConfig(), 6), 24);

  it('records a non-standard machine with its month computed by the server', async () => {
    const partner = await createCloudPartner();
    const response = await request(ctx.app, partner.session, {
      method: 'POST',
      url: '/api/cloud/vm-requests',
      payload: requestBody(custom, ' mcs00042abc '),
    });
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer.status).toBe('NEW');
    // 6 × 17,85 + 24 × 4,66 + 20 × 0,10 + 10 × 0,27 a day over the month's days, and 6 Windows cores a month.
    const days = new Date(Date.UTC(monthOf(new Date()).year, monthOf(new Date()).month + 1, 0)).getUTCDate();
    expect(answer.monthPrice).toBe((1785 * 6 + 466 * 24 + 10 * 20 + 27 * 10) * days + 50_925 * 6);
    const row = await ctx.app.db.selectFrom('cloud_vm_requests').selectAll().where('id', '=', answer.requestId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ project_id: 'mcs00042abc', partner_id: partner.partnerId, requested_by: partner.accountId });
  });

  it('refuses a request without a project ID, or with one of another form', async () => {
    const partner = await createCloudPartner();
    for (const [projectId, message] of [
      ['', CLOUD_TEXTS.projectIdRequired],
      [undefined, CLOUD_TEXTS.projectIdRequired],
      ['12345678', CLOUD_TEXTS.projectIdFormat],
      ['mcs1', CLOUD_TEXTS.projectIdFormat],
    ] as const) {
      const payload = projectId === undefined ? { config: custom } : requestBody(custom, projectId);
      const response = await request(ctx.app, partner.session, { method: 'POST', url: '/api/cloud/vm-requests', payload });
      expect(response.statusCode, String(projectId)).toBe(400);
      expect(JSON.stringify(response.json().details)).toContain(message);
    }
  });

  it('refuses what the rules refuse: bounds, RAM below cores, odd cores, no disk, RDP on Linux', async () => {
    const partner = await createCloudPartner();
    const send = (config: unknown) =>
      request(ctx.app, partner.session, { method: 'POST', url: '/api/cloud/vm-requests', payload: { projectId: 'mcs12345678', config } });
    const cases: Array<[unknown, string]> = [
      [{ ...custom, cores: 200, ram: 256 }, 'vCPU: не более 128'],
      [{ ...custom, ram: 2048 }, 'RAM: не более 1024'],
      [{ ...custom, sqlServerLicense: 11 }, 'SQL Server: не более 10'],
      [{ ...custom, rdpNum: 0 }, 'RDP: не менее 1'],
      [{ ...custom, floatIP: { checked: true, value: 101 } }, 'Floating IP: не более 100'],
      [{ ...custom, disks: [{ type: 'hdd', checked: true, value: 5 }] }, 'Диск: не менее 10'],
      [{ ...custom, ram: 4 }, 'Объем RAM не может быть меньше количества vCPU'],
      [setRam(setCores(defaultVmConfig(), 5), 10), CLOUD_TEXTS.vcpuEven],
      [{ ...custom, disks: custom.disks.map((d) => ({ ...d, checked: false })) }, CLOUD_TEXTS.needsDisk],
      [{ ...setOs(custom, 'linux'), rdp: true }, CLOUD_TEXTS.rdpLinux],
    ];
    for (const [config, message] of cases) {
      const response = await send(config);
      expect(response.statusCode, message).toBe(400);
      expect(JSON.stringify(response.json()), message).toContain(message);
    }
  });

  it('is for partners with ROLE_IAS_USER only', async () => {
    const plain = await createActivePartner(ctx.app);
    const response = await request(ctx.app, plain.session, { method: 'POST', url: '/api/cloud/vm-requests', payload: requestBody(custom) });
    expect(response.statusCode).toBe(403);
  });
});

describe('the operators’ queue of VM requests', () => {
  it('creates the machine once: a subscription of the VM kit for the partner, deployed and billed', async () => {
    const partner = await createCloudPartner();
    const config = setRdp(setRam(setCores(defaultVmConfig(), 6), 24), { checked: true });
    const sent = (
      await request(ctx.app, partner.session, { method: 'POST', url: '/api/cloud/vm-requests', payload: requestBody(config) })
    ).json();
    const operator = await createOperator(ctx.app);
    const queue = await request(ctx.app, operator.session, {
      method: 'GET',
      url: '/api/backoffice/cloud/vm-requests?status=NEW&pageSize=100',
    });
    expect(queue.statusCode).toBe(200);
    expect(queue.json().items.map((i: { requestId: string }) => i.requestId)).toContain(sent.requestId);

    const decided = await request(ctx.app, operator.session, {
      method: 'POST',
      url: `/api/backoffice/cloud/vm-requests/${sent.requestId}/decision`,
      payload: { decision: 'create' },
    });
    expect(decided.statusCode).toBe(200);
    const item = decided.json();
    expect(item).toMatchObject({ status: 'CREATED', decidedBy: operator.email });
    await waitForStatus(ctx.app, item.subscriptionId, 'DEPLOYED');
    const options = await ctx.app.db
      .selectFrom('subscription_options as so')
      .innerJoin('service_options as o', 'o.id', 'so.service_option_id')
      .select(['o.resource_code as code', 'so.usage_count as count'])
      .where('so.subscription_id', '=', item.subscriptionId)
      .execute();
    expect(Object.fromEntries(options.map((o) => [o.code, o.count]))).toEqual({
      [CLOUD_PRICE_CODES.midcpu]: 6,
      [CLOUD_PRICE_CODES.ram]: 24,
      [CLOUD_PRICE_CODES.hdd]: 20,
      [CLOUD_PRICE_CODES.ssd]: 10,
      [CLOUD_PRICE_CODES.windows]: 6,
    });
    const again = await request(ctx.app, operator.session, {
      method: 'POST',
      url: `/api/backoffice/cloud/vm-requests/${sent.requestId}/decision`,
      payload: { decision: 'refuse', reason: 'Поздно' },
    });
    expect(again.statusCode).toBe(409);
    const letter = await ctx.app.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('kind', '=', 'cloud.vm-created')
      .where('to_address', '=', partner.email)
      .executeTakeFirst();
    expect(letter?.subject).toContain(`№ ${sent.number}`);
    const audit = await ctx.app.db
      .selectFrom('audit_log')
      .select('actor_account_id')
      .where('subject_id', '=', sent.requestId)
      .executeTakeFirstOrThrow();
    expect(audit.actor_account_id).toBe(operator.accountId);
  });

  it('refuses with a reason only, and only for operators', async () => {
    const partner = await createCloudPartner();
    const sent = (
      await request(ctx.app, partner.session, {
        method: 'POST',
        url: '/api/cloud/vm-requests',
        payload: requestBody(setRam(setCores(defaultVmConfig(), 6), 12)),
      })
    ).json();
    const url = `/api/backoffice/cloud/vm-requests/${sent.requestId}/decision`;
    expect((await request(ctx.app, partner.session, { method: 'POST', url, payload: { decision: 'create' } })).statusCode).toBe(403);
    expect((await request(ctx.app, partner.session, { method: 'GET', url: '/api/backoffice/cloud/vm-requests' })).statusCode).toBe(403);
    const operator = await createOperator(ctx.app);
    expect((await request(ctx.app, operator.session, { method: 'POST', url, payload: { decision: 'refuse' } })).statusCode).toBe(400);
    const refused = await request(ctx.app, operator.session, {
      method: 'POST',
      url,
      payload: { decision: 'refuse', reason: 'Нет ресурсов в регионе' },
    });
    expect(refused.json()).toMatchObject({ status: 'REFUSED', reason: 'Нет ресурсов в регионе', subscriptionId: null });
    const missing = await request(ctx.app, operator.session, {
      method: 'POST',
      url: `/api/backoffice/cloud/vm-requests/${crypto.randomUUID()}/decision`,
      payload: { decision: 'create' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('licences', () => {
  it('are ordered through POST /{type}/order for the partner itself, within their bounds', async () => {
    const partner = await createCloudPartner();
    const calc = await calculator(partner);
    expect((await orderLicence(partner, calc, CLOUD_PRICE_CODES.sql, 1)).statusCode).toBe(400);
    expect((await orderLicence(partner, calc, CLOUD_PRICE_CODES.sql, 11)).statusCode).toBe(400);
    expect((await orderLicence(partner, calc, CLOUD_PRICE_CODES.rdp, 101)).statusCode).toBe(400);
    // The fixed count of a server licence (orca-order).
    expect((await orderLicence(partner, calc, 'orca1C_LIC_SERVER', 2)).statusCode).toBe(400);
    const client = await createConfirmedCustomer(ctx.app, partner.partnerId ?? '');
    expect((await orderLicence(partner, calc, CLOUD_PRICE_CODES.sql, 2, client)).statusCode).toBe(400);
    const ordered = await orderLicence(partner, calc, CLOUD_PRICE_CODES.sql, 3);
    expect(ordered.statusCode).toBe(201);
    expect(ordered.json().price).toBe(3 * 3_325_770);
    expect((await orderLicence(partner, calc, 'orca1C_LIC_SERVER', 1)).statusCode).toBe(201);
  });

  it('need ROLE_IAS_USER to be ordered; the VM kit is not ordered this way', async () => {
    const cloud = await createCloudPartner();
    const calc = await calculator(cloud);
    const plain = await createActivePartner(ctx.app);
    const sql = licenceOf(calc, CLOUD_PRICE_CODES.sql);
    const own = await request(ctx.app, plain.session, { method: 'GET', url: '/api/customer-manager/testCustomer' });
    const refused = await request(ctx.app, plain.session, {
      method: 'POST',
      url: '/api/orca-ms/order',
      payload: orderBody(own.json().id ?? own.json().customerId, 'oi', sql.serviceKitId, [[sql.option.serviceOptionId, 2]]),
    });
    expect(refused.statusCode).toBe(403);
    expect((await request(ctx.app, plain.session, { method: 'GET', url: '/api/desks/oi/services' })).statusCode).toBe(403);
    const desk = (await request(ctx.app, cloud.session, { method: 'GET', url: '/api/desks/oi/services' })).json();
    const vm = desk.services.find((s: { resourceCategory: string }) => s.resourceCategory === 'orca-vm');
    const extended = (
      await request(ctx.app, cloud.session, {
        method: 'GET',
        url: `/api/desks/oi/services/${vm.serviceId}/kits/${vm.serviceKits[0].serviceKitId}/extended`,
      })
    ).json();
    const cpu = extended.serviceOptions.find((o: { resourceCode: string }) => o.resourceCode === CLOUD_PRICE_CODES.midcpu);
    const locked = await request(ctx.app, cloud.session, {
      method: 'POST',
      url: '/api/orca-vm/order',
      payload: orderBody(calc.customerId, 'oi', extended.serviceKitId, [[cpu.serviceOptionId, 2]]),
    });
    expect(locked.statusCode).toBe(409);
  });

  it('are listed with the current month’s sum that billing gives, another partner’s left out', async () => {
    const partner = await createCloudPartner();
    const { subscriptionId } = await deployedLicence(partner, CLOUD_PRICE_CODES.rdp, 3);
    const other = await createCloudPartner();
    await deployedLicence(other, 'orca1C_LIC_CLIENT', 2);
    const list: LicenceList = (await request(ctx.app, partner.session, { method: 'GET', url: '/api/cloud/licences' })).json();
    expect(list.total).toBe(1);
    const [item] = list.items;
    expect(item).toMatchObject({ subscriptionId, deployStatus: 'DEPLOYED', resourceCategory: 'orca-ms' });
    expect(item?.optionTypes[0]).toMatchObject({
      usageCount: 3,
      minUsageCount: 1,
      maxUsageCount: 100,
      fixed: false,
      tariff: { price: 147_105, paymentPeriod: 'm' },
    });
    const { year, month } = monthOf(new Date());
    const billed = await request(ctx.app, partner.session, {
      method: 'GET',
      url: `/api/billing/items-extended?subscriptionId=${subscriptionId}&m=${month}&y=${year}`,
    });
    expect(item?.monthSum).toBe(billed.json().sum);
    expect(item?.monthSum).toBe(3 * 147_105);
    // It is the partner's own: billed in the own section.
    const items = (await request(ctx.app, partner.session, { method: 'GET', url: `/api/billing/items?m=${month}&y=${year}` })).json();
    const own = items.customers.find((c: { own: boolean }) => c.own);
    expect(own.subscriptions.map((s: { subscriptionId: string }) => s.subscriptionId)).toContain(subscriptionId);

    expect((await request(ctx.app, partner.session, { method: 'GET', url: '/api/cloud/licences?pageSize=101' })).statusCode).toBe(400);
    const plain = await createActivePartner(ctx.app);
    expect((await request(ctx.app, plain.session, { method: 'GET', url: '/api/cloud/licences' })).statusCode).toBe(403);
  });

  it('change their count through PUT /{type}/order; another partner’s licence is not found', async () => {
    const partner = await createCloudPartner();
    const { subscriptionId, licence, calc } = await deployedLicence(partner, 'orca1C_LIC_CLIENT', 2);
    const payload = {
      subscriptionId,
      customerId: calc.customerId,
      serviceKitId: licence.serviceKitId,
      addOptions: [{ serviceOptionId: licence.option.serviceOptionId }, { serviceOptionId: licence.option.serviceOptionId }],
      removeOptions: [],
    };
    const other = await createCloudPartner();
    const foreign = await request(ctx.app, other.session, { method: 'PUT', url: '/api/orca-1c/order', payload });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await request(ctx.app, other.session, { method: 'DELETE', url: `/api/subscriptions/${subscriptionId}`, payload: { delayDays: 0 } }))
        .statusCode,
    ).toBe(404);
    expect((await request(ctx.app, other.session, { method: 'GET', url: `/api/subscriptions/${subscriptionId}/comment` })).statusCode).toBe(
      404,
    );

    const changed = await request(ctx.app, partner.session, { method: 'PUT', url: '/api/orca-1c/order', payload });
    expect(changed.statusCode).toBe(202);
    await waitForOrder(ctx.app, changed.json().orderId, 'APPLIED');
    const list: LicenceList = (await request(ctx.app, partner.session, { method: 'GET', url: '/api/cloud/licences' })).json();
    expect(list.items[0]?.optionTypes[0]?.usageCount).toBe(4);

    const tooMany = await request(ctx.app, partner.session, {
      method: 'PUT',
      url: '/api/orca-1c/order',
      payload: { ...payload, addOptions: Array.from({ length: 96 }, () => ({ serviceOptionId: licence.option.serviceOptionId })) },
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('are deleted at once and then hidden from the list', async () => {
    const partner = await createCloudPartner();
    const { subscriptionId } = await deployedLicence(partner, CLOUD_PRICE_CODES.sql, 2);
    const deleted = await request(ctx.app, partner.session, {
      method: 'DELETE',
      url: `/api/subscriptions/${subscriptionId}`,
      payload: { delayDays: 0 },
    });
    expect(deleted.statusCode).toBeLessThan(300);
    await waitForStatus(ctx.app, subscriptionId, 'DELETED');
    const list: LicenceList = (await request(ctx.app, partner.session, { method: 'GET', url: '/api/cloud/licences' })).json();
    expect(list).toMatchObject({ items: [], total: 0 });
  });
});

describe('the cloud price list in the back office', () => {
  it('lists every item with its versions, and takes a new price from tomorrow with who and when', async () => {
    const operator = await createOperator(ctx.app);
    const list = (await request(ctx.app, operator.session, { method: 'GET', url: '/api/backoffice/cloud/prices' })).json();
    const windows = list.items.find((i: { resourceCode: string }) => i.resourceCode === CLOUD_PRICE_CODES.windows);
    expect(windows.current).toMatchObject({ effectiveFrom: '2025-01-01', price: 50_925 });
    expect(windows.versions.map((v: { effectiveFrom: string }) => v.effectiveFrom)).toEqual(['2025-01-01', '2024-01-01']);

    const url = `/api/backoffice/cloud/prices/${windows.serviceOptionId}`;
    const today = list.today as string;
    const past = await request(ctx.app, operator.session, { method: 'POST', url, payload: { effectiveFrom: today, price: 1 } });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(CLOUD_PRICE_TEXTS.futureOnly);
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const saved = await request(ctx.app, operator.session, { method: 'POST', url, payload: { effectiveFrom: tomorrow, price: 55_000 } });
    expect(saved.statusCode).toBe(200);
    const after = saved.json().items.find((i: { resourceCode: string }) => i.resourceCode === CLOUD_PRICE_CODES.windows);
    expect(after.current.price).toBe(50_925);
    expect(after.versions[0]).toMatchObject({ effectiveFrom: tomorrow, price: 55_000, createdBy: operator.email });
    // A planned version is replaced, not doubled.
    const replaced = (
      await request(ctx.app, operator.session, { method: 'POST', url, payload: { effectiveFrom: tomorrow, price: 56_000 } })
    ).json();
    const versions = replaced.items.find((i: { resourceCode: string }) => i.resourceCode === CLOUD_PRICE_CODES.windows).versions;
    expect(versions.map((v: { price: number }) => v.price)).toEqual([56_000, 50_925, 40_320]);
    // The partner's calculator of tomorrow prices with it.
    const partner = await createCloudPartner();
    expect((await calculator(partner, tomorrow)).prices.find((p) => p.resourceCode === CLOUD_PRICE_CODES.windows)?.price).toBe(56_000);
  });

  it('refuses other options, bad prices and other roles', async () => {
    const operator = await createOperator(ctx.app);
    const grmOption = await ctx.app.db
      .selectFrom('service_options')
      .select('id')
      .where('resource_code', '=', 'bp-seat')
      .executeTakeFirstOrThrow();
    const body = { effectiveFrom: '2099-01-01', price: 100 };
    expect(
      (await request(ctx.app, operator.session, { method: 'POST', url: `/api/backoffice/cloud/prices/${grmOption.id}`, payload: body }))
        .statusCode,
    ).toBe(404);
    const list = (await request(ctx.app, operator.session, { method: 'GET', url: '/api/backoffice/cloud/prices' })).json();
    const url = `/api/backoffice/cloud/prices/${list.items[0].serviceOptionId}`;
    expect((await request(ctx.app, operator.session, { method: 'POST', url, payload: { ...body, price: -1 } })).statusCode).toBe(400);
    expect((await request(ctx.app, operator.session, { method: 'POST', url, payload: { ...body, price: 1.5 } })).statusCode).toBe(400);
    const partner = await createCloudPartner();
    expect((await request(ctx.app, partner.session, { method: 'GET', url: '/api/backoffice/cloud/prices' })).statusCode).toBe(403);
    expect((await request(ctx.app, partner.session, { method: 'POST', url, payload: body })).statusCode).toBe(403);
  });
});
