/**
 * 'Форма заказа' of payslips (document 3): the client, the registration number of their 1C product, the ITS
 * contract type, packages of sheets with counts, the totals and the price of one sheet.
 */
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { TextField } from '../../components/text-field/text-field';
import Typography from '@mui/material/Typography';
import {
  formatRubles,
  isZeroCostOrder,
  ITS_TYPES,
  orderPropertyProblems,
  PAYSLIP_CATEGORY,
  payslipSheets,
  pricePerSheet,
  regnumProblem,
  optionLinesTotal,
} from '@portal/domain';
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

type FormState = { customerId: string | null; regnum: string; itsType: string; counts: Record<string, number> };
const EMPTY: FormState = { customerId: null, regnum: '', itsType: '', counts: {} };

export function PayslipOrderPage() {
  const { service, kit, formKey, form, setForm, client, unavailable, orderBody } = useSingleKitOrder('payslip', EMPTY);
  const handleClamped = useClampToast();
  const { regnum, itsType, counts } = form;
  const customer = client.customer;

  const now = new Date();
  const lines = (kit.data?.serviceOptions ?? []).map((option) => ({ option, count: countOf(counts, option) }));
  const total = optionLinesTotal(lines, now);
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
    summary: orderSummary(`${service?.name ?? ''}: ${sheets} листков`, customer, total.partner),
    body: () => orderBody(lines, properties),
  });

  if (!service || unavailable !== null) return <OrderFormUnavailable problem={unavailable} />;

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
            now={now}
            onCountChange={(option, count) => setForm({ ...form, counts: { ...counts, [option.serviceOptionId]: count } })}
            onClamped={handleClamped}
          />
          <Typography sx={{ mt: 1 }}>
            Листков: <strong>{sheets}</strong>
            {perSheet !== null && (
              <>
                {' '}
                · цена листка для партнера: <strong>{formatRubles(perSheet)}</strong>
              </>
            )}
          </Typography>
          {zeroCost && <ZeroCostWarning />}
        </>
      )}
      <OrderButton ready={ready} flow={flow} />
    </OrderFormFrame>
  );
}
