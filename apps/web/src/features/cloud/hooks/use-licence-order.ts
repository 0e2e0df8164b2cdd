/**
 * Ordering licences (document 2 §2 order buttons for ms, 1c or all; §4 Order flow; §8): a confirmation, then one
 * POST /{type}/order per licence, each under its own Idempotency-Key, so a retry sends again only those not yet
 * accepted and never orders one twice.
 */
import { CLOUD_DESK_ID, type LicenceOrderPlan, type LicenceOrderScope } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LICENCES_KEY, placeLicenceOrder } from '../api/licences';

export type LicenceOrderPhase = 'confirm' | 'sending' | 'success' | 'error';

export type LicenceOrderState = {
  scope: LicenceOrderScope;
  plans: LicenceOrderPlan[];
  keys: Record<string, string>;
  done: string[];
  phase: LicenceOrderPhase;
  error: unknown;
};

export function useLicenceOrder(customerId: string) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LicenceOrderState | null>(null);

  const open = (scope: LicenceOrderScope, plans: LicenceOrderPlan[]) =>
    setState({
      scope,
      plans,
      keys: Object.fromEntries(plans.map((plan) => [plan.service.serviceId, crypto.randomUUID()])),
      done: [],
      phase: 'confirm',
      error: null,
    });

  const send = async (from: LicenceOrderState) => {
    setState({ ...from, phase: 'sending', error: null });
    const done = [...from.done];
    for (const plan of from.plans) {
      const id = plan.service.serviceId;
      if (done.includes(id)) continue;
      try {
        await placeLicenceOrder(
          plan.type,
          {
            customerId,
            offerDeskId: CLOUD_DESK_ID,
            serviceKitId: plan.service.serviceKitId,
            serviceOptions: plan.serviceOptions,
            subscriptionProperties: [],
          },
          from.keys[id] ?? crypto.randomUUID(),
        );
        done.push(id);
      } catch (error) {
        setState({ ...from, done, phase: 'error', error });
        if (done.length > 0) void queryClient.invalidateQueries({ queryKey: LICENCES_KEY });
        return;
      }
    }
    setState({ ...from, done, phase: 'success', error: null });
    void queryClient.invalidateQueries({ queryKey: LICENCES_KEY });
  };

  return {
    state,
    open,
    confirm: () => state && void send(state),
    close: () => setState(null),
  };
}
