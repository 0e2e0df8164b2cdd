/** API answers are compressed for clients that accept it; small answers, the web app's files and requests are not. */
import zlib from 'node:zlib';
import { ERROR_CODES, ERROR_MESSAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { createActivePartner } from './support/factories.ts';
import { request, useTestApp } from './support/test-app.ts';

const ctx = useTestApp();

function getDesk(session: Parameters<typeof request>[1], acceptEncoding?: string) {
  return request(ctx.app, session, {
    method: 'GET',
    url: '/api/desks/grm/services',
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });
}

describe('compression of API answers', () => {
  it('sends Brotli, else gzip, else the answer as it is, with the same JSON each time', async () => {
    const partner = await createActivePartner(ctx.app);
    const plain = await getDesk(partner.session);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(10_000);

    const brotli = await getDesk(partner.session, 'gzip, deflate, br, zstd');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(zlib.brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());

    const gzip = await getDesk(partner.session, 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves an answer under 1 KB as it is', async () => {
    const small = await request(ctx.app, null, { method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('does not decompress a compressed request body: it is read as it came, and refused as invalid JSON', async () => {
    const response = await request(ctx.app, null, {
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: zlib.gzipSync(JSON.stringify({ email: 'partner@demo.ru', password: 'x' })),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: ERROR_CODES.invalidJson, message: ERROR_MESSAGES.invalidJson });
  });
});
