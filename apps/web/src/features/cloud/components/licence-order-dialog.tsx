/**
 * The licence order's dialogs (document 2 §4 Order flow, §8): the confirmation with the month's total to the kopeck
 * (a zero-cost order cannot be confirmed), 'Заказ успешно принят' with the way to the active licences, or
 * 'Произошла ошибка в процессе обработки заказа' with a retry of the licences not yet accepted.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { CLOUD_TEXTS, formatRubles, rowMonthSum } from '@portal/domain';
import { errorText } from '../../../components/error-dialog/error-dialog-provider';
import { paths } from '../../../config/paths';
import type { LicenceOrderState } from '../hooks/use-licence-order';

export type LicenceOrderDialogProps = { state: LicenceOrderState; at: Date; onConfirm: () => void; onClose: () => void };

export function LicenceOrderDialog({ state, at, onConfirm, onClose }: LicenceOrderDialogProps) {
  const sums = state.plans.map((plan) => rowMonthSum(plan.service, plan.count, at));
  const total = sums.reduce((sum, s) => sum + s, 0);
  const zeroCost = total === 0;
  return (
    <Dialog open onClose={state.phase === 'sending' ? undefined : onClose} aria-labelledby="licence-order-title" maxWidth="sm" fullWidth>
      {(state.phase === 'confirm' || state.phase === 'sending') && (
        <>
          <DialogTitle id="licence-order-title">{CLOUD_TEXTS.confirmOrderTitle}</DialogTitle>
          <DialogContent>
            {state.plans.map((plan, i) => (
              <Typography key={plan.service.serviceId} variant="body2" sx={{ mb: 0.5 }}>
                {plan.service.name}: {plan.count} шт. — {formatRubles(sums[i] ?? 0)} в месяц
              </Typography>
            ))}
            {zeroCost ? (
              <Alert severity="warning" sx={{ mt: 1 }}>
                {CLOUD_TEXTS.zeroCost}
              </Alert>
            ) : (
              <DialogContentText sx={{ mt: 1 }}>{CLOUD_TEXTS.confirmOrderText(total)}</DialogContentText>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={state.phase === 'sending'}>
              {CLOUD_TEXTS.cancel}
            </Button>
            <Button variant="contained" disabled={zeroCost || state.phase === 'sending'} onClick={onConfirm}>
              {CLOUD_TEXTS.confirm}
            </Button>
          </DialogActions>
        </>
      )}
      {state.phase === 'success' && (
        <>
          <DialogTitle id="licence-order-title">{CLOUD_TEXTS.orderCreated}</DialogTitle>
          <DialogContent>
            <DialogContentText>{CLOUD_TEXTS.orderCreatedText}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{CLOUD_TEXTS.stay}</Button>
            <Button variant="contained" href={paths['cloud.list'].href()}>
              {CLOUD_TEXTS.toLicences}
            </Button>
          </DialogActions>
        </>
      )}
      {state.phase === 'error' && (
        <>
          <DialogTitle id="licence-order-title">{CLOUD_TEXTS.orderFailed}</DialogTitle>
          <DialogContent>
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorText(state.error)}
            </Alert>
            <DialogContentText>{CLOUD_TEXTS.orderFailedText}</DialogContentText>
            {state.done.length > 0 && (
              <DialogContentText sx={{ mt: 1 }}>{CLOUD_TEXTS.orderPartly(state.done.length, state.plans.length)}</DialogContentText>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{CLOUD_TEXTS.cancel}</Button>
            <Button variant="contained" onClick={onConfirm}>
              Повторить
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
