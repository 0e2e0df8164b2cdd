/** The blocked partner's notice on every office page: when its distributor blocked it, why, and what it cannot do. */
import Box from '@mui/material/Box';
import { formatDateTime, PARTNER_BLOCK_TEXTS, type Participation } from '@portal/domain';

export type BlockBannerProps = { block: NonNullable<Participation['block']> };

export function BlockBanner({ block }: BlockBannerProps) {
  return (
    <Box
      role="alert"
      sx={{ mb: 2, p: 2, borderRadius: 1, bgcolor: 'error.light', color: 'error.contrastText', fontWeight: 500 }}
      data-testid="block-banner"
    >
      {PARTNER_BLOCK_TEXTS.banner(formatDateTime(block.since), block.reason)}
    </Box>
  );
}
