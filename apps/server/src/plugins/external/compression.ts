/**
 * API answers of 1 KB or more are compressed for browsers that accept it (Brotli at quality 4, else gzip): on a slow
 * phone a Market's catalogue, 21 KB of JSON, is 3 KB compressed. Only answers: a request body is read as it came (a
 * compressed JSON body is refused as invalid JSON, with the portal's message, plugins/app/request-errors.ts). The web
 * app's files are compressed at build time instead (plugins/app/spa.ts).
 */
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export async function registerCompression(api: FastifyInstance): Promise<void> {
  await api.register(compress, { global: true, globalDecompression: false, encodings: ['br', 'gzip'], threshold: 1024 });
}
