/**
 * Common leads (lead.tabs.new): the programme's pool, newest first, with 'take to work' per row. A lead this partner
 * asked for shows as sent and cannot be asked for twice; contacts open only once the operator dispatches it here.
 */
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatDateTime, LEAD_TEXTS, type CommonLead } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { usePaging } from '../../components/data-table/use-paging';
import { useToast } from '../../components/toast/toast-provider';
import { commonLeadsQuery, useApplyForLead } from './api/leads';
import { failureText, productsText } from './utils/lead-texts';
import { BlockedNote, usePartnerBlocked } from '../../components/blocked-note/blocked-note';
import { useCan } from '../../lib/rights';

export function CommonLeadsPage() {
  const paging = usePaging();
  const toast = useToast();
  const list = useQuery(commonLeadsQuery(paging.page, paging.pageSize));
  const blocked = usePartnerBlocked();
  // Taking a lead is the «leads» right's; the others see the pool and what was asked for.
  const mayTake = useCan('leads');
  const apply = useApplyForLead({
    onSuccess: (result) => toast.show(result.message, { severity: 'success' }),
    onError: (error) => toast.show(failureText(LEAD_TEXTS.applicationFailed, error), { severity: 'error' }),
  });

  const columns: Column<CommonLead>[] = [
    { key: 'date', label: 'Дата', render: (row) => formatDateTime(row.date) },
    { key: 'name', label: 'Клиент', render: (row) => row.name },
    { key: 'products', label: 'Продукты', render: (row) => productsText(row.products) },
    {
      key: 'action',
      label: 'Действие',
      labelHidden: true,
      render: (row) =>
        row.applied ? (
          <Button size="small" variant="outlined" disabled>
            {LEAD_TEXTS.applicationSentLabel}
          </Button>
        ) : mayTake ? (
          <Button
            size="small"
            variant="contained"
            disabled={blocked || (apply.isPending && apply.variables === row.id)}
            onClick={() => apply.mutate(row.id)}
            aria-label={`${LEAD_TEXTS.takeToWork}: ${row.name}`}
          >
            {LEAD_TEXTS.takeToWork}
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {LEAD_TEXTS.hiddenContacts}
      </Typography>
      {blocked && <BlockedNote />}
      {list.isError && (
        <Typography role="alert" color="error" sx={{ mb: 2 }}>
          Не удалось загрузить общие лиды. Попробуйте обновить страницу.
        </Typography>
      )}
      <DataTable
        label="Общие лиды"
        columns={columns}
        rows={list.data?.items}
        rowKey={(row) => row.id}
        total={list.data?.total ?? 0}
        {...paging.tableProps}
        emptyText={LEAD_TEXTS.emptyNew}
        loading={list.isFetching}
      />
    </>
  );
}
