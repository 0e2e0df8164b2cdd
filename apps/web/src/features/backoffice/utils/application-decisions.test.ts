import { APPLICATION_FILTERS, PARTICIPATION_DECISIONS } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_FILTER_LABELS,
  availableDecisions,
  DECISION_LABELS,
  needsReason,
  statusesOfFilter,
  statusTone,
  toApplicationFilter,
} from './application-decisions';

describe('status filters', () => {
  it('label every filter of the API in Russian, pending first', () => {
    expect(Object.keys(APPLICATION_FILTER_LABELS)).toEqual([...APPLICATION_FILTERS]);
    expect(APPLICATION_FILTER_LABELS.pending).toBe('На рассмотрении');
    expect(APPLICATION_FILTER_LABELS.all).toBe('Все');
  });

  it('map pending to status null and all to every status', () => {
    expect(statusesOfFilter('pending')).toEqual([null]);
    expect(statusesOfFilter('refused')).toEqual(['refused']);
    expect(statusesOfFilter('all')).toEqual([null, 'on', 'wait', 'refused', 'off']);
  });

  it('read a select value back, unknown values as pending', () => {
    expect(toApplicationFilter('off')).toBe('off');
    expect(toApplicationFilter('null')).toBe('pending');
    expect(toApplicationFilter('')).toBe('pending');
  });
});

describe('availableDecisions', () => {
  it('offers all four decisions for a pending application', () => {
    expect(availableDecisions(null)).toEqual(['approve', 'refuse', 'suspend', 'wait']);
  });

  it('never offers the decision that keeps the status', () => {
    for (const [decision, status] of Object.entries(PARTICIPATION_DECISIONS)) {
      expect(availableDecisions(status)).not.toContain(decision);
      expect(availableDecisions(status)).toHaveLength(3);
    }
  });

  it('has a Russian label for each decision as the brief names them', () => {
    expect(DECISION_LABELS).toEqual({ approve: 'Одобрить', refuse: 'Отклонить', suspend: 'Приостановить', wait: 'Ожидание' });
  });
});

describe('needsReason', () => {
  it('asks a reason for refusal and suspension only', () => {
    expect(needsReason('refuse')).toBe(true);
    expect(needsReason('suspend')).toBe(true);
    expect(needsReason('approve')).toBe(false);
    expect(needsReason('wait')).toBe(false);
  });
});

describe('statusTone', () => {
  it('marks pending as a warning and active as success', () => {
    expect(statusTone(null)).toBe('warning');
    expect(statusTone('on')).toBe('success');
    expect(statusTone('refused')).toBe('error');
  });
});
