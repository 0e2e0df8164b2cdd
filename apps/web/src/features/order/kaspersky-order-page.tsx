/**
 * 'Форма заказа' for Kaspersky: the client, the number of seats, the tier it falls in and its per-seat prices.
 * The seats are priced and sent as the server prices them: all on the one tier whose range holds the count.
 */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatRubles, isOneSeatTier, isZeroCostOrder, seatRange, seatTierLines, optionLinesTotal } from '@portal/domain';
import { orderSummary } from './client-label';
import { ClientPicker } from './components/client-picker';
import { CountInput } from '../../components/count-input/count-input';
import { OrderButton } from './components/order-form-end';
import { OrderFormFrame, OrderFormUnavailable, StepHeading } from './components/order-form-frame';
import { ZeroCostWarning } from './components/zero-cost-warning';
import { useClampToast } from '../../components/count-input/use-clamp-toast';
import { useOrderFlow } from './hooks/use-order-flow';
import { useSingleKitOrder } from './hooks/use-single-kit-order';
import { NO_KIT } from './load-problem';

const SEATS_LABEL = 'Количество мест';

/** `seats` is null until the user sets it: until then the form orders the fewest seats the tiers allow. */
type FormState = { customerId: string | null; seats: number | null };
const EMPTY: FormState = { customerId: null, seats: null };

export function KasperskyOrderPage() {
  const { service, kit, formKey, form, setForm, client, unavailable, orderBody } = useSingleKitOrder('kaspersky', EMPTY, (prefill) => {
    // A calculator puts all the seats on the one tier that holds them.
    const seats = Object.values(prefill.counts).reduce((sum, count) => sum + count, 0);
    return { seats: seats > 0 ? seats : null };
  });
  const handleClamped = useClampToast();
  const customer = client.customer;

  const tiers = (kit.data?.serviceOptions ?? []).filter((option) => option.tariff);
  const { min: minSeats, max: maxSeats } = seatRange(tiers);
  const seats = form.seats ?? minSeats;
  const lines = seatTierLines(tiers, seats);
  const tier = lines.find((line) => line.count > 0)?.option;
  const total = optionLinesTotal(lines, new Date());
  const zeroCost = kit.data ? isZeroCostOrder(kit.data.usageMode, total.partner) : false;
  const ready = Boolean(customer && kit.data && !service?.lockReason && isOneSeatTier(lines) && !zeroCost);

  const flow = useOrderFlow({
    type: service?.resourceCategory ?? '',
    formKey,
    summary: orderSummary(`${service?.name ?? ''}, ${seats} мест`, customer, total.partner),
    body: () => orderBody(lines),
  });

  if (!service || unavailable !== null) return <OrderFormUnavailable problem={unavailable} />;
  if (!kit.data) return <OrderFormUnavailable />;
  if (tiers.length === 0) return <OrderFormUnavailable problem={NO_KIT} />;

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
              <TableCell>{formatRubles(t.tariff?.clientPrice)}</TableCell>
              <TableCell>{formatRubles(t.tariff?.price)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {tier && (
        <Typography sx={{ mt: 2 }}>
          Итого в месяц: для партнера <strong>{formatRubles(total.partner)}</strong>, для клиента{' '}
          <strong>{formatRubles(total.client ?? 0)}</strong>
        </Typography>
      )}
      {zeroCost && tier && <ZeroCostWarning />}
      <OrderButton ready={ready} flow={flow} />
    </OrderFormFrame>
  );
}
