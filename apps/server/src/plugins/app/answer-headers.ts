/**
 * What every answer says of itself, in one callback hook (decision 037: a hook per request each costs its turn): its
 * request id, for the caller's report and the log line; and no-store on the API's answers, which carry personal data,
 * so that no cache (the browser's, a proxy's) keeps them unless a route says otherwise.
 */
import type { FastifyInstance } from 'fastify';

export function registerAnswerHeaders(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
