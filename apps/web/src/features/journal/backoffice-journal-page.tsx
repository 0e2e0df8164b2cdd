/**
 * A partner's «Журнал действий» in the back office (/backoffice/partners/{partnerId}/journal; issue 32): the vendor's
 * operator reads and exports any partner's journal with the partner's own table and filters (by action and period).
 * «Заявки партнеров» links it with the partner's name in the address (?name=), shown in the heading.
 */
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { JOURNAL_PAGE_TEXTS } from '@portal/domain';
import { useMemo } from 'react';
import { paths } from '../../config/paths';
import { useParams, useSearchParams } from '../../lib/router';
import { JournalView } from './components/journal-view';

export function BackofficeJournalPage() {
  const { partnerId = '' } = useParams();
  const [params] = useSearchParams();
  const name = params.get('name');
  const source = useMemo(() => ({ kind: 'partner', partnerId }) as const, [partnerId]);
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Link href={paths['backoffice.applications'].href()} variant="body2">
        ← {JOURNAL_PAGE_TEXTS.backToPartners}
      </Link>
      <Typography variant="h5" component="h1" sx={{ mt: 1 }} gutterBottom>
        {name ? JOURNAL_PAGE_TEXTS.partnerTitle(name) : JOURNAL_PAGE_TEXTS.partnerTitleUnnamed}
      </Typography>
      <JournalView key={partnerId} source={source} />
    </Paper>
  );
}
