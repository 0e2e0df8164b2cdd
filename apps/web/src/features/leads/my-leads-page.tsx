/**
 * My leads (lead.tabs.my): the partner's leads with their contacts and dates (dispatched, client registered, moved to
 * paid), a search by name, INN and e-mail, 'process' for a DISPATCHED lead (any other status shows 'processed',
 * disabled) and the registration of the lead as a client.
 */
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import Box from '@mui/material/Box';
import {
  canProcessLead,
  formatDateTime,
  LEAD_SEARCH_MAX,
  LEAD_STATUS_LABELS,
  LEAD_TEXTS,
  myLeadsEmptyText,
  type Lead,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { usePaging } from '../../components/data-table/use-paging';
import { SearchBar } from '../../components/search/search-bar';
import { useToast } from '../../components/toast/toast-provider';
import { paths } from '../../config/paths';
import { useRights } from '../../lib/rights';
import { myLeadsQuery, useMarkLeadProcessed } from './api/leads';
import { failureText, productsText } from './utils/lead-texts';

const dateOrDash = (value: string | null) => (value ? formatDateTime(value) : '—');

const SOURCE_LABELS: Record<Lead['source'], string> = { programme: 'Программа', site: 'Мой сайт' };

export function MyLeadsPage() {
  const paging = usePaging();
  const toast = useToast();
  const [search, setSearch] = useState('');
  // Processing a lead is the «leads» right's, registering it as a client the «clients» right's.
  const can = useRights();
  const list = useQuery(myLeadsQuery(search, paging.page, paging.pageSize));
  const processed = useMarkLeadProcessed({
    onSuccess: (result) => toast.show(result.message, { severity: 'success' }),
    onError: (error) => toast.show(failureText(LEAD_TEXTS.markFailed, error), { severity: 'error' }),
  });

  const columns: Column<Lead>[] = [
    { key: 'dateDispatched', label: LEAD_TEXTS.dateDispatched, render: (row) => formatDateTime(row.dateDispatched ?? row.date) },
    { key: 'dateRegistered', label: LEAD_TEXTS.dateRegistered, wrapHeader: true, render: (row) => dateOrDash(row.dateRegistered) },
    { key: 'dateInProd', label: LEAD_TEXTS.dateInProd, wrapHeader: true, render: (row) => dateOrDash(row.dateInProd) },
    { key: 'name', label: 'Клиент', render: (row) => row.name },
    { key: 'inn', label: 'ИНН', render: (row) => row.inn ?? '—' },
    {
      key: 'contacts',
      label: 'Контакты',
      render: (row) => (
        <>
          {[row.responsible, row.email, row.phone].filter(Boolean).map((line) => (
            <Box key={line} component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
              {line}
            </Box>
          ))}
        </>
      ),
    },
    { key: 'products', label: 'Продукты', render: (row) => productsText(row.products) },
    { key: 'source', label: 'Источник', render: (row) => SOURCE_LABELS[row.source] },
    { key: 'status', label: 'Статус', render: (row) => LEAD_STATUS_LABELS[row.status] },
    {
      key: 'actions',
      label: 'Действия',
      labelHidden: true,
      render: (row) => (
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', lg: 'row' }, gap: 1, alignItems: 'flex-start' }}>
          {!canProcessLead(row.status) ? (
            <Button size="small" variant="outlined" disabled>
              {LEAD_TEXTS.processed}
            </Button>
          ) : can('leads') ? (
            <Button
              size="small"
              variant="contained"
              disabled={processed.isPending && processed.variables === row.id}
              onClick={() => processed.mutate(row.id)}
              aria-label={`${LEAD_TEXTS.process}: ${row.name}`}
            >
              {LEAD_TEXTS.process}
            </Button>
          ) : null}
          {row.customerId ? (
            <Link href={paths['client.detail.item'].href({ customerId: row.customerId })}>Карточка клиента</Link>
          ) : (
            can('clients') && <Link href={paths['client.subscriptions.reg'].href({}, { leadId: row.id })}>{LEAD_TEXTS.register}</Link>
          )}
        </Box>
      ),
    },
  ];

  return (
    <>
      <SearchBar
        label="Поиск по названию, ИНН или e-mail"
        initial={search}
        onSearch={(value) => {
          setSearch(value.slice(0, LEAD_SEARCH_MAX));
          paging.reset();
        }}
      />
      {list.isError && (
        <Typography role="alert" color="error" sx={{ mb: 2 }}>
          Не удалось загрузить ваших клиентов. Попробуйте обновить страницу.
        </Typography>
      )}
      <DataTable
        label="Мои лиды"
        columns={columns}
        rows={list.data?.items}
        rowKey={(row) => row.id}
        total={list.data?.total ?? 0}
        {...paging.tableProps}
        emptyText={myLeadsEmptyText(search)}
        loading={list.isFetching}
      />
    </>
  );
}
