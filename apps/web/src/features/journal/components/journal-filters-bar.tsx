/** The journal's filters: the person (when the list of people is known), the action and the period, and their reset. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { JOURNAL_ACTION_LABELS, JOURNAL_ACTIONS, JOURNAL_PAGE_TEXTS, type JournalAction } from '@portal/domain';
import { NativeSelectField } from '../../../components/text-field/native-select-field';
import { TextField } from '../../../components/text-field/text-field';
import { hasFilters, NO_FILTERS, periodReversed, type JournalFilters } from '../utils/journal-filters';

export type JournalPerson = { id: string; label: string };

export type JournalFiltersBarProps = {
  filters: JournalFilters;
  /** The people to choose from; without them there is no person filter. */
  people: JournalPerson[] | undefined;
  onChange: (filters: JournalFilters) => void;
};

const ACTION_OPTIONS: Array<{ value: JournalAction | ''; label: string }> = [
  { value: '', label: JOURNAL_PAGE_TEXTS.anyAction },
  ...JOURNAL_ACTIONS.map((action) => ({ value: action, label: JOURNAL_ACTION_LABELS[action] })),
];

export function JournalFiltersBar({ filters, people, onChange }: JournalFiltersBarProps) {
  const set = (change: Partial<JournalFilters>) => onChange({ ...filters, ...change });
  // A chosen person no longer among the people (removed since) stays chosen, by its id.
  const personOptions =
    people &&
    [{ value: '', label: JOURNAL_PAGE_TEXTS.anyActor }, ...people.map((p) => ({ value: p.id, label: p.label }))].concat(
      filters.actor && !people.some((p) => p.id === filters.actor) ? [{ value: filters.actor, label: filters.actor }] : [],
    );
  const reversed = periodReversed(filters);
  return (
    <Box
      role="group"
      aria-label={JOURNAL_PAGE_TEXTS.filters}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 2 }}
    >
      {personOptions && (
        <NativeSelectField
          label={JOURNAL_PAGE_TEXTS.actor}
          value={filters.actor}
          options={personOptions}
          onChange={(actor) => set({ actor })}
          sx={{ minWidth: 240 }}
        />
      )}
      <NativeSelectField
        label={JOURNAL_PAGE_TEXTS.action}
        value={filters.action}
        options={ACTION_OPTIONS}
        onChange={(action) => set({ action })}
        sx={{ minWidth: 240 }}
      />
      <TextField
        label={JOURNAL_PAGE_TEXTS.from}
        type="date"
        size="small"
        value={filters.from}
        onChange={(event) => set({ from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        error={reversed}
      />
      <TextField
        label={JOURNAL_PAGE_TEXTS.to}
        type="date"
        size="small"
        value={filters.to}
        onChange={(event) => set({ to: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        error={reversed}
        helperText={reversed ? JOURNAL_PAGE_TEXTS.periodReversed : undefined}
      />
      {hasFilters(filters) && (
        <Button onClick={() => onChange(NO_FILTERS)} sx={{ alignSelf: 'center' }}>
          {JOURNAL_PAGE_TEXTS.reset}
        </Button>
      )}
    </Box>
  );
}
