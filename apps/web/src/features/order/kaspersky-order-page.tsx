/** 'Форма заказа' for Kaspersky: the client, the number of seats, the tier it falls in and its per-seat prices. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMoney, seatCost, type SeatTier } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { errorText } from '../../components/error-dialog/error-dialog-provider';
import { deskQuery } from '../../lib/shared-queries';
import { kitQuery, orderableClientsQuery } from './api/order';
import { clientLabel } from './client-label';
import { ClientPicker } from './components/client-picker';
import { CountInput } from './components/count-input';
import { OrderDialogs } from './components/order-dialogs';
import { OrderFormFrame, StepHeading } from './components/order-form-frame';
import { useClampToast } from './hooks/use-clamp-toast';
import { useOrderFlow } from './hooks/use-order-flow';
import { useSavedForm } from './use-saved-form';

export function KasperskyOrderPage() {
  const { serviceId = '' } = useParams();
  const [search] = useSearchParams();
  const handleClamped = useClampToast();
  const desk = useQuery(deskQuery('other'));
  const clients = useQuery(orderableClientsQuery);
  const service = desk.data?.services.find((s) => s.serviceId === serviceId);
  const kitId = service?.serviceKits[0]?.serviceKitId ?? '';
  const kit = useQuery({ ...kitQuery('other', serviceId, kitId), enabled: Boolean(kitId) });
  const formKey = `kaspersky.${serviceId}`;
  const [form, setForm] = useSavedForm<{ customerId: string | null; seats: number | null }>(formKey, {
    customerId: search.get('customerId'),
    seats: null,
  });
  const { customerId, seats } = form;

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
  const count = seats ?? minSeats;
  const tier = tiers.find((t) => count >= t.min && count <= t.max);
  const cost = seatCost(tiers, count);
  const customer = clients.data?.find((c) => c.id === customerId) ?? null;
  const flow = useOrderFlow({
    type: 'kaspersky',
    formKey,
    summary: `${service?.name ?? ''}, ${count} мест, клиент «${customer ? clientLabel(customer) : ''}». Стоимость для партнера: ${cost ? formatMoney(cost.partner, 2) : '0'} ₽ в месяц.`,
    body: () => ({
      customerId: customerId ?? '',
      offerDeskId: 'other',
      serviceKitId: kitId,
      serviceOptions: Array.from({ length: count }, () => ({ serviceOptionId: tier?.id ?? '' })),
      subscriptionProperties: [],
    }),
  });

  if (desk.isError) return <Alert severity="error">{errorText(desk.error)}</Alert>;
  if (!service || !kit.data) return <Typography>Загрузка…</Typography>;

  return (
    <OrderFormFrame subject="Продукт" name={service.name}>
      <ClientPicker
        clients={clients.data ?? []}
        value={customer}
        onChange={(value) => setForm({ ...form, customerId: value?.id ?? null })}
      />
      <StepHeading>Количество мест</StepHeading>
      <CountInput
        label="Количество мест"
        value={count}
        min={minSeats}
        max={maxSeats}
        disabled={!customer}
        onChange={(value) => setForm({ ...form, seats: value })}
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
      <Button variant="contained" size="large" sx={{ mt: 2 }} disabled={!customer || !tier || flow.pending} onClick={() => flow.start()}>
        Заказать
      </Button>
      <OrderDialogs {...flow.dialogs} />
    </OrderFormFrame>
  );
}
