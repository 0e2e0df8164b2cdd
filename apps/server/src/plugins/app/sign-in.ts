/** Signing a browser in: one way for the login, its second factor, a passkey and an accepted invitation. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { noteSignIn } from '../../services/account-security.service.ts';
import { startSession } from '../../services/auth.service.ts';
import { DEVICE_COOKIE, sessionClient, setDeviceCookie, setSessionCookies } from './auth.ts';

/** Opens the session of an account that passed every factor, remembers the browser, sets the cookies. */
export async function signIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: string,
): Promise<{ csrfToken: string }> {
  const client = sessionClient(request);
  const session = await startSession(app.db, accountId, app.config.sessionTtlDays, client);
  setSessionCookies(app, reply, session);
  const deviceToken = await noteSignIn(
    app.db,
    app.enqueue,
    { accountId: session.accountId, deviceToken: request.cookies[DEVICE_COOKIE], ...client },
    app.config.publicUrl,
  );
  setDeviceCookie(app, reply, deviceToken);
  return { csrfToken: session.csrfToken };
}
