/**
 * The token page (route `token`, /office/token): the API token, and on its second tab the webhooks (decision 019:
 * partners look for both where programs connect to the portal). The tab is in the address (?tab=webhooks).
 */
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { WEBHOOK_TEXTS } from '@portal/domain';
import { lazy, Suspense } from 'react';
import { useSearchParams } from '../../lib/router';
import { paths } from '../../config/paths';
import { TokenSection } from './components/token-section';

const WebhooksSection = lazy(() => import('./components/webhooks-section').then((m) => ({ default: m.WebhooksSection })));

export function ApiTokenPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'webhooks' ? 'webhooks' : 'token';
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {paths.token.title}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_event, value: string) => setParams(value === 'webhooks' ? { tab: 'webhooks' } : {}, { replace: true })}
        sx={{ mb: 3 }}
      >
        <Tab value="token" label={WEBHOOK_TEXTS.tabToken} />
        <Tab value="webhooks" label={WEBHOOK_TEXTS.tabWebhooks} />
      </Tabs>
      {tab === 'token' ? (
        <TokenSection />
      ) : (
        <Suspense fallback={null}>
          <WebhooksSection />
        </Suspense>
      )}
    </Paper>
  );
}
