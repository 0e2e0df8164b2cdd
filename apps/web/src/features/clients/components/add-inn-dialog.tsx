/** 'Указать ИНН': sets the INN of a client that has none; name, KPP and city come from the registry. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { TextField } from '../../../components/text-field/text-field';
import { CUSTOMER_MESSAGES, INN_MAX_LENGTH, innSchema, type Customer } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../../components/toast/toast-provider';
import { ApiRequestError } from '../../../lib/api-client';
import { qualifyCustomer } from '../api/customers';
import '../../../lib/zod-messages';

export type AddInnDialogProps = { customer: Customer; onClose: () => void };

export function AddInnDialog({ customer, onClose }: AddInnDialogProps) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [inn, setInn] = useState('');
  const [touched, setTouched] = useState(false);
  const formatError = innSchema.safeParse(inn).error?.issues[0]?.message;

  const save = useMutation({
    mutationFn: () => qualifyCustomer(customer.id, inn),
    onSuccess: (updated) => {
      toast.show(`ИНН указан: ${updated.name}`, { severity: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['customers'] });
      onClose();
    },
  });
  const failure =
    save.error instanceof ApiRequestError && save.error.status < 500
      ? save.error.message
      : save.error
        ? CUSTOMER_MESSAGES.innSaveFailed
        : null;

  const handleSave = () => {
    setTouched(true);
    if (!formatError) save.mutate();
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="add-inn-title">
      <DialogTitle id="add-inn-title">Указать ИНН</DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <TextField
          autoFocus
          fullWidth
          label="ИНН"
          value={inn}
          onChange={(event) => setInn(event.target.value.replace(/\D/g, '').slice(0, INN_MAX_LENGTH))}
          onBlur={() => setTouched(true)}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: INN_MAX_LENGTH } }}
          error={touched && Boolean(formatError)}
          helperText={(touched && formatError) || `Клиент: ${customer.name}`}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Отмена</Button>
        <Button variant="contained" onClick={handleSave} disabled={save.isPending}>
          Сохранить
        </Button>
      </DialogActions>
    </Dialog>
  );
}
