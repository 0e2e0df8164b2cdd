/** A monthly price for the partner; a demo or a running trial shows '-' and 'Бесплатно' (document 1 §4). */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatRubles, TRIAL_MESSAGES, type Subscription } from '@portal/domain';

export type PriceCellProps = { subscription: Pick<Subscription, 'price' | 'onTrial'> };

export function PriceCell({ subscription }: PriceCellProps) {
  if (subscription.onTrial) {
    return (
      <>
        {TRIAL_MESSAGES.noPrice}
        <Typography variant="caption" color="textSecondary" sx={{ display: 'block' }}>
          {TRIAL_MESSAGES.free}
        </Typography>
      </>
    );
  }
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {formatRubles(subscription.price, 0)}
    </Box>
  );
}
