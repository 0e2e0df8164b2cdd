import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MEMBER_ROLES, mayDo, READ_RIGHTS, RIGHTS, ROLE_RIGHTS, roleHasRight, roleWithin, type MemberRole } from './roles.ts';

const role = fc.constantFrom(...MEMBER_ROLES);
const right = fc.constantFrom(...RIGHTS);

describe('the role → rights table', () => {
  it('gives no role a right outside the administrator’s', () => {
    fc.assert(fc.property(role, right, (r, x) => !roleHasRight(r, x) || roleHasRight('ADMIN', x)));
  });

  it('leaves «Только просмотр» nothing that changes anything', () => {
    expect(ROLE_RIGHTS.VIEWER.every((x) => READ_RIGHTS.includes(x))).toBe(true);
  });

  it('keeps the manager away from money, people and tokens, and the accountant away from orders', () => {
    for (const x of ['billing', 'acts', 'people', 'tokens', 'journal'] as const) expect(roleHasRight('MANAGER', x)).toBe(false);
    for (const x of ['orders', 'clients', 'leads', 'people'] as const) expect(roleHasRight('ACCOUNTANT', x)).toBe(false);
    expect(roleHasRight('ACCOUNTANT', 'acts')).toBe(true);
    expect(roleHasRight('MANAGER', 'orders')).toBe(true);
  });

  it('lets a token do only what both it and its owner may', () => {
    fc.assert(
      fc.property(role, fc.option(role, { nil: null }), right, (person, token, x) => {
        const allowed = mayDo(person, x, token);
        return allowed === (roleHasRight(person, x) && (token === null || roleHasRight(token, x)));
      }),
    );
    expect(mayDo(null, 'view')).toBe(false);
  });

  it('orders roles by their rights: every role is within the administrator’s, the administrator within none other', () => {
    fc.assert(fc.property(role, (r: MemberRole) => roleWithin(r, 'ADMIN') && (r === 'ADMIN' || !roleWithin('ADMIN', r))));
    expect(roleWithin('VIEWER', 'ACCOUNTANT')).toBe(true);
    expect(roleWithin('MANAGER', 'ACCOUNTANT')).toBe(false);
  });
});
