/** The debt over «Счета и акты»: unpaid, overdue with its working days, the penalty, and why orders are closed. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type DebtSummary as Debt, INVOICING_TEXTS } from '@portal/domain';

/** `debt` undefined: the list is loading; the block keeps its place (heading and line), so the list does not move down. */
export type DebtSummaryProps = { debt: Debt | undefined };

export function DebtSummary({ debt }: DebtSummaryProps) {
  const owes = debt !== undefined && (debt.unpaid > 0 || debt.penalty > 0);
  return (
    <Box component="section" aria-labelledby="invoices-debt" sx={{ mb: 2 }}>
      <Typography id="invoices-debt" variant="h6" component="h2">
        {INVOICING_TEXTS.debtTitle}
      </Typography>
      {debt === undefined ? (
        <Typography aria-hidden>&nbsp;</Typography>
      ) : owes ? (
        <Box data-testid="invoices-debt" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
          <Typography>{INVOICING_TEXTS.debtUnpaid(debt.unpaid)}</Typography>
          {debt.overdue > 0 && <Typography color="error">{INVOICING_TEXTS.debtOverdue(debt.overdue, debt.overdueWorkingDays)}</Typography>}
          {debt.penalty > 0 && <Typography>{INVOICING_TEXTS.debtPenalty(debt.penalty)}</Typography>}
        </Box>
      ) : (
        <Typography data-testid="invoices-debt">{INVOICING_TEXTS.noDebt}</Typography>
      )}
      {debt?.ordersClosedBy && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {INVOICING_TEXTS.ordersClosed(debt.ordersClosedBy.number, debt.ordersClosedBy.issuedOn, debt.ordersClosedBy.unpaid)}
        </Alert>
      )}
    </Box>
  );
}
