/**
 * Every route of a partner or distributor × every role of its people (issue 32), generated from the route table: the
 * expected answer comes from the rights table (ROLE_RIGHTS), for sessions and for API tokens of each role.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  API_TOKEN_PREFIX,
  MEMBER_ROLES,
  memberRolesFor,
  mayDo,
  RIGHTS,
  TEAM_ERRORS,
  type Authority,
  type MemberRole,
  type Right,
} from '@portal/domain';
import type { FastifyInstance, LightMyRequestResponse, onSendHookHandler, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/database.ts';
import { acceptsApiToken } from '../src/plugins/app/auth.ts';
import { insertAccount } from '../src/repositories/account.repository.ts';
import { hashPassword } from '../src/services/auth.service.ts';
import { apiTokenHashOf } from '../src/services/api-token.service.ts';
import type { Access } from '../src/types.ts';
import { createPartnerRecord, TEST_PASSWORD, uniqueEmail } from './support/factories.ts';
import { buildAppOn, login, request, type Session } from './support/test-app.ts';
import { openTestDatabase } from './support/test-database.ts';

const ORGANISATION_AUTHORITIES: readonly Authority[] = ['ROLE_PARTNER', 'ROLE_DISTRIBUTOR', 'ROLE_IAS_USER'];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The header that tells which route a matrix call reached (a placeholder path must not land on a sibling route). */
const PROBE_HEADER = 'x-matrix-probe';

type Kind = 'partner' | 'distributor';
type MatrixRoute = {
  method: string;
  url: string;
  access: Access | undefined;
  right: Right | undefined;
  apiToken: boolean | undefined;
};
/** Who makes a call: a session or a token of a person of a given role. */
type Caller = { label: string; kind: Kind; expectedRole: MemberRole; tokenRole?: MemberRole; session?: Session; token?: string };
type Answer = { route: MatrixRoute; caller: Caller; allowed: boolean; response: LightMyRequestResponse; reached: string | undefined };

const routes: MatrixRoute[] = [];
/** Probe id → the route (method and pattern) that answered it. */
const reached = new Map<string, string>();
/** Before the answer leaves (onResponse may run after inject() has resolved), errors included. */
const recordReached: onSendHookHandler = (req, _reply, payload, done) => {
  const probe = req.headers[PROBE_HEADER];
  if (typeof probe === 'string') reached.set(probe, `${req.method} ${req.routeOptions.url ?? ''}`);
  done(null, payload);
};

function observe(route: RouteOptions): void {
  const methods = ([] as string[]).concat(route.method).filter((method) => method !== 'HEAD');
  if (!route.url.startsWith('/api/') || methods.length === 0) return;
  for (const method of methods) {
    routes.push({
      method,
      url: route.url,
      access: route.config?.access,
      right: route.config?.right,
      apiToken: route.config?.apiToken,
    });
  }
  const own = route.onSend;
  route.onSend = [...(own === undefined ? [] : Array.isArray(own) ? own : [own]), recordReached];
}

const ctx = {} as { app: FastifyInstance; database: DatabaseHandle };
const sessions = new Map<string, Caller>();
const tokens: Caller[] = [];

