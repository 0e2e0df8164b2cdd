/**
 * Step 1 of every order form: the client field (client-picker-field.tsx), loaded after the form's own code. Until it is
 * there, a disabled field with the same label, hint and size holds its place.
 */
import Box from '@mui/material/Box';
import type { Customer } from '@portal/domain';
import { lazy, Suspense } from 'react';
import { TextField } from '../../../components/text-field/text-field';
import { CLIENT_LABEL, FIXED_CLIENT_HINT } from './client-picker-texts';

export type ClientPickerProps = {
  clients: Customer[];
  value: Customer | null;
  /** The desk fixes the client: shown, never chosen. */
  fixed: boolean;
  loading: boolean;
  onChange: (customer: Customer | null) => void;
};

// Asked for as soon as a form's code runs, side by side with the form's data rather than after its first render.
const fieldLoading = import('./client-picker-field');
const ClientPickerField = lazy(() => fieldLoading.then((m) => ({ default: m.ClientPickerField })));

export function ClientPicker(props: ClientPickerProps) {
  return (
    <Suspense
      fallback={
        <Box sx={{ maxWidth: 520, mb: 3 }}>
          <TextField label={CLIENT_LABEL} helperText={props.fixed ? FIXED_CLIENT_HINT : undefined} disabled fullWidth />
        </Box>
      }
    >
      <ClientPickerField {...props} />
    </Suspense>
  );
}
