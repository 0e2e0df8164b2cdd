/** The navbar's billing sum and four counters, each a link to its list. */
import CurrencyRubleOutlined from '@mui/icons-material/CurrencyRubleOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { Tooltip } from '../../../components/tooltip/tooltip';
import { BILLING_TEXTS, formatMoney } from '@portal/domain';
import { paths } from '../../../config/paths';
import { useBillingFollowsDeployments } from '../../../lib/billing-follows-deployments';
import { useOfficeCounters } from '../hooks/use-office-counters';

export function NavbarCounters() {
  const { billing, counters } = useOfficeCounters();
  useBillingFollowsDeployments();

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 }, flexWrap: 'nowrap', overflowX: 'auto', py: 0.5 }}>
      <Tooltip
        title={billing ? BILLING_TEXTS.navbarTooltip(formatMoney(billing.projection)) : 'Сумма к оплате за текущий месяц'}
        describeChild
      >
        <Chip
          component="a"
          href={paths.details.href()}
          clickable
          icon={<CurrencyRubleOutlined />}
          label={billing ? `${formatMoney(billing.sum)} ₽` : '…'}
          aria-label={`Сумма за текущий месяц: ${billing ? formatMoney(billing.sum) : 'загрузка'} рублей`}
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
