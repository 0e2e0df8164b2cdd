/** The Market (service.list): the banner, a search, and the catalogue's applications by group, each opening its order form. */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { Tooltip } from '../../components/tooltip/tooltip';
import Typography from '@mui/material/Typography';
import { formatRubles, LONG_NAME_LENGTH, MARKET_TEXTS, orderFormOf, type Service } from '@portal/domain';
import { useQueries } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from '../../lib/router';
import { errorText } from '../../components/error-dialog/error-dialog-provider';
import { PlainTextField } from '../../components/text-field/plain-text-field';
import { paths } from '../../config/paths';
import { deskQuery, MARKET_DESKS } from '../../lib/shared-queries';
import { MarketBanner } from './components/market-banner';
import { groupServices } from './group-services';

/** The catalogue a Market starts from (one array, so that React sees the deferred catalogue arrive). */
const NO_SERVICES: Service[] = [];

function orderHref(service: Service, customerId: string | null): string | null {
  const form = orderFormOf(service.resourceCategory);
  if (!form) return null;
  return paths[form].href({ offerDeskId: service.offerDeskId, serviceId: service.serviceId }, customerId ? { customerId } : undefined);
}

export function MarketPage() {
  const [search, setSearch] = useState('');
  const [params] = useSearchParams();
  const customerId = params.get('customerId');
  const desks = useQueries({ queries: MARKET_DESKS.map((desk) => deskQuery(desk)) });

  const [grm, other, special, biz] = desks;
  const [grmData, otherData, specialData] = [grm?.data, other?.data, special?.data];
  const catalogue = useMemo(
    () => [grmData, otherData, specialData].flatMap((desk) => desk?.services ?? []),
    [grmData, otherData, specialData],
  );
  // The list (a hundred entries) renders after the page's frame, and again after each search, as a transition: in
  // slices, so the page shows and typing answers without waiting for it.
  const listedCatalogue = useDeferredValue(catalogue, NO_SERVICES);
  const listedSearch = useDeferredValue(search);
  const listed = listedCatalogue === catalogue;
  const sections = useMemo(() => groupServices(listedCatalogue, listedSearch), [listedCatalogue, listedSearch]);
  const failed = desks.find((desk) => desk.isError);
  const business = biz?.data?.services[0];
  const basic = other?.data?.services.find((s) => s.resourceCode === 'support-basic');

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Маркет
      </Typography>
      <MarketBanner
        businessPrice={business?.priceFrom ?? null}
        businessHref={paths['service.biz'].href({ offerDeskId: 'biz' }, customerId ? { customerId } : undefined)}
        basicPrice={basic?.priceFrom ?? null}
        basicHref={basic ? orderHref(basic, customerId) : null}
      />
      <PlainTextField
        label={MARKET_TEXTS.search}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        fullWidth
        sx={{ mb: 2, maxWidth: 520 }}
      />
      {failed && <Alert severity="error">Не удалось загрузить каталог: {errorText(failed.error)}</Alert>}
      {!failed && listed && desks.every((d) => d.isSuccess) && sections.length === 0 && (
        <Typography color="textSecondary">
          {MARKET_TEXTS.nothingFound} «{listedSearch}»
        </Typography>
      )}
      {sections.map((section) => (
        <Box
          key={section.group}
          component="section"
          aria-label={section.title}
          // Below the screen a desk's list is laid out and painted once it nears it (its size until then an estimate).
          sx={{ mb: 2, contentVisibility: 'auto', containIntrinsicSize: 'auto 600px' }}
        >
          <Typography variant="h6" component="h2">
            {section.group === 'partners' ? `${section.title} · ${MARKET_TEXTS.specialDesk}` : section.title}
          </Typography>
          <List dense>
            {section.services.map((service) => {
              const href = orderHref(service, service.offerDeskId === 'special' ? null : customerId);
              const locked = service.lockReason;
              const item = (
                <ListItemButton component="a" href={locked || !href ? undefined : href} disabled={Boolean(locked) || !href}>
                  <ListItemText
                    primary={service.name}
                    slotProps={{ primary: { variant: service.name.length > LONG_NAME_LENGTH ? 'body2' : 'body1' } }}
                    secondary={
                      locked ??
                      (service.priceFrom !== null
                        ? `${MARKET_TEXTS.priceFrom} ${formatRubles(service.priceFrom, 0)} ${MARKET_TEXTS.perMonth}${service.clientServerOnly ? ' · только клиент-серверный вариант' : ''}`
                        : undefined)
                    }
                  />
                </ListItemButton>
              );
              return (
                <ListItem key={service.serviceId} disablePadding>
                  {locked ? (
                    <Tooltip title={locked}>
                      <Box sx={{ width: '100%' }}>{item}</Box>
                    </Tooltip>
                  ) : (
                    item
                  )}
                </ListItem>
              );
            })}
          </List>
        </Box>
      ))}
    </Paper>
  );
}
