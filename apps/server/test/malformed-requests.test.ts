/**
 * Fuzz-style: many malformed requests to representative /api routes, as an anonymous user, a partner and an
 * operator. Every answer is under 500, and every error is the portal's own JSON {code, message} in Russian.
 */
import net from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ERROR_CODES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createActivePartner, createOperator, createPartnerRecord } from './support/factories.ts';
import { customersCsv, customersXlsx } from '../src/services/customer-export.ts';
import { createConfirmedCustomer, kitOf, orderBody } from './support/orders.ts';
import { request, useTestApp, type Session } from './support/test-app.ts';

const ctx = useTestApp();
const RAW_PORT = 9411;

type Role = 'anonymous' | 'partner' | 'operator';
type Target = { method: 'GET' | 'POST' | 'PATCH'; url: string; body?: Record<string, unknown> };
type Attempt = { role: Role; method: string; url: string; headers?: Record<string, string>; payload?: string | Buffer };
type Answer = { status: number; contentType: string; body: string };

const sessions: Record<Role, Session | null> = { anonymous: null, partner: null, operator: null };
const targets: Target[] = [];

/** What is wrong with an answer, or null: status under 500; an error is JSON {code, message} in Russian. */
function problemOf(answer: Answer): string | null {
  if (answer.status >= 500) return `status ${answer.status}`;
  if (answer.status < 400) return null;
  if (!answer.contentType.startsWith('application/json')) return `content type ${answer.contentType}`;
  let json: { code?: unknown; message?: unknown; details?: Array<{ message: string }> };
  try {
    json = JSON.parse(answer.body) as typeof json;
  } catch {
    return `not JSON: ${answer.body.slice(0, 80)}`;
  }
  if (typeof json.code !== 'string' || typeof json.message !== 'string') return `shape ${answer.body.slice(0, 80)}`;
  for (const message of [json.message, ...(json.details ?? []).map((d) => d.message)]) {
    if (!/[А-Яа-яЁё]/.test(message)) return `not Russian: ${message}`;
    // An English sentence: three Latin words in a row (a field name or «xlsx» alone is fine).
    if (/[A-Za-z]+[\s,:]+[A-Za-z]+[\s,:]+[A-Za-z]+/.test(message)) return `English: ${message}`;
    // zod's and JavaScript's own words: «ожидалось string» is not Russian a person understands.
    if (
      /\b(string|number|boolean|object|array|null|undefined|bigint|nan|int|instanceof|expected|received|invalid|required)\b/i.test(message)
    ) {
      return `English term: ${message}`;
    }
  }
  return null;
}

function answerOf(response: LightMyRequestResponse): Answer {
  return { status: response.statusCode, contentType: String(response.headers['content-type'] ?? ''), body: response.body };
}

/** Asserts no problem, saying how many of how many answers had one (the figure before and after a fix). */
function expectNoProblems(problems: string[], sent: number): void {
  expect(problems, `${problems.length} of ${sent} answers are not the portal's own`).toEqual([]);
}

/** Sends every attempt through inject and asserts that each answer is the portal's own. */
async function expectAllOwn(app: FastifyInstance, attempts: Attempt[]): Promise<void> {
  const problems: string[] = [];
  for (const attempt of attempts) {
    const response = await request(app, sessions[attempt.role], {
      method: attempt.method as 'GET',
      url: attempt.url,
      headers: attempt.headers,
      payload: attempt.payload,
      // Each from its own address, so that the per-address rate limits do not answer in place of the route.
      remoteAddress: nextAddress(),
    });
    const problem = problemOf(answerOf(response));
    if (problem) problems.push(`${attempt.role} ${attempt.method} ${attempt.url.slice(0, 80)} → ${response.statusCode}: ${problem}`);
  }
  expectNoProblems(problems, attempts.length);
}

let addressSeed = 0;
function nextAddress(): string {
  addressSeed += 1;
  return `10.${(addressSeed >> 16) & 255}.${(addressSeed >> 8) & 255}.${addressSeed & 255}`;
}

const json = (payload: string | Buffer) => ({ headers: { 'content-type': 'application/json' }, payload });

