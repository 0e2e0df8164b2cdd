/**
 * A client's subscriptions on the client card (document 1 §2 Client area): grouped by the product's category, each
 * group with its table (the lists' status, price and deletion cells; the product opens the subscription's detail; an
 * edit button opens the edit-subscription dialog, which also plans the deletion) and its add-subscription block, which opens the right order form
 * with this client chosen, or says why this client cannot order. Products of other vendors form the third-party block.
 */
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatDateTime, SUBSCRIPTION_EMPTY_TEXTS, type Customer, type Subscription } from '@portal/domain';
import { useQueries, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { errorText } from '../../components/error-dialog/error-dialog-provider';
import { Tooltip } from '../../components/tooltip/tooltip';
import { paths } from '../../config/paths';
import { useCan } from '../../lib/rights';
import { customerQuery, deskQuery } from '../../lib/shared-queries';
import { customerSubscriptionsQuery } from './api/subscriptions';
import { DeployStatusCell } from './components/deploy-status-cell';
import { PriceCell } from './components/price-cell';
import { cardGroups, type CardGroup } from './utils/card-groups';

const EditSubscriptionDialog = lazy(() =>
  import('./components/edit-subscription-dialog').then((m) => ({ default: m.EditSubscriptionDialog })),
);

/** The catalogue desks a client's products come from ('Партнерам' is the partner's own). */
const CLIENT_DESKS = ['grm', 'other', 'biz'] as const;

const editColumn = (onEdit: (row: Subscription) => void): Column<Subscription> => ({
  key: 'actions',
  label: 'Действия',
  labelHidden: true,
  // Changes and a deletion date go through the edit dialog; the detail page deletes at once.
  render: (row) =>
    row.deployStatus === 'DEPLOYED' && (
      <Tooltip title="Изменить подписку">
        <IconButton aria-label="Изменить подписку" size="small" onClick={() => onEdit(row)}>
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
    ),
});

/** The columns; `onEdit` null: the person may not change subscriptions, and no edit button is offered. */
const columns = (onEdit: ((row: Subscription) => void) | null): Column<Subscription>[] => [
  {
    key: 'service',
    label: 'Продукт',
    render: (row) => (
      <Link href={paths['client.detail.item'].href({ customerId: row.customerId }, { subscriptionId: row.subscriptionId })}>
        {row.serviceName}
      </Link>
    ),
  },
  { key: 'kit', label: 'Тип', render: (row) => row.serviceKitName },
  { key: 'price', label: 'Стоимость в месяц', render: (row) => <PriceCell subscription={row} /> },
  { key: 'status', label: 'Статус', render: (row) => <DeployStatusCell subscription={row} /> },
  { key: 'mode', label: 'Режим', render: (row) => (row.onTrial ? 'Пробный период' : 'Платная') },
  { key: 'created', label: 'Дата создания', render: (row) => formatDateTime(row.createDate) },
  { key: 'end', label: 'Окончание пробного периода', render: (row) => (row.trialEnd ? formatDateTime(row.trialEnd) : '—') },
  ...(onEdit ? [editColumn(onEdit)] : []),
];

function AddBlock({ group }: { group: CardGroup }) {
  if (group.offers.length === 0) return null;
  const reasons = [...new Set(group.offers.flatMap((offer) => (offer.disabledReason ? [offer.disabledReason] : [])))];
  return (
    <Box sx={{ mt: 1 }} role="group" aria-label={`Подключить: ${group.title}`}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography variant="body2" color="textSecondary">
          Подключить:
        </Typography>
        {group.offers.map((offer) => (
          <Button
            key={offer.label}
            size="small"
            variant="outlined"
            href={offer.disabledReason ? undefined : offer.href}
            disabled={Boolean(offer.disabledReason)}
          >
            {offer.label}
          </Button>
        ))}
      </Box>
      {reasons.map((reason) => (
        <Typography key={reason} variant="caption" color="textSecondary" sx={{ display: 'block', mt: 0.5 }}>
          {reason}
        </Typography>
      ))}
    </Box>
  );
}

type GroupSectionProps = { group: CardGroup; onEdit: ((row: Subscription) => void) | null; loading: boolean };

function GroupSection({ group, onEdit, loading }: GroupSectionProps) {
  return (
    <Box component="section" aria-label={group.title} sx={{ mt: 3 }}>
      <Typography variant="h6" component="h3">
        {group.title}
      </Typography>
      {group.subscriptions.length > 0 ? (
        <DataTable
          label={`Подписки клиента: ${group.title}`}
          columns={columns(onEdit)}
          rows={group.subscriptions}
          rowKey={(row) => row.subscriptionId}
          total={group.subscriptions.length}
          page={1}
          pageSize={0}
          onPageChange={() => undefined}
          onPageSizeChange={() => undefined}
          emptyText="Нет элементов для отображения"
          loading={loading}
        />
      ) : null}
      {onEdit && <AddBlock group={group} />}
    </Box>
  );
}

export type CustomerSubscriptionsProps = { customerId: string };

export function CustomerSubscriptions({ customerId }: CustomerSubscriptionsProps) {
  const subscriptions = useQuery(customerSubscriptionsQuery(customerId));
  const customer = useQuery(customerQuery(customerId));
  // Changing and adding subscriptions are orders: without the «orders» right the card only reads them (and has no use
  // for the catalogue, which is the «orders» right's too).
  const mayOrder = useCan('orders');
  const desks = useQueries({ queries: CLIENT_DESKS.map((desk) => ({ ...deskQuery(desk), enabled: mayOrder })) });
  const [edited, setEdited] = useState<string | null>(null);

  if (subscriptions.isError) {
    return <Typography color="error">{errorText(subscriptions.error)}</Typography>;
  }
  if (!subscriptions.data || !customer.data) return <Typography>Загрузка…</Typography>;
  const services = desks.flatMap((desk) => desk.data?.services ?? []);
  // A group offers what may be added to it; for a person who may not order, only the groups that have subscriptions.
  const groups = cardGroups(subscriptions.data.items, services, customer.data satisfies Customer).filter(
    (group) => mayOrder || group.subscriptions.length > 0,
  );

  return (
    <>
      {subscriptions.data.items.length === 0 && (
        <Typography color="textSecondary" sx={{ mt: 1 }}>
          {SUBSCRIPTION_EMPTY_TEXTS.all}
        </Typography>
      )}
      {groups.map((group) => (
        <GroupSection
          key={group.key}
          group={group}
          onEdit={mayOrder ? (row) => setEdited(row.subscriptionId) : null}
          loading={subscriptions.isFetching}
        />
      ))}
      {edited && (
        <Suspense fallback={null}>
          <EditSubscriptionDialog subscriptionId={edited} onClose={() => setEdited(null)} />
        </Suspense>
      )}
    </>
  );
}
