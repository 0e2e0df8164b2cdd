/**
 * The client quote under a calculator's result (decision 021): the partner sets its client price — one markup over
 * its cost, or a price per line — sees the totals and the margin at once, is warned below zero margin, downloads the
 * quote as a PDF for the client and saves it for one of its clients to order from later.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  formatMarginPercent,
  formatRubles,
  marginPercentOf,
  QUOTE_TEXTS,
  type Quote,
  type QuoteLineInput,
  type QuotePricing,
} from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { errorText } from '../../../components/error-dialog/error-dialog-provider';
import { TextField } from '../../../components/text-field/text-field';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { downloadDraftPdf } from '../api/quotes';
import { initialQuoteForm, readQuoteForm, switchQuoteMode, type QuoteMode } from '../quote-form';

const SaveQuoteDialog = lazy(() => import('./save-quote-dialog').then((m) => ({ default: m.SaveQuoteDialog })));

export type QuotePanelProps = {
  /** The calculator's lines: money in kopecks per month for the whole line. */
  lines: QuoteLineInput[];
  /** The configuration's title, printed on the quote. */
  title: string;
  /** The prefilled order form's address for a client. */
  orderHref: (customerId: string | null) => string;
  /** A quote recalculated from a saved one: its client is kept and the panel starts from its pricing. */
  customer?: { id: string; name: string } | undefined;
  initialPricing?: QuotePricing | undefined;
  onSaved?: ((quote: Quote) => void) | undefined;
};

/** Lines that are the same configuration keep the partner's per-line prices; a changed configuration starts over. */
const signatureOf = (lines: readonly QuoteLineInput[]) => JSON.stringify(lines.map((l) => [l.name, l.count, l.partnerCost]));

