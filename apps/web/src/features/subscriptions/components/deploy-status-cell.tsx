/** A subscription's status: a spinner while it changes, a planned deletion's date, the failure with a retry that follows the spec's sequence. */
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DELETION_MESSAGES, DEPLOY_STATUS_LABELS, formatDateTime, type Subscription } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { retryDeployment } from '../api/subscriptions';

const REFRESH_AFTER_RETRY_MS = 1000;

export function DeployStatusCell({ subscription }: { subscription: Subscription }) {
  const queryClient = useQueryClient();
  const [retrying, setRetrying] = useState(false);
  const retry = useMutation({
    mutationFn: () => retryDeployment(subscription.subscriptionId),
    onMutate: () => setRetrying(true),
    onSuccess: () =>
      setTimeout(() => {
        setRetrying(false);
        void queryClient.invalidateQueries({ queryKey: ['subscriptions'] });
      }, REFRESH_AFTER_RETRY_MS),
    onError: () => setRetrying(false),
  });
  const status = retrying ? 'DEPLOYING' : subscription.deployStatus;
  const busy = status === 'DEPLOYING' || status === 'DELETING' || status === 'INIT';

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {busy && <CircularProgress size={16} aria-hidden />}
      <Typography variant="body2" color={status === 'DEPLOY_FAILED' || status === 'DELETE_FAILED' ? 'error' : undefined}>
        {DEPLOY_STATUS_LABELS[status]}
      </Typography>
      {status === 'DEPLOYED' && subscription.expirationDate && (
        <Typography variant="caption" color="text.secondary">
          {DELETION_MESSAGES.planned(formatDateTime(subscription.expirationDate))}
        </Typography>
      )}
      {status === 'DEPLOY_FAILED' && (
        <Button size="small" onClick={() => retry.mutate()}>
          Повторить
        </Button>
      )}
    </Stack>
  );
}
