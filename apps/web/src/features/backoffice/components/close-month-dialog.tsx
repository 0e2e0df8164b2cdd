/**
 * 'Закрыть месяц': the operator picks a past month and confirms; every partner's month becomes an immutable invoice.
 * Loaded when first opened.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { addMonths, type BillingMonth, type InvoiceClosing, monthLabel, monthOf } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorContent, useErrorDialog } from '../../../components/error-dialog/error-dialog-provider';
import { NativeSelectField } from '../../../components/text-field/native-select-field';
import { useToast } from '../../../components/toast/toast-provider';
import { formatMonth, monthsBackFrom } from '../../../lib/months';
import { closeMonth } from '../api/close-month';

/** onStarted: the closing was accepted (its job may still be writing the invoices). */
export type CloseMonthDialogProps = { onClose: () => void; onStarted: (closing: InvoiceClosing) => void };

const key = ({ year, month }: BillingMonth) => `${year}-${month}`;

export function CloseMonthDialog({ onClose, onStarted }: CloseMonthDialogProps) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { showError } = useErrorDialog();
  // Only a month that has ended can be closed: the last one is the default.
  const months = monthsBackFrom(addMonths(monthOf(new Date()), -1));
  const [chosen, setChosen] = useState(() => (months[0] ? key(months[0]) : ''));
  const month = months.find((candidate) => key(candidate) === chosen);

  const close = useMutation({
    mutationFn: (target: BillingMonth) => closeMonth({ year: target.year, month: target.month }),
    onSuccess: (closing) => {
      const name = monthLabel(closing.year, closing.month);
      toast.show(closing.finishedAt ? `Месяц ${name} закрыт, счетов: ${closing.invoices}` : `Закрытие месяца ${name} запущено`, {
        severity: 'success',
      });
      void queryClient.invalidateQueries({ queryKey: ['backoffice', 'invoices'] });
      onStarted(closing);
      onClose();
    },
    onError: (error) => showError(apiErrorContent('Не удалось закрыть месяц', error)),
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby="close-month-title">
      <DialogTitle id="close-month-title">Закрыть месяц</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Счета будут выставлены всем партнерам за выбранный месяц. Закрытый месяц больше не изменится: поздние исправления попадут в
          следующий открытый месяц.
        </DialogContentText>
        <NativeSelectField
          label="Месяц"
          value={chosen}
          options={months.map((candidate) => ({ value: key(candidate), label: formatMonth(candidate) }))}
          onChange={setChosen}
          sx={{ minWidth: 200 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Отмена</Button>
        <Button variant="contained" disabled={!month || close.isPending} onClick={() => month && close.mutate(month)}>
          Закрыть месяц
        </Button>
      </DialogActions>
    </Dialog>
  );
}