beforeAll(async () => {
  ctx.database = await openTestDatabase();
  // Hundreds of calls per token: the per-token limit is not what this file tests.
  ctx.app = await buildAppOn(ctx.database, { apiRateLimit: { max: 1_000_000, timeWindowMs: 60_000 } }, { onRoute: observe });
  const passwordHash = await hashPassword(TEST_PASSWORD);
  const partnerId = await createPartnerRecord(ctx.app, { status: 'on' });
  const distributorId = await createPartnerRecord(ctx.app, { status: null, kind: 'distributor' });
  const organisations: Record<Kind, { id: string; authorities: Authority[] }> = {
    // The infrastructure's routes need ROLE_IAS_USER beside the partner's authority.
    partner: { id: partnerId, authorities: ['ROLE_PARTNER', 'ROLE_IAS_USER'] },
    distributor: { id: distributorId, authorities: ['ROLE_DISTRIBUTOR'] },
  };
  const person = (kind: Kind, memberRole: MemberRole) =>
    insertAccount(
      ctx.app.db,
      {
        email: uniqueEmail(`${kind}-${memberRole.toLowerCase()}`),
        passwordHash,
        name: 'Тест',
        partnerId: organisations[kind].id,
        memberRole,
      },
      organisations[kind].authorities,
    );

  for (const kind of ['partner', 'distributor'] as const) {
    for (const role of memberRolesFor(kind)) {
      const accountId = await person(kind, role);
      const { email } = await ctx.app.db.selectFrom('accounts').select('email').where('id', '=', accountId).executeTakeFirstOrThrow();
      sessions.set(`${kind}:${role}`, {
        label: `${kind} ${role}`,
        kind,
        expectedRole: role,
        session: await login(ctx.app, email, TEST_PASSWORD),
      });
    }
  }

  // Tokens: an administrator's token of each role (the token narrows), and each other person's token issued as
  // «Администратор» (the person's own role narrows it: a token never does more than its owner may now).
  const issue = async (memberRole: MemberRole, tokenRole: MemberRole) => {
    const token = `${API_TOKEN_PREFIX}${randomBytes(24).toString('base64url')}`;
    const accountId = await person('partner', memberRole);
    await ctx.app.db
      .insertInto('api_tokens')
      .values({ account_id: accountId, token_hash: apiTokenHashOf(token), role: tokenRole })
      .execute();
    tokens.push({ label: `${memberRole}'s token of ${tokenRole}`, kind: 'partner', expectedRole: memberRole, tokenRole, token });
  };
  for (const tokenRole of MEMBER_ROLES) await issue('ADMIN', tokenRole);
  for (const memberRole of MEMBER_ROLES.filter((role) => role !== 'ADMIN')) await issue(memberRole, 'ADMIN');
});

afterAll(async () => {
  await ctx.app?.close();
  await ctx.database?.close();
});

function organisationRoles(route: MatrixRoute): Authority[] {
  const access = route.access;
  if (access === undefined || typeof access === 'string') return [];
  return access.roles.filter((role) => ORGANISATION_AUTHORITIES.includes(role));
}

/** The routes of a partner's or a distributor's people: those their role's rights govern. */
const organisationRoutes = () => routes.filter((route) => organisationRoles(route).length > 0);
const kindsOf = (route: MatrixRoute): Kind[] => {
  const roles = organisationRoles(route);
  return [
    ...(roles.includes('ROLE_PARTNER') || roles.includes('ROLE_IAS_USER') ? (['partner'] as const) : []),
    ...(roles.includes('ROLE_DISTRIBUTOR') ? (['distributor'] as const) : []),
  ];
};
const describeRoute = (route: MatrixRoute) => `${route.method} ${route.url}`;

/** Plausible values for the path's parameters; a random uuid for any id. */
const PLACEHOLDERS: Record<string, () => string> = {
  type: () => 'grm',
  offerDeskId: () => 'grm',
  product: () => 'grm',
  date: () => '2025-01-01',
  file: () => 'rates.pdf',
};
function concretePath(url: string): string {
  return url.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent((PLACEHOLDERS[name] ?? randomUUID)()));
}

async function call(route: MatrixRoute, caller: Caller): Promise<Answer> {
  const probe = randomUUID();
  const headers: Record<string, string> = { [PROBE_HEADER]: probe };
  if (caller.token) headers.authorization = `Bearer ${caller.token}`;
  const unsafe = !SAFE_METHODS.has(route.method);
  const response = await request(ctx.app, caller.session ?? null, {
    method: route.method as 'GET',
    url: concretePath(route.url),
    headers,
    // An empty body: a refused call is refused before its body is read; an allowed one may then answer 400.
    ...(unsafe && route.method !== 'DELETE' ? { payload: {} } : {}),
  });
  const right = route.right ?? 'view';
  return {
    route,
    caller,
    allowed: mayDo(caller.expectedRole, right, caller.tokenRole),
    response,
    reached: reached.get(probe),
  };
}

const isNoRight = (response: LightMyRequestResponse) =>
  response.statusCode === 403 && (response.json() as { message?: string }).message === TEAM_ERRORS.noRight;

