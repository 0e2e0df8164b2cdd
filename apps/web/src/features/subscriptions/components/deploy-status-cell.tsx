/** A subscription's status: a spinner while it changes, a planned deletion's date, the failure with a retry that follows the spec's sequence. */
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { DEPLOY_STATUS_LABELS, SETTLING_STATUSES, type Subscription } from '@portal/domain';
import { useRetryDeployment } from '../hooks/use-retry-deployment';
import { PlannedDeletionCaption } from './planned-deletion-caption';
import { rowStackSx } from '../../../components/layout/stack-sx';

export type DeployStatusCellProps = { subscription: Subscription };

export function DeployStatusCell({ subscription }: DeployStatusCellProps) {
  const { status, retry } = useRetryDeployment(subscription);
  const busy = SETTLING_STATUSES.includes(status);

  return (
    <Box sx={{ ...rowStackSx(1), alignItems: 'center', flexWrap: 'wrap' }}>
      {busy && <CircularProgress size={16} aria-hidden />}
      <Typography variant="body2" color={status === 'DEPLOY_FAILED' || status === 'DELETE_FAILED' ? 'error' : undefined}>
        {DEPLOY_STATUS_LABELS[status]}
      </Typography>
      {status === 'DEPLOYED' && <PlannedDeletionCaption subscription={subscription} />}
      {status === 'DEPLOY_FAILED' && (
        <Button size="small" onClick={retry}>
          Повторить
        </Button>
      )}
    </Box>
  );
}
