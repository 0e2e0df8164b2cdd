/** Shown under an order's prices when a paid kit would cost the partner nothing: such an order cannot be confirmed. */
import Alert from '@mui/material/Alert';
import { ORDER_MESSAGES } from '@portal/domain';

export function ZeroCostWarning() {
  return (
    <Alert severity="warning" sx={{ mt: 1 }}>
      {ORDER_MESSAGES.zeroCost}
    </Alert>
  );
}
