/**
 * An order (order.detail, /order/{id}): its number, kind, status, dates, client, subscription (with the status it has
 * now: the order made or changed it), each option's count
 * before and after at the tariff of the moment with its month price, and the subscription's month price after it.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  CHANGE_MESSAGES,
  DEPLOY_STATUS_LABELS,
  formatDateTime,
  formatRubles,
  ORDER_KIND_LABELS,
  ORDER_LIST_TEXTS,
  ORDER_STATUS_LABELS,
  type OrderRecord,
  formatTariff,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from '../../lib/router';
import { DetailsTable } from '../../components/layout/details-table';
import { PageLoadState } from '../../components/layout/page-load-state';
import { paths } from '../../config/paths';
import { orderQuery } from './api/orders';
import { ORDER_STATUS_COLORS } from './order-status';

function OrderFacts({ order }: { order: OrderRecord }) {
  const subscriptionHref = paths['client.detail.item'].href({ customerId: order.customerId }, { subscriptionId: order.subscriptionId });
  const rows: Array<[string, ReactNode]> = [
    ['Вид', ORDER_KIND_LABELS[order.kind]],
    ['Статус', <Chip key="status" size="small" label={ORDER_STATUS_LABELS[order.status]} color={ORDER_STATUS_COLORS[order.status]} />],
    ['Создан', formatDateTime(order.createdAt)],
    ['Выполнен', order.appliedAt ? formatDateTime(order.appliedAt) : '—'],
    [
      'Клиент',
      <Link key="client" href={paths['client.detail.item'].href({ customerId: order.customerId })}>
        {order.customerName}
      </Link>,
    ],
    ['Подписка', <Link key="subscription" href={subscriptionHref}>{`${order.serviceName} (${order.serviceKitName})`}</Link>],
    ['Статус подписки', DEPLOY_STATUS_LABELS[order.subscriptionDeployStatus]],
  ];
  return <DetailsTable label="Данные заказа" rows={rows} />;
}

function OrderLines({ order }: { order: OrderRecord }) {
  return (
    // A plain scrolling box: MUI's TableContainer would be a chunk of its own shared with the lists' table.
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Состав заказа">
        <TableHead>
          <TableRow>
            <TableCell>Опция</TableCell>
            <TableCell>Количество</TableCell>
            <TableCell>Тариф</TableCell>
            <TableCell>Стоимость в месяц</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.lines.map((line) => (
            <TableRow key={line.serviceOptionId}>
              <TableCell>{line.name}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{`${line.unitsBefore} → ${line.unitsAfter}`}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTariff(line.tariff)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatRubles(line.monthPrice, 0)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={3} sx={{ fontWeight: 600 }}>
              Итого в месяц
            </TableCell>
            <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{formatRubles(order.price, 0)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}

export function OrderDetailPage() {
  const { id = '' } = useParams();
  const query = useQuery(orderQuery(id));
  const order = query.data;

  if (!order) {
    return (
      <PageLoadState
        title="Заказ"
        error={query.error}
        notFoundText={CHANGE_MESSAGES.orderNotFound}
        back={{ href: paths['order.list'].href(), label: ORDER_LIST_TEXTS.title }}
      />
    );
  }

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {ORDER_LIST_TEXTS.detailTitle(order.number)}
      </Typography>
      <OrderFacts order={order} />
      {order.status === 'FAILED' && order.lastError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {order.lastError}
        </Alert>
      )}
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        Состав заказа
      </Typography>
      <OrderLines order={order} />
      {order.clientPrice !== null && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          Мин. рекомендованная цена для клиента: {formatRubles(order.clientPrice, 0)} в месяц
        </Typography>
      )}
      <Box sx={{ mt: 2 }}>
        <Button href={paths['order.list'].href({}, { subscriptionId: order.subscriptionId })}>Все заказы подписки</Button>
      </Box>
    </Paper>
  );
}
