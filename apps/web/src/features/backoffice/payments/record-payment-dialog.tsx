/** «Записать платеж»: a payment received by other means than a statement, recorded against an invoice. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { dayKeyOf, INVOICING_TEXTS, parseRubles, paymentAmountProblem, type Invoice } from '@portal/domain';
import { useState, type FormEvent } from 'react';
import { apiErrorContent, useErrorDialog } from '../../../components/error-dialog/error-dialog-provider';
import { TextField } from '../../../components/text-field/text-field';
import { useToast } from '../../../components/toast/toast-provider';
import { useRecordPayment } from '../api/payments';
import { InvoicePicker, invoiceProblem } from './invoice-picker';

export function RecordPaymentDialog({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const { showError } = useErrorDialog();
  const today = dayKeyOf(new Date());
  const [invoice, setInvoice] = useState<Invoice | null>(null);
  const [receivedOn, setReceivedOn] = useState(today);
  const [amount, setAmount] = useState('');
  const [purpose, setPurpose] = useState('');
  const [touched, setTouched] = useState(false);
  // Read without a quote's bound: the payment's own bound (the route's too) says what is wrong with a larger amount.
  const kopecks = parseRubles(amount, Number.POSITIVE_INFINITY);
  const problems = {
    invoice: invoiceProblem(invoice),
    receivedOn: !receivedOn ? INVOICING_TEXTS.paymentDateRequired : receivedOn > today ? INVOICING_TEXTS.paymentDateFuture : null,
    amount: kopecks === null ? INVOICING_TEXTS.paymentAmountFormat : paymentAmountProblem(kopecks),
  };
  const shown = (problem: string | null) => (touched ? problem : null);
  const record = useRecordPayment({
    onSuccess: () => {
      toast.show(INVOICING_TEXTS.paymentRecorded, { severity: 'success' });
      onClose();
    },
    onError: (error) => showError(apiErrorContent('Не удалось записать платеж', error)),
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!invoice || kopecks === null || Object.values(problems).some((p) => p !== null)) return;
    record.mutate({ invoiceId: invoice.invoiceId, receivedOn, amount: kopecks, purpose: purpose.trim() });
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="record-payment-title">
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id="record-payment-title">Записать платеж</DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            <InvoicePicker value={invoice} onChange={setInvoice} error={shown(problems.invoice)} />
            <TextField
              label="Дата платежа"
              type="date"
              required
              value={receivedOn}
              onChange={(event) => setReceivedOn(event.target.value)}
              error={shown(problems.receivedOn) !== null}
              helperText={shown(problems.receivedOn) ?? ' '}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
            />
            <TextField
              label="Сумма, ₽"
              required
              placeholder="1500,00"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              error={shown(problems.amount) !== null}
              helperText={shown(problems.amount) ?? ' '}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField label="Назначение платежа" value={purpose} onChange={(event) => setPurpose(event.target.value)} helperText=" " />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Отмена</Button>
          <Button type="submit" variant="contained" loading={record.isPending}>
            Записать
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
