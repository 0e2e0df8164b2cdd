/** «Сопоставить»: the operator says which invoice a waiting payment pays. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { formatIsoDate, formatRubles, INVOICING_TEXTS, type Invoice, type Payment } from '@portal/domain';
import { useState, type FormEvent } from 'react';
import { apiErrorContent, useErrorDialog } from '../../../components/error-dialog/error-dialog-provider';
import { useToast } from '../../../components/toast/toast-provider';
import { useMatchPayment } from '../api/payments';
import { InvoicePicker, invoiceProblem } from './invoice-picker';

export function MatchPaymentDialog({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  const toast = useToast();
  const { showError } = useErrorDialog();
  const [invoice, setInvoice] = useState<Invoice | null>(null);
  const [touched, setTouched] = useState(false);
  const match = useMatchPayment({
    onSuccess: () => {
      toast.show(INVOICING_TEXTS.paymentMatched, { severity: 'success' });
      onClose();
    },
    onError: (error) => showError(apiErrorContent('Не удалось сопоставить платеж', error)),
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invoice) match.mutate({ paymentId: payment.paymentId, invoiceId: invoice.invoiceId });
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="match-payment-title">
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id="match-payment-title">Сопоставить платеж</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {formatIsoDate(payment.receivedOn)}, {formatRubles(payment.amount)}, {payment.payerName || 'плательщик не указан'}
            {payment.payerInn && ` (ИНН ${payment.payerInn})`}: {payment.purpose}
          </Typography>
          <InvoicePicker value={invoice} onChange={setInvoice} error={touched ? invoiceProblem(invoice) : null} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Отмена</Button>
          <Button type="submit" variant="contained" loading={match.isPending}>
            Сопоставить
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
