/**
 * 'Администрирование приложений' (document 2 "Administration apps table"): search with 'Найти' and a sortable paged
 * table of the partner's applications; the client cell leads into the administration area by resource category (or,
 * without a configured area, to the subscription's page in the portal). `?subscriptionId=` narrows it to one
 * subscription: where a product the portal cannot delete itself leads without a configured area.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  ADMIN_APPLICATIONS_TEXTS,
  applicationAdminPath,
  applicationClientLabel,
  formatDateTime,
  type AdminApplication,
  type AdminApplicationSort,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ALL_ROWS_LIMIT, DataTable, type Column, type Sort } from '../../components/data-table/data-table';
import { usePaging } from '../../components/data-table/use-paging';
import { SearchBar } from '../../components/search/search-bar';
import { apiErrorContent, useErrorDialog } from '../../components/error-dialog/error-dialog-provider';
import { paths } from '../../config/paths';
import { ApiRequestError } from '../../lib/api-client';
import { useSearchParams } from '../../lib/router';
import { runtimeConfigQuery } from '../../lib/session';
import { adminApplicationsQuery } from './api/applications';

function ClientCell({ row, adminAreaUrl }: { row: AdminApplication; adminAreaUrl: string | null }) {
  const label = applicationClientLabel(row);
  const path = applicationAdminPath(row);
  if (!path) return <>{label}</>;
  if (adminAreaUrl) {
    return (
      <Link href={`${adminAreaUrl.replace(/#.*$/, '')}#/${path}`} target="_blank" rel="noopener">
        {label}
      </Link>
    );
  }
  return (
    <Link href={paths['client.detail.item'].href({ customerId: row.customerId }, { subscriptionId: row.subscriptionId })}>{label}</Link>
  );
}

export function AdminApplicationsPage() {
  const [params, setParams] = useSearchParams();
  const subscriptionId = params.get('subscriptionId') ?? undefined;
  const paging = usePaging();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort<AdminApplicationSort>>({ key: 'startDate', order: 'desc' });
  const config = useQuery(runtimeConfigQuery);
  const adminAreaUrl = config.data?.adminAreaUrl ?? null;
  const list = useQuery(
    adminApplicationsQuery({
      search,
      sort: sort.key,
      direction: sort.order,
      page: paging.page,
      pageSize: paging.pageSize || ALL_ROWS_LIMIT,
      subscriptionId,
    }),
  );

  const { showError } = useErrorDialog();
  const loadError = list.error;
  useEffect(() => {
    if (loadError && !(loadError instanceof ApiRequestError && loadError.status === 401)) {
      showError(apiErrorContent('Не удалось загрузить приложения', loadError, 'Попробуйте обновить страницу'));
    }
  }, [loadError, showError]);

  const columns: Column<AdminApplication, AdminApplicationSort>[] = [
    { key: 'customer', label: 'Клиент', sortKey: 'customer', render: (row) => <ClientCell row={row} adminAreaUrl={adminAreaUrl} /> },
    { key: 'serviceName', label: 'Продукт', sortKey: 'serviceName', render: (row) => row.serviceName },
    { key: 'serviceKitName', label: 'Тип', sortKey: 'serviceKitName', render: (row) => row.serviceKitName },
    { key: 'deployStatus', label: 'Статус', sortKey: 'deployStatus', render: (row) => row.deployStatus },
    { key: 'startDate', label: 'Дата создания', sortKey: 'startDate', render: (row) => formatDateTime(row.startDate) },
    { key: 'endDate', label: 'Дата окончания', sortKey: 'endDate', render: (row) => (row.endDate ? formatDateTime(row.endDate) : '—') },
  ];

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Администрирование приложений
      </Typography>
      <SearchBar
        label="Клиент или продукт"
        initial={search}
        onSearch={(value) => {
          setSearch(value);
          paging.reset();
          // A search is over every application.
          if (subscriptionId) setParams({});
        }}
      />
      {subscriptionId && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" href={paths.admin.href()}>
              {ADMIN_APPLICATIONS_TEXTS.showAll}
            </Button>
          }
        >
          {ADMIN_APPLICATIONS_TEXTS.oneSubscription}
        </Alert>
      )}
      <DataTable
        label="Приложения"
        columns={columns}
        rows={list.data?.items}
        rowKey={(row) => row.subscriptionId}
        total={list.data?.total ?? 0}
        {...paging.tableProps}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          paging.reset();
        }}
        emptyText={ADMIN_APPLICATIONS_TEXTS.empty}
        loading={list.isFetching}
      />
    </Paper>
  );
}
