/** Step 1 of every order form: the client, from the partner's confirmed clients with an INN. */
import Autocomplete from '@mui/material/Autocomplete';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import type { Customer } from '@portal/domain';
import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { clientLabel } from '../client-label';

export type ClientPickerProps = {
  clients: Customer[];
  value: Customer | null;
  /** The desk 'Партнерам' fixes the client once chosen. */
  fixed?: boolean;
  onChange: (customer: Customer | null) => void;
};

export function ClientPicker({ clients, value, fixed = false, onChange }: ClientPickerProps) {
  const { pathname } = useLocation();
  const registerHref = `${paths['client.subscriptions.reg'].href()}?fromRegCfgBackUrl=${encodeURIComponent(`${window.location.origin}/#${pathname}`)}`;
  return (
    <Autocomplete
      options={clients}
      value={value}
      disabled={fixed && Boolean(value)}
      onChange={(_event, next) => onChange(next)}
      getOptionLabel={clientLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={
        <span>
          Не найдено пользователя. <Link href={registerHref}>Зарегистрировать клиента</Link>
        </span>
      }
      renderInput={(params) => <TextField {...params} label="Клиент" />}
      sx={{ maxWidth: 520, mb: 3 }}
    />
  );
}
