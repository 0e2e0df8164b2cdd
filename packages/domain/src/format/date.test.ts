import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date.ts';

describe('formatDateTime', () => {
  it('shows dd.MM.yyyy HH:mm in Moscow time', () => {
    expect(formatDateTime('2026-01-05T21:07:00Z')).toBe('06.01.2026 00:07');
    expect(formatDateTime(new Date('2025-12-31T08:30:00Z'))).toBe('31.12.2025 11:30');
  });
});
