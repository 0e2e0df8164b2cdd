/** The built web app: pre-compressed assets by Accept-Encoding, caching of hashed assets, the index.html fallback. */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { request, useTestApp } from './support/test-app.ts';

const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-dist-'));
const gate = "document.documentElement.classList.add('landing');";
const indexHtml = `<!doctype html><html><head><script data-entry="/assets/index-abc123.js">${gate}</script></head><body><div id="root"></div></body></html>`;
const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;

/** A tiny build as the web app's build leaves it: index.html and a hashed script, each with .br and .gz siblings. */
function writeWithSiblings(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
}
writeWithSiblings(path.join(distDir, 'index.html'), indexHtml);
writeWithSiblings(path.join(distDir, 'assets', 'index-abc123.js'), script);

const ctx = useTestApp({ webDistDir: distDir });
afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));

const IMMUTABLE = 'public, max-age=31536000, immutable';

function get(url: string, acceptEncoding?: string) {
  return request(ctx.app, null, { method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
}

describe('the built web app', () => {
  it('sends Brotli to a browser that accepts it, with long-lived caching of a hashed asset', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends gzip when Brotli is not accepted', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the file as it is when no compression is accepted', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await get('/assets/index-abc123.js', acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.body).toBe(script);
    }
  });

  it('never lets a browser keep index.html without asking, compressed or not', async () => {
    const compressed = await get('/', 'br');
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/text\/html/);
    expect(compressed.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(compressed.rawPayload).toString()).toBe(indexHtml);

    const plain = await get('/index.html');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.body).toBe(indexHtml);
  });

  it('answers an unknown non-API path with index.html, and unknown API paths and assets with 404', async () => {
    const page = await get('/some/deep/link', 'gzip');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(zlib.gunzipSync(page.rawPayload).toString()).toBe(indexHtml);

    const plainPage = await get('/some/deep/link');
    expect(plainPage.statusCode).toBe(200);
    expect(plainPage.body).toBe(indexHtml);

    const missingAsset = await get('/assets/missing-123.js', 'br');
    expect(missingAsset.statusCode).toBe(404);
    expect(missingAsset.json()).toMatchObject({ message: 'Не найдено' });

    // An API path is never answered with the page: an unknown one is 404 to anyone, like a missing row.
    const api = await get('/api/nothing-here', 'br');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('the security policy of the built web app', () => {
  it("allows the index page's inline start-up script by its hash, and no other inline script", async () => {
    const hash = createHash('sha256').update(gate).digest('base64');
    for (const url of ['/', '/api/health']) {
      const response = await get(url);
      expect(response.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}';`);
      expect(response.headers['content-security-policy']).not.toContain("unsafe-inline';script");
    }
  });
});
