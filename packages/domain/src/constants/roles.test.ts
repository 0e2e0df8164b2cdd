import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUTHORITIES, authorityHolder, hasAuthority, mayApplyAsPartner } from './roles.ts';

const anyAuthorities = fc.subarray([...AUTHORITIES]);

describe('roles are not mixed', () => {
  it('an account holding ROLE_VENDOR never acts as a partner or distributor', () => {
    fc.assert(
      fc.property(anyAuthorities, (held) => {
        const user = authorityHolder([...held, 'ROLE_VENDOR']);
        expect(hasAuthority(user, 'ROLE_PARTNER')).toBe(false);
        expect(hasAuthority(user, 'ROLE_DISTRIBUTOR')).toBe(false);
        expect(hasAuthority(user, 'ROLE_VENDOR')).toBe(true);
        expect(mayApplyAsPartner(user)).toBe(false);
      }),
    );
  });

  it('a distributor never acts as a partner nor applies', () => {
    fc.assert(
      fc.property(anyAuthorities, (held) => {
        const user = authorityHolder([...held, 'ROLE_DISTRIBUTOR']);
        expect(hasAuthority(user, 'ROLE_PARTNER')).toBe(false);
        expect(mayApplyAsPartner(user)).toBe(false);
      }),
    );
  });

  it('without an excluding role, holding a role is acting in it', () => {
    fc.assert(
      fc.property(fc.subarray(['ROLE_PARTNER', 'ROLE_IAS_USER', 'ROLE_USER'] as const), (held) => {
        const user = authorityHolder(held);
        for (const authority of held) expect(hasAuthority(user, authority)).toBe(true);
        expect(mayApplyAsPartner(user)).toBe(true);
      }),
    );
  });
});
