/**
 * 'Форма заказа' of the Business kit (service.biz): the client, their INN and KPP, the 1C application to run,
 * the deployment type (file bases only), the database name and extra workplaces on top of the two included.
 */
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { SelectField } from '../../components/select-field/select-field';
import { TextField } from '../../components/text-field/text-field';
import {
  BUSINESS_CATEGORY,
  BUSINESS_MESSAGES,
  innProblem,
  INN_MAX_LENGTH,
  isBusinessApplication,
  isZeroCostOrder,
  kppProblem,
  needsInfoBase,
  optionLinesTotal,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { deskQuery } from '../../lib/shared-queries';
import { useKit } from './api/get-kit';
import { orderSummary } from './client-label';
import { ClientPicker } from './components/client-picker';
import { KitPicker } from './components/kit-picker';
import { OrderFormFrame, OrderFormUnavailable, StepHeading } from './components/order-form-frame';
import { InfoBaseNameField, OrderButton, StrongPasswordsCheckbox } from './components/order-form-end';
import { PriceTable } from './components/price-table';
import { ZeroCostWarning } from './components/zero-cost-warning';
import { useClampToast } from '../../components/count-input/use-clamp-toast';
import { useOrderClient } from './hooks/use-order-client';
import { useOrderFlow } from './hooks/use-order-flow';
import { useOrderRoute } from './hooks/use-order-route';
import { isChosenKitOrderable } from './kit-choice';
import { loadProblem, NOT_IN_CATALOGUE } from './load-problem';
import { countOf, unitsOf } from './order-lines';
import { useSavedForm } from './use-saved-form';

type FormState = {
  customerId: string | null;
  inn: string;
  kpp: string;
  application: string;
  kitId: string | null;
  counts: Record<string, number>;
  infoBaseName: string;
  passwordsPromised: boolean;
};
const EMPTY: FormState = {
  customerId: null,
  inn: '',
  kpp: '',
  application: '',
  kitId: null,
  counts: {},
  infoBaseName: '',
  passwordsPromised: false,
};
const FORM_KEY = 'biz';
// Always true for the Business kit; asked so the rule stays in one place.
const INFOBASE_NEEDED = needsInfoBase(BUSINESS_CATEGORY);

export function BusinessOrderPage() {
  const { deskId, linkedCustomerId, prefill } = useOrderRoute('biz');
  const handleClamped = useClampToast();
  const desk = useQuery(deskQuery(deskId));
  const applications = useQuery(deskQuery('grm'));
  const [state, setState] = useSavedForm<FormState>(
    FORM_KEY,
    {
      ...EMPTY,
      customerId: linkedCustomerId,
      ...(prefill && { kitId: prefill.kitId, counts: prefill.counts, application: prefill.application ?? '' }),
    },
    prefill !== null,
  );
  const service = desk.data?.services.find((s) => s.resourceCategory === BUSINESS_CATEGORY);
  const kitId = state.kitId ?? '';
  const kit = useKit(deskId, service?.serviceId ?? '', kitId);
  const client = useOrderClient(desk.data, state.customerId);
  const customer = client.customer;
  const choices = (applications.data?.services ?? []).filter(isBusinessApplication);
  const update = (patch: Partial<FormState>) => setState({ ...state, ...patch });

  const now = new Date();
  const lines = (kit.data?.serviceOptions ?? []).map((option) => ({ option, count: countOf(state.counts, option) }));
  const total = optionLinesTotal(lines, now);
  const innError = state.inn ? innProblem(state.inn) : null;
  const kppError = kppProblem(state.kpp);
  const zeroCost = kit.data ? isZeroCostOrder(kit.data.usageMode, total.partner) : false;
  const ready = Boolean(
    customer &&
    isChosenKitOrderable(service, kitId, Boolean(kit.data)) &&
    !innProblem(state.inn) &&
    !kppError &&
    state.application &&
    (!INFOBASE_NEEDED || state.infoBaseName.trim()) &&
    state.passwordsPromised &&
    !zeroCost,
  );
  const application = choices.find((c) => c.resourceCode === state.application);

  const flow = useOrderFlow({
    type: BUSINESS_CATEGORY,
    formKey: FORM_KEY,
    summary: orderSummary(`Комплект «Бизнес», ${application?.name ?? ''}`, customer, total.partner),
    body: () => ({
      customerId: state.customerId ?? '',
      offerDeskId: deskId,
      serviceKitId: kitId,
      serviceOptions: unitsOf(lines),
      subscriptionProperties: [
        { name: 'inn', value: state.inn.trim(), propertyGroup: BUSINESS_CATEGORY },
        ...(state.kpp.trim() ? [{ name: 'kpp', value: state.kpp.trim().toUpperCase(), propertyGroup: BUSINESS_CATEGORY }] : []),
        { name: 'application', value: state.application, propertyGroup: BUSINESS_CATEGORY },
        ...(INFOBASE_NEEDED ? [{ name: 'infoBaseName', value: state.infoBaseName.trim(), propertyGroup: BUSINESS_CATEGORY }] : []),
      ],
    }),
  });

  const problem = loadProblem(desk.error, applications.error, client.error);
  if (problem || !desk.data || !applications.data) return <OrderFormUnavailable problem={problem} />;
  if (!service) return <OrderFormUnavailable problem={NOT_IN_CATALOGUE} />;

  return (
    <OrderFormFrame service={service}>
      <Alert severity="info" sx={{ mb: 2 }}>
        {BUSINESS_MESSAGES.fileOnly}
      </Alert>

      <StepHeading>Шаг 1. Клиент</StepHeading>
      <ClientPicker
        {...client.picker}
        onChange={(value) => update({ customerId: value?.id ?? null, inn: value?.inn ?? '', kpp: value?.kpp ?? '' })}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, maxWidth: 520 }}>
        <TextField
          label="ИНН"
          required
          value={state.inn}
          onChange={(event) => update({ inn: event.target.value.replace(/\D/g, '').slice(0, INN_MAX_LENGTH) })}
          error={Boolean(innError)}
          helperText={innError ?? ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          fullWidth
        />
        <TextField
          label="КПП"
          value={state.kpp}
          onChange={(event) => update({ kpp: event.target.value.toUpperCase().slice(0, 9) })}
          error={Boolean(kppError)}
          helperText={kppError ?? ' '}
          fullWidth
        />
      </Stack>

      <StepHeading>Шаг 2. Приложение и тип развертывания</StepHeading>
      <SelectField
        label="Приложение"
        required
        value={state.application}
        options={choices.map((choice) => ({ value: choice.resourceCode, label: choice.name }))}
        onChange={(application) => update({ application })}
        sx={{ my: 1, maxWidth: 520, display: 'flex' }}
      />
      <KitPicker kits={service.serviceKits} value={kitId} disabled={!customer} onChange={(next) => update({ kitId: next, counts: {} })} />

      {kit.data && (
        <>
          <StepHeading>Шаг 3. Рабочие места и стоимость</StepHeading>
          <PriceTable
            lines={lines}
            now={now}
            onCountChange={(option, count) => update({ counts: { ...state.counts, [option.serviceOptionId]: count } })}
            onClamped={handleClamped}
          />
          {zeroCost && <ZeroCostWarning />}
        </>
      )}
      {kit.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {loadProblem(kit.error)}
        </Alert>
      )}

      {INFOBASE_NEEDED && <InfoBaseNameField value={state.infoBaseName} onChange={(infoBaseName) => update({ infoBaseName })} />}
      <StrongPasswordsCheckbox checked={state.passwordsPromised} onChange={(passwordsPromised) => update({ passwordsPromised })} />
      <OrderButton ready={ready} flow={flow} />
    </OrderFormFrame>
  );
}
