/**
 * 'Форма заказа' for applications, the configuration manager, the terminal, Microsoft products and any other paid
 * product (the generic form): one engine — client, deployment type, counts, prices from the domain's pricing
 * module, database name where the kind needs one, confirmation.
 */
import Alert from '@mui/material/Alert';
import { isZeroCostOrder, needsInfoBase, ORDER_MESSAGES, orderedWithoutSeats, optionLinesTotal, productionTrialDays } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { errorText } from '../../components/error-dialog/error-dialog-provider';
import { deskQuery } from '../../lib/shared-queries';
import { useKit } from './api/get-kit';
import { useTrialTime } from './api/get-trial-time';
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
  kitId: string | null;
  counts: Record<string, number>;
  infoBaseName: string;
  passwordsPromised: boolean;
};
const EMPTY: FormState = { customerId: null, kitId: null, counts: {}, infoBaseName: '', passwordsPromised: false };

export function OrderPage() {
  const { deskId, serviceId, linkedCustomerId, prefill } = useOrderRoute('grm');
  const handleClamped = useClampToast();
  const desk = useQuery(deskQuery(deskId));
  const service = desk.data?.services.find((s) => s.serviceId === serviceId);
  const formKey = `${deskId}.${serviceId}`;
  const [state, setState] = useSavedForm<FormState>(
    formKey,
    { ...EMPTY, customerId: linkedCustomerId, ...(prefill && { kitId: prefill.kitId, counts: prefill.counts }) },
    prefill !== null,
  );
  const client = useOrderClient(desk.data, state.customerId);
  const customer = client.customer;
  const kit = useKit(deskId, serviceId, state.kitId);
  const options = useMemo(() => kit.data?.serviceOptions ?? [], [kit.data]);
  const now = new Date();
  const category = service?.resourceCategory ?? '';
  const infoBaseNeeded = needsInfoBase(category);

  const update = (patch: Partial<FormState>) => setState({ ...state, ...patch });
  const lines = options.map((option) => ({ option, count: countOf(state.counts, option) }));
  const total = optionLinesTotal(lines, now);
  const demo = kit.data?.usageMode === 'DEMONSTRATION';
  // A production kit whose ordered options carry trial data is free for that long, once per client (decision 013).
  const productionTrial = demo ? null : productionTrialDays(lines);
  const trial = useTrialTime(
    { servicePackageId: state.kitId ?? '', customerId: customer?.id ?? '', serviceId },
    demo || productionTrial !== null,
  );
  const trialUsed = (demo || productionTrial !== null) && trial.data?.trialLength === 0;
  const zeroCost = kit.data ? isZeroCostOrder(kit.data.usageMode, total.partner) : false;
  const ready = Boolean(
    customer &&
    isChosenKitOrderable(service, state.kitId, Boolean(kit.data)) &&
    state.passwordsPromised &&
    (!infoBaseNeeded || state.infoBaseName.trim()) &&
    !zeroCost &&
    (!demo || (trial.data && !trialUsed)),
  );

  const flow = useOrderFlow({
    type: category,
    formKey,
    trial: demo,
    summary: orderSummary(`${service?.name ?? ''}, ${kit.data?.name ?? ''}`, customer, demo ? null : total.partner),
    body: () => ({
      customerId: customer?.id ?? '',
      offerDeskId: deskId,
      serviceKitId: state.kitId ?? '',
      serviceOptions: unitsOf(lines),
      subscriptionProperties: infoBaseNeeded ? [{ name: 'infoBaseName', value: state.infoBaseName.trim(), propertyGroup: category }] : [],
    }),
  });

  const problem = loadProblem(desk.error, client.error);
  if (problem || !desk.data) return <OrderFormUnavailable problem={problem} />;
  if (!service) return <OrderFormUnavailable problem={NOT_IN_CATALOGUE} />;

  return (
    <OrderFormFrame service={service}>
      <StepHeading>Шаг 1. Клиент</StepHeading>
      <ClientPicker {...client.picker} onChange={(value) => update({ customerId: value?.id ?? null })} />

      <StepHeading>Шаг 2. Тип развертывания</StepHeading>
      {service.clientServerOnly && (
        <Alert severity="info" sx={{ my: 1 }}>
          Эта конфигурация работает только в клиент-серверном варианте.
        </Alert>
      )}
      <KitPicker
        kits={service.serviceKits}
        value={state.kitId ?? ''}
        disabled={!customer}
        markTrials
        onChange={(kitId) => update({ kitId, counts: {} })}
      />
      {kit.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {loadProblem(kit.error)}
        </Alert>
      )}

      {kit.data && (
        <>
          <StepHeading>Шаг 3. Количество и стоимость</StepHeading>
          <PriceTable
            lines={lines}
            demo={demo}
            hideClientPrice={category === '1c_grm_conf_manager'}
            now={now}
            onCountChange={(option, count) => update({ counts: { ...state.counts, [option.serviceOptionId]: count } })}
            onClamped={handleClamped}
          />
          {zeroCost && <ZeroCostWarning />}
          {(demo || productionTrial !== null) && trial.data && (
            <Alert severity={trialUsed ? 'warning' : 'info'} sx={{ mt: 1 }}>
              {trialUsed ? ORDER_MESSAGES.trialUsed : ORDER_MESSAGES.trialLength(productionTrial ?? trial.data.trialLength)}
            </Alert>
          )}
          {trial.isError && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {errorText(trial.error)}
            </Alert>
          )}
        </>
      )}

      {infoBaseNeeded && <InfoBaseNameField value={state.infoBaseName} onChange={(infoBaseName) => update({ infoBaseName })} />}
      <StrongPasswordsCheckbox checked={state.passwordsPromised} onChange={(passwordsPromised) => update({ passwordsPromised })} />
      <OrderButton ready={ready} flow={flow} withoutSeats={orderedWithoutSeats(category, lines)} />
    </OrderFormFrame>
  );
}
