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
  ITS_TYPES,
  OFFER_DESKS,
  orderPropertyProblems,
  PAYSLIP_CATEGORY,
  payslipSheets,
  pricePerSheet,
  regnumProblem,
  type OfferDeskId,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { errorText } from '../../components/error-dialog/error-dialog-provider';
import { deskQuery } from '../../lib/shared-queries';
import { kitQuery, orderableClientsQuery } from './api/order';
import { clientLabel } from './client-label';
import { ClientPicker } from './components/client-picker';
import { OrderDialogs } from './components/order-dialogs';
import { OrderFormFrame, StepHeading } from './components/order-form-frame';
import { linesTotal, PriceTable } from './components/price-table';
import { useClampToast } from './hooks/use-clamp-toast';
import { useOrderFlow } from './hooks/use-order-flow';
import { countOf, unitsOf } from './order-lines';
import { useSavedForm } from './use-saved-form';

export function PayslipOrderPage() {
  const { offerDeskId = '', serviceId = '' } = useParams();
  const [search] = useSearchParams();
  const handleClamped = useClampToast();
  const deskId = (OFFER_DESKS as readonly string[]).includes(offerDeskId) ? (offerDeskId as OfferDeskId) : 'other';
  const desk = useQuery(deskQuery(deskId));
  const clients = useQuery(orderableClientsQuery);
  const service = desk.data?.services.find((s) => s.serviceId === serviceId);
  const kitId = service?.serviceKits[0]?.serviceKitId ?? '';
  const kit = useQuery({ ...kitQuery(deskId, serviceId, kitId), enabled: Boolean(kitId) });
  const formKey = `payslip.${serviceId}`;
  const [form, setForm] = useSavedForm<{ customerId: string | null; regnum: string; itsType: string; counts: Record<string, number> }>(
    formKey,
    { customerId: search.get('customerId'), regnum: '', itsType: '', counts: {} },
  );
  const { customerId, regnum, itsType, counts } = form;
  const customer = clients.data?.find((c) => c.id === customerId) ?? null;

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
  const ready = Boolean(
    customer && kit.data && total.partner > 0 && orderPropertyProblems(PAYSLIP_CATEGORY, properties, customer).length === 0,
  );

  const flow = useOrderFlow({
    type: PAYSLIP_CATEGORY,
    formKey,
    summary: `${service?.name ?? ''}: ${sheets} листков, клиент «${customer ? clientLabel(customer) : ''}». Стоимость для партнера: ${formatMoney(total.partner, 2)} ₽ в месяц.`,
    body: () => ({
      customerId: customerId ?? '',
      offerDeskId: deskId,
      serviceKitId: kitId,
      serviceOptions: unitsOf(lines),
      subscriptionProperties: properties,
    }),
  });

  if (desk.isError) return <Alert severity="error">{errorText(desk.error)}</Alert>;
  if (!desk.data) return <Typography>Загрузка…</Typography>;
  if (!service) return <Alert severity="error">Услуга не найдена в каталоге.</Alert>;

  return (
    <OrderFormFrame subject="Услуга" name={service.name}>
      <StepHeading>Шаг 1. Клиент и договор ИТС</StepHeading>
      <ClientPicker
        clients={clients.data ?? []}
        value={customer}
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
        </>
      )}
      <Button variant="contained" size="large" sx={{ mt: 2 }} disabled={!ready || flow.pending} onClick={() => flow.start()}>
        Заказать
      </Button>
      <OrderDialogs {...flow.dialogs} />
    </OrderFormFrame>
  );
}
