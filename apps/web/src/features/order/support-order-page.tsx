/**
 * 'Форма заказа' of a support kit (service.1c_ecw_support): only for a client with an INN and the registration
 * number of their 1C product; the INN is the client's own, the KPP may be given.
 */
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { TextField } from '../../components/text-field/text-field';
import Typography from '@mui/material/Typography';
import {
  isZeroCostOrder,
  kppProblem,
  ORDER_MESSAGES,
  orderPropertyProblems,
  SUPPORT_CATEGORY,
  SUPPORT_PROPERTY_GROUP,
  optionLinesTotal,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { customerQuery } from '../../lib/shared-queries';
import { orderSummary } from './client-label';
import { ClientPicker } from './components/client-picker';
import { OrderButton } from './components/order-form-end';
import { OrderFormFrame, OrderFormUnavailable, StepHeading } from './components/order-form-frame';
import { PriceTable } from './components/price-table';
import { ZeroCostWarning } from './components/zero-cost-warning';
import { useClampToast } from '../../components/count-input/use-clamp-toast';
import { useOrderFlow } from './hooks/use-order-flow';
import { useSingleKitOrder } from './hooks/use-single-kit-order';
import { countOf } from './order-lines';

/** `kpp` is null until the user edits it: the client's own KPP shows until then. */
type FormState = { customerId: string | null; kpp: string | null; counts: Record<string, number> };
const EMPTY: FormState = { customerId: null, kpp: null, counts: {} };

export function SupportOrderPage() {
  const { linkedCustomerId, service, kit, formKey, form, setForm, client, unavailable, orderBody } = useSingleKitOrder(
    'support',
    EMPTY,
    (prefill) => ({
      counts: prefill.counts,
    }),
  );
  const handleClamped = useClampToast();
  const { kpp, counts } = form;
  const customer = client.customer;
  // A client passed in the link but not offered (no INN): say why instead of silently dropping them.
  const passedIn = useQuery({
    ...customerQuery(linkedCustomerId ?? ''),
    enabled: Boolean(linkedCustomerId && !client.picker.loading && !customer),
  });
  const passedInWithoutInn = passedIn.data && !passedIn.data.inn;

  const now = new Date();
  const lines = (kit.data?.serviceOptions ?? []).map((option) => ({ option, count: countOf(counts, option) }));
  const total = optionLinesTotal(lines, now);
  const kppValue = kpp ?? customer?.kpp ?? '';
  const properties = [
    { name: 'inn', value: customer?.inn ?? '', propertyGroup: SUPPORT_PROPERTY_GROUP },
    ...(kppValue.trim() ? [{ name: 'kpp', value: kppValue.trim().toUpperCase(), propertyGroup: SUPPORT_PROPERTY_GROUP }] : []),
  ];
  const problems = customer ? orderPropertyProblems(SUPPORT_CATEGORY, properties, customer) : [];
  const clientProblem = problems.find((p) => p.field === 'customerId')?.message;
  const kppError = kppProblem(kppValue);
  const zeroCost = kit.data ? isZeroCostOrder(kit.data.usageMode, total.partner) : false;
  const ready = Boolean(customer && kit.data && !service?.lockReason && problems.length === 0 && !zeroCost);

  const flow = useOrderFlow({
    type: SUPPORT_CATEGORY,
    formKey,
    summary: orderSummary(service?.name ?? '', customer, total.partner),
    body: () => orderBody(lines, properties),
  });

  if (!service || unavailable !== null) return <OrderFormUnavailable problem={unavailable} />;

  return (
    <OrderFormFrame service={service}>
      {passedInWithoutInn && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {ORDER_MESSAGES.clientHasNoInn}
        </Alert>
      )}
      <StepHeading>Шаг 1. Клиент</StepHeading>
      <ClientPicker
        {...client.picker}
        onChange={(value) => {
          setForm({ ...form, customerId: value?.id ?? null, kpp: null });
        }}
      />
      {clientProblem && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {clientProblem}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, maxWidth: 520 }}>
        <TextField
          label="ИНН"
          required
          value={customer?.inn ?? ''}
          slotProps={{ input: { readOnly: true } }}
          helperText="ИНН клиента"
          fullWidth
        />
        <TextField
          label="КПП"
          value={kppValue}
          onChange={(event) => setForm({ ...form, kpp: event.target.value.toUpperCase().slice(0, 9) })}
          error={Boolean(kppError)}
          helperText={kppError ?? ' '}
          disabled={!customer}
          fullWidth
        />
      </Stack>
      {customer?.regnum && (
        <Typography sx={{ mb: 2 }}>
          Регистрационный номер: <strong>{customer.regnum}</strong>
        </Typography>
      )}
      {kit.data && (
        <>
          <StepHeading>Шаг 2. Стоимость</StepHeading>
          <PriceTable
            lines={lines}
            now={now}
            onCountChange={(option, count) => setForm({ ...form, counts: { ...counts, [option.serviceOptionId]: count } })}
            onClamped={handleClamped}
          />
          {zeroCost && <ZeroCostWarning />}
        </>
      )}
      <OrderButton ready={ready} flow={flow} />
    </OrderFormFrame>
  );
}
