/** A subscription's monthly price for the partner; a demonstration shows '-' and 'Бесплатно' (document 1 §4). */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatMoney, type Subscription } from '@portal/domain';

export type PriceCellProps = { subscription: Subscription };

export function PriceCell({ subscription }: PriceCellProps) {
  if (subscription.usageMode === 'DEMONSTRATION') {
    return (
      <>
        -
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          Бесплатно
        </Typography>
      </>
    );
  }
  return <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{`${formatMoney(subscription.price)} ₽`}</Box>;
}
