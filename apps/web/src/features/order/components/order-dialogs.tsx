/** The order flow's dialogs: no-seats warning, confirm, 'Заказ успешно принят', 'Произошла ошибка создания заказа'. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ORDER_MESSAGES } from '@portal/domain';
import { paths } from '../../../config/paths';
import { OrderFailureContent, type OrderFailure } from './order-failure';

export type OrderOutcome = 'noSeats' | 'confirm' | 'success' | 'error' | null;

export type OrderDialogsProps = {
  outcome: OrderOutcome;
  summary: string;
  trial: boolean;
  pending: boolean;
  failure: OrderFailure | null;
  /** The accepted order, for the success dialog's link to it. */
  orderId: string | null;
  onConfirm: () => void;
  /** Goes on from the no-seats warning to the confirmation. */
  onContinue: () => void;
  onRetry: () => void;
  onClose: () => void;
};

export function OrderDialogs({
  outcome,
  summary,
  trial,
  pending,
  failure,
  orderId,
  onConfirm,
  onContinue,
  onRetry,
  onClose,
}: OrderDialogsProps) {
  return (
    <Dialog open={outcome !== null} onClose={onClose} aria-labelledby="order-dialog-title" maxWidth="sm" fullWidth>
      {outcome === 'noSeats' && (
        <>
          <DialogTitle id="order-dialog-title">Заказ без рабочих мест</DialogTitle>
          <DialogContent>
            <DialogContentText>{ORDER_MESSAGES.noSeats}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Отмена</Button>
            <Button variant="contained" onClick={onContinue}>
              Продолжить без рабочих мест
            </Button>
          </DialogActions>
        </>
      )}
      {outcome === 'confirm' && (
        <>
          <DialogTitle id="order-dialog-title">Подтверждение заказа</DialogTitle>
          <DialogContent>
            <DialogContentText>{summary}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Отмена</Button>
            <Button variant="contained" disabled={pending} onClick={onConfirm}>
              Подтвердить
            </Button>
          </DialogActions>
        </>
      )}
      {outcome === 'success' && (
        <>
          <DialogTitle id="order-dialog-title">{ORDER_MESSAGES.created}</DialogTitle>
          <DialogContent>
            <DialogContentText>{ORDER_MESSAGES.createdText}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button href={paths['service.list'].href()}>К списку услуг</Button>
            {orderId && <Button href={paths['order.detail'].href({ id: orderId })}>Открыть заказ</Button>}
            <Button
              variant="contained"
              href={trial ? paths['client.subscriptions.trial'].href() : paths['client.subscriptions.payed'].href()}
            >
              К подпискам
            </Button>
          </DialogActions>
        </>
      )}
      {outcome === 'error' && failure && (
        <OrderFailureContent failure={failure} titleId="order-dialog-title" summary={summary} onRetry={onRetry} />
      )}
    </Dialog>
  );
}
