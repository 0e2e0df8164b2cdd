/**
 * «Выгрузка документов» (issue 33): the operator picks closed months and all partners or chosen ones, starts the export
 * (a job on the server), follows its progress and downloads the ZIP of invoices, acts and XML УПД for its own 1C; the
 * recent exports below, each with its state and file.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { DOCUMENT_EXPORT_TEXTS as T, formatDateTime, type ApplicationItem, type DocumentExport } from '@portal/domain';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { apiErrorContent, useErrorDialog } from '../../components/error-dialog/error-dialog-provider';
import { useToast } from '../../components/toast/toast-provider';
import { useAfterPaint } from '../../lib/after-paint';
import { formatMonth } from '../../lib/months';
import { useDocumentExport, useDocumentExports, useStartDocumentExport } from './api/document-exports';
import { ExportProgress } from './documents/export-progress';
import type { Problems } from './documents/export-request';
import { useLoadError } from './hooks/use-load-error';

/** The search field (MUI's Autocomplete and Popper) loads only when the operator chooses partners one by one. */
const PartnerPicker = lazy(() => import('./documents/partner-picker').then((m) => ({ default: m.PartnerPicker })));

/** 'YYYY-MM' as the month's name: «Октябрь 2026». */
export const monthKeyLabel = (key: string) => formatMonth({ year: Number(key.slice(0, 4)), month: Number(key.slice(5, 7)) - 1 });

const monthsText = (months: ReadonlyArray<string>) => months.map(monthKeyLabel).join(', ');

const COLUMNS: Column<DocumentExport>[] = [
  { key: 'created', label: T.columns.created, render: (row) => `${formatDateTime(row.createdAt)}, ${row.requestedBy}` },
  { key: 'months', label: T.columns.months, render: (row) => monthsText(row.months) },
  { key: 'partners', label: T.columns.partners, render: (row) => row.partnerCount ?? T.allPartnersCount },
  { key: 'status', label: T.columns.status, render: (row) => <ExportProgress found={row} compact /> },
];

const NO_MORE = { hasMore: false, onMore: () => undefined, label: '' };

/** The request's check (the domain's schema, and zod with it) loads on the first start, or once the page is idle. */
const loadExportRequest = () => import('./documents/export-request');

export function DocumentsPage() {
  const toast = useToast();
  const { showError } = useErrorDialog();
  const list = useDocumentExports();
  useLoadError(list.error, 'Не удалось загрузить выгрузки');
  const [months, setMonths] = useState<ReadonlySet<string>>(new Set());
  const [scope, setScope] = useState<'all' | 'chosen'>('all');
  const [partners, setPartners] = useState<ApplicationItem[]>([]);
  const [problems, setProblems] = useState<Problems | null>(null);
  const [currentId, setCurrentId] = useState<string | null>(null);
  const current = useDocumentExport(currentId);
  const start = useStartDocumentExport({
    onSuccess: (started) => {
      setCurrentId(started.exportId);
      toast.show(T.started, { severity: 'success' });
    },
    onError: (error) => showError(apiErrorContent('Не удалось начать выгрузку', error)),
  });

  const closedMonths = list.data?.closedMonths ?? [];
  const toggleMonth = (key: string) => {
    setProblems(null);
    setMonths((chosen) => {
      const next = new Set(chosen);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  };
  // A second press while the check loads starts nothing more.
  const checking = useRef(false);
  const painted = useAfterPaint();
  useEffect(() => {
    if (painted) void loadExportRequest().catch(() => undefined);
  }, [painted]);
  const handleStart = () => {
    if (checking.current) return;
    checking.current = true;
    void loadExportRequest()
      .then(({ exportRequestOf }) => {
        const { request, problems: found } = exportRequestOf(months, scope, partners);
        setProblems(found);
        if (request) start.mutate(request);
      })
      .catch((error: unknown) => showError(apiErrorContent('Не удалось начать выгрузку', error)))
      .finally(() => {
        checking.current = false;
      });
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {T.title}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          {T.lead}
        </Typography>
        <FormControl component="fieldset" error={Boolean(problems?.months)} sx={{ mb: 2, display: 'block' }}>
          <FormLabel component="legend">{T.months}</FormLabel>
          {closedMonths.length === 0 && !list.isPending ? (
            <Typography variant="body2">{T.noClosedMonths}</Typography>
          ) : (
            <FormGroup row>
              {closedMonths.map((key) => (
                <FormControlLabel
                  key={key}
                  control={<Checkbox checked={months.has(key)} onChange={() => toggleMonth(key)} />}
                  label={monthKeyLabel(key)}
                  sx={{ minWidth: 180 }}
                />
              ))}
            </FormGroup>
          )}
          {problems?.months && <FormHelperText>{problems.months}</FormHelperText>}
        </FormControl>
        <FormControl component="fieldset" sx={{ mb: 1, display: 'block' }}>
          <FormLabel component="legend">{T.partners}</FormLabel>
          <RadioGroup
            row
            value={scope}
            onChange={(event) => {
              setProblems(null);
              setScope(event.target.value === 'chosen' ? 'chosen' : 'all');
            }}
          >
            <FormControlLabel value="all" control={<Radio />} label={T.allPartners} />
            <FormControlLabel value="chosen" control={<Radio />} label={T.chosenPartners} />
          </RadioGroup>
        </FormControl>
        {scope === 'chosen' && (
          <Box sx={{ maxWidth: 720, mb: 1 }}>
            <Suspense fallback={<Typography color="textSecondary">{T.chosenPartners}…</Typography>}>
              <PartnerPicker
                value={partners}
                onChange={(next) => {
                  setProblems(null);
                  setPartners(next);
                }}
                error={problems?.partners ?? null}
              />
            </Suspense>
          </Box>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 1 }}>
          <Button variant="contained" onClick={handleStart} disabled={start.isPending}>
            {T.start}
          </Button>
          {current.data && <ExportProgress found={current.data} />}
        </Box>
      </Paper>
      <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {T.recent}
        </Typography>
        <DataTable
          label={T.recent}
          columns={COLUMNS}
          rows={list.data?.items}
          rowKey={(row) => row.exportId}
          emptyText={T.empty}
          loading={list.isFetching && !list.data}
          // The recent ones only (the server's last 20): no pages.
          more={NO_MORE}
        />
      </Paper>
    </Box>
  );
}
