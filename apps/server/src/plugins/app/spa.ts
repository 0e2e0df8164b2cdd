/**
 * Serves the built web app at / ; unknown non-API paths get index.html (the app routes by hash).
 * The build writes Brotli (.br) and gzip (.gz) siblings of its text assets; they are sent to browsers that accept them.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES } from '@portal/domain';
import type { FastifyInstance } from 'fastify';

export async function registerSpa(app: FastifyInstance): Promise<void> {
  const root = app.config.webDistDir;
  const hasBuild = fs.existsSync(path.join(root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Hashed assets never change; index.html must always be fresh.
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/assets/') || request.method !== 'GET' || !hasBuild) {
      return reply.status(404).send({ code: ERROR_CODES.notFound, message: 'Не найдено' });
    }
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
  });
}
