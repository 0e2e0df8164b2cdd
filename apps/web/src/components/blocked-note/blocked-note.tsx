/** Beside a button a distributor's block disables (decision 032): the reason it cannot be pressed. */
import Typography from '@mui/material/Typography';
import { PARTNER_BLOCK_TEXTS } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { participationQuery } from '../../lib/session';

/** Whether the signed-in partner is blocked by its distributor (the participation answer the shell already reads). */
export function usePartnerBlocked(): boolean {
  const participation = useQuery(participationQuery);
  return Boolean(participation.data?.block);
}

export function BlockedNote() {
  return (
    <Typography variant="body2" color="error" data-testid="blocked-note">
      {PARTNER_BLOCK_TEXTS.disabled}
    </Typography>
  );
}
