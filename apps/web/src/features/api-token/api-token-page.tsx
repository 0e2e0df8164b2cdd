/**
 * The token page (route `token`, /office/token): the API token, and on its second tab the webhooks (decision 019:
 * partners look for both where programs connect to the portal). The tab is in the address (?tab=webhooks).
 */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { WEBHOOK_TEXTS } from '@portal/domain';
import { lazy, Suspense } from 'react';
import { PanelTabs } from '../../components/layout/panel-tabs';
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
      <PanelTabs
        tabs={[
          { value: 'token', label: WEBHOOK_TEXTS.tabToken },
          { value: 'webhooks', label: WEBHOOK_TEXTS.tabWebhooks },
        ]}
        value={tab}
        onChange={(value) => setParams(value === 'webhooks' ? { tab: 'webhooks' } : {}, { replace: true })}
        sx={{ mb: 3 }}
      />
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
