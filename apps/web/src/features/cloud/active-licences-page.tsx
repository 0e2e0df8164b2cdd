/**
 * cloud.list (document 2 "Active licences"): order date, licence, count (with 'Ред. кол-ва лицензий'), price per
 * period, the current month's sum as billing prices it, the comment widget and deletion; deleted ones are not shown.
 * The deletion control comes from the subscriptions (the app composes it in). Changing the count is an order (the
 * «orders» right), and the month's sum is the partner's money (the «billing» right): the others see neither.
 */
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CLOUD_TEXTS, DEPLOY_STATUS_POLL_MS, formatDateTime, PAGE_SIZE_DEFAULT, type LicenceItem, formatRubles } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { CommentWidget } from '../../components/comment-widget/comment-widget';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { Tooltip } from '../../components/tooltip/tooltip';
import { useRights } from '../../lib/rights';
import { licencesQuery } from './api/licences';
import { CloudTabs } from './components/cloud-tabs';
import { LoadFailure } from './components/load-failure';
import { useLicenceChange } from './hooks/use-licence-change';
import { perPeriod } from './components/money';

const LicenceCountDialog = lazy(() => import('./components/licence-count-dialog').then((m) => ({ default: m.LicenceCountDialog })));

export type ActiveLicencesPageProps = {
  /** The delete control of a licence (a working one; a deletion at once after a confirmation). */
  renderDelete: (licence: LicenceItem) => ReactNode;
};

/** A licence still settling: the list reads itself again every 5 s meanwhile. */
const settling = (licence: LicenceItem) =>
  licence.changeOrderId !== null || ['INIT', 'DEPLOYING', 'DELETING'].includes(licence.deployStatus);

/** The current month's sum as billing prices it. */
const SUM_COLUMN: Column<LicenceItem> = {
  key: 'sum',
  label: CLOUD_TEXTS.listMonthSum,
  hint: CLOUD_TEXTS.listMonthSumTooltip,
  align: 'right',
  width: 120,
  wrapHeader: true,
  render: (l) => formatRubles(l.monthSum),
};

export function ActiveLicencesPage({ renderDelete }: ActiveLicencesPageProps) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZE_DEFAULT);
  // The licence whose count is being edited, with the dialog's Idempotency-Key.
  const [editing, setEditing] = useState<{ licence: LicenceItem; key: string } | null>(null);
  const change = useLicenceChange({ onAccepted: () => setEditing(null) });
  const can = useRights();
  const licences = useQuery({
    ...licencesQuery(page, pageSize),
    refetchInterval: (query) => (query.state.data?.items.some(settling) ? DEPLOY_STATUS_POLL_MS : false),
  });
  // Removed ones are not listed by the server; one removed since the last read is hidden at once.
  const rows = licences.data?.items.filter((l) => l.deployStatus !== 'DELETED' && !l.deleted);

  const columns: Array<Column<LicenceItem>> = [
    { key: 'date', label: CLOUD_TEXTS.listDate, width: 100, render: (l) => formatDateTime(l.createDate) },
    {
      key: 'name',
      label: CLOUD_TEXTS.listName,
      render: (l) => (
        <>
          {l.serviceName}
          {l.deployStatus !== 'DEPLOYED' && (
            <Typography variant="caption" component="div" color="textSecondary">
              {l.deployStatus === 'DEPLOY_FAILED'
                ? 'Ошибка подключения'
                : l.deployStatus === 'DELETING'
                  ? 'Удаляется…'
                  : CLOUD_TEXTS.deploying}
            </Typography>
          )}
        </>
      ),
    },
    {
      key: 'count',
      label: CLOUD_TEXTS.listCount,
      width: 90,
      render: (l) => {
        const option = l.optionTypes[0];
        const editable = can('orders') && option && !option.fixed && l.deployStatus === 'DEPLOYED' && l.changeOrderId === null;
        return (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <span data-testid="licence-count">{option?.usageCount ?? 0}</span>
            {l.changeOrderId !== null && (
              <Typography variant="caption" color="textSecondary">
                {CLOUD_TEXTS.changing}
              </Typography>
            )}
            {editable && (
              <Tooltip title={CLOUD_TEXTS.editCount}>
                <IconButton size="small" onClick={() => setEditing({ licence: l, key: crypto.randomUUID() })}>
                  <EditOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Box>
        );
      },
    },
    {
      key: 'price',
      label: CLOUD_TEXTS.listPrice,
      width: 120,
      wrapHeader: true,
      render: (l) => {
        const option = l.optionTypes[0];
        return option ? perPeriod(option.tariff.price * option.usageCount, option.tariff.paymentPeriod) : '—';
      },
    },
    ...(can('billing') ? [SUM_COLUMN] : []),
    {
      key: 'comment',
      label: CLOUD_TEXTS.listComment,
      width: 190,
      wrapHeader: true,
      render: (l) => <CommentWidget subscriptionId={l.subscriptionId} />,
    },
    { key: 'delete', label: 'Удаление', labelHidden: true, width: 40, render: (l) => renderDelete(l) },
  ];

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {CLOUD_TEXTS.tabList}
      </Typography>
      <CloudTabs current="cloud.list" />
      {licences.isError ? (
        <LoadFailure error={licences.error} text={CLOUD_TEXTS.listLoadFailed} onRetry={() => void licences.refetch()} />
      ) : (
        <DataTable
          label={CLOUD_TEXTS.tabList}
          columns={columns}
          rows={rows}
          rowKey={(l) => l.subscriptionId}
          total={licences.data?.total ?? 0}
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
          emptyText={CLOUD_TEXTS.listEmpty}
          loading={licences.isPending || licences.isPlaceholderData}
        />
      )}
      {editing && (
        <Suspense fallback={null}>
          <LicenceCountDialog
            licence={editing.licence}
            pending={change.isPending}
            onApply={(target) => change.mutate({ licence: editing.licence, target, key: editing.key })}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </Paper>
  );
}
