/** Partners' clients awaiting confirmation: the operator confirms or rejects them. */
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CUSTOMER_STATUS_LABELS, formatDateTime, type BackofficeCustomer } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ALL_ROWS_LIMIT, DataTable, type Column } from '../../components/data-table/data-table';
import { usePaging } from '../../components/data-table/use-paging';
import { apiErrorContent, useErrorDialog } from '../../components/error-dialog/error-dialog-provider';
import { useToast } from '../../components/toast/toast-provider';
import { decideCustomer } from './api/decide-customer';
import { useBackofficeCustomers, type CustomerFilter } from './api/get-customers';
import { useLoadError } from './hooks/use-load-error';
import { FilterSelect } from './components/filter-select';
import { SearchBar } from '../../components/search/search-bar';

const FILTERS: Record<CustomerFilter, string> = {
  unconfirmed: 'Не подтверждены',
  confirmed: 'Подтверждены',
  rejected: 'Отклонены',
  all: 'Все',
};

export function CustomersPage() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { showError } = useErrorDialog();
  const [status, setStatus] = useState<CustomerFilter>('unconfirmed');
  const [search, setSearch] = useState('');
  const paging = usePaging();
  const list = useBackofficeCustomers({ status, search, page: paging.page, pageSize: paging.pageSize || ALL_ROWS_LIMIT });
  useLoadError(list.error, 'Не удалось загрузить клиентов');

  const decide = useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'confirm' | 'reject' }) => decideCustomer(id, { decision }),
    onSuccess: (_result, { decision }) => {
      toast.show(decision === 'confirm' ? 'Клиент подтвержден' : 'Клиент отклонен', { severity: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['backoffice', 'customers'] });
    },
    onError: (error) => showError(apiErrorContent('Не удалось сохранить решение', error)),
  });

  const columns: Column<BackofficeCustomer>[] = [
    { key: 'name', label: 'Клиент', render: (row) => row.name },
    { key: 'responsible', label: 'Контактное лицо', render: (row) => row.responsible },
    { key: 'email', label: 'E-mail', render: (row) => row.email },
    { key: 'inn', label: 'ИНН', render: (row) => row.inn ?? '—' },
    { key: 'partner', label: 'Партнер', render: (row) => `${row.partnerName} (${row.partnerCode})` },
    { key: 'status', label: 'Статус', render: (row) => <Chip size="small" label={CUSTOMER_STATUS_LABELS[row.status]} /> },
    { key: 'created', label: 'Зарегистрирован', render: (row) => formatDateTime(row.createdAt) },
    {
      key: 'actions',
      label: 'Действия',
      render: (row) => (
        <Stack direction="row" spacing={0.5}>
          {row.status !== 'confirmed' && (
            <Button
              size="small"
              variant="contained"
              disabled={decide.isPending}
              onClick={() => decide.mutate({ id: row.id, decision: 'confirm' })}
            >
              Подтвердить
            </Button>
          )}
          {row.status !== 'rejected' && (
            <Button
              size="small"
              color="error"
              disabled={decide.isPending}
              onClick={() => decide.mutate({ id: row.id, decision: 'reject' })}
            >
              Отклонить
            </Button>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Клиенты партнеров
      </Typography>
      <SearchBar
        label="Клиент, E-mail или ИНН"
        initial={search}
        onSearch={(value) => {
          setSearch(value);
          paging.reset();
        }}
      >
        <FilterSelect
          label="Статус"
          value={status}
          options={FILTERS}
          onChange={(value) => {
            setStatus(value);
            paging.reset();
          }}
        />
      </SearchBar>
      <DataTable
        label="Клиенты партнеров"
        columns={columns}
        rows={list.data?.items}
        rowKey={(row) => row.id}
        total={list.data?.total ?? 0}
        {...paging.tableProps}
        emptyText="Нет клиентов"
        loading={list.isFetching}
      />
    </Paper>
  );
}
