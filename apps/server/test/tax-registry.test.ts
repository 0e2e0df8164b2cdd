/** The DaData TaxRegistry adapter against a local fake of DaData's findById/party, alone and inside the app (the key never leaves the server). */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { completeInn, CUSTOMER_ERRORS } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dadataTaxRegistry, TaxRegistryUnavailableError } from '../src/ports/tax-registry/dadata-tax-registry.ts';
import { createActivePartner, customerBody, type TestAccount } from './support/factories.ts';
import { buildTestApp, request, type TestContext } from './support/test-app.ts';

const API_KEY = 'fake-dadata-key-7c1f0e9a5b3d';

const LEGAL_INN = completeInn('770708389');
const BRANCHED_INN = completeInn('667123450');
const INDIVIDUAL_INN = completeInn('5401987650');
const NAMELESS_INN = completeInn('590412340');
const FAILING_INN = completeInn('123456789');
const SLOW_INN = completeInn('987654321');
const ODD_INN = completeInn('111222333');
const UNKNOWN_INN = completeInn('444555666');

type Party = Record<string, unknown>;

function legal(inn: string, kpp: string, shortName: string, city: string, address: string): Party {
  return {
    value: shortName,
    unrestricted_value: shortName,
    data: {
      inn,
      kpp,
      ogrn: '1027700132195',
      type: 'LEGAL',
      name: { full_with_opf: `ПОЛНОЕ НАИМЕНОВАНИЕ ${shortName}`, short_with_opf: shortName, full: shortName, short: shortName },
      address: { value: address, unrestricted_value: `117312, ${address}`, data: { city, postal_code: '117312', region: city } },
      state: { status: 'ACTIVE', registration_date: 677376000000, liquidation_date: null },
    },
  };
}

const PARTIES: Record<string, Party[]> = {
  [LEGAL_INN]: [legal(LEGAL_INN, '773601001', 'ПАО СБЕРБАНК', 'Москва', 'г Москва, ул Вавилова, д 19')],
  // findById also answers branches (same INN, another KPP) and, rarely, other numbers: the adapter takes the INN's own entry.
  [BRANCHED_INN]: [
    legal('7700000000', '770001001', 'ООО ДРУГОЕ', 'Москва', 'г Москва'),
    legal(BRANCHED_INN, '667101001', 'ООО "УРАЛЬСКИЕ ОКНА"', 'Екатеринбург', 'г Екатеринбург, ул Малышева, д 51'),
  ],
  [INDIVIDUAL_INN]: [
    {
      value: 'ИП Лебедева Нина Петровна',
      data: {
        inn: INDIVIDUAL_INN,
        type: 'INDIVIDUAL',
        name: { full_with_opf: 'Индивидуальный предприниматель Лебедева Нина Петровна', short_with_opf: 'ИП Лебедева Нина Петровна' },
        address: { value: 'г Новосибирск', data: { city: 'Новосибирск' } },
        state: { status: 'LIQUIDATED' },
      },
    },
  ],
  [NAMELESS_INN]: [{ value: 'ООО "БЕЗ ИМЕНИ"', data: { inn: NAMELESS_INN, kpp: null, name: null, address: null, state: null } }],
};

type Seen = {
  authorization: string | undefined;
  contentType: string | undefined;
  method: string | undefined;
  url: string | undefined;
  body: unknown;
};