/** Bodies no route can take: broken JSON, other media types, nothing at all, too much, wrong shapes. */
const MALFORMED_BODIES: Array<{ headers: Record<string, string>; payload: string | Buffer }> = [
  ...['{', '{"a":', '}', 'nul', '[1,2', "{'a':1}", '{"a":1}}', '{"a":01}', '{"a":"\\x"}', '{"a":"\\ud800"', '\u0000'].map((p) => json(p)),
  json(Buffer.from([0xff, 0xfe, 0xfd])),
  json('{"__proto__":{"polluted":true}}'),
  json('{"constructor":{"prototype":{"polluted":true}}}'),
  json(''),
  json('   '),
  json(`{"a":"${'x'.repeat(1_100_000)}"}`),
  json(`${'['.repeat(50_000)}${']'.repeat(50_000)}`),
  json(`[${'0,'.repeat(200_000)}0]`),
  ...['5', '[]', 'null', '"text"', 'true', '{}', '-1e999'].map((p) => json(p)),
  { headers: { 'content-type': 'text/plain' }, payload: 'hello' },
  { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1&b=2' },
  {
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
  },
  { headers: { 'content-type': 'application/xml' }, payload: '<a/>' },
  { headers: { 'content-type': 'application/jsonx' }, payload: '{}' },
  { headers: { 'content-type': 'application/json; charset=utf-16' }, payload: '{}' },
  { headers: { 'content-type': '???' }, payload: '{}' },
  { headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, payload: '{}' },
];

/** Every string leaf of a body, by path. */
function stringPaths(value: unknown, path: Array<string | number> = []): Array<Array<string | number>> {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringPaths(item, [...path, index]));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, inner]) => stringPaths(inner, [...path, key]));
  return [];
}

function withValueAt(body: unknown, path: Array<string | number>, replacement: unknown): unknown {
  const copy: unknown = structuredClone(body);
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path.at(-1);
  if (last !== undefined) node[last] = replacement;
  return copy;
}

const BROKEN_TEXTS = ['\uD800', 'Текст\uDC00', 'a\u0000b', '\u0000'];
const WRONG_VALUES: unknown[] = [123, -1.5, true, null, [], {}, ['a'], 'x'.repeat(5000), '', '   '];

beforeAll(async () => {
  const partner = await createActivePartner(ctx.app);
  const operator = await createOperator(ctx.app);
  sessions.partner = partner.session;
  sessions.operator = operator.session;
  const customerId = await createConfirmedCustomer(ctx.app, partner.partnerId ?? '');
  const { kit, options } = await kitOf(ctx.app, partner.session, 'grm', 'bp');
  const applicant = await createPartnerRecord(ctx.app, { status: 'wait' });
  targets.push(
    { method: 'POST', url: '/api/auth/login', body: { email: 'nobody@test.ru', password: 'wrong-password' } },
    { method: 'POST', url: '/api/error-reports', body: { title: 'Ошибка', message: 'Текст', url: '/api/x', status: 500, details: 'd' } },
    {
      method: 'POST',
      url: '/api/customers',
      body: { email: 'client@test.ru', phone: '+7 912 345-67-89', responsible: 'Иванов', name: 'ООО «Клиент»', onecUsername: 'login' },
    },
    { method: 'PATCH', url: `/api/customer-manager/${customerId}`, body: { responsible: 'Петров', city: 'Казань', email: 'a@test.ru' } },
    { method: 'POST', url: `/api/backoffice/applications/${applicant}/decision`, body: { decision: 'refuse', reason: 'Причина' } },
    {
      method: 'POST',
      url: '/api/1c_ecw_application/order',
      body: orderBody(customerId, 'grm', kit.serviceKitId, [[options[0]?.serviceOptionId ?? '', 1]], 'База'),
    },
    { method: 'GET', url: '/api/customer-manager' },
    { method: 'GET', url: '/api/customer-manager/export' },
    { method: 'GET', url: '/api/backoffice/applications' },
    { method: 'GET', url: '/api/subscriptions' },
  );
});

