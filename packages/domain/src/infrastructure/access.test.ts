import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableIasActions,
  availableIasDecisions,
  enrolmentProblems,
  enrolmentSubmitState,
  grantsInfrastructure,
  IAS_ACTIONS,
  IAS_NONE,
  IAS_STATES,
  iasReasonRequired,
  iasRoleChange,
  leadsToEnrolment,
  nextIasState,
  type IasAction,
  type IasState,
} from './access.ts';
import { passwordLinkExpiry, passwordLinkState } from './password-link.ts';

describe('infrastructure access', () => {
  it('follows document 2 §4: none → pending → on or refused; on ↔ off', () => {
    expect(nextIasState('none', 'request')).toEqual({ ok: true, to: 'pending' });
    expect(nextIasState('pending', 'approve')).toEqual({ ok: true, to: 'on' });
    expect(nextIasState('pending', 'refuse')).toEqual({ ok: true, to: 'refused' });
    expect(nextIasState('on', 'suspend')).toEqual({ ok: true, to: 'off' });
    expect(nextIasState('off', 'resume')).toEqual({ ok: true, to: 'on' });
    expect(nextIasState('refused', 'approve')).toEqual({ ok: true, to: 'on' });
  });

  it('refuses what the machine does not allow', () => {
    expect(nextIasState('pending', 'request')).toEqual({ ok: false });
    expect(nextIasState('refused', 'request')).toEqual({ ok: false });
    expect(nextIasState('none', 'approve')).toEqual({ ok: false });
    expect(nextIasState('on', 'approve')).toEqual({ ok: false });
    expect(nextIasState('on', 'refuse')).toEqual({ ok: false });
    expect(nextIasState('pending', 'suspend')).toEqual({ ok: false });
    expect(nextIasState('on', 'resume')).toEqual({ ok: false });
    expect(nextIasState('off', 'suspend')).toEqual({ ok: false });
  });

  it('gives the partner the request only with no status, the operator the decisions of each status', () => {
    expect(availableIasActions('none', 'partner')).toEqual(['request']);
    for (const state of ['pending', 'on', 'refused', 'off'] as const) expect(availableIasActions(state, 'partner')).toEqual([]);
    expect(availableIasDecisions('none')).toEqual([]);
    expect(availableIasDecisions('pending')).toEqual(['approve', 'refuse']);
    expect(availableIasDecisions('on')).toEqual(['suspend']);
    expect(availableIasDecisions('off')).toEqual(['resume']);
    expect(availableIasDecisions('refused')).toEqual(['approve']);
  });

  it('asks a reason for a refusal and a suspension only', () => {
    expect(IAS_ACTIONS.filter(iasReasonRequired)).toEqual(['refuse', 'suspend']);
  });

  it('unlocks the infrastructure only when on; every other status leads to enrolment', () => {
    expect(IAS_STATES.filter(grantsInfrastructure)).toEqual(['on']);
    expect(IAS_STATES.filter(leadsToEnrolment)).toEqual(['none', 'pending', 'refused', 'off']);
    expect(iasRoleChange('pending', 'on')).toBe('grant');
    expect(iasRoleChange('on', 'off')).toBe('revoke');
    expect(iasRoleChange('off', 'on')).toBe('grant');
    expect(iasRoleChange('pending', 'refused')).toBeNull();
  });

  it('hides the submit when on, disables it with a status or while sending (document 2 §2)', () => {
    expect(enrolmentSubmitState('on', false)).toBe('hidden');
    expect(enrolmentSubmitState('none', false)).toBe('enabled');
    expect(enrolmentSubmitState('none', true)).toBe('disabled');
    for (const state of ['pending', 'refused', 'off'] as const) expect(enrolmentSubmitState(state, false)).toBe('disabled');
  });
});

describe('the enrolment rule (document 2 §5)', () => {
  it('needs the offer accepted, and a distributor only when none is set', () => {
    expect(enrolmentProblems({ publicOfferAccepted: true, distributorChosen: false }, false)).toEqual({});
    expect(enrolmentProblems({ publicOfferAccepted: false, distributorChosen: true }, true)).toEqual({
      publicOfferAccepted: 'Необходимо согласиться с условиями оферты',
    });
    expect(enrolmentProblems({ publicOfferAccepted: false, distributorChosen: false }, true)).toEqual({
      publicOfferAccepted: 'Необходимо согласиться с условиями оферты',
      distributor: 'Выберите дистрибьютора',
    });
  });
});

describe('infrastructure access, any sequence of actions', () => {
  const actions = fc.array(fc.constantFrom(...IAS_ACTIONS), { maxLength: 40 });

  /** Runs the actions from none, skipping refused ones; returns the states visited and the role changes. */
  function run(sequence: IasAction[]) {
    let state: IasState = IAS_NONE;
    let role = false;
    const visited: IasState[] = [state];
    for (const action of sequence) {
      const next = nextIasState(state, action);
      if (!next.ok) continue;
      const change = iasRoleChange(state, next.to);
      if (change === 'grant') role = true;
      if (change === 'revoke') role = false;
      state = next.to;
      visited.push(state);
    }
    return { state, role, visited };
  }

  it('holds ROLE_IAS_USER exactly while on', () => {
    fc.assert(
      fc.property(actions, (sequence) => {
        const { state, role } = run(sequence);
        expect(role).toBe(state === 'on');
      }),
    );
  });

  it('never returns to none, and reaches on only through a request', () => {
    fc.assert(
      fc.property(actions, (sequence) => {
        const { visited } = run(sequence);
        expect(visited.slice(1)).not.toContain('none');
        const firstOn = visited.indexOf('on');
        if (firstOn >= 0) expect(visited.slice(0, firstOn)).toContain('pending');
      }),
    );
  });

  it('allows an action exactly when the available actions of its actor list it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...IAS_STATES), fc.constantFrom(...IAS_ACTIONS), (state, action) => {
        const allowed = [...availableIasActions(state, 'partner'), ...availableIasActions(state, 'operator')].includes(action);
        expect(nextIasState(state, action).ok).toBe(allowed);
      }),
    );
  });
});

describe('the single-use password link', () => {
  const sent = new Date('2026-03-01T10:00:00Z');
  const expiresAt = passwordLinkExpiry(sent);

  it('is valid for 72 hours, then expired', () => {
    expect(expiresAt.toISOString()).toBe('2026-03-04T10:00:00.000Z');
    const link = { expiresAt, usedAt: null, revokedAt: null };
    expect(passwordLinkState(link, new Date('2026-03-04T09:59:59Z'))).toBe('valid');
    expect(passwordLinkState(link, expiresAt)).toBe('expired');
  });

  it('once used stays used, whatever the time; a newer link replaces it', () => {
    fc.assert(
      fc.property(fc.date({ min: sent, max: new Date('2027-01-01T00:00:00Z'), noInvalidDate: true }), fc.boolean(), (now, replaced) => {
        const used = { expiresAt, usedAt: sent, revokedAt: replaced ? sent : null };
        expect(passwordLinkState(used, now)).toBe('used');
        const revoked = { expiresAt, usedAt: null, revokedAt: sent };
        expect(passwordLinkState(revoked, now)).toBe('replaced');
      }),
    );
  });
});
