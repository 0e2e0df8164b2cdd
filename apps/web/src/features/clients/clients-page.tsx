/** The client list: search, count, sortable columns, copy email, add INN, edit, export of the whole filtered list. */
import EditOutlined from '@mui/icons-material/EditOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { Tooltip } from '../../components/tooltip/tooltip';
import Typography from '@mui/material/Typography';
import { CUSTOMER_MESSAGES, type Customer, type CustomerSortField } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { CopyButton } from '../../components/copy/copy-button';
import { DataTable, type Column, type Sort } from '../../components/data-table/data-table';
import { usePaging } from '../../components/data-table/use-paging';
import { SearchBar } from '../../components/search/search-bar';
import { apiErrorContent, useErrorDialog } from '../../components/error-dialog/error-dialog-provider';
import { ClientAreaTabs } from '../../components/layout/client-area-tabs';
import { paths } from '../../config/paths';
import { useCan } from '../../lib/rights';
import { CUSTOMER_LIST_START, customersQuery, exportHref } from './api/customers';

// The dialogs (and their form library) load when one is opened.
const EditCustomerDialog = lazy(() => import('./components/edit-customer-dialog').then((m) => ({ default: m.EditCustomerDialog })));
const AddInnDialog = lazy(() => import('./components/add-inn-dialog').then((m) => ({ default: m.AddInnDialog })));

type Dialog = { kind: 'edit' | 'inn'; customer: Customer } | null;

export function ClientsPage() {
  const { showError } = useErrorDialog();
  const [search, setSearch] = useState<string>(CUSTOMER_LIST_START.search);
  const [sort, setSort] = useState<Sort<CustomerSortField>>({ key: CUSTOMER_LIST_START.sort, order: CUSTOMER_LIST_START.order });
  const paging = usePaging(CUSTOMER_LIST_START.pageSize);
  const [dialog, setDialog] = useState<Dialog>(null);
  // Registering and editing clients is the «clients» right's; the others read the list.
  const mayEdit = useCan('clients');
  const list = useQuery(customersQuery({ search, sort: sort.key, order: sort.order, page: paging.page, pageSize: paging.pageSize }));

  useEffect(() => {
    if (list.isError) {
      showError(
        apiErrorContent(
          'Ошибка загрузки списка клиентов',
          list.error,
          'Обновите страницу; если ошибка повторится, отправьте отчет об ошибке',
        ),
      );
    }
  }, [list.isError, list.error, showError]);

  const columns: Column<Customer, CustomerSortField>[] = [
    {
      key: 'name',
      label: 'Клиент',
      sortKey: 'name',
      render: (row) => (
        <Link href={paths['client.detail.item'].href({ customerId: row.id })}>{row.name || row.responsible || row.email}</Link>
      ),
    },
    { key: 'responsible', label: 'Контактное лицо', sortKey: 'responsible', render: (row) => row.responsible },
    {
      key: 'email',
      label: 'E-mail',
      sortKey: 'email',
      render: (row) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          {row.email}
          <CopyButton text={row.email} label={`Скопировать ${row.email}`} />
        </Box>
      ),
    },
    { key: 'phone', label: 'Телефон', sortKey: 'phone', render: (row) => <Box sx={{ whiteSpace: 'nowrap' }}>{row.phone ?? '—'}</Box> },
    {
      key: 'inn',
      label: 'ИНН',
      sortKey: 'inn',
      render: (row) =>
        row.inn ??
        (mayEdit ? (
          <Link component="button" type="button" onClick={() => setDialog({ kind: 'inn', customer: row })}>
            Указать ИНН
          </Link>
        ) : (
          '—'
        )),
    },
    { key: 'login', label: 'Логин', sortKey: 'oneCId', render: (row) => row.oneCId ?? '—' },
    { key: 'city', label: 'Город', sortKey: 'city', render: (row) => row.city ?? '—' },
  ];
  if (mayEdit) {
    columns.push({
      key: 'edit',
      label: '',
      render: (row) => (
        <Tooltip title="Редактировать">
          <IconButton size="small" aria-label={`Редактировать ${row.name}`} onClick={() => setDialog({ kind: 'edit', customer: row })}>
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    });
  }

  const exportQuery = { search, sort: sort.key, order: sort.order };

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Клиенты
      </Typography>
      <ClientAreaTabs />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 1, alignItems: { md: 'center' } }}>
        <SearchBar
          label="Поиск клиентов"
          initial={search}
          onSearch={(value) => {
            setSearch(value);
            paging.reset();
          }}
        />
        <Typography aria-live="polite">Всего клиентов: {list.data?.total ?? '…'}</Typography>
        <Stack direction="row" spacing={1}>
          <Button size="small" startIcon={<FileDownloadOutlined />} href={exportHref('xlsx', exportQuery)} download>
            XLSX
          </Button>
          <Button size="small" startIcon={<FileDownloadOutlined />} href={exportHref('csv', exportQuery)} download>
            CSV
          </Button>
          {mayEdit && (
            <Button size="small" variant="outlined" href={paths['client.subscriptions.reg'].href()}>
              Новый клиент
            </Button>
          )}
        </Stack>
      </Stack>
      <DataTable
        label="Клиенты"
        columns={columns}
        rows={list.data?.items}
        rowKey={(row) => row.id}
        total={list.data?.total ?? 0}
        {...paging.tableProps}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          paging.reset();
        }}
        emptyText={CUSTOMER_MESSAGES.emptyList}
        loading={list.isFetching}
      />
      <Suspense fallback={null}>
        {dialog?.kind === 'edit' && <EditCustomerDialog customer={dialog.customer} onClose={() => setDialog(null)} />}
        {dialog?.kind === 'inn' && <AddInnDialog customer={dialog.customer} onClose={() => setDialog(null)} />}
      </Suspense>
    </Paper>
  );
}
