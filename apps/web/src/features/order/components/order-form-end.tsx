/**
 * The end of an order form: the database name (required, trimmed, forbidden symbols filtered), the strong-password
 * promise, and 'Заказать' with the dialogs of the order flow it starts.
 */
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { TextField } from '../../../components/text-field/text-field';
import { INFOBASE_FORBIDDEN, INFOBASE_NAME_MAX, ORDER_MESSAGES } from '@portal/domain';
import type { OrderFlow } from '../hooks/use-order-flow';
import { lazy, Suspense } from 'react';

export function InfoBaseNameField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label="Название информационной базы"
      required
      value={value}
      onChange={(event) => onChange(event.target.value.replace(INFOBASE_FORBIDDEN, '').slice(0, INFOBASE_NAME_MAX))}
      helperText={value.trim() ? 'Недопустимые символы удаляются' : ORDER_MESSAGES.infoBaseRequired}
      sx={{ mt: 3, maxWidth: 520, display: 'flex' }}
    />
  );
}

export function StrongPasswordsCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <FormControlLabel
      sx={{ mt: 2, display: 'flex' }}
      control={<Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} />}
      label="Обязуюсь установить надежные пароли для пользователей информационной базы"
    />
  );
}

// The dialogs (MUI's Dialog and its modal) are asked for as soon as a form's code runs, after the page rather than with it:
// they are shown only after «Заказать».
const dialogsLoading = import('./order-dialogs');
const OrderDialogs = lazy(() => dialogsLoading.then((m) => ({ default: m.OrderDialogs })));

export type OrderButtonProps = {
  /** The form is complete and the service may be ordered. */
  ready: boolean;
  flow: OrderFlow;
  /** The order has no seats: warn about that before the confirmation. */
  withoutSeats?: boolean;
};

export function OrderButton({ ready, flow, withoutSeats = false }: OrderButtonProps) {
  return (
    <>
      <Button variant="contained" size="large" sx={{ mt: 2 }} disabled={!ready || flow.pending} onClick={() => flow.start(withoutSeats)}>
        Заказать
      </Button>
      <Suspense fallback={null}>
        <OrderDialogs {...flow.dialogs} />
      </Suspense>
    </>
  );
}
