import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiRequestError } from './api-client';

function answer(status: number, body: unknown, statusText = '') {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(text, { status, statusText })),
  );
}

async function failure(): Promise<ApiRequestError> {
  try {
    await api('/anything');
  } catch (error) {
    if (error instanceof ApiRequestError) return error;
  }
  throw new Error('expected an ApiRequestError');
}

afterEach(() => vi.unstubAllGlobals());

describe('api', () => {
  it('returns the answer as the server sent it', async () => {
    answer(200, { items: [{ id: 'a' }], total: 1 });
    await expect(api<{ total: number }>('/list')).resolves.toEqual({ items: [{ id: 'a' }], total: 1 });
  });

  it("keeps the portal's error: code, message and the fields' messages", async () => {
    answer(422, { code: 'VALIDATION', message: 'Проверьте поля', details: [{ field: 'inn', message: 'Неверный ИНН' }] });
    const error = await failure();
    expect([error.status, error.code, error.message]).toEqual([422, 'VALIDATION', 'Проверьте поля']);
    expect(error.details).toEqual([{ field: 'inn', message: 'Неверный ИНН' }]);
  });

  it.each([
    ['a page that is not JSON', '<html>Bad gateway</html>'],
    ['JSON without a message', { code: 'X' }],
    ['fields of the wrong shape', { code: 'X', message: 'm', details: [{ field: 1 }] }],
  ])('names the HTTP status for %s', async (_name, body) => {
    answer(502, body, 'Bad Gateway');
    const error = await failure();
    expect([error.status, error.code, error.message]).toEqual([502, 'HTTP_502', 'Bad Gateway']);
  });
});
