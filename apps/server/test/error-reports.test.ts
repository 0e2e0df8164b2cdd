import { ERROR_REPORT_RECEIVED, type ErrorReportItem } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { createAccount, createOperator } from './support/factories.ts';
import { request, type Session, useTestApp } from './support/test-app.ts';

const ctx = useTestApp();

const report = {
  title: 'Ошибка загрузки',
  message: 'Сервис временно недоступен',
  url: 'http://localhost:5173/#/customers',
  status: 503,
  details: 'GET /api/customer-manager → 503',
};

async function reportsSeenBy(operator: Session): Promise<ErrorReportItem[]> {
  const response = await request(ctx.app, operator, { method: 'GET', url: '/api/backoffice/error-reports?pageSize=1000' });
  expect(response.statusCode).toBe(200);
  return response.json().items;
}

describe('POST /api/error-reports', () => {
  it('accepts an anonymous report and answers its id and the thank-you message', async () => {
    const response = await request(ctx.app, null, { method: 'POST', url: '/api/error-reports', payload: report });
    expect(response.statusCode).toBe(201);
    const { id, message } = response.json();
    expect(message).toBe(ERROR_REPORT_RECEIVED);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const operator = await createOperator(ctx.app);
    const stored = (await reportsSeenBy(operator.session)).find((r) => r.id === id);
    expect(stored).toMatchObject({ ...report, id, reporter: null });
  });

  it('attributes a signed-in report to its reporter', async () => {
    const account = await createAccount(ctx.app);
    const response = await request(ctx.app, account.session, {
      method: 'POST',
      url: '/api/error-reports',
      payload: { ...report, title: 'От пользователя' },
    });
    expect(response.statusCode).toBe(201);

    const operator = await createOperator(ctx.app);
    const stored = (await reportsSeenBy(operator.session)).find((r) => r.id === response.json().id);
    expect(stored).toMatchObject({ title: 'От пользователя', reporter: account.email });
  });

  it('accepts an empty report, every field being optional', async () => {
    const response = await request(ctx.app, null, { method: 'POST', url: '/api/error-reports', payload: {} });
    expect(response.statusCode).toBe(201);
    const operator = await createOperator(ctx.app);
    const stored = (await reportsSeenBy(operator.session)).find((r) => r.id === response.json().id);
    expect(stored).toMatchObject({ title: '', message: '', url: '', status: null, details: '' });
  });

  it.each([
    ['title', 'т'.repeat(501)],
    ['message', 'с'.repeat(4001)],
    ['url', 'u'.repeat(2001)],
    ['details', 'd'.repeat(20_001)],
  ])('answers 400 to an oversize %s', async (field, value) => {
    const response = await request(ctx.app, null, { method: 'POST', url: '/api/error-reports', payload: { ...report, [field]: value } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', details: [expect.objectContaining({ field })] });
  });

  it('answers 400 to a status that is not a whole number', async () => {
    const response = await request(ctx.app, null, { method: 'POST', url: '/api/error-reports', payload: { ...report, status: 'boom' } });
    expect(response.statusCode).toBe(400);
  });

  it('still asks a signed-in browser for its CSRF token', async () => {
    const account = await createAccount(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/error-reports',
      headers: { cookie: account.session.cookie },
      payload: report,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'CSRF' });
  });
});