describe('malformed requests to /api', () => {
  it('answer malformed bodies with the portal’s own Russian errors, never 5xx', async () => {
    const attempts = targets
      .filter((t) => t.body)
      .flatMap((target) =>
        (['anonymous', 'partner', 'operator'] as const).flatMap((role) =>
          MALFORMED_BODIES.map((body) => ({ role, method: target.method, url: target.url, ...body })),
        ),
      );
    expect(attempts.length).toBeGreaterThan(200);
    await expectAllOwn(ctx.app, attempts);
  });

  it('answer wrong types in every field with Russian messages', async () => {
    const attempts = targets.flatMap((target) =>
      target.body
        ? stringPaths(target.body).flatMap((path) =>
            (['partner', 'operator'] as const).flatMap((role) =>
              WRONG_VALUES.map((value) => ({
                role,
                method: target.method,
                url: target.url,
                ...json(JSON.stringify(withValueAt(target.body, path, value))),
              })),
            ),
          )
        : [],
    );
    await expectAllOwn(ctx.app, attempts);
  });

  it('refuse a NUL or a lone surrogate in every string field with 400 before any handler runs', async () => {
    const problems: string[] = [];
    let sent = 0;
    for (const target of targets.filter((t) => t.body)) {
      for (const path of stringPaths(target.body)) {
        for (const text of BROKEN_TEXTS) {
          for (const role of ['partner', 'operator'] as const) {
            const response = await request(ctx.app, sessions[role], {
              method: target.method,
              url: target.url,
              remoteAddress: nextAddress(),
              ...json(JSON.stringify(withValueAt(target.body, path, text))),
            });
            sent += 1;
            const problem = problemOf(answerOf(response));
            if (problem) problems.push(`${target.url} ${path.join('.')}: ${problem}`);
            // The role may not call the route at all (401/403); when it may, the text itself is refused.
            if (response.statusCode !== 403 && response.statusCode !== 401 && response.statusCode !== 429) {
              if (response.json().code !== ERROR_CODES.invalidText)
                problems.push(`${target.url} ${path.join('.')} ${role}: ${response.body}`);
            }
          }
        }
      }
    }
    expectNoProblems(problems, sent);
  });

  it('answer broken query strings and URLs in the same shape', async () => {
    const queries = ['search=%00', 'search=%ED%A0%80', 'search=%E0%A4%A', 'search=%', 'search=%zz', 'search[]=a&search[]=b', 'search[a]=1'];
    const numbers = [
      'page=abc',
      'page=-1',
      'page=1e309',
      'pageSize=0',
      'pageSize=99999999999999999999',
      'page=9007199254740991&pageSize=1000',
      'page=99999999999',
      'page=1.5',
      `search=${'я'.repeat(201)}`,
      'sort=%00',
      'order=up',
      'format=pdf',
    ];
    const attempts: Attempt[] = (['anonymous', 'partner', 'operator'] as const).flatMap((role) => [
      ...targets
        .filter((t) => t.method === 'GET')
        .flatMap((t) => [...queries, ...numbers].map((q) => ({ role, method: 'GET', url: `${t.url}?format=csv&${q}` }))),
      ...[
        '/api/customer-manager/%E0%A4%A',
        '/api/customer-manager/%',
        '/api/customer-manager/%00',
        '/api/customer-manager/not-a-uuid',
        `/api/customer-manager/${'a'.repeat(200)}`,
        '/api/%ff',
        '/api/desks/%zz/services',
        '/api/backoffice/applications/%ED%A0%80/decision',
        '/api/nowhere',
        '/api/../../etc/passwd',
      ].map((url) => ({ role, method: 'GET', url })),
      ...['DELETE', 'PUT', 'OPTIONS', 'PROPFIND', 'SEARCH', 'PURGE'].flatMap((method) =>
        ['/api/auth/login', '/api/customer-manager', '/api/nowhere'].map((url) => ({ role, method, url })),
      ),
    ]);
    await expectAllOwn(ctx.app, attempts);
  });

  it('check the client export’s search before the download starts', async () => {
    for (const [format, search] of [
      ['csv', '%00'],
      ['xlsx', 'a%00b'],
      ['csv', '%00%D0%9E'],
    ]) {
      const response = await request(ctx.app, sessions.partner, {
        method: 'GET',
        url: `/api/customer-manager/export?format=${format}&search=${search}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: ERROR_CODES.invalidText, message: 'Текст содержит недопустимые символы' });
      expect(response.headers['content-disposition']).toBeUndefined();
    }
    const fine = await request(ctx.app, sessions.partner, {
      method: 'GET',
      url: '/api/customer-manager/export?format=csv&search=%D0%9E%D0%9E%D0%9E',
    });
    expect(fine.statusCode).toBe(200);
    expect(fine.headers['content-type']).toMatch(/^text\/csv/);
  });

  it('start the export’s query before the file is answered, so a failing query is an error and not a cut download', async () => {
    const query = { search: '', sort: 'createdAt', order: 'desc' } as const;
    // A partner id the database cannot read fails the query itself.
    for (const exportOf of [customersCsv, customersXlsx]) {
      await expect(exportOf(ctx.app.db, { partnerId: 'not-a-uuid' }, query)).rejects.toThrow();
    }
  });

  it('refuse the operator’s decision with a lone surrogate in its reason (not a 500)', async () => {
    const applicant = await createPartnerRecord(ctx.app, { status: 'wait' });
    const response = await request(ctx.app, sessions.operator, {
      method: 'POST',
      url: `/api/backoffice/applications/${applicant}/decision`,
      ...json('{"decision":"refuse","reason":"Причина \\ud83d"}'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: ERROR_CODES.invalidText, message: 'Текст содержит недопустимые символы' });
  });

  it('name types in Russian in validation messages', async () => {
    const account = await createAccount(ctx.app);
    const response = await request(ctx.app, account.session, {
      method: 'POST',
      url: '/api/error-reports',
      remoteAddress: nextAddress(),
      ...json('{"title":5}'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Неверное значение: ожидается текст, получено: число');
  });
});

describe('raw requests to a listening server', () => {
  beforeAll(async () => {
    await ctx.app.listen({ port: RAW_PORT, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await ctx.app.server.close();
  });

  /** Sends bytes as they are and reads the whole answer (the server closes or the body is complete). */
  function raw(text: string | Buffer): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(RAW_PORT, '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('error', (error: NodeJS.ErrnoException) => (chunks.length > 0 && error.code === 'ECONNRESET' ? undefined : reject(error)));
      socket.on('close', () => {
        const whole = Buffer.concat(chunks).toString('utf8');
        const [head = '', ...rest] = whole.split('\r\n\r\n');
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
        const contentType = /\r\ncontent-type: ([^\r]+)/i.exec(head)?.[1] ?? '';
        resolve({ status, contentType, body: rest.join('\r\n\r\n') });
      });
      socket.end(text);
    });
  }

  it('answer header overflow, broken request lines, odd methods and undecodable URLs in the portal’s shape', async () => {
    const requests = [
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\nConnection: close\r\n\r\n`,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nCookie: ${'portal_session=a; '.repeat(2000)}\r\nConnection: close\r\n\r\n`,
      `${Array.from({ length: 200 }, (_, i) => `X-H${i}: ${'v'.repeat(100)}`).join('\r\n')}\r\n\r\n`.replace(
        /^/,
        'GET /api/health HTTP/1.1\r\nHost: x\r\n',
      ),
      'FOO /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      'GET /api/health HTTP/9.9\r\nHost: x\r\nConnection: close\r\n\r\n',
      'GET /api/he alth HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      'GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header: y\r\nConnection: close\r\n\r\n',
      'GET /api/health HTTP/1.1\r\nHost: x\r\nX: a\u0000b\r\nConnection: close\r\n\r\n',
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\nConnection: close\r\n\r\n{}',
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n{}',
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\nConnection: close\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
      'GET /api/customer-manager/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      'GET /api/%ff%fe HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      'GET /api/customer-manager?search=%ED%A0%80 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      'GET http://evil.example/api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      'GET * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      'PROPFIND /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      'HELLO\r\n\r\n',
    ];
    const problems: string[] = [];
    for (const text of requests) {
      const answer = await raw(text);
      const problem = answer.status === 0 ? 'no answer' : problemOf(answer);
      if (problem) problems.push(`${text.slice(0, 60).replaceAll('\r\n', ' ')} → ${answer.status}: ${problem}`);
    }
    expectNoProblems(problems, requests.length);
    const overflow = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(overflow.status).toBe(431);
    expect(JSON.parse(overflow.body)).toEqual({ code: ERROR_CODES.headersTooLarge, message: 'Слишком большие заголовки запроса' });
  });
});
