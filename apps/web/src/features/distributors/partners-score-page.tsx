/** partners.score: the simple list of the distributor's partners (name, code, address), titled as document 2 §2 says; a row opens the partner. */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DISTRIBUTOR_TEXTS, PARTNER_LIST_PAGE_SIZE, type DistributorPartner } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ALL_ROWS_LIMIT, DataTable, type Column } from '../../components/data-table/data-table';
import { usePaging } from '../../components/data-table/use-paging';
import { SearchBar } from '../../components/search/search-bar';
import { paths } from '../../config/paths';
import { participationQuery } from '../../lib/session';
import { usePartnerList } from './api/partners';
import { partnerAddress } from './utils/partner-address';

const COLUMNS: Column<DistributorPartner>[] = [
  { key: 'name', label: DISTRIBUTOR_TEXTS.columns.partner, render: (row) => row.name },
  { key: 'code', label: DISTRIBUTOR_TEXTS.columns.code, render: (row) => row.partnerCode },
  { key: 'address', label: DISTRIBUTOR_TEXTS.columns.address, render: (row) => partnerAddress(row) },
];

export function PartnersScorePage() {
  const participation = useQuery(participationQuery);
  const [q, setQ] = useState('');
  const paging = usePaging(PARTNER_LIST_PAGE_SIZE);
  const list = usePartnerList({
    exchangeId: participation.data?.uniqueExchangeId ?? '',
    q,
    status: 'all',
    page: paging.page,
    size: paging.pageSize || ALL_ROWS_LIMIT,
  });
  const failed = list.isError || (list.data !== undefined && list.data.code !== 200);
  const navigate = useNavigate();
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {DISTRIBUTOR_TEXTS.scoreTitle}
      </Typography>
      <SearchBar
        label={DISTRIBUTOR_TEXTS.searchLabel}
        initial={q}
        disabled={failed}
        onSearch={(value) => {
          setQ(value);
          paging.reset();
        }}
      />
      {failed && (
        <Typography role="alert" color="error" sx={{ mb: 2 }}>
          {DISTRIBUTOR_TEXTS.listFailed}
        </Typography>
      )}
      <DataTable
        label={DISTRIBUTOR_TEXTS.scoreTitle}
        columns={COLUMNS}
        rows={list.data?.items ?? []}
        rowKey={(row) => row.id}
        total={list.data?.total ?? 0}
        {...paging.tableProps}
        emptyText={DISTRIBUTOR_TEXTS.empty}
        loading={list.isFetching}
        onRowClick={(row) =>
          void navigate(paths['partners.list.details'].path.replace(':partnerCode', encodeURIComponent(row.partnerCode)))
        }
      />
    </Paper>
  );
}