/** A fake DaData: checks the key, records each request, answers by INN. */
async function startFakeDadata() {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      let body: { query?: unknown };
      try {
        body = JSON.parse(raw) as { query?: unknown };
      } catch {
        body = {};
      }
      seen.push({
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        method: req.method,
        url: req.url,
        body,
      });
      const reply = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (req.headers.authorization !== `Token ${API_KEY}`) return reply(403, { family: 'CLIENT_ERROR', reason: 'Forbidden' });
      if (req.method !== 'POST' || typeof body.query !== 'string') return reply(400, { family: 'CLIENT_ERROR', reason: 'Bad Request' });
      const inn = body.query;
      if (inn === FAILING_INN) return reply(500, { family: 'SERVER_ERROR', reason: 'Internal Server Error' });
      if (inn === SLOW_INN) return; // never answers: the adapter must give up on its own
      if (inn === ODD_INN) return reply(200, { results: 'not the expected shape' });
      return reply(200, { suggestions: PARTIES[inn] ?? [] });
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/suggestions/api/4_1/rs/findById/party`,
    seen,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

let fake: Awaited<ReturnType<typeof startFakeDadata>>;
beforeAll(async () => {
  fake = await startFakeDadata();
});
afterAll(async () => {
  await fake.close();
});

describe('dadataTaxRegistry', () => {
  const registry = () => dadataTaxRegistry({ apiKey: API_KEY, url: fake.url });

  it('posts {query} with the Token key and maps the party to an organisation', async () => {
    const before = fake.seen.length;
    const organisation = await registry().findByInn(LEGAL_INN);
    expect(organisation).toEqual({
      inn: LEGAL_INN,
      name: 'ПАО СБЕРБАНК',
      kpp: '773601001',
      city: 'Москва',
      address: 'г Москва, ул Вавилова, д 19',
      status: 'ACTIVE',
    });
    const request = fake.seen[before];
    expect(request).toMatchObject({
      method: 'POST',
      url: '/suggestions/api/4_1/rs/findById/party',
      authorization: `Token ${API_KEY}`,
      contentType: 'application/json',
    });
    expect(request?.body).toMatchObject({ query: LEGAL_INN });
  });

  it('takes the entry of the asked INN among several and maps an entrepreneur without KPP', async () => {
    expect(await registry().findByInn(BRANCHED_INN)).toMatchObject({
      inn: BRANCHED_INN,
      name: 'ООО "УРАЛЬСКИЕ ОКНА"',
      kpp: '667101001',
      city: 'Екатеринбург',
    });
    expect(await registry().findByInn(INDIVIDUAL_INN)).toEqual({
      inn: INDIVIDUAL_INN,
      name: 'ИП Лебедева Нина Петровна',
      kpp: null,
      city: 'Новосибирск',
      address: 'г Новосибирск',
      status: 'LIQUIDATED',
    });
  });

  it('falls back to the suggestion value when the party has no name, and to UNKNOWN status', async () => {
    expect(await registry().findByInn(NAMELESS_INN)).toEqual({
      inn: NAMELESS_INN,
      name: 'ООО "БЕЗ ИМЕНИ"',
      kpp: null,
      city: null,
      address: null,
      status: 'UNKNOWN',
    });
  });

  it('answers null for an INN the registry does not know', async () => {
    expect(await registry().findByInn(UNKNOWN_INN)).toBeNull();
  });

  it('throws TaxRegistryUnavailableError on a 500', async () => {
    await expect(registry().findByInn(FAILING_INN)).rejects.toBeInstanceOf(TaxRegistryUnavailableError);
  });

  it('throws TaxRegistryUnavailableError on a wrong key (403), without the key in the message', async () => {
    const error = await dadataTaxRegistry({ apiKey: 'wrong-key', url: fake.url })
      .findByInn(LEGAL_INN)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TaxRegistryUnavailableError);
    expect(String((error as Error).message)).not.toContain('wrong-key');
  });

  it('throws TaxRegistryUnavailableError on an answer of another shape', async () => {
    await expect(registry().findByInn(ODD_INN)).rejects.toBeInstanceOf(TaxRegistryUnavailableError);
  });

  it('throws TaxRegistryUnavailableError when nothing listens', async () => {
    const closed = http.createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const { port } = closed.address() as AddressInfo;
    closed.close();
    await once(closed, 'close');
    await expect(dadataTaxRegistry({ apiKey: API_KEY, url: `http://127.0.0.1:${port}/party` }).findByInn(LEGAL_INN)).rejects.toBeInstanceOf(
      TaxRegistryUnavailableError,
    );
  });

  it('throws TaxRegistryUnavailableError when the registry does not answer in time', { timeout: 20_000 }, async () => {
    const started = Date.now();
    await expect(registry().findByInn(SLOW_INN)).rejects.toBeInstanceOf(TaxRegistryUnavailableError);
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(4_000);
    expect(waited).toBeLessThan(15_000);
  });
});

describe('the app with TAX_REGISTRY=dadata', () => {
  let ctx: TestContext;
  let partner: TestAccount;
  beforeAll(async () => {
    ctx = await buildTestApp({ taxRegistry: { kind: 'dadata', apiKey: API_KEY, url: fake.url } });
    partner = await createActivePartner(ctx.app);
  });
  afterAll(async () => {
    await ctx?.app.close();
    await ctx?.database.close();
  });

  const check = (inn: string) => request(ctx.app, partner.session, { method: 'GET', url: `/api/customer-manager?inn=${inn}` });
  const expectNoKey = (response: { body: string; headers: Record<string, unknown> }) => {
    expect(response.body).not.toContain(API_KEY);
    expect(JSON.stringify(response.headers)).not.toContain(API_KEY);
  };

  it('looks the INN up through the registry service', async () => {
    const before = fake.seen.length;
    const response = await check(LEGAL_INN);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      inn: LEGAL_INN,
      name: 'ПАО СБЕРБАНК',
      kpp: '773601001',
      city: 'Москва',
      address: 'г Москва, ул Вавилова, д 19',
      status: 'ACTIVE',
    });
    expect(fake.seen.slice(before)).toEqual([
      expect.objectContaining({ authorization: `Token ${API_KEY}`, body: expect.objectContaining({ query: LEGAL_INN }) }),
    ]);
    expectNoKey(response);
  });

  it('answers 404 ERR_002 for an unknown INN and 502 when the service fails, without the key', async () => {
    const unknown = await check(UNKNOWN_INN);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'ERR_002', message: CUSTOMER_ERRORS.ERR_002 });
    expectNoKey(unknown);

    const failing = await check(FAILING_INN);
    expect(failing.statusCode).toBe(502);
    expect(failing.json()).toMatchObject({ code: 'TAX_REGISTRY_UNAVAILABLE' });
    expect(failing.json().message).toMatch(/реестр/);
    expectNoKey(failing);
  });

  it('never asks the service about a number with a wrong format or wrong check digits', async () => {
    const before = fake.seen.length;
    expect((await check('12345')).statusCode).toBe(400);
    const wrong = `${LEGAL_INN.slice(0, -1)}${(Number(LEGAL_INN.at(-1)) + 1) % 10}`;
    expect((await check(wrong)).json()).toMatchObject({ code: 'ERR_001' });
    expect(fake.seen.length).toBe(before);
  });

  it('registers a client with the name, KPP and city the service gives', async () => {
    const response = await request(ctx.app, partner.session, {
      method: 'POST',
      url: '/api/customers',
      payload: customerBody({ inn: BRANCHED_INN }),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ inn: BRANCHED_INN, name: 'ООО "УРАЛЬСКИЕ ОКНА"', kpp: '667101001', city: 'Екатеринбург' });
    expectNoKey(response);
  });

  it('shows the key in no other response', async () => {
    for (const url of ['/api/config', '/api/me', '/api/customer-manager', '/api/docs/json']) {
      expectNoKey(await request(ctx.app, partner.session, { method: 'GET', url }));
    }
  });
});
