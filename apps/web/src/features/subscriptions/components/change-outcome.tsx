/**
 * Where a change stands once sent (document 1 §8 Orders and subscriptions): in progress, 'Заказ успешно изменен!'
 * with the link to its order, 'Произошла ошибка изменения заказа' with the retry, or the request to refresh.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CHANGE_MESSAGES } from '@portal/domain';
import { errorText } from '../../../components/error-dialog/error-dialog-provider';
import { paths } from '../../../config/paths';
import { useCan } from '../../../lib/rights';
import type { ChangePhase } from '../hooks/use-subscription-change';

export type ChangeOutcomeProps = { phase: ChangePhase; onRetry: () => void };

const orderLink = (orderId: string) => (
  <Link href={paths['order.detail'].href({ id: orderId })} sx={{ ml: 1 }}>
    Открыть заказ
  </Link>
);

export function ChangeOutcome({ phase, onRetry }: ChangeOutcomeProps) {
  // The retry sends the change again: only the «orders» right is offered it.
  const mayRetry = useCan('orders');
  switch (phase.kind) {
    case 'idle':
      return null;
    case 'sending':
    case 'waiting':
      return (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }}>
          <CircularProgress size={20} aria-hidden />
          <Typography>Изменение выполняется…</Typography>
        </Box>
      );
    case 'applied':
      return (
        <Alert severity="success">
          {CHANGE_MESSAGES.changed}
          {orderLink(phase.orderId)}
        </Alert>
      );
    case 'refresh':
      return (
        <Alert severity="warning">
          {CHANGE_MESSAGES.refreshNeeded}
          {orderLink(phase.orderId)}
        </Alert>
      );
    case 'failed':
      return (
        <Alert
          severity="error"
          action={
            phase.orderId && mayRetry ? (
              <Button color="inherit" size="small" onClick={onRetry}>
                {CHANGE_MESSAGES.retry}
              </Button>
            ) : undefined
          }
        >
          {CHANGE_MESSAGES.failed}
          {phase.error ? `: ${errorText(phase.error)}` : ''}
          {phase.orderId && orderLink(phase.orderId)}
        </Alert>
      );
  }
}
