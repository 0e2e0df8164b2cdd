import { formatDateTime } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { decisionText } from './decision-text';

describe('decisionText', () => {
  const at = '2026-11-20T09:30:00.000Z';
  it('shows a dash while undecided, the time alone, or the time and who decided', () => {
    expect(decisionText({ decidedAt: null, decidedBy: null })).toBe('—');
    expect(decisionText({ decidedAt: at, decidedBy: null })).toBe(formatDateTime(at));
    expect(decisionText({ decidedAt: at, decidedBy: 'operator@demo.ru' })).toBe(`${formatDateTime(at)}, operator@demo.ru`);
  });
});
