/**
 * calc.services (document 3 "ITS services"): four tabs — the basic support kit (the engine's counts and order button,
 * the default), the Business tariff (links to the three Business calculators and its rate tables), the ITS contract
 * and the separate ITS service (their texts).
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { CALCULATOR_TEXTS, SERVICES_TAB_LABELS, SERVICES_TABS, type ServicesTab } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { deskQuery } from '../../lib/shared-queries';
import { paths } from '../../config/paths';
import { CalculatorFrame } from './components/calculator-frame';
import { RateTables } from './components/rate-tables';
import { CalculatorEngine } from './engine/calculator-engine';

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
      <Tabs value={tab} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 2 }} aria-label="Сервисы ИТС">
        {SERVICES_TABS.map((t) => (
          <Tab key={t} value={t} label={SERVICES_TAB_LABELS[t]} component="a" href={paths['calc.services'].href({ tab: t })} />
        ))}
      </Tabs>
      {tab === 'support' && <CalculatorEngine kind="support" />}
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
          <RateTables
            title="Тарифы комплекта «Бизнес»"
            paragraphTop="Комплект оплачивается за полный месяц независимо от числа дней подключения."
            serviceNames={(bizDesk.data?.services ?? []).map((s) => s.name)}
          />
        </>
      )}
      {tab === 'its' && <Typography>{CALCULATOR_TEXTS.itsText}</Typography>}
      {tab === 'itsapart' && <Typography>{CALCULATOR_TEXTS.itsApartText}</Typography>}
    </CalculatorFrame>
  );
}
