/**
 * «Журнал действий» (route `journal`, /office/journal; issue 32) for the people whose role holds the «journal» right:
 * every change the organisation's people and their tokens made, filtered by person, action and period, and exported.
 */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { JOURNAL_PAGE_TEXTS, type Member } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { useCan } from '../../lib/rights';
import { journalPeopleQuery } from './api/people';
import { JournalView } from './components/journal-view';
import type { JournalPerson } from './components/journal-filters-bar';

/** A person as the journal names it (its name, else its e-mail), with the e-mail to tell namesakes apart. */
const personOf = (member: Member): JournalPerson => {
  const name = [member.name, member.surname].filter((part) => part?.trim()).join(' ');
  return { id: member.id, label: name ? `${name} (${member.email})` : member.email };
};

const OWN = { kind: 'own' } as const;

export function JournalPage() {
  // The people list is the «people» right's; without it the journal is filtered by action and period only.
  const people = useQuery({ ...journalPeopleQuery, enabled: useCan('people') });
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {JOURNAL_PAGE_TEXTS.title}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {JOURNAL_PAGE_TEXTS.intro}
      </Typography>
      <JournalView source={OWN} people={people.data?.map(personOf)} />
    </Paper>
  );
}
