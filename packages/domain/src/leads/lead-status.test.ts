import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canProcessLead,
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
