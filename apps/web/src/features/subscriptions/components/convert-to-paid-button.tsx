/**
 * 'Перейти на платную версию' (decision 013): turns a running demo into a paid subscription of a production kit of
 * the same service, for the same client, keeping the client's database. The confirmation dialog loads on first use;
 * success shows the toast 'Подписка переведена на платную версию' and refreshes the lists (the demo then shows its
 * conversion until the paid one is deployed and the demo closes); a failure opens the error dialog.
 *
 * Props:
 * - `subscriptionId`: the running demo (DEMONSTRATION, DEPLOYED, not converted yet);
 * - `serviceKitId`: the production kit to turn it into — the `conversionKitId` the lists and the detail page give;
 * - `onConverted` (optional): called with the answer `{ orderId, subscriptionId (the paid one), convertedFrom, … }`,
 *   e.g. to open the paid subscription.
 * Render it only where `conversionKitId` is not null. A person without the «orders» right is not offered it.
 */
import Button from '@mui/material/Button';
import { TRIAL_MESSAGES, type ConversionResponse } from '@portal/domain';
import { lazy, Suspense, useState } from 'react';
import { useCan } from '../../../lib/rights';

const ConvertToPaidDialog = lazy(() => import('./convert-to-paid-dialog').then((m) => ({ default: m.ConvertToPaidDialog })));

export type ConvertToPaidButtonProps = {
  subscriptionId: string;
  serviceKitId: string;
  onConverted?: (conversion: ConversionResponse) => void;
};

export function ConvertToPaidButton({ subscriptionId, serviceKitId, onConverted }: ConvertToPaidButtonProps) {
  const [open, setOpen] = useState(false);
  const mayOrder = useCan('orders');
  if (!mayOrder) return null;
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)} sx={{ whiteSpace: 'nowrap' }}>
        {TRIAL_MESSAGES.convert}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ConvertToPaidDialog
            subscriptionId={subscriptionId}
            serviceKitId={serviceKitId}
            onClose={() => setOpen(false)}
            {...(onConverted && { onConverted })}
          />
        </Suspense>
      )}
    </>
  );
}
