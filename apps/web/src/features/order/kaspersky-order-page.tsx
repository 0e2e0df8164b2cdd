/**
 * 'Форма заказа' for Kaspersky: the client, the number of seats, the tier it falls in and its per-seat prices.
 * The seats are priced and sent as the server prices them: all on the one tier whose range holds the count.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMoney, isOneSeatTier, isZeroCostOrder, ORDER_MESSAGES, seatRange, seatTierLines } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { deskQuery } from '../../lib/shared-queries';
import { useKit } from './api/get-kit';
import { clientLabel } from './client-label';
import { ClientPicker } from './components/client-picker';
import { CountInput } from './components/count-input';
import { OrderDialogs } from './components/order-dialogs';
import { OrderFormFrame, OrderFormUnavailable, StepHeading } from './components/order-form-frame';
import { linesTotal } from './components/price-table';
import { useClampToast } from './hooks/use-clamp-toast';
import { useOrderClient } from './hooks/use-order-client';
import { useOrderFlow } from './hooks/use-order-flow';
import { useOrderRoute } from './hooks/use-order-route';
import { loadProblem, NO_KIT, NOT_IN_CATALOGUE } from './load-problem';
import { unitsOf } from './order-lines';
import { useSavedForm } from './use-saved-form';

const SEATS_LABEL = 'Количество мест';

export function KasperskyOrderPage() {
  const { deskId, serviceId, linkedCustomerId } = useOrderRoute('other');
  const handleClamped = useClampToast();
  const desk = useQuery(deskQuery(deskId));
  const service = desk.data?.services.find((s) => s.serviceId === serviceId);
  const kitId = service?.serviceKits[0]?.serviceKitId ?? '';
  const kit = useKit(deskId, serviceId, kitId);
  const formKey = `kaspersky.${serviceId}`;
  const [form, setForm] = useSavedForm<{ customerId: string | null; seats: number | null }>(formKey, {
    customerId: linkedCustomerId,
    seats: null,
  });
  const client = useOrderClient(desk.data, form.customerId);
  const customer = client.customer;

  const tiers = (kit.data?.serviceOptions ?? []).filter((option) => option.tariff);
  const { min: minSeats, max: maxSeats } = seatRange(tiers);
  const seats = form.seats ?? minSeats;
  const lines = seatTierLines(tiers, seats);
  const tier = lines.find((line) => line.count > 0)?.option;
  const total = linesTotal(lines, new Date());
  const zeroCost = kit.data ? isZeroCostOrder(kit.data.usageMode, total.partner) : false;
  const ready = Boolean(customer && kit.data && !service?.lockReason && isOneSeatTier(lines) && !zeroCost);

  const flow = useOrderFlow({
    type: service?.resourceCategory ?? '',
    formKey,
    summary: `${service?.name ?? ''}, ${seats} мест, клиент «${customer ? clientLabel(customer) : ''}». Стоимость для партнера: ${formatMoney(total.partner, 2)} ₽ в месяц.`,
    body: () => ({
      customerId: customer?.id ?? '',
      offerDeskId: deskId,
      serviceKitId: kitId,
      serviceOptions: unitsOf(lines),
      subscriptionProperties: [],
    }),
  });

  const problem = loadProblem(desk.error, client.error, kit.error);
  if (problem || !desk.data) return <OrderFormUnavailable problem={problem} />;
  if (!service) return <OrderFormUnavailable problem={NOT_IN_CATALOGUE} />;
  if (!kitId || (kit.data && tiers.length === 0)) return <OrderFormUnavailable problem={NO_KIT} />;
  if (!kit.data) return <OrderFormUnavailable />;

  return (
    <OrderFormFrame service={service}>
      <StepHeading>Шаг 1. Клиент</StepHeading>
      <ClientPicker {...client.picker} onChange={(value) => setForm({ ...form, customerId: value?.id ?? null })} />

      <StepHeading>Шаг 2. Количество мест</StepHeading>
      <CountInput
        label={SEATS_LABEL}
        value={seats}
        min={minSeats}
        max={maxSeats}
        disabled={!customer}
        onChange={(value) => setForm({ ...form, seats: value })}
        onClamped={handleClamped}
      />
      <Table size="small" aria-label="Цены за место" sx={{ mt: 2, maxWidth: 720 }}>
        <TableHead>
          <TableRow>
            <TableCell>{SEATS_LABEL}</TableCell>
            <TableCell>Цена для клиента за место в месяц</TableCell>
            <TableCell>Цена для партнера за место в месяц</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {tiers.map((t) => (
            <TableRow key={t.serviceOptionId} selected={t === tier} aria-selected={t === tier}>
              <TableCell>
                {t.minUsageCount}–{t.maxUsageCount}
              </TableCell>
              <TableCell>{t.tariff?.clientPrice == null ? '—' : `${formatMoney(t.tariff.clientPrice, 2)} ₽`}</TableCell>
              <TableCell>{t.tariff ? `${formatMoney(t.tariff.price, 2)} ₽` : '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {tier && (
        <Typography sx={{ mt: 2 }}>
          Итого в месяц: для партнера <strong>{formatMoney(total.partner)} ₽</strong>, для клиента{' '}
          <strong>{formatMoney(total.client ?? 0)} ₽</strong>
        </Typography>
      )}
      {zeroCost && tier && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {ORDER_MESSAGES.zeroCost}
        </Alert>
      )}
      <Button variant="contained" size="large" sx={{ mt: 2 }} disabled={!ready || flow.pending} onClick={() => flow.start()}>
        Заказать
      </Button>
      <OrderDialogs {...flow.dialogs} />
    </OrderFormFrame>
  );
}
