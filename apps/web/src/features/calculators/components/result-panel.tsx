/**
 * The end of a calculator: the month's partner cost, recommended client price and margin, the VAT note, and the
 * button that opens the prefilled 'Форма заказа'; then, where the app provides it, the client quote.
 */
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CALCULATOR_TEXTS } from '@portal/domain';
import { useContext } from 'react';
import type { CalculatorResult } from '../engine/result';
import { percent, rubles } from './money';
import { QuoteSlotContext } from './quote-slot';

export type ResultPanelProps = { result: CalculatorResult; note?: string };

export function ResultPanel({ result, note }: ResultPanelProps) {
  const { totals } = result;
  const quote = useContext(QuoteSlotContext);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} aria-label={`Итог: ${result.title}`} component="section">
      <Typography variant="subtitle1" component="h2" gutterBottom>
        {result.title}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 4 }} sx={{ mb: 1 }}>
        <Typography>
          {CALCULATOR_TEXTS.partnerCost}: <strong>{rubles(totals.partnerCost)}</strong>
        </Typography>
        <Typography>
          {CALCULATOR_TEXTS.recommendedPrice}: <strong>{rubles(totals.recommendedPrice)}</strong>
        </Typography>
        <Typography>
          {CALCULATOR_TEXTS.margin}:{' '}
          <strong>
            {rubles(totals.margin)} ({percent(totals.percent)})
          </strong>
        </Typography>
      </Stack>
      {note && (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
          {note}
        </Typography>
      )}
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {CALCULATOR_TEXTS.vatNote}
      </Typography>
      <Button variant="contained" href={result.orderHref(null)} disabled={result.lines.length === 0}>
        {result.orderLabel}
      </Button>
      {result.lines.length > 0 && quote?.({ lines: result.lines, title: result.title, orderHref: result.orderHref })}
    </Paper>
  );
}
