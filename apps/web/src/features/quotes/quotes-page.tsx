/**
 * «Предложения клиентам» (calc.quotes, decision 021): the quotes the partner saved for its clients, filtered by client
 * (`?customerId=`), each with its PDF, «Оформить заказ», «Пересчитать» and deletion.
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { QUOTE_TEXTS } from '@portal/domain';
import { lazy, Suspense } from 'react';
import { useSearchParams } from '../../lib/router';
import { SavedQuotesTable } from './components/saved-quotes-table';

// The autocomplete and its field (about 25 KB gzip) load beside the list; an empty box of the field's size holds its place.
const ClientFilter = lazy(() => import('./components/client-filter').then((m) => ({ default: m.ClientFilter })));

export function QuotesPage() {
  const [params, setParams] = useSearchParams();
  const customerId = params.get('customerId') ?? undefined;
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {QUOTE_TEXTS.pageTitle}
      </Typography>
      <Suspense fallback={<Box sx={{ maxWidth: 420, height: 40, mb: 2 }} />}>
        <ClientFilter customerId={customerId} onChange={(id) => setParams(id ? { customerId: id } : {}, { replace: true })} />
      </Suspense>
      <SavedQuotesTable key={customerId ?? 'all'} customerId={customerId} />
    </Paper>
  );
}
