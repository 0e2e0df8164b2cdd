/**
 * cloud.calc (document 2 §2 "Калькулятор стоимости виртуальной машины"): the machine, the licence order and the
 * summary, priced in the browser by the domain's functions from the price list loaded once; the configuration lives
 * in the address. Without the infrastructure authority the page says so and leads to the enrolment.
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CLOUD_TEXTS, dayLabel, licenceOrderPlans, priceTableOf, type CloudCalculator, type LicenceOrderScope } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { calculatorQuery } from './api/calculator';
import { CloudTabs } from './components/cloud-tabs';
import { LicenceSection } from './components/licence-section';
import { LoadFailure } from './components/load-failure';
import { configurationFacts, SummaryBlock } from './components/summary-block';
import { VmSection } from './components/vm-section';
import { useLicenceOrder } from './hooks/use-licence-order';
import { useVmConfig } from './hooks/use-vm-config';

/** The dialogs show only after an action: they load when first opened. */
const VmRequestDialog = lazy(() => import('./components/vm-request-dialog').then((m) => ({ default: m.VmRequestDialog })));
const LicenceOrderDialog = lazy(() => import('./components/licence-order-dialog').then((m) => ({ default: m.LicenceOrderDialog })));

export function CloudCalculatorPage() {
  const calculator = useQuery(calculatorQuery);
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {CLOUD_TEXTS.calcTitle}
      </Typography>
      <CloudTabs current="cloud.calc" />
      {calculator.data ? (
        <Calculator data={calculator.data} />
      ) : calculator.isError ? (
        <LoadFailure error={calculator.error} text={CLOUD_TEXTS.loadFailed} onRetry={() => void calculator.refetch()} />
      ) : (
        <Typography>Загрузка…</Typography>
      )}
    </Paper>
  );
}

function Calculator({ data }: { data: CloudCalculator }) {
  const table = useMemo(() => priceTableOf(data.prices), [data.prices]);
  const [config, update] = useVmConfig(data.licences);
  const [requesting, setRequesting] = useState(false);
  const order = useLicenceOrder(data.customerId);
  // Prices of the current month: daily items count its days.
  const [at] = useState(() => new Date());

  const handleOrder = (scope: LicenceOrderScope) => order.open(scope, licenceOrderPlans(config, data.licences, scope));
  const summary = () =>
    configurationFacts(config, table, data.licences)
      .map(([term, value]) => `${term}: ${value}`)
      .join('; ');

  return (
    <>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {CLOUD_TEXTS.priceListDate(dayLabel(data.date))}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 360px' }, gap: 3, alignItems: 'start' }}>
        <Box>
          <VmSection
            config={config}
            update={update}
            table={table}
            consoleUrl={data.consoleUrl}
            at={at}
            onOrder={() => setRequesting(true)}
          />
          <LicenceSection config={config} update={update} licences={data.licences} at={at} onOrder={handleOrder} />
        </Box>
        <Box sx={{ position: { lg: 'sticky' }, top: { lg: 80 } }}>
          <SummaryBlock config={config} table={table} licences={data.licences} at={at} />
        </Box>
      </Box>
      <Suspense fallback={null}>
        {requesting && <VmRequestDialog config={config} summary={summary()} onClose={() => setRequesting(false)} />}
        {order.state && <LicenceOrderDialog state={order.state} at={at} onConfirm={order.confirm} onClose={order.close} />}
      </Suspense>
    </>
  );
}
