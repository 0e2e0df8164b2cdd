import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applicationsExpireAt,
  canProcessLead,
  effectiveLeadStatus,
  LEAD_APPLICATION_TTL_HOURS,
  LEAD_APPLICATION_TTL_MS,
  leadEventAt,
  initialLeadStatus,
  isCommonLead,
  LEAD_EVENTS,
  LEAD_STATUSES,
  nextLeadStatus,
  type LeadStatus,
} from './lead-status.ts';

describe('lead state machine', () => {
  it('walks the programme lead from the pool to paid', () => {
    let status: LeadStatus = initialLeadStatus('programme');
    expect(status).toBe('NON_DISPATCHED');
    for (const event of ['apply', 'dispatch', 'process', 'toProduction'] as const) {
      const next = nextLeadStatus(status, event);
      expect(next.ok).toBe(true);
      if (next.ok) status = next.to;
    }
    expect(status).toBe('IN_PROD');
  });

  it('gives a site lead to its partner at once', () => {
    expect(initialLeadStatus('site')).toBe('DISPATCHED');
  });

  it('returns a lead nobody dispatched to the pool', () => {
    expect(nextLeadStatus('APPLIED', 'release')).toEqual({ ok: true, to: 'NON_DISPATCHED' });
    expect(nextLeadStatus('DISPATCHED', 'release')).toEqual({ ok: false });
  });

  it('lets only a DISPATCHED lead be processed', () => {
    expect(LEAD_STATUSES.filter(canProcessLead)).toEqual(['DISPATCHED']);
  });

  it('never leaves IN_PROD and never returns a partner lead to the pool', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...LEAD_EVENTS), { maxLength: 30 }), (events) => {
        let status: LeadStatus = 'NON_DISPATCHED';
        let reachedPartner = false;
        for (const event of events) {
          const next = nextLeadStatus(status, event);
          if (!next.ok) continue;
          if (status === 'IN_PROD') return false;
          status = next.to;
          if (!isCommonLead(status)) reachedPartner = true;
          if (reachedPartner && isCommonLead(status)) return false;
        }
        return true;
      }),
    );
  });
});

describe('the lapse of applications', () => {
  const appliedAt = new Date('2026-03-06T18:00:00Z');

  it('keeps a taken lead for 72 hours from its first application', () => {
    expect(LEAD_APPLICATION_TTL_HOURS).toBe(72);
    expect(applicationsExpireAt(appliedAt).toISOString()).toBe('2026-03-09T18:00:00.000Z');
    expect(effectiveLeadStatus('APPLIED', appliedAt, new Date('2026-03-09T17:59:59Z'))).toBe('APPLIED');
    expect(effectiveLeadStatus('APPLIED', appliedAt, new Date('2026-03-09T18:00:00Z'))).toBe('NON_DISPATCHED');
  });

  it('lets the operator dispatch only before the lapse, and a partner ask again after it', () => {
    const before = new Date(appliedAt.getTime() + LEAD_APPLICATION_TTL_MS - 1);
    const after = new Date(appliedAt.getTime() + LEAD_APPLICATION_TTL_MS);
    expect(leadEventAt('APPLIED', appliedAt, 'dispatch', before)).toEqual({ ok: true, to: 'DISPATCHED' });
    expect(leadEventAt('APPLIED', appliedAt, 'dispatch', after)).toEqual({ ok: false });
    expect(leadEventAt('APPLIED', appliedAt, 'apply', after)).toEqual({ ok: true, to: 'APPLIED' });
  });

  it('changes no status but APPLIED, whatever the times', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LEAD_STATUSES),
        fc.option(fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })),
        fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
        (status, applied, now) => {
          const effective = effectiveLeadStatus(status, applied, now);
          if (status !== 'APPLIED' || applied === null) return effective === status;
          const lapsed = now.getTime() >= applied.getTime() + LEAD_APPLICATION_TTL_MS;
          return effective === (lapsed ? 'NON_DISPATCHED' : 'APPLIED') && isCommonLead(effective);
        },
      ),
    );
  });
});
