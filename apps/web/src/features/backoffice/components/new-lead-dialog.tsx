/** The operator puts a lead the vendor received into the common pool: name, contact, e-mail, phone, INN. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { LeadCreate } from '@portal/domain';
import { useState } from 'react';
import { TextField } from '../../../components/text-field/text-field';
import { ApiRequestError } from '../../../lib/api-client';
import { useCreateLead } from '../api/leads';

export type NewLeadDialogProps = { onCreated: (name: string) => void; onClose: () => void };

type Field = 'name' | 'responsible' | 'email' | 'phone' | 'inn';
const FIELDS: ReadonlyArray<{ key: Field; label: string; required: boolean }> = [
  { key: 'name', label: 'Название клиента', required: true },
  { key: 'responsible', label: 'Контактное лицо', required: true },
  { key: 'email', label: 'E-mail', required: true },
  { key: 'phone', label: 'Телефон', required: true },
  { key: 'inn', label: 'ИНН', required: false },
];

export function NewLeadDialog({ onCreated, onClose }: NewLeadDialogProps) {
  const [values, setValues] = useState<Record<Field, string>>({ name: '', responsible: '', email: '', phone: '', inn: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateLead({
    onSuccess: (lead) => {
      onCreated(lead.name);
      onClose();
    },
    onError: (error) => {
      const fieldErrors: Partial<Record<Field, string>> = {};
      if (error instanceof ApiRequestError) {
        for (const detail of error.details ?? []) {
          const field = FIELDS.find((f) => f.key === detail.field)?.key;
          if (field) fieldErrors[field] = detail.message;
        }
      }
      setErrors(fieldErrors);
      setFailure(Object.keys(fieldErrors).length === 0 ? error.message : null);
    },
  });
  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const body: LeadCreate = { ...values, inn: values.inn || undefined };
    create.mutate(body);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="new-lead-title" maxWidth="sm" fullWidth>
      <Box component="form" onSubmit={handleSubmit} noValidate aria-label="Новый лид">
        <DialogTitle id="new-lead-title">Новый лид в общий пул</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gap: 2, mt: 1 }}>
            {FIELDS.map((field) => (
              <TextField
                key={field.key}
                label={field.label}
                required={field.required}
                value={values[field.key]}
                onChange={(event) => setValues((current) => ({ ...current, [field.key]: event.target.value }))}
                error={Boolean(errors[field.key])}
                helperText={errors[field.key] ?? (field.key === 'inn' ? 'Необязательно' : ' ')}
              />
            ))}
            {failure && (
              <Box role="alert" sx={{ color: 'error.main' }}>
                {failure}
              </Box>
            )}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Отмена</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            Добавить
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
