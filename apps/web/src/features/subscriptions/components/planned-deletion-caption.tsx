/** The date of a planned deletion under a working subscription's status; nothing when none is planned. */
import Typography from '@mui/material/Typography';
import { DELETION_MESSAGES, formatDateTime, type Subscription } from '@portal/domain';

export type PlannedDeletionCaptionProps = { subscription: Pick<Subscription, 'expirationDate'> };

export function PlannedDeletionCaption({ subscription }: PlannedDeletionCaptionProps) {
  if (!subscription.expirationDate) return null;
  return (
    <Typography variant="caption" color="textSecondary">
      {DELETION_MESSAGES.planned(formatDateTime(subscription.expirationDate))}
    </Typography>
  );
}
