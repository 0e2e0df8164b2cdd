/**
 * The end of a calculator: the month's partner cost, recommended client price and margin, the VAT note, and the
 * button that opens the prefilled 'Форма заказа'.
 */
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CALCULATOR_TEXTS } from '@portal/domain';
import type { CalculatorResult } from '../engine/result';
import { percent, rubles } from './money';

export type ResultPanelProps = { result: CalculatorResult; note?: string };

export function ResultPanel({ result, note }: ResultPanelProps) {
  const { totals } = result;
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
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {note}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {CALCULATOR_TEXTS.vatNote}
      </Typography>
      {/*
        QUOTE PANEL SLOT (issue 14, client quote): the lead wires the quote feature in here after merging, e.g.
        <QuotePanel lines={result.lines} orderHref={result.orderHref} />
        It receives the result's CalculatorLine[] (kopecks per month per line) and the prefilled order form's address.
      */}
      <Button variant="contained" href={result.orderHref(null)} disabled={result.lines.length === 0}>
        {result.orderLabel}
      </Button>
    </Paper>
  );
}
