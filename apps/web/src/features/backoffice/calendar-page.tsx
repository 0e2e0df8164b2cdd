/**
 * «Производственный календарь» (issue 24): a year's decreed weekdays off and weekend days worked, entered from the
 * Government's decree, with the working days by month counted as the operator types (to compare with the decree's
 * figures) by the same rules the due dates use. A year nobody has decreed starts from the Labour Code's days off.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  CALENDAR_TEXTS,
  calendarDaysOf,
  calendarYearError,
  calendarYearSummary,
  dayKeyOf,
  formatDateTime,
  formatIsoDate,
  MONTH_NAMES,
  parseDayList,
  productionCalendar,
  type CalendarYearDays,
  type CalendarYearView,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../components/error-dialog/error-dialog-provider';
import { NativeSelectField } from '../../components/text-field/native-select-field';
import { TextField } from '../../components/text-field/text-field';
import { useToast } from '../../components/toast/toast-provider';
import { ApiRequestError } from '../../lib/api-client';
import { calendarKey, calendarYearQuery, saveCalendarYear } from './api/calendar';
import { useLoadError } from './hooks/use-load-error';

type Field = keyof CalendarYearDays;
const FIELDS: readonly Field[] = ['holidays', 'working'];
const listText = (days: readonly string[]) => days.map(formatIsoDate).join(', ');

/** The typed lists read as days, or the first error and its field. */
function readDays(year: number, text: Record<Field, string>): { days: CalendarYearDays } | { field: Field; message: string } {
  const days: CalendarYearDays = { holidays: [], working: [] };
  for (const field of FIELDS) {
    const parsed = parseDayList(text[field]);
    if ('error' in parsed) return { field, message: parsed.error };
    days[field] = parsed.days;
  }
  return calendarYearError(year, days) ?? { days };
}

export function CalendarPage() {
  const [year, setYear] = useState(() => Number(dayKeyOf(new Date()).slice(0, 4)));
  const calendar = useQuery(calendarYearQuery(year));
  useLoadError(calendar.error, 'Не удалось загрузить производственный календарь');
  const view = calendar.data;

  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {CALENDAR_TEXTS.title}
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        {CALENDAR_TEXTS.intro}
      </Alert>
      <NativeSelectField
        label={CALENDAR_TEXTS.year}
        value={String(year)}
        options={(view?.years ?? [year]).map((y) => ({ value: String(y), label: String(y) }))}
        onChange={(next) => setYear(Number(next))}
        sx={{ minWidth: 120, mb: 2 }}
      />
      {/* Keyed by the saved state, so the form starts again from what the server holds after a change of year or a save. */}
      {view && <YearForm key={`${view.year}:${view.changedAt ?? ''}:${view.decreed}`} view={view} />}
    </Paper>
  );
}

function YearForm({ view }: { view: CalendarYearView }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [text, setText] = useState<Record<Field, string>>({ holidays: listText(view.holidays), working: listText(view.working) });
  const [serverError, setServerError] = useState<{ field: Field; message: string } | null>(null);
  const read = readDays(view.year, text);
  const fieldError = 'field' in read ? read : serverError;
  // The counts as the typed days would give them; the saved ones while the text cannot be read.
  const summary = 'days' in read ? calendarYearSummary(productionCalendar(calendarDaysOf(read.days)), view.year) : view;

  const save = useMutation({
    mutationFn: (days: CalendarYearDays) => saveCalendarYear(view.year, days),
    onSuccess: (saved) => {
      queryClient.setQueryData(calendarKey(view.year), saved);
      toast.show(CALENDAR_TEXTS.saved(view.year), { severity: 'success' });
    },
    onError: (error) => {
      const detail = error instanceof ApiRequestError ? error.details?.find((d) => FIELDS.includes(d.field as Field)) : undefined;
      if (detail) setServerError({ field: detail.field as Field, message: detail.message });
    },
  });

  return (
    <>
      <Alert severity={view.decreed ? 'success' : 'warning'} sx={{ mb: 2 }}>
        {view.decreed ? CALENDAR_TEXTS.decreed(view.workingDays) : CALENDAR_TEXTS.undecreed(view.workingDays)}
        {view.decreed && (
          <Typography variant="body2" component="div">
            {view.changedBy && view.changedAt
              ? CALENDAR_TEXTS.changed(view.changedBy, formatDateTime(view.changedAt))
              : CALENDAR_TEXTS.shipped}
          </Typography>
        )}
      </Alert>
      {!view.editable && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {CALENDAR_TEXTS.pastYear}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, gap: 3 }}>
        <Box
          component="form"
          noValidate
          sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
          onSubmit={(event) => {
            event.preventDefault();
            if ('days' in read) save.mutate(read.days);
          }}
        >
          {FIELDS.map((field) => (
            <TextField
              key={field}
              label={CALENDAR_TEXTS[field]}
              value={text[field]}
              multiline
              minRows={field === 'holidays' ? 4 : 2}
              fullWidth
              disabled={!view.editable}
              error={fieldError?.field === field}
              helperText={fieldError?.field === field ? fieldError.message : CALENDAR_TEXTS.daysHelper}
              onChange={(event) => {
                setServerError(null);
                setText({ ...text, [field]: event.target.value });
              }}
            />
          ))}
          {save.isError && !serverError && <Alert severity="error">{errorText(save.error)}</Alert>}
          {view.editable && (
            <Box>
              <Button type="submit" variant="contained" disabled={'field' in read || save.isPending}>
                {CALENDAR_TEXTS.save}
              </Button>
            </Box>
          )}
        </Box>
        <TableContainer>
          <Table size="small" aria-label={`${CALENDAR_TEXTS.title} ${view.year}`}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>{CALENDAR_TEXTS.month}</TableCell>
                <TableCell sx={{ fontWeight: 600 }} align="right">
                  {CALENDAR_TEXTS.workingDays}
                </TableCell>
                <TableCell sx={{ fontWeight: 600 }} align="right">
                  {CALENDAR_TEXTS.daysOff}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {summary.months.map((m) => (
                <TableRow key={m.month}>
                  <TableCell sx={{ textTransform: 'capitalize' }}>{MONTH_NAMES[m.month - 1]}</TableCell>
                  <TableCell align="right">{m.workingDays}</TableCell>
                  <TableCell align="right">{m.daysOff}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }}>{CALENDAR_TEXTS.total}</TableCell>
                <TableCell sx={{ fontWeight: 600 }} align="right">
                  {summary.workingDays}
                </TableCell>
                <TableCell sx={{ fontWeight: 600 }} align="right">
                  {summary.months.reduce((sum, m) => sum + m.daysOff, 0)}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </TableContainer>
      </Box>
    </>
  );
}
