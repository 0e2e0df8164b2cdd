/**
 * 'Форма заказа' of a support kit (service.1c_ecw_support): only for a client with an INN and the registration
 * number of their 1C product; the INN is the client's own, the KPP may be given.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatMoney,
  isZeroCostOrder,
  kppProblem,
  ORDER_MESSAGES,
  orderPropertyProblems,
  SUPPORT_CATEGORY,
  SUPPORT_PROPERTY_GROUP,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { customerQuery, deskQuery } from '../../lib/shared-queries';
import { useKit } from './api/get-kit';
import { clientLabel } from './client-label';
import { ClientPicker } from './components/client-picker';
import { OrderDialogs } from './components/order-dialogs';
import { OrderFormFrame, OrderFormUnavailable, StepHeading } from './components/order-form-frame';
import { linesTotal, PriceTable } from './components/price-table';
import { useClampToast } from './hooks/use-clamp-toast';
import { useOrderClient } from './hooks/use-order-client';
import { useOrderFlow } from './hooks/use-order-flow';
import { useOrderRoute } from './hooks/use-order-route';
import { loadProblem, NO_KIT, NOT_IN_CATALOGUE } from './load-problem';
import { countOf, unitsOf } from './order-lines';
import { useSavedForm } from './use-saved-form';

export function SupportOrderPage() {
  const { deskId, serviceId, linkedCustomerId } = useOrderRoute('other');
  const handleClamped = useClampToast();
  const desk = useQuery(deskQuery(deskId));
  const service = desk.data?.services.find((s) => s.serviceId === serviceId);
  const kitId = service?.serviceKits[0]?.serviceKitId ?? '';
  const kit = useKit(deskId, serviceId, kitId);
  const formKey = `support.${serviceId}`;
  const [form, setForm] = useSavedForm<{ customerId: string | null; kpp: string | null; counts: Record<string, number> }>(formKey, {
    customerId: linkedCustomerId,
    kpp: null,
    counts: {},
  });
  const { kpp, counts } = form;
  const client = useOrderClient(desk.data, form.customerId);
  const customer = client.customer;
  // A client passed in the link but not offered (no INN): say why instead of silently dropping them.
  const passedIn = useQuery({
    ...customerQuery(linkedCustomerId ?? ''),
    enabled: Boolean(linkedCustomerId && !client.picker.loading && !customer),
  });
  const passedInWithoutInn = passedIn.data && !passedIn.data.inn;

  const now = new Date();
  const lines = (kit.data?.serviceOptions ?? []).map((option) => ({ option, count: countOf(counts, option) }));
  const total = linesTotal(lines, now);
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
    summary: `${service?.name ?? ''}, клиент «${customer ? clientLabel(customer) : ''}». Стоимость для партнера: ${formatMoney(total.partner, 2)} ₽ в месяц.`,
    body: () => ({
      customerId: customer?.id ?? '',
      offerDeskId: deskId,
      serviceKitId: kitId,
      serviceOptions: unitsOf(lines),
      subscriptionProperties: properties,
    }),
  });

  const problem = loadProblem(desk.error, client.error, kit.error);
  if (problem || !desk.data) return <OrderFormUnavailable problem={problem} />;
  if (!service) return <OrderFormUnavailable problem={NOT_IN_CATALOGUE} />;
  if (!kitId) return <OrderFormUnavailable problem={NO_KIT} />;

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
            demo={false}
            now={now}
            onCountChange={(option, count) => setForm({ ...form, counts: { ...counts, [option.serviceOptionId]: count } })}
            onClamped={handleClamped}
          />
          {zeroCost && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {ORDER_MESSAGES.zeroCost}
            </Alert>
          )}
        </>
      )}
      <Button variant="contained" size="large" sx={{ mt: 2 }} disabled={!ready || flow.pending} onClick={() => flow.start()}>
        Заказать
      </Button>
      <OrderDialogs {...flow.dialogs} />
    </OrderFormFrame>
  );
}
