/**
 * 'Форма заказа' of payslips (document 3): the client, the registration number of their 1C product, the ITS
 * contract type, packages of sheets with counts, the totals and the price of one sheet.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatMoney,
  isZeroCostOrder,
  ITS_TYPES,
  ORDER_MESSAGES,
  orderPropertyProblems,
  PAYSLIP_CATEGORY,
  payslipSheets,
  pricePerSheet,
  regnumProblem,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { deskQuery } from '../../lib/shared-queries';
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

export function PayslipOrderPage() {
  const { deskId, serviceId, linkedCustomerId } = useOrderRoute('other');
  const handleClamped = useClampToast();
  const desk = useQuery(deskQuery(deskId));
  const service = desk.data?.services.find((s) => s.serviceId === serviceId);
  const kitId = service?.serviceKits[0]?.serviceKitId ?? '';
  const kit = useKit(deskId, serviceId, kitId);
  const formKey = `payslip.${serviceId}`;
  const [form, setForm] = useSavedForm<{ customerId: string | null; regnum: string; itsType: string; counts: Record<string, number> }>(
    formKey,
    { customerId: linkedCustomerId, regnum: '', itsType: '', counts: {} },
  );
  const { regnum, itsType, counts } = form;
  const client = useOrderClient(desk.data, form.customerId);
  const customer = client.customer;

  const now = new Date();
  const lines = (kit.data?.serviceOptions ?? []).map((option) => ({ option, count: countOf(counts, option) }));
  const total = linesTotal(lines, now);
  const sheets = lines.reduce((sum, { option, count }) => sum + payslipSheets(option.resourceCode) * count, 0);
  const perSheet = pricePerSheet(total.partner, sheets);
  const properties = [
    { name: 'regnum', value: regnum.trim(), propertyGroup: PAYSLIP_CATEGORY },
    { name: 'itsType', value: itsType, propertyGroup: PAYSLIP_CATEGORY },
  ];
  const regnumError = regnum ? regnumProblem(regnum) : null;
  const zeroCost = kit.data ? isZeroCostOrder(kit.data.usageMode, total.partner) : false;
  const ready = Boolean(
    customer && kit.data && !service?.lockReason && !zeroCost && orderPropertyProblems(PAYSLIP_CATEGORY, properties, customer).length === 0,
  );

  const flow = useOrderFlow({
    type: PAYSLIP_CATEGORY,
    formKey,
    summary: `${service?.name ?? ''}: ${sheets} листков, клиент «${customer ? clientLabel(customer) : ''}». Стоимость для партнера: ${formatMoney(total.partner, 2)} ₽ в месяц.`,
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
      <StepHeading>Шаг 1. Клиент и договор ИТС</StepHeading>
      <ClientPicker
        {...client.picker}
        onChange={(value) => {
          setForm({ ...form, customerId: value?.id ?? null, regnum: value?.regnum ?? '' });
        }}
      />
      <TextField
        label="Регистрационный номер"
        required
        value={regnum}
        onChange={(event) => setForm({ ...form, regnum: event.target.value.replace(/\D/g, '').slice(0, 12) })}
        error={Boolean(regnumError)}
        helperText={regnumError ?? 'Регистрационный номер программного продукта 1С клиента'}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ maxWidth: 520, display: 'flex', mb: 2 }}
      />
      <FormControl sx={{ mb: 3 }}>
        <FormLabel id="its-type-label">Тип ИТС</FormLabel>
        <RadioGroup
          row
          aria-labelledby="its-type-label"
          value={itsType}
          onChange={(event) => setForm({ ...form, itsType: event.target.value })}
        >
          {Object.entries(ITS_TYPES).map(([value, label]) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={label} />
          ))}
        </RadioGroup>
      </FormControl>
      {kit.data && (
        <>
          <StepHeading>Шаг 2. Пакеты листков</StepHeading>
          <PriceTable
            lines={lines}
            demo={false}
            now={now}
            onCountChange={(option, count) => setForm({ ...form, counts: { ...counts, [option.serviceOptionId]: count } })}
            onClamped={handleClamped}
          />
          <Typography sx={{ mt: 1 }}>
            Листков: <strong>{sheets}</strong>
            {perSheet !== null && (
              <>
                {' '}
                · цена листка для партнера: <strong>{formatMoney(perSheet, 2)} ₽</strong>
              </>
            )}
          </Typography>
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
