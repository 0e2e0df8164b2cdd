/**
 * The subscription's options (document 1 §2 Subscription detail): each option's count (and the count a change in
 * progress asks for), its tariff, its month price, its own deploy status, and 'Изменить' opening the edit-option dialog.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  DEPLOY_STATUS_LABELS,
  formatTariff,
  SETTLING_STATUSES,
  TRIAL_MESSAGES,
  type SubscriptionDetail,
  type SubscriptionOption,
} from '@portal/domain';
import { useCan } from '../../../lib/rights';
import { OptionPrice } from './option-price';

export type OptionsTableProps = { detail: SubscriptionDetail; onEdit: (option: SubscriptionOption) => void };

export function OptionsTable({ detail, onEdit }: OptionsTableProps) {
  const free = detail.usageMode === 'DEMONSTRATION' || detail.trialActive;
  // Changing an option is an order: without the «orders» right the table only reads.
  const mayChange = useCan('orders');
  return (
    // A plain scrolling box: MUI's TableContainer would be a chunk of its own shared with the lists' table.
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Опции подписки">
        <TableHead>
          <TableRow>
            <TableCell>Опция</TableCell>
            <TableCell>Количество</TableCell>
            <TableCell>Тариф</TableCell>
            <TableCell>Стоимость в месяц</TableCell>
            <TableCell>Статус</TableCell>
            {mayChange && (
              <TableCell>
                <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                  Действия
                </Box>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {detail.serviceOptions.map((option) => (
            <TableRow key={option.serviceOptionId}>
              <TableCell>{option.serviceOptionName}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {option.usageCount}
                {option.pendingCount !== null && option.pendingCount !== option.usageCount && (
                  <Box component="span" sx={{ ml: 1, color: 'text.secondary' }}>
                    <CircularProgress size={12} aria-hidden sx={{ mr: 0.5 }} />→ {option.pendingCount}
                  </Box>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {free ? TRIAL_MESSAGES.noPrice : option.tariff ? formatTariff(option.tariff) : '—'}
              </TableCell>
              <TableCell>
                <OptionPrice detail={detail} option={option} />
              </TableCell>
              <TableCell>
                <OptionStatus option={option} />
              </TableCell>
              {mayChange && (
                <TableCell align="right">
                  <Button size="small" onClick={() => onEdit(option)} aria-label={`Изменить: ${option.serviceOptionName}`}>
                    Изменить
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The option's own status in the spec's words; a spinner while it settles. */
function OptionStatus({ option }: { option: SubscriptionOption }) {
  const status = option.deployStatus;
  if (status === null) return <>—</>;
  const settling = SETTLING_STATUSES.includes(status);
  const failed = status === 'DEPLOY_FAILED' || status === 'DELETE_FAILED';
  return (
    <Typography variant="body2" component="span" color={failed ? 'error' : undefined} sx={{ whiteSpace: 'nowrap' }}>
      {settling && <CircularProgress size={12} aria-hidden sx={{ mr: 0.5 }} />}
      {DEPLOY_STATUS_LABELS[status]}
    </Typography>
  );
}
