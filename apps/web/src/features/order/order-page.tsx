/**
 * 'Форма заказа' for applications, configuration manager, terminal and Microsoft products: one engine —
 * client, deployment type, counts, prices from the domain's pricing module, database name, confirmation.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatMoney,
  monthlyCost,
  OFFER_DESKS,
  ORDER_MESSAGES,
  orderTotal,
  INFOBASE_FORBIDDEN,
  INFOBASE_NAME_MAX,
  type OfferDeskId,
  type ServiceOption,
} from '@portal/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { errorText } from '../../components/error-dialog/error-dialog-provider';
import { useToast } from '../../components/toast/toast-provider';
import { deskQuery } from '../../lib/shared-queries';
import { kitQuery, orderableClientsQuery, placeOrder } from './api/order';
import { clientLabel } from './client-label';
import { ClientPicker } from './components/client-picker';
import { CountInput } from './components/count-input';
import { OrderDialogs, type OrderOutcome } from './components/order-dialogs';
import { forgetSavedForm, useSavedForm } from './use-saved-form';

type FormState = {
  customerId: string | null;
  kitId: string | null;
  counts: Record<string, number>;
  infoBaseName: string;
  passwordsPromised: boolean;
};
const EMPTY: FormState = { customerId: null, kitId: null, counts: {}, infoBaseName: '', passwordsPromised: false };

const countOf = (state: FormState, option: ServiceOption) =>
  state.counts[option.serviceOptionId] ?? Math.max(option.minUsageCount, option.usageCount);

export function OrderPage() {
  const { offerDeskId = '', serviceId = '' } = useParams();
  const [search] = useSearchParams();
  const toast = useToast();
  const deskId = (OFFER_DESKS as readonly string[]).includes(offerDeskId) ? (offerDeskId as OfferDeskId) : 'grm';
  const desk = useQuery(deskQuery(deskId));
  const clients = useQuery(orderableClientsQuery);
  const service = desk.data?.services.find((s) => s.serviceId === serviceId);
  const formKey = `${deskId}.${serviceId}`;
  const [state, setState] = useSavedForm<FormState>(formKey, { ...EMPTY, customerId: search.get('customerId') });
  const [outcome, setOutcome] = useState<OrderOutcome>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const kit = useQuery({ ...kitQuery(deskId, serviceId, state.kitId ?? ''), enabled: Boolean(state.kitId) });
  const options = useMemo(() => kit.data?.serviceOptions ?? [], [kit.data]);
  const now = new Date();
  const needsInfoBase = service?.resourceCategory === '1c_ecw_application';
  const clientFixed = desk.data?.clientFixed ?? false;

  const update = (patch: Partial<FormState>) => setState({ ...state, ...patch });
  const handleClamped = useCallback(
    (min: number, max: number) =>
      toast.show(`${ORDER_MESSAGES.countOutOfRange(min, max)}. Подробнее — в правилах заказа.`, { severity: 'warning' }),
    [toast],
  );

  const lines = options.map((option) => ({ option, count: countOf(state, option) }));
  const total = orderTotal(
    lines.flatMap(({ option, count }) => (option.tariff && count > 0 ? [{ tariff: option.tariff, count }] : [])),
    now,
  );
  const demo = kit.data?.usageMode === 'DEMONSTRATION';
  const zeroCost = !demo && total.partner === 0;
  const ready = Boolean(
    state.customerId && state.kitId && kit.data && state.passwordsPromised && (!needsInfoBase || state.infoBaseName.trim()) && !zeroCost,
  );

  const order = useMutation({
    mutationFn: () =>
      placeOrder(
        service?.resourceCategory ?? '',
        {
          customerId: state.customerId ?? '',
          offerDeskId: deskId,
          serviceKitId: state.kitId ?? '',
          serviceOptions: lines.flatMap(({ option, count }) =>
            Array.from({ length: count }, () => ({ serviceOptionId: option.serviceOptionId })),
          ),
          subscriptionProperties: needsInfoBase
            ? [{ name: 'infoBaseName', value: state.infoBaseName.trim(), propertyGroup: service?.resourceCategory ?? '' }]
            : [],
        },
        idempotencyKey,
      ),
    onSuccess: () => {
      forgetSavedForm(formKey);
      setOutcome('success');
    },
    onError: () => setOutcome('error'),
  });

  if (desk.isError) return <Alert severity="error">{errorText(desk.error)}</Alert>;
  if (!desk.data) return <Typography>Загрузка…</Typography>;
  if (!service) return <Alert severity="error">Приложение не найдено в каталоге.</Alert>;

  const customer = clients.data?.find((c) => c.id === state.customerId) ?? null;

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Форма заказа
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Конфигурация: <strong>{service.name}</strong>
      </Typography>

      <Typography variant="h6" component="h2">
        Шаг 1. Клиент
      </Typography>
      <ClientPicker
        clients={clients.data ?? []}
        value={customer}
        fixed={clientFixed}
        onChange={(value) => update({ customerId: value?.id ?? null })}
      />

      <Typography variant="h6" component="h2">
        Шаг 2. Тип развертывания
      </Typography>
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
          <Typography variant="h6" component="h2">
            Шаг 3. Количество и стоимость
          </Typography>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Стоимость заказа">
              <TableHead>
                <TableRow>
                  <TableCell>Наименование</TableCell>
                  <TableCell>Цена</TableCell>
                  <TableCell>Количество</TableCell>
                  <TableCell>Стоимость для партнера</TableCell>
                  <TableCell>Мин. рекомендованная цена для клиента</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {lines.map(({ option, count }) => {
                  const cost = option.tariff ? monthlyCost(option.tariff, count, now) : null;
                  return (
                    <TableRow key={option.serviceOptionId}>
                      <TableCell>{option.name}</TableCell>
                      <TableCell>
                        {demo
                          ? '-'
                          : option.tariff
                            ? `${formatMoney(option.tariff.price, 2)} ₽ / ${option.tariff.paymentPeriod === 'd' ? 'день' : 'месяц'}`
                            : '—'}
                      </TableCell>
                      <TableCell>
                        <CountInput
                          label={option.name}
                          value={count}
                          min={option.minUsageCount}
                          max={option.maxUsageCount}
                          onChange={(value) => update({ counts: { ...state.counts, [option.serviceOptionId]: value } })}
                          onClamped={handleClamped}
                        />
                      </TableCell>
                      <TableCell>{demo ? 'Бесплатно' : cost ? `${formatMoney(cost.partner)} ₽` : '—'}</TableCell>
                      <TableCell>{demo ? 'Бесплатно' : cost?.client != null ? `${formatMoney(cost.client)} ₽` : '—'}</TableCell>
                    </TableRow>
                  );
                })}
                <TableRow>
                  <TableCell colSpan={3}>
                    <strong>Итого в месяц</strong>
                  </TableCell>
                  <TableCell>
                    <strong>{demo ? 'Бесплатно' : `${formatMoney(total.partner)} ₽`}</strong>
                  </TableCell>
                  <TableCell>
                    <strong>{demo ? 'Бесплатно' : total.client !== null ? `${formatMoney(total.client)} ₽` : '—'}</strong>
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </Box>
          {zeroCost && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {ORDER_MESSAGES.zeroCost}
            </Alert>
          )}
        </>
      )}

      {needsInfoBase && (
        <TextField
          label="Название информационной базы"
          required
          value={state.infoBaseName}
          onChange={(event) => update({ infoBaseName: event.target.value.replace(INFOBASE_FORBIDDEN, '').slice(0, INFOBASE_NAME_MAX) })}
          helperText={state.infoBaseName.trim() ? 'Недопустимые символы удаляются' : ORDER_MESSAGES.infoBaseRequired}
          sx={{ mt: 3, maxWidth: 520, display: 'flex' }}
        />
      )}
      <FormControlLabel
        sx={{ mt: 2, display: 'flex' }}
        control={<Checkbox checked={state.passwordsPromised} onChange={(event) => update({ passwordsPromised: event.target.checked })} />}
        label="Обязуюсь установить надежные пароли для пользователей информационной базы"
      />
      <Button variant="contained" size="large" sx={{ mt: 2 }} disabled={!ready || order.isPending} onClick={() => setOutcome('confirm')}>
        Заказать
      </Button>

      <OrderDialogs
        outcome={outcome}
        summary={`${service.name}, ${kit.data?.name ?? ''}, клиент «${customer ? clientLabel(customer) : ''}». Стоимость для партнера: ${demo ? 'бесплатно' : `${formatMoney(total.partner, 2)} ₽ в месяц`}.`}
        trial={demo}
        pending={order.isPending}
        error={order.error}
        onConfirm={() => order.mutate()}
        onRetry={() => {
          setIdempotencyKey(crypto.randomUUID());
          order.reset();
          setOutcome(null);
        }}
        onClose={() => setOutcome(null)}
      />
    </Paper>
  );
}