/** What went against the table: a refused role not refused with noRight, an allowed one refused (or not signed in). */
function mismatches(answers: Answer[]): string[] {
  const wrong: string[] = [];
  for (const { route, caller, allowed, response, reached: hit } of answers) {
    const what = `${describeRoute(route)} [${route.right}] as ${caller.label}`;
    if (hit !== describeRoute(route)) wrong.push(`${what}: reached ${hit ?? 'no route'}`);
    else if (!allowed && !isNoRight(response))
      wrong.push(`${what}: expected 403 noRight, got ${response.statusCode} ${response.body.slice(0, 160)}`);
    else if (allowed && (isNoRight(response) || response.statusCode === 401)) {
      wrong.push(`${what}: expected to pass authorization, got ${response.statusCode} ${response.body.slice(0, 160)}`);
    }
  }
  return wrong;
}

/** Runs once, for whichever test asks first: the matrices are read by several tests. */
function once<T>(run: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => (result ??= run());
}

/** Every route of an organisation × each role its people hold, by session (sequential: answers must not race). */
const sessionMatrix = once(async () => {
  const answers: Answer[] = [];
  for (const route of organisationRoutes()) {
    for (const kind of kindsOf(route)) {
      for (const role of memberRolesFor(kind)) {
        const caller = sessions.get(`${kind}:${role}`);
        if (caller) answers.push(await call(route, caller));
      }
    }
  }
  return answers;
});

/** The routes a token may call × each token. */
const tokenRoutes = () =>
  organisationRoutes().filter((route) => kindsOf(route).includes('partner') && acceptsApiToken(route.access, route.apiToken));
const tokenMatrix = once(async () => {
  const answers: Answer[] = [];
  for (const route of tokenRoutes()) {
    for (const caller of tokens) answers.push(await call(route, caller));
  }
  return answers;
});

describe('the route table', () => {
  it('gives every route of a partner or distributor a right of the rights table', () => {
    const table = organisationRoutes();
    expect(table.length).toBeGreaterThan(50);
    const withoutRight = table.filter((route) => route.right === undefined || !RIGHTS.includes(route.right)).map(describeRoute);
    expect(withoutRight).toEqual([]);
  });
});

describe('every route × every role of a session', () => {
  it('answers as the rights table says', async () => {
    const answers = await sessionMatrix();
    expect(answers.some((answer) => !answer.allowed)).toBe(true);
    expect(answers.some((answer) => answer.caller.kind === 'distributor')).toBe(true);
    expect(mismatches(answers)).toEqual([]);
  });

  it('«Только просмотр» changes nothing: every unsafe route of a partner or distributor is refused to a viewer', async () => {
    const unsafe = organisationRoutes().filter((route) => !SAFE_METHODS.has(route.method));
    expect(unsafe.length).toBeGreaterThan(20);
    const viewerAnswers = (await sessionMatrix()).filter(
      (answer) => answer.caller.expectedRole === 'VIEWER' && !SAFE_METHODS.has(answer.route.method),
    );
    // Each unsafe route was called by the viewer of each organisation it serves.
    expect(new Set(viewerAnswers.map((answer) => describeRoute(answer.route)))).toEqual(new Set(unsafe.map(describeRoute)));
    const notRefused = viewerAnswers
      .filter((answer) => !isNoRight(answer.response))
      .map((answer) => `${describeRoute(answer.route)} as ${answer.caller.label}: ${answer.response.statusCode}`);
    expect(notRefused).toEqual([]);
  });
});

describe('every route × every role of an API token', () => {
  it('answers as the rights table says, the token narrowed by its own role and its owner’s', async () => {
    expect(tokenRoutes().length).toBeGreaterThan(30);
    expect(mismatches(await tokenMatrix())).toEqual([]);
  });

  it('an administrator’s token of «Только просмотр» is refused on every unsafe route', async () => {
    const unsafe = tokenRoutes().filter((route) => !SAFE_METHODS.has(route.method));
    const viewerToken = (await tokenMatrix()).filter(
      (answer) => answer.caller.tokenRole === 'VIEWER' && answer.caller.expectedRole === 'ADMIN' && !SAFE_METHODS.has(answer.route.method),
    );
    expect(viewerToken.map((answer) => describeRoute(answer.route))).toEqual(unsafe.map(describeRoute));
    expect(unsafe.length).toBeGreaterThan(20);
    expect(viewerToken.filter((answer) => !isNoRight(answer.response)).map((answer) => describeRoute(answer.route))).toEqual([]);
  });
});
