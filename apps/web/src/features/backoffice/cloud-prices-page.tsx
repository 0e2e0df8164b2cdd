/**
 * The cloud price list (decision 017): every item with the price in force and the versions planned or past, who wrote
 * each and when; a new price is a version from a day after today.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CLOUD_PRICE_TEXTS, dayLabel, formatDateTime, formatTariff, type CloudPriceItem } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { cloudPricesQuery } from './api/cloud';
import { useLoadError } from './hooks/use-load-error';

const CloudPriceDialog = lazy(() => import('./components/cloud-price-dialog').then((m) => ({ default: m.CloudPriceDialog })));

export function CloudPricesPage() {
  const prices = useQuery(cloudPricesQuery);
  useLoadError(prices.error, 'Не удалось загрузить прайс-лист 1С:ОИ');
  const [editing, setEditing] = useState<CloudPriceItem | null>(null);
  const today = prices.data?.today ?? '';

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {CLOUD_PRICE_TEXTS.title}
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        Цены — без НДС, за единицу в день или в месяц. {CLOUD_PRICE_TEXTS.futureOnly}. Расчеты и счета за каждый день берут цену,
        действовавшую в этот день.
      </Alert>
      <TableContainer>
        <Table size="small" aria-label={CLOUD_PRICE_TEXTS.title}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 600 }}>Позиция</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>Код</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>Действует сейчас</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>Запланировано</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>Изменено</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {(prices.data?.items ?? []).map((item) => {
              const planned = item.versions.filter((v) => v.effectiveFrom > today);
              const latest = item.versions[0];
              return (
                <TableRow key={item.serviceOptionId} hover>
                  <TableCell>
                    {item.name}
                    {item.serviceName !== item.name && (
                      <Typography variant="caption" component="div" color="textSecondary">
                        {item.serviceName}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{item.resourceCode}</TableCell>
                  <TableCell>
                    {item.current ? (
                      <>
                        {formatTariff({ price: item.current.price, paymentPeriod: item.paymentPeriod })}
                        <Typography variant="caption" component="div" color="textSecondary">
                          с {dayLabel(item.current.effectiveFrom)}
                        </Typography>
                      </>
                    ) : (
                      'нет цены'
                    )}
                  </TableCell>
                  <TableCell>
                    {planned.length === 0
                      ? '—'
                      : planned.map((v) => (
                          <div key={v.effectiveFrom}>
                            {formatTariff({ price: v.price, paymentPeriod: item.paymentPeriod })} с {dayLabel(v.effectiveFrom)}
                          </div>
                        ))}
                  </TableCell>
                  <TableCell>
                    {latest?.createdBy ? (
                      <>
                        {latest.createdBy}
                        <Typography variant="caption" component="div" color="textSecondary">
                          {latest.createdAt ? formatDateTime(latest.createdAt) : ''}
                        </Typography>
                      </>
                    ) : (
                      'начальный прайс-лист'
                    )}
                  </TableCell>
                  <TableCell align="right">
                    <Button size="small" onClick={() => setEditing(item)} aria-label={`Изменить цену: ${item.name}`}>
                      Изменить
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {editing && (
        <Suspense fallback={null}>
          <CloudPriceDialog item={editing} today={today} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </Paper>
  );
}
