/**
 * Step 1 of every order form: the client, from the partner's confirmed clients with an INN. On a desk whose client
 * is fixed ('Партнерам') it shows that client read-only from the start, with nothing to pick.
 */
import Autocomplete from '@mui/material/Autocomplete';
import Link from '@mui/material/Link';
import { TextField } from '../../../components/text-field/text-field';
import type { Customer } from '@portal/domain';
import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { clientLabel } from '../client-label';

export type ClientPickerProps = {
  clients: Customer[];
  value: Customer | null;
  /** The desk fixes the client: shown, never chosen. */
  fixed: boolean;
  loading: boolean;
  onChange: (customer: Customer | null) => void;
};

export function ClientPicker({ clients, value, fixed, loading, onChange }: ClientPickerProps) {
  const { pathname } = useLocation();
  const registerHref = `${paths['client.subscriptions.reg'].href()}?fromRegCfgBackUrl=${encodeURIComponent(`${window.location.origin}/#${pathname}`)}`;
  return (
    <Autocomplete
      options={fixed ? [] : clients}
      value={value}
      disabled={fixed}
      loading={loading}
      loadingText="Загрузка…"
      onChange={(_event, next) => onChange(next)}
      getOptionLabel={clientLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={
        <span>
          Не найдено пользователя. <Link href={registerHref}>Зарегистрировать клиента</Link>
        </span>
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label="Клиент"
          helperText={fixed ? 'Заказ оформляется на вашу организацию, клиент не меняется' : undefined}
        />
      )}
      sx={{ maxWidth: 520, mb: 3 }}
    />
  );
}
