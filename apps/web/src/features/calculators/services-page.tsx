/**
 * calc.services (document 3 "ITS services"): four tabs — the basic support kit (the engine's counts and order button,
 * the default), the Business tariff (links to the three Business calculators and its rate tables), the ITS contract
 * and the separate ITS service (their texts).
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CALCULATOR_TEXTS, SERVICES_TAB_LABELS, SERVICES_TABS, type ServicesTab } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useParams } from '../../lib/router';
import { deskQuery } from '../../lib/shared-queries';
import { paths } from '../../config/paths';
import { CalculatorFrame } from './components/calculator-frame';

// Each tab's content loads with the tab: the support kit's calculator, the Business tab's rate tables.
const CalculatorEngine = lazy(() => import('./engine/calculator-engine').then((m) => ({ default: m.CalculatorEngine })));

const RateTables = lazy(() => import('./components/rate-tables').then((m) => ({ default: m.RateTables })));

const isTab = (value: string | undefined): value is ServicesTab => (SERVICES_TABS as readonly string[]).includes(value ?? '');

const BIZ_CALCULATORS = [
  { label: 'Типовые конфигурации на тарифе «Бизнес»', href: paths['calc.typical'].href({ tariff: 'biz' }) },
  { label: 'Отраслевые конфигурации на тарифе «Бизнес»', href: paths['calc.industry'].href({}, { tariff: 'biz' }) },
  { label: 'Доработанные конфигурации на тарифе «Бизнес»', href: paths['calc.modified'].href({}, { group: 'biz' }) },
];

export function ServicesCalculatorPage() {
  const { tab: param } = useParams();
  const tab: ServicesTab = isTab(param) ? param : 'support';
  const bizDesk = useQuery({ ...deskQuery('biz'), enabled: tab === 'biz' });
  return (
    <CalculatorFrame title={paths['calc.services'].title}>
      {/* The four tabs as links (MUI's Tabs would weigh the page past its budget): the current one is marked. */}
      <Stack component="nav" aria-label="Сервисы ИТС" direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {SERVICES_TABS.map((t) => (
          <Button
            key={t}
            href={paths['calc.services'].href({ tab: t })}
            variant={t === tab ? 'contained' : 'outlined'}
            aria-current={t === tab ? 'page' : undefined}
          >
            {SERVICES_TAB_LABELS[t]}
          </Button>
        ))}
      </Stack>
      {tab === 'support' && (
        <Suspense fallback={null}>
          <CalculatorEngine kind="support" />
        </Suspense>
      )}
      {tab === 'biz' && (
        <>
          <Typography sx={{ mb: 2 }}>{CALCULATOR_TEXTS.bizText}</Typography>
          <Stack spacing={1} sx={{ alignItems: 'flex-start', mb: 2 }}>
            {BIZ_CALCULATORS.map((link) => (
              <Button key={link.href} variant="outlined" href={link.href}>
                {link.label}
              </Button>
            ))}
          </Stack>
          <Suspense fallback={null}>
            <RateTables
              title="Тарифы комплекта «Бизнес»"
              paragraphTop="Комплект оплачивается за полный месяц независимо от числа дней подключения."
              serviceNames={(bizDesk.data?.services ?? []).map((s) => s.name)}
            />
          </Suspense>
        </>
      )}
      {tab === 'its' && <Typography>{CALCULATOR_TEXTS.itsText}</Typography>}
      {tab === 'itsapart' && <Typography>{CALCULATOR_TEXTS.itsApartText}</Typography>}
    </CalculatorFrame>
  );
}
