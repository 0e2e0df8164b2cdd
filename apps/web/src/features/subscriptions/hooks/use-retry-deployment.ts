/** The retry of a failed deployment as the spec orders it: show DEPLOYING, call the retry, refresh after 1 s; back to the failure if it fails. */
import type { DeployStatus, Subscription } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { retryDeployment } from '../api/subscriptions';

const REFRESH_AFTER_RETRY_MS = 1000;

export function useRetryDeployment(subscription: Pick<Subscription, 'subscriptionId' | 'deployStatus'>): {
  status: DeployStatus;
  retry: () => void;
} {
  const queryClient = useQueryClient();
  const [retrying, setRetrying] = useState(false);
  const mutation = useMutation({
    mutationFn: () => retryDeployment(subscription.subscriptionId),
    onMutate: () => setRetrying(true),
    onSuccess: () =>
      setTimeout(() => {
        setRetrying(false);
        // The lists and the client card share this key.
        void queryClient.invalidateQueries({ queryKey: ['subscriptions'] });
      }, REFRESH_AFTER_RETRY_MS),
    onError: () => setRetrying(false),
  });
  return { status: retrying ? 'DEPLOYING' : subscription.deployStatus, retry: () => mutation.mutate() };
}
