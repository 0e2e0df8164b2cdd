/** GET and POST /api/subscriptions/{id}/comment: one comment per subscription; whitespace-only or empty deletes it. */
import { COMMENT_MAX_LENGTH, DELETION_MESSAGES, ERROR_CODES, MESSAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { createAccount, createActivePartner, createDistributorAccount, createOperator, type TestAccount } from './support/factories.ts';
import { insertSubscription } from './support/orders.ts';
import { request, useTestApp } from './support/test-app.ts';

const ctx = useTestApp();

const subscriptionOf = (partner: TestAccount) => insertSubscription(ctx.app, partner.partnerId ?? '');

const read = (account: TestAccount, id: string) =>
  request(ctx.app, account.session, { method: 'GET', url: `/api/subscriptions/${id}/comment` });
const write = (account: TestAccount, id: string, payload: unknown) =>
  request(ctx.app, account.session, { method: 'POST', url: `/api/subscriptions/${id}/comment`, payload: payload as object });

describe('a subscription’s comment', () => {
  it('lives its whole life: none, written, read back, changed, cleared by whitespace, written, cleared by empty text', async () => {
    const partner = await createActivePartner(ctx.app);
    const id = await subscriptionOf(partner);
    expect((await read(partner, id)).json()).toEqual({ comment: null, updatedAt: null });

    const written = await write(partner, id, { comment: '  Клиент просил перезвонить после 15:00  ' });
    expect(written.statusCode).toBe(200);
    expect(written.json()).toEqual({ comment: 'Клиент просил перезвонить после 15:00', updatedAt: expect.any(String) });
    expect((await read(partner, id)).json()).toEqual(written.json());
    const row = await ctx.app.db
      .selectFrom('subscription_comments')
      .selectAll()
      .where('subscription_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.updated_by).toBe(partner.accountId);

    const changed = await write(partner, id, { comment: 'Счет отправлен' });
    expect(changed.json().comment).toBe('Счет отправлен');

    for (const empty of [' \n\t ', '']) {
      const cleared = await write(partner, id, { comment: empty });
      expect(cleared.statusCode).toBe(200);
      expect(cleared.json()).toEqual({ comment: null, updatedAt: null });
      expect((await read(partner, id)).json()).toEqual({ comment: null, updatedAt: null });
      await write(partner, id, { comment: 'Снова' });
    }
  });

  it('refuses a text that is too long and a body without a text, with Russian messages', async () => {
    const partner = await createActivePartner(ctx.app);
    const id = await subscriptionOf(partner);
    const long = await write(partner, id, { comment: 'я'.repeat(COMMENT_MAX_LENGTH + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: ERROR_CODES.validation, message: MESSAGES.tooLong(COMMENT_MAX_LENGTH) });
    const missing = await write(partner, id, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/[а-я]/i);
    expect((await read(partner, id)).json().comment).toBeNull();
  });

  it('answers 401, 403 to a distributor, an operator and an inactive partner, and 404 for another partner’s subscription', async () => {
    const partner = await createActivePartner(ctx.app);
    const id = await subscriptionOf(partner);
    await write(partner, id, { comment: 'Мой' });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/subscriptions/${id}/comment` })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/subscriptions/${id}/comment`, payload: { comment: 'x' } })).statusCode).toBe(
      401,
    );
    const suspended = await createAccount(ctx.app, { authorities: ['ROLE_PARTNER'], partner: { status: 'off' } });
    for (const caller of [await createDistributorAccount(ctx.app), await createOperator(ctx.app), suspended]) {
      expect((await read(caller, id)).statusCode).toBe(403);
      expect((await write(caller, id, { comment: 'Чужой' })).statusCode).toBe(403);
    }
    const stranger = await createActivePartner(ctx.app);
    for (const response of [
      await read(stranger, id),
      await write(stranger, id, { comment: 'Чужой' }),
      await write(stranger, id, { comment: '' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: ERROR_CODES.notFound, message: DELETION_MESSAGES.notFound });
    }
    expect((await read(partner, id)).json().comment).toBe('Мой');
  });
});
