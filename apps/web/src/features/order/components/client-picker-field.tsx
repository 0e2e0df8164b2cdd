/**
 * Step 1 of every order form: the client, from the partner's confirmed clients with an INN. On a desk whose client is
 * fixed ('Партнерам') it shows that client read-only from the start, with nothing to pick. Loaded after the form's own
 * code (client-picker.tsx): MUI's Autocomplete and Popper are about 18 KB gzip.
 */
import Autocomplete from '@mui/material/Autocomplete';
import Link from '@mui/material/Link';
import { TextField } from '../../../components/text-field/text-field';
import { useLocation } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { clientLabel } from '../client-label';
import { CLIENT_LABEL, FIXED_CLIENT_HINT } from './client-picker-texts';

import type { ClientPickerProps } from './client-picker';

export function ClientPickerField({ clients, value, fixed, loading, onChange }: ClientPickerProps) {
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
      renderInput={(params) => <TextField {...params} label={CLIENT_LABEL} helperText={fixed ? FIXED_CLIENT_HINT : undefined} />}
      sx={{ maxWidth: 520, mb: 3 }}
    />
  );
}
