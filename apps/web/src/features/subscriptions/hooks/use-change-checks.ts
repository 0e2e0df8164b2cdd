/**
 * The questions a change asks before it is sent (document 1 §4 Seat count change, §5 prepaid rule): lowering a
 * prepaid option asks the prepay availability and stops with its message when it says no; lowering seats warns that
 * the database restarts and waits for 'Продолжить'.
 */
import { CHANGE_MESSAGES, type SubscriptionDetail } from '@portal/domain';
import { useState } from 'react';
import { errorText } from '../../../components/error-dialog/error-dialog-provider';
import { readPrepayAvailability } from '../api/subscription-change';
import { loweredBy } from '../utils/option-change';

export type ChangeChecks = {
  checking: boolean;
  /** Why the change may not be sent (the prepay availability's answer). */
  refusal: string | null;
  /** The restart warning waits for an answer. */
  warning: boolean;
  /** Runs the checks, then `send` (at once, or once the warning is accepted). */
  check: (targets: ReadonlyMap<string, number>, send: () => void) => Promise<void>;
  accept: () => void;
  dismiss: () => void;
};

export function useChangeChecks(detail: SubscriptionDetail): ChangeChecks {
  const [checking, setChecking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState<(() => void) | null>(null);

  const check = async (targets: ReadonlyMap<string, number>, send: () => void) => {
    setRefusal(null);
    const lowered = loweredBy(detail, targets);
    if (lowered.prepaid) {
      setChecking(true);
      try {
        const availability = await readPrepayAvailability(detail.subscriptionId);
        if (!availability.available) return setRefusal(availability.message ?? CHANGE_MESSAGES.prepayUnavailable);
      } catch (error) {
        return setRefusal(errorText(error));
      } finally {
        setChecking(false);
      }
    }
    if (lowered.seats) setPending(() => send);
    else send();
  };

  return {
    checking,
    refusal,
    warning: pending !== null,
    check,
    accept: () => {
      pending?.();
      setPending(null);
    },
    dismiss: () => {
      setPending(null);
      setRefusal(null);
    },
  };
}
