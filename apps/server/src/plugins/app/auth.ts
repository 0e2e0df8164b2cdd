/**
 * Authentication and authorization for every request: the caller comes from the session cookie or from an API token
 * (`Authorization: Bearer`, decision 019), every /api route must declare its access (default deny), unsafe methods of a
 * session need the CSRF token (a Bearer call carries no cookie a foreign site could send, so it needs none).
 */
import {
  API_TOKEN_ERRORS,
  authorityHolder,
  ERROR_CODES,
  ERROR_MESSAGES,
  hasAuthority,
  mayDo,
  SESSION_TOUCH_INTERVAL_MS,
  TEAM_ERRORS,
  type Authority,
  type Right,
} from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { bearerTokenOf, callerByApiToken, recordApiTokenCall } from '../../services/api-token.service.ts';
import { sessionIdOf, type NewSession, type SessionClient } from '../../services/auth.service.ts';
import { touchSession } from '../../repositories/session.repository.ts';
import { enrolFirst, mustEnrol, subjectToRequirement } from '../../services/security-settings.service.ts';
import {
  cachedCaller,
  cachedEnrolmentDue,
  callerBySession,
  clearCallerCache,
  enrolmentDueFor,
  TtlCache,
  type Caller,
} from '../../services/caller.ts';
import type { Access } from '../../types.ts';

export const SESSION_COOKIE = 'portal_session';
export const CSRF_COOKIE = 'portal_csrf';
export const CSRF_HEADER = 'x-csrf-token';
/** A long-lived random id of the browser: a sign-in from one the account has not used before sends a letter. */
export const DEVICE_COOKIE = 'portal_device';
const DEVICE_COOKIE_MAX_AGE_S = 400 * 86_400;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Sessions whose last use this instance wrote lately: the next write waits SESSION_TOUCH_INTERVAL_MS. */
const touchedSessions = new TtlCache<true>(SESSION_TOUCH_INTERVAL_MS, 10_000);

function isGuardedUrl(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/**
 * The calls an account that must enrol a second factor still makes: who it is (the app's loader reads the participation
 * too), its «Безопасность» page, sign-out (public).
 */
const ENROLMENT_READS = new Set(['/api/me', '/api/participation', '/api/backoffice/security-settings']);
function enrolmentRoute(method: string, url: string): boolean {
  return url.startsWith('/api/account/') || (method === 'GET' && ENROLMENT_READS.has(url));
}

/** The authorities of people who act for an organisation (a partner or a distributor): their role's rights apply. */
const ORGANISATION_AUTHORITIES: readonly Authority[] = ['ROLE_PARTNER', 'ROLE_DISTRIBUTOR', 'ROLE_IAS_USER'];

/**
 * The right a route of a partner or distributor needs (issue 32): the one its access names, else `view` for a route
 * that only reads; undefined for a route of nobody's organisation. A route of theirs that changes something and names
 * no right is a programming error, refused when the route is added.
 */
export function routeRight(access: Access | undefined, methods: readonly string[], url = ''): Right | undefined {
  if (access === undefined || typeof access === 'string') return undefined;
  if (!access.roles.some((role) => ORGANISATION_AUTHORITIES.includes(role))) return undefined;
  if (access.right) return access.right;
  if (methods.every((method) => SAFE_METHODS.has(method))) return 'view';
  throw new Error(`Route ${methods.join('/')} ${url} of partners or distributors changes something and names no right`);
}

export function checkAccess(access: Access | undefined, caller: Caller | null, right?: Right): void {
  if (access === 'public') return;
  if (access === undefined) throw AppError.forbidden();
  if (!caller) throw AppError.unauthorized();
  if (access === 'authenticated') return;
  const holder = authorityHolder(caller.authorities);
  if (!access.roles.some((role) => hasAuthority(holder, role))) {
    throw AppError.forbidden();
  }
  const actsAsPartner = hasAuthority(holder, 'ROLE_PARTNER');
  const actsForOrganisation = actsAsPartner || hasAuthority(holder, 'ROLE_DISTRIBUTOR');
  // The vendor's operator reaches a shared route by its own authority; a person of a partner by the role's right.
  if (right && actsForOrganisation && !mayDo(caller.memberRole, right, caller.tokenRole)) {
    throw AppError.forbidden(TEAM_ERRORS.noRight);
  }
  if (access.activePartner && actsAsPartner && caller.participationStatus !== 'on') {
    throw AppError.forbidden('Участие в партнерской программе не активно');
  }
}

/**
 * Whether a route answers a call made with an API token: the partner's routes (and those of any signed-in account),
 * the infrastructure's among them (ROLE_IAS_USER is a partner's extra authority), unless the route says
 * `apiToken: false` (the token page itself: a token cannot reissue itself). Vendor and distributor routes never do.
 */
export function acceptsApiToken(access: Access | undefined, apiToken: boolean | undefined): boolean {
  if (apiToken === false || access === undefined) return false;
  if (access === 'public' || access === 'authenticated') return true;
  return access.roles.includes('ROLE_PARTNER') || access.roles.includes('ROLE_IAS_USER');
}

/** The caller's partner, for routes that act on the partner's own data. */
export function partnerScope(request: FastifyRequest): { partnerId: string } {
  const partnerId = request.caller?.partnerId;
  if (!partnerId) throw AppError.forbidden();
  return { partnerId };
}

/** The caller's distributor, for routes that act on the partners attached to it (the data layer filters by it). */
export function distributorScope(request: FastifyRequest): { distributorId: string } {
  const distributorId = request.caller?.partnerId;
  if (!distributorId) throw AppError.forbidden();
  return { distributorId };
}

export function requireCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw AppError.unauthorized();
  return request.caller;
}

