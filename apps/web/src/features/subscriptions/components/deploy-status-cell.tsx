/** A subscription's status: a spinner while it changes, a planned deletion's date, the failure with a retry that follows the spec's sequence. */
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { CONVERTING_LABEL, DEPLOY_STATUS_LABELS, isConverting, SETTLING_STATUSES, type Subscription } from '@portal/domain';
import { useRetryDeployment } from '../hooks/use-retry-deployment';
import { PlannedDeletionCaption } from './planned-deletion-caption';
import { rowStackSx } from '../../../components/layout/stack-sx';

export type DeployStatusCellProps = {
  subscription: Pick<Subscription, 'subscriptionId' | 'deployStatus' | 'expirationDate' | 'usageMode' | 'convertedTo'>;
};

export function DeployStatusCell({ subscription }: DeployStatusCellProps) {
  const { status, retry } = useRetryDeployment(subscription);
  // A demo whose paid subscription deploys is working still, and closes once that one is deployed.
  const converting = isConverting({ ...subscription, deployStatus: status });
  const busy = SETTLING_STATUSES.includes(status) || converting;

  return (
    <Box sx={{ ...rowStackSx(1), alignItems: 'center', flexWrap: 'wrap' }}>
      {busy && <CircularProgress size={16} aria-hidden />}
      <Typography variant="body2" color={status === 'DEPLOY_FAILED' || status === 'DELETE_FAILED' ? 'error' : undefined}>
        {converting ? CONVERTING_LABEL : DEPLOY_STATUS_LABELS[status]}
      </Typography>
      {status === 'DEPLOYED' && !converting && <PlannedDeletionCaption subscription={subscription} />}
      {status === 'DEPLOY_FAILED' && (
        <Button size="small" onClick={retry}>
          Повторить
        </Button>
      )}
    </Box>
  );
}
