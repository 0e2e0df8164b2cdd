/**
 * The paid tab's status as an icon (document 1 §2): named by the spec's status label for screen readers and in a
 * tooltip; a failed deployment keeps its retry, a deletion in progress keeps the spec's text 'в процессе удаления..'.
 */
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HighlightOff from '@mui/icons-material/HighlightOff';
import Replay from '@mui/icons-material/Replay';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import { Tooltip } from '../../../components/tooltip/tooltip';
import Typography from '@mui/material/Typography';
import { DEPLOY_STATUS_LABELS, type DeployStatus, type Subscription } from '@portal/domain';
import { useRetryDeployment } from '../hooks/use-retry-deployment';
import { PlannedDeletionCaption } from './planned-deletion-caption';
import { rowStackSx } from '../../../components/layout/stack-sx';

export type DeployStatusIconProps = { subscription: Subscription };

function StatusIcon({ status }: { status: DeployStatus }) {
  const label = DEPLOY_STATUS_LABELS[status];
  switch (status) {
    case 'INIT':
    case 'DEPLOYING':
      return (
        <Tooltip title={label}>
          <CircularProgress size={18} aria-label={label} />
        </Tooltip>
      );
    case 'DELETING':
      // The spec names this status by its text; the spinner beside it adds nothing for a screen reader.
      return (
        <>
          <CircularProgress size={18} aria-hidden />
          <Typography variant="body2">{label}</Typography>
        </>
      );
    case 'DEPLOYED':
      return (
        <Tooltip title={label}>
          <CheckCircle color="success" fontSize="small" titleAccess={label} />
        </Tooltip>
      );
    case 'DELETED':
      return (
        <Tooltip title={label}>
          <HighlightOff color="disabled" fontSize="small" titleAccess={label} />
        </Tooltip>
      );
    case 'DEPLOY_FAILED':
    case 'DELETE_FAILED':
      return (
        <Tooltip title={label}>
          <ErrorIcon color="error" fontSize="small" titleAccess={label} />
        </Tooltip>
      );
  }
}

export function DeployStatusIcon({ subscription }: DeployStatusIconProps) {
  const { status, retry } = useRetryDeployment(subscription);
  return (
    <Box sx={{ ...rowStackSx(1), alignItems: 'center', flexWrap: 'wrap' }}>
      <StatusIcon status={status} />
      {status === 'DEPLOYED' && <PlannedDeletionCaption subscription={subscription} />}
      {status === 'DEPLOY_FAILED' && (
        <Tooltip title="Повторить">
          <IconButton aria-label="Повторить" size="small" onClick={retry}>
            <Replay fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
