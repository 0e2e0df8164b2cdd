import { describe, expect, it } from 'vitest';
import { actionFor, decideLockRequest, isBlocked, lockStateOf, lockStatusAfter, partnerStatusOf } from './lock.ts';

describe('partner lock', () => {
  it('maps the lock ACTIVE/INACTIVE to the display BLOCKED/ACTIVE, anything else to UPDATING', () => {
    expect(partnerStatusOf('ACTIVE')).toBe('BLOCKED');
    expect(partnerStatusOf('INACTIVE')).toBe('ACTIVE');
    expect(partnerStatusOf('PENDING')).toBe('UPDATING');
    expect(partnerStatusOf(null)).toBe('UPDATING');
  });

  it('revoke blocks, grant approves; pause on an active partner, play on a blocked one', () => {
    expect(lockStatusAfter('revoke')).toBe('ACTIVE');
    expect(lockStatusAfter('grant')).toBe('INACTIVE');
    expect(actionFor('ACTIVE')).toBe('revoke');
    expect(actionFor('BLOCKED')).toBe('grant');
    expect(actionFor('UPDATING')).toBeNull();
    expect(isBlocked('ACTIVE')).toBe(true);
    expect(isBlocked('INACTIVE')).toBe(false);
  });

  it('carries out a change once: the same action again is unchanged, the opposite one waits', () => {
    expect(decideLockRequest('INACTIVE', null, 'revoke')).toEqual({ kind: 'change', to: 'ACTIVE' });
    expect(decideLockRequest('ACTIVE', null, 'grant')).toEqual({ kind: 'change', to: 'INACTIVE' });
    expect(decideLockRequest('ACTIVE', null, 'revoke')).toEqual({ kind: 'unchanged' });
    expect(decideLockRequest('INACTIVE', 'revoke', 'revoke')).toEqual({ kind: 'unchanged' });
    expect(decideLockRequest('INACTIVE', 'revoke', 'grant')).toEqual({ kind: 'busy' });
  });

  it('answers PENDING while a change is under way', () => {
    expect(lockStateOf('INACTIVE', 'revoke')).toBe('PENDING');
    expect(lockStateOf('ACTIVE', null)).toBe('ACTIVE');
  });
});
