/**
 * Where an invoice's act stands, for the operator (issue 31): the status, then the reason, who decided and when, or
 * the days — the domain's words, as the export writes them. Also the act filter's choices.
 */
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ACT_STATUS_TEXTS, ACT_STATUSES, ACT_TEXTS, type ActStatus, actStateDetails, type Invoice } from '@portal/domain';

const TONES: Record<ActStatus, 'success' | 'error' | 'info' | 'default'> = {
  SIGNED: 'success',
  REFUSED: 'error',
  DEEMED_ACCEPTED: 'default',
  AWAITING: 'info',
};

/** The filter's value for every status. */
export const ALL_ACTS = 'ALL';
export type ActFilter = ActStatus | typeof ALL_ACTS;
export const ACT_FILTER_OPTIONS: ReadonlyArray<{ value: ActFilter; label: string }> = [
  { value: ALL_ACTS, label: ACT_TEXTS.allStatuses },
  ...ACT_STATUSES.map((status) => ({ value: status, label: ACT_STATUS_TEXTS[status] })),
];

/** An act status from an address's query, or every status. */
export const actFilterOf = (value: string | null): ActFilter => ACT_STATUSES.find((status) => status === value) ?? ALL_ACTS;

export type ActStateCellProps = { act: Invoice['act'] };

export function ActStateCell({ act }: ActStateCellProps) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start', minWidth: 160, maxWidth: 280 }}>
      <Chip size="small" label={ACT_STATUS_TEXTS[act.status]} color={TONES[act.status]} />
      {actStateDetails(act).map((line) => (
        <Typography key={line} variant="caption" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          {line}
        </Typography>
      ))}
    </Stack>
  );
}
