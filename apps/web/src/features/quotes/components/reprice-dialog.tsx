/**
 * «Пересчитать»: a new quote from a saved one — the same configuration and client, priced again (another markup or
 * other line prices) and saved as a new quote; the saved one stays as it was.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { QUOTE_TEXTS } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { errorText } from '../../../components/error-dialog/error-dialog-provider';
import { quoteQuery } from '../api/quotes';
import { QuotePanel } from './quote-panel';

export type RepriceDialogProps = { quoteId: string; onClose: () => void };

export function RepriceDialog({ quoteId, onClose }: RepriceDialogProps) {
  const titleId = useId();
  const quote = useQuery(quoteQuery(quoteId));
  const data = quote.data;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{QUOTE_TEXTS.repriceTitle}</DialogTitle>
      <DialogContent>
        {quote.error ? <Typography color="error">{errorText(quote.error)}</Typography> : null}
        {data && (
          <>
            <Typography>
              {QUOTE_TEXTS.client}: {data.customerName}
            </Typography>
            <Typography color="textSecondary">{data.title}</Typography>
            <QuotePanel
              lines={data.lines.map(({ name, count, partnerCost, recommendedPrice }) => ({ name, count, partnerCost, recommendedPrice }))}
              title={data.title}
              orderHref={() => data.orderHref}
              customer={{ id: data.customerId, name: data.customerName }}
              initialPricing={data.pricing}
              onSaved={onClose}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{QUOTE_TEXTS.cancel}</Button>
      </DialogActions>
    </Dialog>
  );
}
