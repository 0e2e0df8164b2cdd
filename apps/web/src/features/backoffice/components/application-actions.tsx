/**
 * A queue row's decision buttons: the decisions its status allows, plus the simulator switch for active partners and,
 * for a partner that has taken part, its invoices and acts and its «Журнал действий».
 */
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import { ACT_TEXTS, JOURNAL_PAGE_TEXTS, type ApplicationItem, type ParticipationDecision } from '@portal/domain';
import { paths } from '../../../config/paths';
import { availableDecisions, DECISION_LABELS } from '../utils/application-decisions';

export type ApplicationActionsProps = {
  item: ApplicationItem;
  busy: boolean;
  onDecide: (item: ApplicationItem, decision: ParticipationDecision) => void;
  onArmFailure: (item: ApplicationItem) => void;
  onCertificate: (item: ApplicationItem) => void;
  onInvoices: (item: ApplicationItem) => void;
};

const BUTTON_PROPS: Record<ParticipationDecision, { variant: 'contained' | 'text' | 'outlined'; color: 'primary' | 'error' | 'inherit' }> =
  {
    approve: { variant: 'contained', color: 'primary' },
    refuse: { variant: 'outlined', color: 'error' },
    suspend: { variant: 'outlined', color: 'inherit' },
    wait: { variant: 'outlined', color: 'inherit' },
  };

/** Each decision keeps its place in the 2×2 grid, so the operator finds it at the same spot on every row. */
const GRID_AREA: Record<ParticipationDecision, { gridColumn: number; gridRow: number }> = {
  approve: { gridColumn: 1, gridRow: 1 },
  refuse: { gridColumn: 2, gridRow: 1 },
  suspend: { gridColumn: 1, gridRow: 2 },
  wait: { gridColumn: 2, gridRow: 2 },
};

export function ApplicationActions({ item, busy, onDecide, onArmFailure, onCertificate, onInvoices }: ApplicationActionsProps) {
  const invoicesRow = item.status === 'on' ? 5 : 3;
  return (
    <Box
      role="group"
      aria-label={`Решение по заявке «${item.partnerName}»`}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 0.75, minWidth: 250 }}
    >
      {availableDecisions(item.status).map((decision) => (
        <Button
          key={decision}
          size="small"
          {...BUTTON_PROPS[decision]}
          disabled={busy}
          onClick={() => onDecide(item, decision)}
          sx={{ whiteSpace: 'nowrap', ...GRID_AREA[decision] }}
        >
          {DECISION_LABELS[decision]}
        </Button>
      ))}
      {item.status === 'on' && (
        <Button size="small" color="secondary" onClick={() => onArmFailure(item)} sx={{ gridColumn: '1 / -1', gridRow: 3 }}>
          Сбой развертывания или изменения
        </Button>
      )}
      {item.status === 'on' && (
        <Button size="small" onClick={() => onCertificate(item)} sx={{ gridColumn: '1 / -1', gridRow: 4 }}>
          Сертификат
        </Button>
      )}
      {(item.status === 'on' || item.status === 'off') && (
        <Button size="small" onClick={() => onInvoices(item)} sx={{ gridColumn: '1 / -1', gridRow: invoicesRow }}>
          {ACT_TEXTS.partnerInvoices}
        </Button>
      )}
      {(item.status === 'on' || item.status === 'off') && (
        <Button
          size="small"
          href={paths['backoffice.partner-journal'].href({ partnerId: item.partnerId }, { name: item.partnerName })}
          aria-label={`${JOURNAL_PAGE_TEXTS.title}: ${item.partnerName}`}
          sx={{ gridColumn: '1 / -1', gridRow: invoicesRow + 1 }}
        >
          {JOURNAL_PAGE_TEXTS.title}
        </Button>
      )}
    </Box>
  );
}
