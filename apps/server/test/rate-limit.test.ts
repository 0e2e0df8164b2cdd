import { ERROR_MESSAGES } from '@portal/domain';
import { expect, it } from 'vitest';
import { useTestApp } from './support/test-app.ts';

const ctx = useTestApp({ loginRateLimit: { max: 3, timeWindowMs: 60_000 } });

it('limits login attempts and answers 429 in Russian', async () => {
  const attempt = () => ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'who@test.ru', password: 'wrong' } });
  for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
  const blocked = await attempt();
  expect(blocked.statusCode).toBe(429);
  expect(blocked.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: ERROR_MESSAGES.tooManyRequests });
});
