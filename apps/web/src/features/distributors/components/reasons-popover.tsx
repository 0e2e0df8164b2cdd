/** The popup of reasons-button.tsx once loaded: the lock and unlock reasons with their dates. */
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { DISTRIBUTOR_TEXTS, formatDateTime, type DistributorPartner } from '@portal/domain';

export type ReasonsPopoverProps = { id: string; partner: DistributorPartner; anchor: HTMLElement | null; onClose: () => void };

export function ReasonsPopover({ id, partner, anchor, onClose }: ReasonsPopoverProps) {
  return (
    <Popover id={id} open={anchor !== null} anchorEl={anchor} onClose={onClose} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
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
  );
}
