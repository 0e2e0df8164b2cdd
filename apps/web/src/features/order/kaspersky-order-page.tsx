/** 'Форма заказа' for Kaspersky: the client, the number of seats, the tier it falls in and its per-seat prices. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMoney, ORDER_MESSAGES, seatCost, type SeatTier } from '@portal/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { errorText } from '../../components/error-dialog/error-dialog-provider';
import { useToast } from '../../components/toast/toast-provider';
import { deskQuery } from '../../lib/shared-queries';
import { kitQuery, orderableClientsQuery, placeOrder } from './api/order';
import { clientLabel } from './client-label';
import { ClientPicker } from './components/client-picker';
import { CountInput } from './components/count-input';
import { OrderDialogs, type OrderOutcome } from './components/order-dialogs';

export function KasperskyOrderPage() {
  const { serviceId = '' } = useParams();
  const [search] = useSearchParams();
  const toast = useToast();
  const desk = useQuery(deskQuery('other'));
  const clients = useQuery(orderableClientsQuery);
  const service = desk.data?.services.find((s) => s.serviceId === serviceId);
  const kitId = service?.serviceKits[0]?.serviceKitId ?? '';
  const kit = useQuery({ ...kitQuery('other', serviceId, kitId), enabled: Boolean(kitId) });
  const [customerId, setCustomerId] = useState<string | null>(search.get('customerId'));
  const [outcome, setOutcome] = useState<OrderOutcome>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());

  const options = kit.data?.serviceOptions ?? [];
  const tiers: Array<SeatTier & { id: string }> = options.flatMap((o) =>
    o.tariff
      ? [
          {
            id: o.serviceOptionId,
            min: o.minUsageCount,
            max: o.maxUsageCount,
            price: o.tariff.price,
            clientPrice: o.tariff.clientPrice ?? 0,
          },
        ]
      : [],
  );
  const minSeats = tiers.length ? Math.min(...tiers.map((t) => t.min)) : 0;
  const maxSeats = tiers.length ? Math.max(...tiers.map((t) => t.max)) : 0;
  const [seats, setSeats] = useState<number | null>(null);
  const count = seats ?? minSeats;
  const tier = tiers.find((t) => count >= t.min && count <= t.max);
  const cost = seatCost(tiers, count);
  const customer = clients.data?.find((c) => c.id === customerId) ?? null;
  const handleClamped = useCallback(
    (min: number, max: number) => toast.show(ORDER_MESSAGES.countOutOfRange(min, max), { severity: 'warning' }),
    [toast],
  );

  const order = useMutation({
    mutationFn: () =>
      placeOrder(
        'kaspersky',
        {
          customerId: customerId ?? '',
          offerDeskId: 'other',
          serviceKitId: kitId,
          serviceOptions: Array.from({ length: count }, () => ({ serviceOptionId: tier?.id ?? '' })),
          subscriptionProperties: [],
        },
        idempotencyKey,
      ),
    onSuccess: () => setOutcome('success'),
    onError: () => setOutcome('error'),
  });

  if (desk.isError) return <Alert severity="error">{errorText(desk.error)}</Alert>;
  if (!service || !kit.data) return <Typography>Загрузка…</Typography>;

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Форма заказа
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Продукт: <strong>{service.name}</strong>
      </Typography>
      <ClientPicker clients={clients.data ?? []} value={customer} fixed={false} onChange={(value) => setCustomerId(value?.id ?? null)} />
      <Typography variant="h6" component="h2">
        Количество мест
      </Typography>
      <CountInput
        label="Количество мест"
        value={count}
        min={minSeats}
        max={maxSeats}
        disabled={!customer}
        onChange={setSeats}
        onClamped={handleClamped}
      />
      <Table size="small" aria-label="Цены за место" sx={{ mt: 2, maxWidth: 720 }}>
        <TableHead>
          <TableRow>
            <TableCell>Количество мест</TableCell>
            <TableCell>Цена для клиента за место в месяц</TableCell>
            <TableCell>Цена для партнера за место в месяц</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {tiers.map((t) => (
            <TableRow key={t.id} selected={t.id === tier?.id}>
              <TableCell>
                {t.min}–{t.max}
              </TableCell>
              <TableCell>{formatMoney(t.clientPrice, 2)} ₽</TableCell>
              <TableCell>{formatMoney(t.price, 2)} ₽</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {cost && (
        <Typography sx={{ mt: 2 }}>
          Итого в месяц: для партнера <strong>{formatMoney(cost.partner)} ₽</strong>, для клиента{' '}
          <strong>{formatMoney(cost.client ?? 0)} ₽</strong>
        </Typography>
      )}
      <Button
        variant="contained"
        size="large"
        sx={{ mt: 2 }}
        disabled={!customer || !tier || order.isPending}
        onClick={() => setOutcome('confirm')}
      >
        Заказать
      </Button>
      <OrderDialogs
        outcome={outcome}
        summary={`${service.name}, ${count} мест, клиент «${customer ? clientLabel(customer) : ''}». Стоимость для партнера: ${cost ? formatMoney(cost.partner, 2) : '0'} ₽ в месяц.`}
        trial={false}
        pending={order.isPending}
        error={order.error}
        onConfirm={() => order.mutate()}
        onRetry={() => {
          setIdempotencyKey(crypto.randomUUID());
          order.reset();
          setOutcome(null);
        }}
        onClose={() => setOutcome(null)}
      />
    </Paper>
  );
}
