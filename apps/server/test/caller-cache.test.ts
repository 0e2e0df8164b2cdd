import { describe, expect, it } from 'vitest';
import { logout, sessionIdOf } from '../src/services/auth.service.ts';
import { CALLER_CACHE_TTL_MS, callerBySession, TtlCache } from '../src/services/caller.ts';
import { createAccount, createActivePartner, createOperator } from './support/factories.ts';
import { request, useTestApp } from './support/test-app.ts';

const ctx = useTestApp();
const sessionIdFrom = (cookie: string) => sessionIdOf(/portal_session=([^;]+)/.exec(cookie)?.[1] ?? '');
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the caller cache', () => {
  it('spares the session lookup for a second: a logout on another instance takes effect within it', async () => {
    const account = await createAccount(ctx.app);
    expect((await request(ctx.app, account.session, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    // Another instance logs the session out: its row is gone, this instance still knows the caller briefly.
    await ctx.app.db.deleteFrom('sessions').where('account_id', '=', account.accountId).execute();
    expect((await request(ctx.app, account.session, { method: 'GET', url: '/api/me' })).statusCode).toBe(200);
    await wait(CALLER_CACHE_TTL_MS + 50);
    expect((await request(ctx.app, account.session, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
  });

  it('forgets a session at once when it is logged out on this instance', async () => {
    const account = await createAccount(ctx.app);
    const sessionId = sessionIdFrom(account.session.cookie);
    expect(await callerBySession(ctx.app.db, sessionId)).toMatchObject({ accountId: account.accountId });
    await logout(ctx.app.db, sessionId);
    expect(await callerBySession(ctx.app.db, sessionId)).toBeNull();
    expect((await request(ctx.app, account.session, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
  });

  it('reads callers afresh after a write on this instance (a suspended participation is seen at once)', async () => {
    const partner = await createActivePartner(ctx.app);
    const operator = await createOperator(ctx.app);
    expect((await request(ctx.app, partner.session, { method: 'GET', url: '/api/desks/grm/services' })).statusCode).toBe(200);
    await ctx.app.db
      .updateTable('partners')
      .set({ participation_status: 'off' })
      .where('id', '=', partner.partnerId ?? '')
      .execute();
    // Any write on this instance (here the operator's, refused or not) clears the cache.
    await request(ctx.app, operator.session, { method: 'POST', url: '/api/auth/logout' });
    expect((await request(ctx.app, partner.session, { method: 'GET', url: '/api/desks/grm/services' })).statusCode).toBe(403);
  });
});

describe('TtlCache', () => {
  it('answers for its time to live only', () => {
    const cache = new TtlCache<number>(1_000, 10);
    cache.setIfCurrent('a', 1, cache.generation, 0);
    expect(cache.get('a', 999)).toBe(1);
    expect(cache.get('a', 1_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('holds at most its bound, the oldest entry giving way', () => {
    const cache = new TtlCache<number>(1_000, 3);
    for (const [i, key] of ['a', 'b', 'c', 'd'].entries()) cache.setIfCurrent(key, i, cache.generation, 0);
    expect(cache.size).toBe(3);
    expect(cache.get('a', 0)).toBeUndefined();
    expect(cache.get('d', 0)).toBe(3);
  });

  it('does not keep a value read before a clear', () => {
    const cache = new TtlCache<number>(1_000, 3);
    const generation = cache.generation;
    cache.clear();
    cache.setIfCurrent('a', 1, generation, 0);
    expect(cache.get('a', 0)).toBeUndefined();
  });

  it('reads a lapsed key once for everyone asking at the same time, and afresh for those asking after a clear', async () => {
    const cache = new TtlCache<number>(60_000, 3);
    const releases: Array<(value: number | null) => void> = [];
    const read = () => new Promise<number | null>((resolve) => releases.push(resolve));
    const early = [cache.load('a', read), cache.load('a', read), cache.load('a', read)];
    expect(releases).toHaveLength(1);
    // A write clears the cache: who asks now does not get what was read before it.
    cache.clear();
    const late = cache.load('a', read);
    expect(releases).toHaveLength(2);
    releases[0]?.(1);
    releases[1]?.(2);
    expect(await Promise.all(early)).toEqual([1, 1, 1]);
    expect(await late).toBe(2);
    expect(cache.get('a')).toBe(2);
    // Cached now: no read at all; a null read is returned but not kept.
    expect(await cache.load('a', read)).toBe(2);
    expect(await cache.load('b', () => Promise.resolve(null))).toBeNull();
    expect(cache.get('b')).toBeUndefined();
    expect(releases).toHaveLength(2);
  });
});
