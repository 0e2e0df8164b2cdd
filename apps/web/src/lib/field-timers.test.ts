import { VALIDATION_FLAG_DELAY_MS } from '@portal/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFieldTimers } from './field-timers';

describe('createFieldTimers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks a field only after the user paused for the delay', () => {
    const run = vi.fn();
    const timers = createFieldTimers(run, VALIDATION_FLAG_DELAY_MS);
    timers.schedule('phone');
    vi.advanceTimersByTime(VALIDATION_FLAG_DELAY_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledExactlyOnceWith('phone');
  });

  it('restarts the delay on every keystroke', () => {
    const run = vi.fn();
    const timers = createFieldTimers(run, 300);
    timers.schedule('email');
    vi.advanceTimersByTime(200);
    timers.schedule('email');
    vi.advanceTimersByTime(200);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('keeps separate delays per field', () => {
    const run = vi.fn();
    const timers = createFieldTimers(run, 300);
    timers.schedule('email');
    vi.advanceTimersByTime(100);
    timers.schedule('phone');
    vi.advanceTimersByTime(200);
    expect(run.mock.calls).toEqual([['email']]);
    vi.advanceTimersByTime(100);
    expect(run.mock.calls).toEqual([['email'], ['phone']]);
  });

  it('runs nothing after cancelAll (the form went away)', () => {
    const run = vi.fn();
    const timers = createFieldTimers(run, 300);
    timers.schedule('email');
    timers.cancelAll();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });
});
