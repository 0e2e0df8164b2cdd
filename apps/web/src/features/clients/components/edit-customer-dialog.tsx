/** Edit a client: name read-only; contact, email, phone, city; only the changed fields are sent. */
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { TextField } from '../../../components/text-field/text-field';
import { CUSTOMER_MESSAGES, customerPatchSchema, type Customer, type CustomerPatch } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorText } from '../../../components/error-dialog/error-dialog-provider';
import { useToast } from '../../../components/toast/toast-provider';
import { applyFieldErrors } from '../../../lib/form-errors';
import { patchCustomer } from '../api/customers';
import '../../../lib/zod-messages';

type EditValues = { responsible: string; email: string; phone: string; city: string };
const FIELDS = ['responsible', 'email', 'phone', 'city'] as const;

export type EditCustomerDialogProps = { customer: Customer; onClose: () => void };

/** The changed fields only, as the spec asks. */
export function changedFields(customer: Customer, values: EditValues): CustomerPatch {
  const patch: CustomerPatch = {};
  for (const field of FIELDS) {
    const before = customer[field] ?? '';
    if (values[field].trim() !== before) patch[field] = values[field];
  }
  return patch;
}

export function EditCustomerDialog({ customer, onClose }: EditCustomerDialogProps) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<EditValues>({
    resolver: zodResolver(customerPatchSchema.required()) as never,
    defaultValues: { responsible: customer.responsible, email: customer.email, phone: customer.phone ?? '', city: customer.city ?? '' },
  });

  const save = useMutation({
    mutationFn: (patch: CustomerPatch) => patchCustomer(customer.id, patch),
    onSuccess: () => {
      toast.show('Данные клиента сохранены', { severity: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['customers'] });
      onClose();
    },
    onError: (error) => {
      if (!applyFieldErrors(error, setError, FIELDS)) setFailure(`${CUSTOMER_MESSAGES.editFailed}. ${errorText(error)}`);
    },
  });

  const handleSave = handleSubmit((values) => {
    const patch = changedFields(customer, values);
    if (Object.keys(patch).length === 0) onClose();
    else save.mutate(patch);
  });

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="edit-customer-title">
      <form onSubmit={handleSave} noValidate>
        <DialogTitle id="edit-customer-title">Редактирование клиента</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {failure && <Alert severity="error">{failure}</Alert>}
            <TextField label="Клиент" value={customer.name} slotProps={{ input: { readOnly: true } }} />
            <TextField
              label="Контактное лицо"
              {...register('responsible')}
              error={Boolean(formState.errors.responsible)}
              helperText={formState.errors.responsible?.message}
            />
            <TextField
              label="E-mail"
              type="email"
              {...register('email')}
              error={Boolean(formState.errors.email)}
              helperText={formState.errors.email?.message}
            />
            <TextField
              label="Телефон"
              type="tel"
              {...register('phone')}
              error={Boolean(formState.errors.phone)}
              helperText={formState.errors.phone?.message}
            />
            <TextField
              label="Город"
              {...register('city')}
              disabled={!customer.inn}
              error={Boolean(formState.errors.city)}
              helperText={formState.errors.city?.message ?? (customer.inn ? undefined : 'Город заполняется после указания ИНН')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Отмена</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Сохранить
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
