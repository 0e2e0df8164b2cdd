/**
 * A partner's invoices in the back office (issue 31): every closed month's invoice with where its act stands — the
 * refusals with the reason, who and when — filtered by the act as «Счета партнеров» is.
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { ACT_TEXTS, formatRubles, type Invoice } from '@portal/domain';
import { useState } from 'react';
import { ALL_ROWS_LIMIT, DataTable, type Column } from '../../../components/data-table/data-table';
import { usePaging } from '../../../components/data-table/use-paging';
import { NativeSelectField } from '../../../components/text-field/native-select-field';
import { formatMonth } from '../../../lib/months';
import { useBackofficeInvoices } from '../api/get-invoices';
import { useLoadError } from '../hooks/use-load-error';
import { ACT_FILTER_OPTIONS, type ActFilter, ActStateCell, ALL_ACTS } from './act-state-cell';

const COLUMNS: Column<Invoice>[] = [
  { key: 'number', label: 'Счет', render: (row) => row.number },
  { key: 'month', label: 'Месяц', render: (row) => formatMonth(row) },
  { key: 'sum', label: 'Сумма', align: 'right', render: (row) => formatRubles(row.sum) },
  { key: 'act', label: ACT_TEXTS.column, render: (row) => <ActStateCell act={row.act} /> },
];

export type PartnerInvoicesDialogProps = { partnerId: string; partnerName: string; onClose: () => void };

export function PartnerInvoicesDialog({ partnerId, partnerName, onClose }: PartnerInvoicesDialogProps) {
  const [act, setAct] = useState<ActFilter>(ALL_ACTS);
  const paging = usePaging();
  const list = useBackofficeInvoices({
    partnerId,
    month: null,
    search: '',
    act: act === ALL_ACTS ? null : act,
    page: paging.page,
    pageSize: paging.pageSize || ALL_ROWS_LIMIT,
  });
  useLoadError(list.error, 'Не удалось загрузить счета партнера');
  const title = ACT_TEXTS.partnerInvoicesTitle(partnerName);
  return (
    <Dialog open onClose={onClose} aria-labelledby="partner-invoices-title" maxWidth="md" fullWidth>
      <DialogTitle id="partner-invoices-title">{title}</DialogTitle>
      <DialogContent>
        <NativeSelectField
          label={ACT_TEXTS.filter}
          value={act}
          options={ACT_FILTER_OPTIONS}
          onChange={(value) => {
            setAct(value);
            paging.reset();
          }}
          sx={{ minWidth: 200, mt: 1, mb: 2 }}
        />
        <DataTable
          label={title}
          columns={COLUMNS}
          rows={list.data?.items}
          rowKey={(row) => row.invoiceId}
          total={list.data?.total ?? 0}
          {...paging.tableProps}
          emptyText={act === ALL_ACTS ? ACT_TEXTS.partnerInvoicesEmpty : ACT_TEXTS.noneInStatus}
          loading={list.isFetching}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Закрыть</Button>
      </DialogActions>
    </Dialog>
  );
}
