/** The reason popup of a row: the lock and unlock reasons with their dates. */
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { DISTRIBUTOR_TEXTS, formatDateTime, type DistributorPartner } from '@portal/domain';
import { useId, useState } from 'react';

export type ReasonsButtonProps = { partner: DistributorPartner };

export function ReasonsButton({ partner }: ReasonsButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  if (!partner.lockReason && !partner.unlockReason) return <>—</>;
  return (
    <>
      <IconButton
        size="small"
        aria-label={`${DISTRIBUTOR_TEXTS.reasons}: ${partner.name}`}
        aria-describedby={anchor ? id : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <InfoOutlined fontSize="small" />
      </IconButton>
      <Popover
        id={id}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <div style={{ padding: 16, maxWidth: 360 }}>
          {partner.lockReason && (
            <Typography variant="body2" gutterBottom>
              <strong>{DISTRIBUTOR_TEXTS.lockReason}</strong>
              {partner.lockDate && ` (${formatDateTime(partner.lockDate)})`}: {partner.lockReason}
            </Typography>
          )}
          {partner.unlockReason && (
            <Typography variant="body2">
              <strong>{DISTRIBUTOR_TEXTS.unlockReason}</strong>
              {partner.unlockDate && ` (${formatDateTime(partner.unlockDate)})`}: {partner.unlockReason}
            </Typography>
          )}
        </div>
      </Popover>
    </>
  );
}
