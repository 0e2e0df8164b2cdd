/** The navbar's billing sum and four counters, each a link to its list. */
import CurrencyRubleOutlined from '@mui/icons-material/CurrencyRubleOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { Tooltip } from '../../../components/tooltip/tooltip';
import { formatMoney } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { customerCountsQuery } from '../../../lib/shared-queries';
import { billingSumQuery, leadCountsQuery } from '../api/navbar-counters';

type Counter = { label: string; short: string; value: number | undefined; href: string };

export function NavbarCounters() {
  const billing = useQuery(billingSumQuery);
  const customers = useQuery(customerCountsQuery);
  const leads = useQuery(leadCountsQuery);

  const counters: Counter[] = [
    { label: 'Платящие клиенты', short: 'Платящие', value: customers.data?.paycustomers, href: paths['client.subscriptions.payed'].href() },
    { label: 'Демо-клиенты', short: 'Демо', value: customers.data?.trialcustomers, href: paths['client.subscriptions.trial'].href() },
    { label: 'Мои лиды', short: 'Мои лиды', value: leads.data?.dispatchedLength, href: paths['lead.tabs.my'].href() },
    { label: 'Общие лиды', short: 'Общие лиды', value: leads.data?.nonDispatchedLength, href: paths['lead.tabs.new'].href() },
  ];

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 }, flexWrap: 'nowrap', overflowX: 'auto', py: 0.5 }}>
      <Tooltip title="Сумма к оплате за текущий месяц">
        <Chip
          component="a"
          href={paths.details.href()}
          clickable
          icon={<CurrencyRubleOutlined />}
          label={billing.data ? `${formatMoney(billing.data.sum)} ₽` : '…'}
          aria-label={`Сумма за текущий месяц: ${billing.data ? formatMoney(billing.data.sum) : 'загрузка'} рублей`}
          sx={{ bgcolor: 'background.paper', fontWeight: 600 }}
        />
      </Tooltip>
      {counters.map((counter) => (
        <Tooltip key={counter.label} title={counter.label}>
          <Chip
            component="a"
            href={counter.href}
            clickable
            variant="outlined"
            aria-label={`${counter.label}: ${counter.value ?? 'загрузка'}`}
            label={
              <span>
                <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
                  {counter.short}:{' '}
                </Box>
                <strong>{counter.value ?? '…'}</strong>
              </span>
            }
            sx={{ bgcolor: 'background.paper' }}
          />
        </Tooltip>
      ))}
    </Box>
  );
}
