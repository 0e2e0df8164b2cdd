/** Sign-up, login and logout of the built-in identity adapter. */
import {
  loginRequestSchema,
  loginResponseSchema,
  passkeyLoginSchema,
  passkeyOptionsSchema,
  secondFactorLoginSchema,
  sessionResponseSchema,
  signupRequestSchema,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearSessionCookies, DEVICE_COOKIE, sessionClient, setDeviceCookie, setSessionCookies } from '../plugins/app/auth.ts';
import { noteSignIn } from '../services/account-security.service.ts';
import { signIn } from '../plugins/app/sign-in.ts';
import { checkPassword, logout, signup } from '../services/auth.service.ts';
import { passkeyLogin, passkeyLoginOptions, relyingParty } from '../services/passkey.service.ts';
import { hasSecondFactor, openLoginChallenge, passLoginChallenge } from '../services/second-factor.service.ts';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  api.post(
    '/auth/signup',
    {
      config: { access: 'public', rateLimit: { max: app.config.loginRateLimit.max, timeWindow: app.config.loginRateLimit.timeWindowMs } },
      schema: { tags, body: signupRequestSchema, response: { 201: sessionResponseSchema } },
    },
    async (request, reply) => {
      const client = sessionClient(request);
      const session = await signup(app.db, request.body, app.config.sessionTtlDays, client);
      setSessionCookies(app, reply, session);
      const deviceToken = await noteSignIn(
        app.db,
        app.enqueue,
        { accountId: session.accountId, deviceToken: request.cookies[DEVICE_COOKIE], ...client },
        app.config.publicUrl,
      );
      setDeviceCookie(app, reply, deviceToken);
      return reply.status(201).send({ csrfToken: session.csrfToken });
    },
  );

  api.post(
    '/auth/login',
    {
      config: { access: 'public', rateLimit: { max: app.config.loginRateLimit.max, timeWindow: app.config.loginRateLimit.timeWindowMs } },
      schema: { tags, body: loginRequestSchema, response: { 200: loginResponseSchema } },
    },
    async (request, reply) => {
      const accountId = await checkPassword(app.db, request.body);
      // With a second factor on, the right password only opens the second step.
      if (await hasSecondFactor(app.db, accountId))
        return { secondFactor: true as const, challenge: await openLoginChallenge(app.db, accountId) };
      return signIn(app, request, reply, accountId);
    },
  );

  api.post(
    '/auth/login/second-factor',
    {
      config: { access: 'public', rateLimit: { max: app.config.loginRateLimit.max, timeWindow: app.config.loginRateLimit.timeWindowMs } },
      schema: { tags, body: secondFactorLoginSchema, response: { 200: sessionResponseSchema } },
    },
    async (request, reply) => signIn(app, request, reply, await passLoginChallenge(app.db, request.body.challenge, request.body.code)),
  );

  // A passwordless sign-in with a passkey (decision 034): it counts as both factors, so it opens the session at once.
  api.post(
    '/auth/passkey/options',
    {
      config: { access: 'public', rateLimit: { max: app.config.loginRateLimit.max, timeWindow: app.config.loginRateLimit.timeWindowMs } },
      schema: { tags, summary: 'Начать вход с ключом доступа', response: { 200: passkeyOptionsSchema } },
    },
    async () => passkeyLoginOptions(app.db, relyingParty(app.config.publicUrl)),
  );

  api.post(
    '/auth/passkey',
    {
      config: { access: 'public', rateLimit: { max: app.config.loginRateLimit.max, timeWindow: app.config.loginRateLimit.timeWindowMs } },
      schema: { tags, summary: 'Войти с ключом доступа', body: passkeyLoginSchema, response: { 200: sessionResponseSchema } },
    },
    async (request, reply) => signIn(app, request, reply, await passkeyLogin(app.db, request.body, relyingParty(app.config.publicUrl))),
  );

  api.post('/auth/logout', { config: { access: 'public' }, schema: { tags, response: { 204: z.null() } } }, async (request, reply) => {
    if (request.caller?.sessionId) await logout(app.db, request.caller.sessionId);
    clearSessionCookies(reply);
    return reply.status(204).send(null);
  });
}

/**
 * The spec's logout link (/logout, outside /api). Opening a page changes nothing (a link on another site could open
 * it): it leads to the app's logout page, which ends the session by POST /api/auth/logout with the CSRF token.
 */
export async function logoutPage(app: FastifyInstance): Promise<void> {
  app.get('/logout', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => reply.redirect('/#/logout', 303));
}
