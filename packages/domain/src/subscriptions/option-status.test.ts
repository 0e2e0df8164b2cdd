import { describe, expect, it } from 'vitest';
import { optionDeployStatus } from './option-status.ts';

const option = (usageCount: number, pendingCount: number | null = null, failedCount: number | null = null) => ({
  usageCount,
  pendingCount,
  failedCount,
});

describe('optionDeployStatus', () => {
  it('works with a working subscription, and has none for an option the subscription does not have', () => {
    expect(optionDeployStatus('DEPLOYED', option(3))).toBe('DEPLOYED');
    expect(optionDeployStatus('DEPLOYED', option(0))).toBeNull();
    expect(optionDeployStatus('DEPLOYED', option(3, 3))).toBe('DEPLOYED');
  });

  it('is being deployed while a change moves it, and failed when the latest change could not', () => {
    expect(optionDeployStatus('DEPLOYED', option(3, 5))).toBe('DEPLOYING');
    expect(optionDeployStatus('DEPLOYED', option(0, 2))).toBe('DEPLOYING');
    expect(optionDeployStatus('DEPLOYED', option(3, null, 4))).toBe('DEPLOY_FAILED');
    expect(optionDeployStatus('DEPLOYED', option(3, null, 3))).toBe('DEPLOYED');
  });

  it('shares the status of a subscription that is not working', () => {
    for (const status of ['INIT', 'DEPLOYING', 'DEPLOY_FAILED', 'DELETING', 'DELETE_FAILED'] as const) {
      expect(optionDeployStatus(status, option(2))).toBe(status);
      expect(optionDeployStatus(status, option(0))).toBeNull();
    }
  });
});