/** Who opens a session (its browser and address), for the account's list of sessions. */
export function sessionClient(request: FastifyRequest): SessionClient {
  return { userAgent: request.headers['user-agent'] ?? null, ipAddress: request.ip };
}

export function setSessionCookies(app: FastifyInstance, reply: FastifyReply, session: NewSession): void {
  const common = { path: '/', sameSite: 'lax' as const, secure: app.config.cookieSecure, expires: session.expiresAt };
  reply.setCookie(SESSION_COOKIE, session.token, { ...common, httpOnly: true });
  reply.setCookie(CSRF_COOKIE, session.csrfToken, { ...common, httpOnly: false });
}

export function setDeviceCookie(app: FastifyInstance, reply: FastifyReply, deviceToken: string): void {
  reply.setCookie(DEVICE_COOKIE, deviceToken, {
    path: '/',
    sameSite: 'lax',
    secure: app.config.cookieSecure,
    httpOnly: true,
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(CSRF_COOKIE, { path: '/' });
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('caller', null);

  // A write may change a caller (a role, a participation, a logout): the next request reads callers afresh. Only the
  // routes that write carry the hook, so a read pays nothing for it.
  const forgetCallers: onSendHookHandler = (_request, _reply, payload, done) => {
    clearCallerCache();
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    const url = route.url ?? '';
    if ([route.method].flat().some((method) => !SAFE_METHODS.has(method))) route.onSend = [route.onSend ?? []].flat().concat(forgetCallers);
    if (!isGuardedUrl(url)) return;
    if (route.config?.access === undefined) {
      throw new Error(`Route ${route.method.toString()} ${url} declares no access rule`);
    }
    const methods = ([] as string[]).concat(route.method);
    const right = routeRight(
      route.config.access,
      methods.filter((method) => method !== 'HEAD'),
      url,
    );
    if (right) route.config = { ...route.config, right };
  });

  /**
   * Who calls and whether they may: undefined when everything was known at once (a cached caller, a session touched
   * lately), a promise when the database had to be asked. A callback hook rather than an async one, so that the
   * common case settles no promise (decision 037); errors, thrown or rejected, answer as before.
   */
  function authenticate(request: FastifyRequest): Promise<void> | undefined {
    if (!isGuardedUrl(request.url) || request.routeOptions.config.caller === false) return undefined;
    const bearer = bearerTokenOf(request.headers.authorization);
    if (bearer !== undefined) {
      // A program's call: the token alone decides (a cookie sent along is ignored, no session is read or touched).
      return callerByApiToken(app.db, bearer, app.config.apiRateLimit).then((caller) => {
        request.caller = caller;
        return authorize(request);
      });
    }
    const token = request.cookies[SESSION_COOKIE];
    if (!token) {
      request.caller = null;
      return authorize(request);
    }
    const sessionId = sessionIdOf(token);
    const cached = cachedCaller(sessionId);
    if (cached) {
      request.caller = cached;
      return touchThenAuthorize(request, cached);
    }
    return callerBySession(app.db, sessionId).then((caller) => {
      request.caller = caller;
      return caller ? touchThenAuthorize(request, caller) : authorize(request);
    });
  }

  /** The session's last use is written at most every SESSION_TOUCH_INTERVAL_MS by this instance. */
  function touchThenAuthorize(request: FastifyRequest, caller: Caller): Promise<void> | undefined {
    const sessionId = caller.sessionId;
    if (!sessionId || touchedSessions.get(sessionId) !== undefined) return authorize(request);
    touchedSessions.setIfCurrent(sessionId, true, touchedSessions.generation);
    return touchSession(app.db, sessionId, request.ip).then(() => authorize(request));
  }

  function authorize(request: FastifyRequest): Promise<void> | undefined {
    if (request.caller && request.caller.apiTokenId === null && !SAFE_METHODS.has(request.method)) {
      const header = request.headers[CSRF_HEADER];
      if (header !== request.caller.csrfToken) {
        throw new AppError(ERROR_CODES.csrf, ERROR_MESSAGES.csrf, 403);
      }
    }
    // Unknown /api paths (unmatched, or caught by the web app's wildcard route) reach the not-found handler: 404 to anyone.
    if (request.is404 || !isGuardedUrl(request.routeOptions.url ?? '')) return undefined;
    const { access, apiToken } = request.routeOptions.config;
    if (request.caller?.apiTokenId && !acceptsApiToken(access, apiToken)) {
      throw AppError.forbidden(API_TOKEN_ERRORS.notForTokens);
    }
    checkAccess(access, request.caller, request.routeOptions.config.right);
    // The operator's requirement of a second factor: until the account enrols, only its own security calls answer.
    const url = request.routeOptions.url ?? '';
    const caller = request.caller;
    if (!caller?.sessionId || access === 'public' || enrolmentRoute(request.method, url) || !subjectToRequirement(caller)) {
      return undefined;
    }
    const due = cachedEnrolmentDue(caller.sessionId);
    if (due !== undefined) {
      if (due) throw enrolFirst();
      return undefined;
    }
    return enrolmentDueFor(caller.sessionId, () => mustEnrol(app.db, caller)).then((mustEnrolFirst) => {
      if (mustEnrolFirst) throw enrolFirst();
    });
  }

  app.addHook('onRequest', (request, _reply, done) => {
    let pending: Promise<void> | undefined;
    try {
      pending = authenticate(request);
    } catch (error) {
      done(error as Error);
      return;
    }
    if (pending) pending.then(() => done(), done);
    else done();
  });

  // The token's calls in the audit log, written once the answer has gone (the caller does not wait for it).
  app.addHook('onResponse', (request, reply, done) => {
    const caller = request.caller;
    if (!caller?.apiTokenId) return done();
    recordApiTokenCall(app.db, caller, {
      method: request.method,
      route: request.routeOptions.url ?? '',
      url: request.url,
      statusCode: reply.statusCode,
      requestId: request.id,
    })
      .catch((error: unknown) => request.log.error({ err: error }, 'token call not audited'))
      .finally(() => done());
  });
}