export function QuotePanel({ lines, title, orderHref, customer, initialPricing, onSaved }: QuotePanelProps) {
  const headingId = useId();
  const toast = useToast();
  const signature = signatureOf(lines);
  const [form, setForm] = useState(() => ({ signature, state: initialQuoteForm(lines, initialPricing) }));
  const [saving, setSaving] = useState(false);
  // The calculator changed the configuration: per-line prices of other lines mean nothing now.
  if (form.signature !== signature) {
    setForm({ signature, state: { ...initialQuoteForm(lines), markupText: form.state.markupText } });
  }
  const { state } = form;
  const update = (next: Partial<typeof state>) => setForm({ signature, state: { ...state, ...next } });
  const reading = readQuoteForm(lines, state);
  const { priced } = reading;

  const draft = () =>
    reading.pricing && {
      title,
      lines,
      pricing: reading.pricing,
      orderHref: orderHref(customer?.id ?? null),
      customerId: customer?.id ?? null,
      acknowledgedBelowCost: state.acknowledged,
    };
  const download = useMutation({
    mutationFn: async () => {
      const body = draft();
      if (body) await downloadDraftPdf(body);
    },
    onError: (error) => toast.show(errorText(error), { severity: 'error' }),
  });

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {QUOTE_TEXTS.panelTitle}
        </Typography>
        {!customer && <Link href={paths['calc.quotes'].href()}>{QUOTE_TEXTS.pageTitle}</Link>}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' }, mb: 2 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={state.mode}
          onChange={(_event, mode: QuoteMode | null) => mode && setForm({ signature, state: switchQuoteMode(lines, state, mode) })}
          aria-label={QUOTE_TEXTS.panelTitle}
        >
          <ToggleButton value="markup">{QUOTE_TEXTS.modeMarkup}</ToggleButton>
          <ToggleButton value="perLine">{QUOTE_TEXTS.modePerLine}</ToggleButton>
        </ToggleButtonGroup>
        {state.mode === 'markup' && (
          <TextField
            size="small"
            label={QUOTE_TEXTS.markupLabel}
            value={state.markupText}
            onChange={(event) => update({ markupText: event.target.value })}
            error={reading.markupError !== null}
            helperText={reading.markupError ?? QUOTE_TEXTS.markupHint}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            sx={{ maxWidth: 320 }}
            fullWidth
          />
        )}
      </Stack>

      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={QUOTE_TEXTS.panelTitle}>
          <TableHead>
            <TableRow>
              <TableCell>{QUOTE_TEXTS.lineName}</TableCell>
              <TableCell align="right">{QUOTE_TEXTS.count}</TableCell>
              <TableCell align="right">{QUOTE_TEXTS.partnerCost}</TableCell>
              <TableCell align="right">{QUOTE_TEXTS.clientPrice}</TableCell>
              <TableCell align="right">{QUOTE_TEXTS.margin}</TableCell>
              <TableCell align="right">{QUOTE_TEXTS.marginPercent}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line, index) => {
              const pricedLine = priced?.lines[index];
              const below = pricedLine !== undefined && pricedLine.margin < 0;
              return (
                <TableRow key={`${index}-${line.name}`}>
                  <TableCell>{line.name}</TableCell>
                  <TableCell align="right">{line.count}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatRubles(line.partnerCost)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {state.mode === 'perLine' ? (
                      <TextField
                        size="small"
                        value={state.priceTexts[index] ?? ''}
                        onChange={(event) => {
                          const priceTexts = [...state.priceTexts];
                          priceTexts[index] = event.target.value;
                          update({ priceTexts });
                        }}
                        error={reading.priceErrors[index] !== null}
                        helperText={reading.priceErrors[index] ?? undefined}
                        slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `${QUOTE_TEXTS.clientPrice}: ${line.name}` } }}
                        sx={{ width: 150 }}
                      />
                    ) : pricedLine ? (
                      formatRubles(pricedLine.clientPrice)
                    ) : (
                      '—'
                    )}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', color: below ? 'error.main' : undefined }}>
                    {pricedLine ? formatRubles(pricedLine.margin) : '—'}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', color: below ? 'error.main' : undefined }}>
                    {pricedLine ? formatMarginPercent(marginPercentOf(pricedLine.margin, pricedLine.clientPrice)) : '—'}
                  </TableCell>
                </TableRow>
              );
            })}
            <TableRow sx={{ '& td': { fontWeight: 700 } }}>
              <TableCell colSpan={2}>{QUOTE_TEXTS.total}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="quote-total-cost">
                {priced ? formatRubles(priced.totals.partnerCost) : '—'}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="quote-total-price">
                {priced ? formatRubles(priced.totals.clientPrice) : '—'}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="quote-total-margin">
                {priced ? formatRubles(priced.totals.margin) : '—'}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="quote-total-margin-percent">
                {priced ? formatMarginPercent(priced.totals.marginPercent) : '—'}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Box>

      {priced?.belowCost && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {QUOTE_TEXTS.belowCostWarning}
          <FormControlLabel
            sx={{ display: 'flex', mt: 1 }}
            control={<Checkbox checked={state.acknowledged} onChange={(event) => update({ acknowledged: event.target.checked })} />}
            label={QUOTE_TEXTS.acknowledgeBelowCost}
          />
        </Alert>
      )}

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
        <Button variant="outlined" onClick={() => download.mutate()} disabled={!reading.ready || download.isPending}>
          {QUOTE_TEXTS.download}
        </Button>
        <Button variant="contained" onClick={() => setSaving(true)} disabled={!reading.ready}>
          {QUOTE_TEXTS.save}
        </Button>
      </Stack>

      {saving && reading.pricing && (
        <Suspense fallback={null}>
          <SaveQuoteDialog
            draft={{ title, lines, pricing: reading.pricing, acknowledgedBelowCost: state.acknowledged }}
            orderHref={orderHref}
            customer={customer}
            onSaved={onSaved}
            onClose={() => setSaving(false)}
          />
        </Suspense>
      )}
    </Paper>
  );
}
