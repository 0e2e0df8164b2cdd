/**
 * 'Форма заказа' for applications, configuration manager, terminal and Microsoft products: one engine —
 * client, deployment type, counts, prices from the domain's pricing module, database name, confirmation.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { formatMoney, OFFER_DESKS, ORDER_MESSAGES, orderedWithoutSeats, type OfferDeskId } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { errorText } from '../../components/error-dialog/error-dialog-provider';
import { deskQuery } from '../../lib/shared-queries';
import { kitQuery, orderableClientsQuery, trialTimeQuery } from './api/order';
import { clientLabel } from './client-label';
import { ClientPicker } from './components/client-picker';
import { OrderDialogs } from './components/order-dialogs';
import { OrderFormFrame, StepHeading } from './components/order-form-frame';
import { InfoBaseNameField, StrongPasswordsCheckbox } from './components/order-form-end';
import { linesTotal, PriceTable } from './components/price-table';
import { useClampToast } from './hooks/use-clamp-toast';
import { useOrderFlow } from './hooks/use-order-flow';
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
  const { offerDeskId = '', serviceId = '' } = useParams();
  const [search] = useSearchParams();
  const handleClamped = useClampToast();
  const deskId = (OFFER_DESKS as readonly string[]).includes(offerDeskId) ? (offerDeskId as OfferDeskId) : 'grm';
  const desk = useQuery(deskQuery(deskId));
  const clients = useQuery(orderableClientsQuery);
  const service = desk.data?.services.find((s) => s.serviceId === serviceId);
  const formKey = `${deskId}.${serviceId}`;
  const [state, setState] = useSavedForm<FormState>(formKey, { ...EMPTY, customerId: search.get('customerId') });
  const kit = useQuery({ ...kitQuery(deskId, serviceId, state.kitId ?? ''), enabled: Boolean(state.kitId) });
  const options = useMemo(() => kit.data?.serviceOptions ?? [], [kit.data]);
  const now = new Date();
  const category = service?.resourceCategory ?? '';
  const needsInfoBase = category === '1c_ecw_application';
  const customer = clients.data?.find((c) => c.id === state.customerId) ?? null;

  const update = (patch: Partial<FormState>) => setState({ ...state, ...patch });
  const lines = options.map((option) => ({ option, count: countOf(state.counts, option) }));
  const total = linesTotal(lines, now);
  const demo = kit.data?.usageMode === 'DEMONSTRATION';
  const trial = useQuery({
    ...trialTimeQuery({ servicePackageId: state.kitId ?? '', customerId: state.customerId ?? '', serviceId }),
    enabled: Boolean(demo && state.kitId && state.customerId),
  });
  const trialUsed = demo && trial.data?.trialLength === 0;
  const zeroCost = !demo && total.partner === 0;
  const ready = Boolean(
    state.customerId &&
    state.kitId &&
    kit.data &&
    state.passwordsPromised &&
    (!needsInfoBase || state.infoBaseName.trim()) &&
    !zeroCost &&
    (!demo || (trial.data && !trialUsed)),
  );

  const flow = useOrderFlow({
    type: category,
    formKey,
    trial: demo,
    summary: `${service?.name ?? ''}, ${kit.data?.name ?? ''}, клиент «${customer ? clientLabel(customer) : ''}». Стоимость для партнера: ${demo ? 'бесплатно' : `${formatMoney(total.partner, 2)} ₽ в месяц`}.`,
    body: () => ({
      customerId: state.customerId ?? '',
      offerDeskId: deskId,
      serviceKitId: state.kitId ?? '',
      serviceOptions: unitsOf(lines),
      subscriptionProperties: needsInfoBase ? [{ name: 'infoBaseName', value: state.infoBaseName.trim(), propertyGroup: category }] : [],
    }),
  });

  if (desk.isError) return <Alert severity="error">{errorText(desk.error)}</Alert>;
  if (!desk.data) return <Typography>Загрузка…</Typography>;
  if (!service) return <Alert severity="error">Приложение не найдено в каталоге.</Alert>;

  return (
    <OrderFormFrame subject="Конфигурация" name={service.name}>
      <StepHeading>Шаг 1. Клиент</StepHeading>
      <ClientPicker
        clients={clients.data ?? []}
        value={customer}
        fixed={desk.data.clientFixed}
        onChange={(value) => update({ customerId: value?.id ?? null })}
      />

      <StepHeading>Шаг 2. Тип развертывания</StepHeading>
      {service.clientServerOnly && (
        <Alert severity="info" sx={{ my: 1 }}>
          Эта конфигурация работает только в клиент-серверном варианте.
        </Alert>
      )}
      <RadioGroup value={state.kitId ?? ''} onChange={(event) => update({ kitId: event.target.value, counts: {} })} sx={{ mb: 3 }}>
        {service.serviceKits.map((k) => (
          <FormControlLabel
            key={k.serviceKitId}
            value={k.serviceKitId}
            disabled={!state.customerId || Boolean(k.blockReason)}
            control={<Radio />}
            label={`${k.name}${k.usageMode === 'DEMONSTRATION' ? ' (пробный период, бесплатно)' : ''}${k.blockReason ? ` — ${k.blockReason}` : ''}`}
          />
        ))}
      </RadioGroup>

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
          {zeroCost && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {ORDER_MESSAGES.zeroCost}
            </Alert>
          )}
          {demo && trial.data && (
            <Alert severity={trialUsed ? 'warning' : 'info'} sx={{ mt: 1 }}>
              {trialUsed ? ORDER_MESSAGES.trialUsed : ORDER_MESSAGES.trialLength(trial.data.trialLength)}
            </Alert>
          )}
        </>
      )}

      {needsInfoBase && <InfoBaseNameField value={state.infoBaseName} onChange={(infoBaseName) => update({ infoBaseName })} />}
      <StrongPasswordsCheckbox checked={state.passwordsPromised} onChange={(passwordsPromised) => update({ passwordsPromised })} />
      <Button
        variant="contained"
        size="large"
        sx={{ mt: 2 }}
        disabled={!ready || flow.pending}
        onClick={() => flow.start(orderedWithoutSeats(category, lines))}
      >
        Заказать
      </Button>
      <OrderDialogs {...flow.dialogs} />
    </OrderFormFrame>
  );
}
