/** Chooses the invoice a payment belongs to: by its number, the partner's name or code, as the operator types. */
import Autocomplete from '@mui/material/Autocomplete';
import { formatRubles, INVOICING_TEXTS, type Invoice } from '@portal/domain';
import { useState } from 'react';
import { TextField } from '../../../components/text-field/text-field';
import { useInvoiceSearch } from '../api/payments';

export const invoiceLabel = (invoice: Invoice) => `№ ${invoice.number} — ${invoice.partnerName}, ${formatRubles(invoice.sum)}`;

export type InvoicePickerProps = { value: Invoice | null; onChange: (invoice: Invoice | null) => void; error: string | null };

export function InvoicePicker({ value, onChange, error }: InvoicePickerProps) {
  const [input, setInput] = useState('');
  const found = useInvoiceSearch(input.startsWith('№ ') ? '' : input.trim());
  return (
    <Autocomplete<Invoice>
      options={found.data?.items ?? []}
      value={value}
      // The server searches; the list is shown as it answers.
      filterOptions={(options) => options}
      loading={found.isFetching}
      loadingText="Загрузка…"
      noOptionsText="Счета не найдены"
      onInputChange={(_event, next) => setInput(next)}
      onChange={(_event, next) => onChange(next)}
      getOptionLabel={invoiceLabel}
      isOptionEqualToValue={(a, b) => a.invoiceId === b.invoiceId}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Счет"
          required
          placeholder="Номер счета или партнер"
          error={error !== null}
          helperText={error ?? ' '}
        />
      )}
    />
  );
}

export const invoiceProblem = (invoice: Invoice | null) => (invoice ? null : INVOICING_TEXTS.invoiceRequired);
