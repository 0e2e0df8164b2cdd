/** The client card's saved quotes (decision 021): this client's, with a link to all quotes. */
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QUOTE_TEXTS } from '@portal/domain';
import { paths } from '../../config/paths';
import { useCan } from '../../lib/rights';
import { SavedQuotesTable } from './components/saved-quotes-table';

export type CustomerQuotesProps = { customerId: string };

export function CustomerQuotes({ customerId }: CustomerQuotesProps) {
  // «Предложения клиентам» is a page of the calculators, which are the «orders» right's.
  const mayOpenQuotes = useCan('orders');
  return (
    <section aria-label={QUOTE_TEXTS.clientQuotes}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', mt: 3, mb: 1 }}>
        <Typography variant="h6" component="h2">
          {QUOTE_TEXTS.clientQuotes}
        </Typography>
        {mayOpenQuotes && <Link href={paths['calc.quotes'].href({}, { customerId })}>{QUOTE_TEXTS.pageTitle}</Link>}
      </Stack>
      <SavedQuotesTable customerId={customerId} hideClient />
    </section>
  );
}
