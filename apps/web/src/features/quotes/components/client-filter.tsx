/** The saved quotes' client filter: any of the partner's clients, or all of them. */
import Autocomplete from '@mui/material/Autocomplete';
import { QUOTE_TEXTS, type Customer } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { TextField } from '../../../components/text-field/text-field';
import { quoteClientsQuery } from '../api/quotes';

export type ClientFilterProps = { customerId: string | undefined; onChange: (customerId: string | undefined) => void };

export function ClientFilter({ customerId, onChange }: ClientFilterProps) {
  const clients = useQuery(quoteClientsQuery);
  const value = clients.data?.find((c) => c.id === customerId) ?? null;
  return (
    <Autocomplete<Customer>
      options={clients.data ?? []}
      value={value}
      loading={clients.isPending}
      loadingText="Загрузка…"
      noOptionsText={QUOTE_TEXTS.clientNotFound}
      onChange={(_event, next) => onChange(next?.id)}
      getOptionLabel={(c) => c.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => <TextField {...params} label={QUOTE_TEXTS.client} placeholder={QUOTE_TEXTS.allClients} />}
      sx={{ maxWidth: 420, mb: 2 }}
      size="small"
    />
  );
}
