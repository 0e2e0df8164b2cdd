/**
 * The distributor's partners as both its lists show them (partners.list and the simple list, partners.score): the
 * search with 'Найти', on partners.list the status select, the failure text and the table paged by 10 in SQL. Each
 * list brings its own columns and row action.
 */
import Typography from '@mui/material/Typography';
import {
  DISTRIBUTOR_TEXTS,
  PARTNER_LIST_PAGE_SIZE,
  PARTNER_STATUS_LABELS,
  PARTNER_STATUSES,
  type DistributorPartner,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ALL_ROWS_LIMIT, DataTable, type Column } from '../../../components/data-table/data-table';
import { usePaging } from '../../../components/data-table/use-paging';
import { SearchBar } from '../../../components/search/search-bar';
import { NativeSelectField } from '../../../components/text-field/native-select-field';
import { participationQuery } from '../../../lib/session';
import { usePartnerList, type StatusFilter } from '../api/partners';
import { partnerAddress } from '../utils/partner-address';

const STATUS_OPTIONS: ReadonlyArray<{ value: StatusFilter; label: string }> = [
  { value: 'all', label: DISTRIBUTOR_TEXTS.allStatuses },
  ...PARTNER_STATUSES.map((status) => ({ value: status, label: PARTNER_STATUS_LABELS[status] })),
];

/** The code and address columns, the same in both lists. */
export const CODE_AND_ADDRESS_COLUMNS: Column<DistributorPartner>[] = [
  { key: 'code', label: DISTRIBUTOR_TEXTS.columns.code, render: (row) => row.partnerCode },
  { key: 'address', label: DISTRIBUTOR_TEXTS.columns.address, render: (row) => partnerAddress(row) },
];

export type PartnerTableProps = {
  /** The table's accessible name: the page's title. */
  label: string;
  columns: Column<DistributorPartner>[];
  /** Whether the status select stands beside the search (partners.list). */
  withStatus?: boolean;
  onRowClick?: (row: DistributorPartner) => void;
};

export function PartnerTable({ label, columns, withStatus = false, onRowClick }: PartnerTableProps) {
  const participation = useQuery(participationQuery);
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const paging = usePaging(PARTNER_LIST_PAGE_SIZE);
  const list = usePartnerList({
    exchangeId: participation.data?.uniqueExchangeId ?? '',
    q,
    status,
    page: paging.page,
    size: paging.pageSize || ALL_ROWS_LIMIT,
  });
  const failed = list.isError || (list.data !== undefined && list.data.code !== 200);
  return (
    <>
      <SearchBar
        label={DISTRIBUTOR_TEXTS.searchLabel}
        initial={q}
        disabled={failed}
        onSearch={(value) => {
          setQ(value);
          paging.reset();
        }}
      >
        {withStatus && (
          <NativeSelectField
            label={DISTRIBUTOR_TEXTS.statusLabel}
            value={status}
            options={STATUS_OPTIONS}
            disabled={failed}
            onChange={(value) => {
              setStatus(value);
              paging.reset();
            }}
            sx={{ minWidth: 180 }}
          />
        )}
      </SearchBar>
      {failed && (
        <Typography role="alert" color="error" sx={{ mb: 2 }}>
          {DISTRIBUTOR_TEXTS.listFailed}
        </Typography>
      )}
      <DataTable
        label={label}
        columns={columns}
        rows={list.data?.items}
        rowKey={(row) => row.id}
        total={list.data?.total ?? 0}
        {...paging.tableProps}
        emptyText={DISTRIBUTOR_TEXTS.empty}
        loading={list.isFetching || participation.isPending}
        {...(onRowClick ? { onRowClick } : {})}
      />
    </>
  );
}
